package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.testing.TestPython;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gpu-outlier check through the checklist: the probes' answers canned as the bridge writes them (this machine
 * has no GPU), judged and turned into a drain reason; and the same path with real bridge children, whose torch finds
 * no CUDA device here, which is a skip with the probe's sentence.
 */
class GpuOutlierCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String A100 = "NVIDIA A100-SXM4-80GB";

    @TempDir
    Path temp;

    private record FakeOps(Map<String, PythonOps.Answer> answers, List<String> calls) implements PythonOps {
        @Override
        public String python() {
            return "/fake/python";
        }

        @Override
        public Answer call(String op, JsonNode params, Duration timeout) {
            calls.add(op);
            return answers.getOrDefault(
                    op,
                    new Answer(
                            null,
                            BridgeFailure.of(
                                    FailureReason.CRASHED_BY_SIGNAL,
                                    "The Python process was killed by SIGSEGV while running '" + op + "'.",
                                    List.of("Segmentation fault")),
                            5));
        }
    }

    private static PythonOps.Answer ok(String json) throws Exception {
        return new PythonOps.Answer(JSON.readTree(json), null, 1);
    }

    /** matmul_probe's cells as the op writes them (ops/matmul_probe.py), one per GPU. */
    private static String gemmCells(double... tflops) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < tflops.length; i++) {
            cells.add(String.format(
                    Locale.ROOT,
                    "{\"device\": %d, \"state\": \"supported\", \"detail\": \"BF16 matmul: %.1f TFLOPS\","
                            + " \"evidence\": {\"dtype\": \"bf16\", \"size\": 4096, \"gpu\": \"%s\", \"tflops\": %.2f}}",
                    i,
                    tflops[i],
                    A100,
                    tflops[i]));
        }
        return "{\"cells\": [" + String.join(", ", cells) + "]}";
    }

    /** copy_bandwidth_probe's cells (ops/copy_bandwidth_probe.py), every GPU alike. */
    private static String copyCells(int count) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            cells.add(String.format(
                    Locale.ROOT,
                    "{\"device\": %d, \"state\": \"supported\", \"detail\": \"copies\", \"evidence\":"
                            + " {\"gpu\": \"%s\", \"mib\": 256, \"d2d_gbps\": %.1f, \"h2d_pinned_gbps\": %.1f, \"d2h_pinned_gbps\": 24.9}}",
                    i,
                    A100,
                    700.0 + i,
                    25.0 + i / 10.0));
        }
        return "{\"cells\": [" + String.join(", ", cells) + "]}";
    }

    private ChecklistReport run(String tree, PythonOps ops) throws InterruptedException {
        Path root = HostTrees.materialise(tree, temp);
        // Python checks never run against a captured tree; the check itself is given the tree's host facts.
        ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> ops);
        var host = service.readHost(new ChecklistRequest(List.of(), null, root, false, false));
        CheckResult result = GpuOutlierCheck.run(host, ops);
        return new ChecklistReport(host, List.of(result));
    }

    @Test
    void dcgm122_one_a100_at_a_third_of_its_siblings_fails_and_drains_with_replace_hardware() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of(
                        "matmul_probe",
                        ok(gemmCells(231, 229, 233, 230, 77, 232, 228, 231)),
                        "copy_bandwidth_probe",
                        ok(copyCells(8))),
                Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("native-driver", ops);

        CheckResult check = report.checks().get(0);
        assertThat(ops.calls())
                .containsExactly("matmul_probe", "copy_bandwidth_probe"); // one after the other, never at once
        assertThat(check.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(check.action()).isEqualTo(RecommendedAction.REPLACE_HARDWARE);
        assertThat(check.value()).isEqualTo("slow: GPU 4 BF16 GEMM 77.0 TFLOPS");
        assertThat(check.remedy()).contains("nvidia-smi -q -d PERFORMANCE,POWER,TEMPERATURE,PCIE -i 4");
        assertThat(DrainReason.of(report))
                .contains("gpu-doctor:gpu-outlier:replace-hardware: Slow GPU: GPU 4 (NVIDIA A100-SXM4-80GB)"
                        + " BF16 GEMM 77.0 TFLOPS, 64 % below the mean of its 8 like GPUs.");
        assertThat(DrainReason.of(report).orElseThrow()).matches(DrainReason.PATTERN);
        assertThat(NodeProblemVerdict.of(report).exitStatus()).isEqualTo(NodeProblemVerdict.NON_OK);
        // The copies of all eight are alike: only the GEMM of GPU 4 is named.
        assertThat(check.evidence())
                .filteredOn(line -> line.contains("a slow GPU"))
                .hasSize(1);
    }

    @Test
    void eight_like_gpus_pass_with_their_means() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of(
                        "matmul_probe",
                        ok(gemmCells(231, 229, 233, 230, 226, 232, 228, 231)),
                        "copy_bandwidth_probe",
                        ok(copyCells(8))),
                Collections.synchronizedList(new ArrayList<>()));

        CheckResult check = run("native-driver", ops).checks().get(0);

        assertThat(check.status()).isEqualTo(CheckStatus.PASS);
        assertThat(check.value())
                .isEqualTo("8 GPUs: BF16 GEMM mean 230.0 TFLOPS, pinned host→device copy mean 25.4 GB/s,"
                        + " device→device copy mean 703.5 GB/s");
        assertThat(check.explanation())
                .isEqualTo("No GPU is slower than its like GPUs by more than one standard deviation and 10 %.");
    }

    @Test
    void gpus_measured_but_with_nothing_to_compare_with_skip_rather_than_pass() {
        // One GPU of a name no ceiling knows: measured, but neither like GPUs nor a ceiling to read it against.
        var report = dev.gpudoctor.sniff.SniffReport.of(List.of(new dev.gpudoctor.sniff.SniffedGpu(
                null, 0, "NVIDIA Mystery GPU", 50.0, null, null, null, null, null, 0, List.of())));

        CheckResult check = GpuOutlierCheck.judge(report);

        assertThat(check.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(check.explanation())
                .endsWith("no other GPU of its name to compare with, and no ceiling known for it.");
    }

    @Test
    void a_gemm_that_failed_on_one_gpu_fails_the_check_with_a_reset_not_a_silent_not_compared() throws Exception {
        String gemm = gemmCells(231, 229, 233)
                .replace(
                        "{\"device\": 1, \"state\": \"supported\", \"detail\": \"BF16 matmul: 229.0 TFLOPS\"",
                        "{\"device\": 1, \"state\": \"failed\", \"detail\": \"BF16 matmul failed: RuntimeError: CUDA error: an illegal memory access\"");
        assertThat(gemm).contains("illegal memory access");
        FakeOps ops = new FakeOps(
                Map.of("matmul_probe", ok(gemm), "copy_bandwidth_probe", ok(copyCells(3))),
                Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("native-driver", ops);

        CheckResult check = report.checks().get(0);
        assertThat(check.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(check.action()).isEqualTo(RecommendedAction.RESET_GPU);
        assertThat(DrainReason.of(report).orElseThrow())
                .startsWith("gpu-doctor:gpu-outlier:reset-gpu: GPU 1 (NVIDIA A100-SXM4-80GB)"
                        + " BF16 matmul: BF16 matmul failed: RuntimeError: CUDA error: an illegal memory access");
    }

    @Test
    void a_machine_without_an_nvidia_gpu_skips_without_starting_a_child() throws Exception {
        FakeOps ops = new FakeOps(Map.of(), Collections.synchronizedList(new ArrayList<>()));

        CheckResult check = run("native-no-nvidia-hardware", ops).checks().get(0);

        assertThat(check.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(check.explanation())
                .isEqualTo("This machine has no NVIDIA GPU (no NVIDIA PCI device): there is no GPU to sniff.");
        assertThat(ops.calls()).isEmpty();
    }

    @Test
    void a_torch_that_sees_no_gpu_skips_with_the_probes_sentence() throws Exception {
        String noCuda =
                "{\"cells\": [{\"device\": null, \"state\": \"not-probed\", \"detail\": \"no CUDA device (torch.cuda.is_available()"
                        + " is False)\", \"evidence\": {}}]}";
        FakeOps ops = new FakeOps(
                Map.of("matmul_probe", ok(noCuda), "copy_bandwidth_probe", ok(noCuda)),
                Collections.synchronizedList(new ArrayList<>()));

        CheckResult check = run("native-driver", ops).checks().get(0);

        assertThat(check.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(check.explanation()).isEqualTo("no CUDA device (torch.cuda.is_available() is False)");
    }

    @Test
    void a_crashed_probe_child_is_could_not_finish_never_a_slow_gpu() throws Exception {
        FakeOps ops = new FakeOps(Map.of(), Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("native-driver", ops);

        assertThat(report.checks().get(0).status()).isEqualTo(CheckStatus.ERROR);
        assertThat(DrainReason.of(report).orElseThrow())
                .startsWith("gpu-doctor:gpu-outlier:replace-hardware: " + DrainReason.UNFINISHED);
        assertThat(NodeProblemVerdict.of(report).exitStatus()).isEqualTo(NodeProblemVerdict.UNKNOWN);
    }

    /** The same path with real bridge children in the test venv's torch: on this CPU machine, a skip that says why. */
    @Test
    void real_children_on_a_machine_whose_torch_sees_no_gpu_skip_with_a_sentence() throws Exception {
        Path python = TestPython.withMace();
        List<String> asked = Collections.synchronizedList(new ArrayList<>());
        PythonOps real = new ChildPythonOps(
                new ChildOpRunner(System.getenv(), BridgeHome::locate), ChildOpRunner.Launch.of(python.toString()));
        PythonOps counted = new PythonOps() {
            @Override
            public String python() {
                return real.python();
            }

            @Override
            public Answer call(String op, JsonNode params, Duration timeout) throws InterruptedException {
                asked.add(op);
                return real.call(op, params, timeout);
            }
        };

        CheckResult check = run("native-driver", counted).checks().get(0);

        assertThat(asked).containsExactly("matmul_probe", "copy_bandwidth_probe");
        assertThat(check.status()).as(check.explanation()).isEqualTo(CheckStatus.SKIP);
        assertThat(check.explanation()).startsWith("no CUDA device (");
    }
}
