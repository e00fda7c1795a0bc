package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.DiagnosisFinding;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What `exec` met on a real H200 (docs/gpu-results/2026-11-27-h200), read back through the readers that read it
 * there: the output each program printed, as exec kept it, parsed again. Each assertion is a defect that machine
 * showed, fixed after it.
 */
class RecordedH200ExecTest {

    private static final Path FOLDER = Path.of("docs/gpu-results/2026-11-27-h200");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode read(String file) throws IOException {
        return JSON.readTree(FOLDER.resolve(file).toFile());
    }

    private static List<String> lines(JsonNode output) {
        List<String> lines = new ArrayList<>();
        output.path("head").forEach(line -> lines.add(line.asText()));
        output.path("tail").forEach(line -> lines.add(line.asText()));
        return lines;
    }

    @Test
    void theIllegalAddressIsPlacedAtTheUsersLineNotAtCuPysCleanUpAfterIt() throws IOException {
        JsonNode run = read("exec-illegal-address.json");

        // As printed: the fatal traceback (x.sum().item(), line 21), then CuPy's module unload failing twice in
        // clean-up, each "Exception ignored in: '…__dealloc__'". The H200 run read the last of those.
        PythonStack plain = PythonStacks.parse(lines(run.path("output"))).orElseThrow();
        assertThat(plain.error())
                .isEqualTo("torch.AcceleratorError: CUDA error: an illegal memory access was encountered");
        assertThat(plain.innermost().orElseThrow().line()).isEqualTo(21);
        assertThat(plain.innermost().orElseThrow().file()).endsWith("illegal_address.py");

        // With CUDA_LAUNCH_BLOCKING=1 the error comes from the launch itself, two lines earlier: a different place.
        PythonStack switched =
                PythonStacks.parse(lines(run.path("rerun").path("output"))).orElseThrow();
        assertThat(switched.innermostOwn().orElseThrow().line()).isEqualTo(19);
        assertThat(switched.innermost()).isNotEqualTo(plain.innermost());
    }

    @Test
    void theDeviceSideAssertIsReportedAtTheEmbeddingOnlyWithTheSwitches() throws IOException {
        JsonNode run = read("exec-device-assert.json");

        PythonStack plain = PythonStacks.parse(lines(run.path("output"))).orElseThrow();
        PythonStack switched =
                PythonStacks.parse(lines(run.path("rerun").path("output"))).orElseThrow();
        assertThat(plain.innermostOwn().orElseThrow().line()).isEqualTo(26); // loss.backward(): where it surfaced
        assertThat(switched.innermostOwn().orElseThrow().line()).isEqualTo(22); // embedding(tokens): the cause
        assertThat(switched.error()).contains("device-side assert triggered");
    }

    @Test
    void memcheckOnCompute2025NamesTheAddressAndTheLaunchFailureItCausesIsNotASecondFault() throws IOException {
        JsonNode run = read("exec-oob-memcheck.json");
        List<String> output = lines(run.path("output"));

        SanitizerReport report = SanitizerReport.parse("memcheck", "/usr/local/cuda/bin/compute-sanitizer", output);
        assertThat(report.firstError()).isEqualTo("Invalid __global__ write of size 4 bytes");
        assertThat(report.kernel()).isEqualTo("fill(float *, int)");
        assertThat(report.address()).isEqualTo("0x7f3fec800fa0"); // "Access to 0x… is out of bounds": null on the H200

        // The program printed "fill: unspecified launch failure": memcheck stopping the kernel, not another fault.
        List<DiagnosisFinding> knowledgeBase = new ArrayList<>();
        run.path("findings")
                .forEach(finding ->
                        knowledgeBase.add(JsonMappers.records().convertValue(finding, DiagnosisFinding.class)));
        assertThat(knowledgeBase).extracting(DiagnosisFinding::id).contains("unspecified-launch-failure");
        List<DiagnosisFinding> findings = new Attempt(
                        null,
                        null,
                        null,
                        null,
                        1.0,
                        knowledgeBase.stream()
                                .filter(f -> !f.id().startsWith("compute-sanitizer"))
                                .toList())
                .findings(report);
        assertThat(findings).extracting(DiagnosisFinding::id).containsExactly("compute-sanitizer-memcheck");

        // Run plainly the same program "succeeded": the write landed in the allocation's padding.
        assertThat(read("exec-oob-plain.json").path("exit").path("end").asText())
                .isEqualTo("succeeded");
    }

    @Test
    void theTimelineFollowedGpuMemoryToTheOutOfMemoryError() throws IOException {
        JsonNode run = read("exec-fill-memory.json");
        JsonNode gpu = run.path("timeline").path("gpu");

        double first = gpu.get(0).path("memory_used_mib").asDouble();
        double last = gpu.get(gpu.size() - 1).path("memory_used_mib").asDouble();
        double total = gpu.get(0).path("memory_total_mib").asDouble();
        assertThat(first).isLessThan(1000);
        assertThat(last / total).isGreaterThan(0.95);
        assertThat(run.path("findings").get(0).path("id").asText()).isEqualTo("cuda-oom");
    }
}
