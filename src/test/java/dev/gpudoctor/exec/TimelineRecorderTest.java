package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bridge.LeakCheck;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --timeline: host memory from /proc/meminfo always, the GPUs through an nvidia-smi query loop where there is one. */
class TimelineRecorderTest {

    @TempDir
    Path dir;

    @AfterEach
    void theQueryLoopIsEndedWithTheCommand() throws InterruptedException {
        LeakCheck.assertNothingLeft("no-marker-here");
    }

    @Test
    void theGpuLoopIsReadAndEndedAndHostMemoryIsRecorded() throws IOException {
        Path bin = dir.resolve("bin");
        Path first = dir.resolve("first-sample-printed");
        // Stands in for 'nvidia-smi --query-gpu=… -lms 1000': a sample line, then a file saying it was printed, then
        // more.
        ExecScripts.tool(bin, "nvidia-smi", """
                import sys, time, pathlib
                assert sys.argv[1:] == %s, sys.argv
                while True:
                    print("0, 1024, 81559, 37, 1980, [N/A], 61", flush=True)
                    pathlib.Path("%s").touch()
                    time.sleep(0.2)
                """.formatted(pythonList(TimelineRecorder.QUERY), first));
        // The command ends once the loop has printed a sample, whatever the machine's load.
        Path waits = ExecScripts.script(dir, "waits.py", """
                import os, time
                while not os.path.exists("%s"):
                    time.sleep(0.05)
                """.formatted(first));

        ExecResult result = ExecScripts.service(bin.toString(), null)
                .run(
                        ExecRequest.of(List.of(ExecScripts.python(), waits.toString()))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withTimeline(true),
                        ExecService.Listener.NONE);

        Timeline timeline = result.timeline();
        assertThat(timeline.gpuNote()).isEmpty();
        assertThat(timeline.gpu()).isNotEmpty();
        Timeline.GpuSample sample = timeline.gpu().get(0);
        assertThat(sample.index()).isZero();
        assertThat(sample.memoryUsedMib()).isEqualTo(1024.0);
        assertThat(sample.memoryTotalMib()).isEqualTo(81559.0);
        assertThat(sample.utilizationPercent()).isEqualTo(37.0);
        assertThat(sample.smClockMhz()).isEqualTo(1980.0);
        assertThat(sample.powerW()).as("[N/A]").isNull();
        assertThat(sample.temperatureC()).isEqualTo(61.0);
        assertThat(timeline.host())
                .isNotEmpty()
                .allSatisfy(host -> assertThat(host.memoryTotalMib()).isPositive());
    }

    @Test
    void withoutNvidiaSmiItSaysSoAndStillRecordsHostMemory() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));

        ExecResult result = ExecScripts.service(empty.toString(), null)
                .run(
                        ExecRequest.of(List.of(ExecScripts.python(), "-c", "pass"))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withTimeline(true),
                        ExecService.Listener.NONE);

        assertThat(result.timeline().gpu()).isEmpty();
        assertThat(result.timeline().gpuNote()).startsWith("No GPU figures: nvidia-smi is not on PATH");
        assertThat(result.timeline().host()).isNotEmpty();
        assertThat(result.timeline().host().get(0).memoryUsedMib()).isPositive();
    }

    private static String pythonList(List<String> words) {
        return words.stream()
                .map(w -> "\"" + w + "\"")
                .reduce((a, b) -> a + ", " + b)
                .map(s -> "[" + s + "]")
                .orElse("[]");
    }
}
