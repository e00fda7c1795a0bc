package dev.gpudoctor.bundle;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Figures for docs/performance.md, not a test: the time a bundle takes beyond its probes — redacting every
 * file, report.json, summary.md, three PNG charts, the manifest, the zip written and moved into
 * place — for a captured WSL2 host with 200 runs and a full 2,000-line application log. Median and
 * worst of 15 after 3 warm-ups (the probes, collected once, are not timed). Run with benchmarks/bundle.sh.
 */
public final class BundleBenchmark {

    public static void main(String[] args) throws Exception {
        Path temp = Files.createTempDirectory("gpudoctor-bundle-bench");
        BundleFixture fixture = new BundleFixture(temp, "wsl2-linux-driver");
        fixture.plantManyRuns(200);
        for (int i = 0; i < 2_000; i++) {
            fixture.log.add(new dev.gpudoctor.model.LogEntry(
                    java.time.Instant.now(),
                    dev.gpudoctor.model.LogLevel.INFO,
                    "dev.gpudoctor.bench.Line",
                    "main",
                    "step " + i + " in " + BundleFixture.HOME + "/work took 0.47 s",
                    ""));
        }
        long probeStart = System.nanoTime();
        BundleInputs inputs = fixture.service.collect(fixture.options(null), null);
        double probesMs = (System.nanoTime() - probeStart) / 1e6;
        double[] ms = new double[15];
        long bytes = 0;
        int files = 0;
        for (int run = -3; run < ms.length; run++) {
            Path out = temp.resolve("bench-" + run + ".zip");
            long start = System.nanoTime();
            BundleWriter.Written written = fixture.service.write(inputs, fixture.options(out), null);
            if (run >= 0) {
                ms[run] = (System.nanoTime() - start) / 1e6;
            }
            bytes = written.bytes();
            files = written.files().size();
            Files.delete(out);
        }
        Arrays.sort(ms);
        System.out.printf(
                Locale.ROOT,
                "bundle beyond the probes: median %.0f ms, worst %.0f ms (%d runs, %d log lines, %d files, %,d bytes)%n",
                ms[ms.length / 2],
                ms[ms.length - 1],
                inputs.runs().size(),
                inputs.appLog().size(),
                files,
                bytes);
        System.out.printf(Locale.ROOT, "probes on a captured tree (nothing runs): %.0f ms%n", probesMs);
    }
}
