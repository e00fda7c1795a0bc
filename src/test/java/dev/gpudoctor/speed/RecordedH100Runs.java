package dev.gpudoctor.speed;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The run history recorded on a real H100 (docs/gpu-results/2026-11-23-h100/runs), read through the
 * history's own reader. Those runs predate the conditions block, so the conditions the H100 reported
 * elsewhere in that folder (nvidia-smi.txt, environment.txt) are attached here.
 */
final class RecordedH100Runs {

    static final Path RUNS = Path.of("docs/gpu-results/2026-11-23-h100/runs");
    static final String GPU = "NVIDIA H100 80GB HBM3";

    private RecordedH100Runs() {}

    static List<RunRecord> all(Path scratch) {
        try {
            Path copy = Files.createDirectories(scratch.resolve("runs"));
            try (Stream<Path> files = Files.list(RUNS)) {
                for (Path file : files.toList()) {
                    Files.copy(file, copy.resolve(file.getFileName()));
                }
            }
            return new RunHistory(copy).list().runs();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** environment.txt of the H100 run: the versions the cuEq judgement reads. */
    static Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("torch", "2.11.0");
        versions.put("triton", "3.6.0");
        versions.put("mace-torch", "0.3.16");
        versions.put("cuequivariance", "0.13.0");
        versions.put("cuequivariance-torch", "0.13.0");
        versions.put("cuequivariance-ops-torch-cu13", "0.13.0");
        versions.put("cuequivariance-ops-cu13", "0.13.0");
        return versions;
    }

    static RunConditions conditions(RunRecord run) {
        return new RunConditions(
                run.device(),
                run.dtype(),
                run.model(),
                run.enableCueq(),
                run.enableCueq(),
                run.device().startsWith("cuda") ? GPU : null,
                run.device().startsWith("cuda") ? "9.0" : null,
                "13.0",
                8,
                16,
                new HashMap<>(Map.of()),
                versions());
    }

    static SweepPoint withConditions(RunRecord run) {
        return withConditions(run.point(), conditions(run));
    }

    static SweepPoint withConditions(SweepPoint p, RunConditions conditions) {
        return new SweepPoint(
                p.config(),
                p.structure(),
                p.atoms(),
                p.stepS(),
                p.firstCallS(),
                p.throughputAtomStepsPerS(),
                p.peakMemoryBytes(),
                p.ok(),
                p.failureReason(),
                p.failureMessage(),
                conditions);
    }

    static SweepPoint slowedDown(SweepPoint p, double factor) {
        StepStats s = p.stepS();
        return new SweepPoint(
                p.config(),
                p.structure(),
                p.atoms(),
                new StepStats(
                        s.min() * factor, s.p10() * factor, s.median() * factor, s.p90() * factor, s.max() * factor),
                p.firstCallS(),
                p.throughputAtomStepsPerS() / factor,
                p.peakMemoryBytes(),
                p.ok(),
                p.failureReason(),
                p.failureMessage(),
                p.conditions());
    }

    static RunRecord find(List<RunRecord> runs, String model, String config, int atoms) {
        return runs.stream()
                .filter(r -> r.model().equals(model)
                        && r.config().equals(config)
                        && r.point().atoms() == atoms)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no recorded run " + model + " " + config + " " + atoms));
    }
}
