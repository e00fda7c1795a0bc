package dev.gpudoctor.speed;

import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.SweepPoint;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Judges one run's speed: the closest reference, the differences, the ratio and the causes of a slow
 * run that the run's own conditions show. Within {@value #IN_LINE_FACTOR}× of the reference either
 * way is "in line": machines of one kind differ by that much (clocks, CPU, load).
 */
public final class SpeedJudge {

    static final double IN_LINE_FACTOR = 1.5;
    /** Below this a GPU step is bound by launches and Python, not by arithmetic (H100: 0.6–0.8× cuEq vs e3nn). */
    static final int SMALL_SYSTEM_ATOMS = 1_000;
    /** From about here cuEq paid on the H100 (1.2× L0, 1.45× L1 at 6,144 atoms; slower below ~1,500). */
    static final int CUEQ_PAYS_ATOMS = 5_000;
    private static final double SIZE_DIFFERENCE = 3;

    private final ReferenceSpeeds references;
    private final CueqCoherence coherence;

    public SpeedJudge(ReferenceSpeeds references, CueqCoherence coherence) {
        this.references = references;
        this.coherence = coherence;
    }

    public static SpeedJudge standard() {
        return new SpeedJudge(ReferenceSpeeds.standard(), CueqCoherence.standard());
    }

    /** Empty for a failed run or one without a step time. */
    public Optional<SpeedVerdict> judge(SweepPoint point, double timestepFs) {
        if (point == null || !point.ok() || !point.stepS().known()) {
            return Optional.empty();
        }
        return MeasuredSpeed.of(point.stepS().median(), point.atoms(), timestepFs)
                .map(measured -> judge(measured, point.conditions()));
    }

    /** The verdict on the sweep's best figure (the least time per atom-step), with the point it was made on. */
    public Optional<String> fastest(List<SweepPoint> points, double timestepFs) {
        return points.stream().filter(p -> p.ok() && p.stepS().known() && p.atoms() > 0)
                .min(Comparator.comparingDouble(p -> p.stepS().median() / p.atoms()))
                .flatMap(p -> judge(p, timestepFs).map(v -> "Fastest: " + p.config() + " at " + SpeedFormat.atoms(p.atoms())
                        + " atoms, " + v.line()));
    }

    public SpeedVerdict judge(MeasuredSpeed measured, RunConditions conditions) {
        if (conditions == null) {
            return noReference(measured, List.of(), List.of(),
                    "no verdict: this run was kept before GPU Doctor recorded its GPU and set-up.");
        }
        List<String> causes = causes(conditions, measured.atoms());
        if (!conditions.onGpu()) {
            return noReference(measured, List.of(), causes, "a CPU run: no published CPU figure to compare with"
                    + (causes.isEmpty() ? "." : "; " + String.join("; ", causes) + "."));
        }
        if (conditions.gpuName() == null && conditions.computeCapability() == null) {
            return noReference(measured, List.of(), causes, "no verdict: the run did not record which GPU it ran on"
                    + (causes.isEmpty() ? "." : "; " + String.join("; ", causes) + "."));
        }
        Optional<String> key = references.gpuKey(conditions.gpuName());
        Optional<String> architecture = references.architecture(conditions.gpuName(), conditions.computeCapability());
        Candidate best = references.all().stream()
                .map(reference -> candidate(reference, key, architecture, conditions, measured))
                .min(Comparator.comparingInt(Candidate::gpuTier).thenComparingInt(c -> c.differences().size())
                        .thenComparingDouble(Candidate::sizeDistance))
                .orElse(null);
        String gpu = conditions.gpuName() == null ? "this GPU" : conditions.gpuName();
        if (best == null || best.gpuTier() == 2) {
            String closest = best == null ? "." : "; the closest is " + best.reference().describe() + ", another GPU class.";
            return noReference(measured, best == null ? List.of() : best.differences(), causes,
                    "no comparable reference for " + gpu + architecture.map(a -> " (" + a + ")").orElse("") + closest
                            + withCauses(causes));
        }
        ReferenceSpeed reference = best.reference();
        double ratio = measured.usPerAtomStep() / reference.usPerAtomStep();
        String against = (best.gpuTier() == 0 ? "" : "nearest class (same architecture, " + reference.gpu() + "): ")
                + reference.describe();
        SpeedVerdict.Kind kind;
        String sentence;
        if (ratio > IN_LINE_FACTOR) {
            kind = SpeedVerdict.Kind.SLOWER;
            sentence = SpeedFormat.factor(ratio) + " slower than " + against
                    + (!causes.isEmpty() ? " — likely causes: " + String.join("; ", causes) + "."
                    : !best.differences().isEmpty() ? " — the reference differs (" + String.join("; ", best.differences())
                    + "), which can explain the gap." : " — nothing in the run's set-up explains it: check GPU clocks, "
                    + "other processes on the GPU and the CPU's load.");
        } else if (ratio < 1 / IN_LINE_FACTOR) {
            kind = SpeedVerdict.Kind.FASTER;
            sentence = SpeedFormat.factor(1 / ratio) + " faster than " + against + differencesNote(best.differences())
                    + withCauses(causes);
        } else {
            kind = SpeedVerdict.Kind.IN_LINE;
            sentence = "in line with " + against + " (" + SpeedFormat.factor(ratio) + ")" + differencesNote(best.differences())
                    + withCauses(causes);
        }
        return new SpeedVerdict(measured, kind, reference, ratio, best.gpuTier() == 0, best.differences(), causes, sentence);
    }

    private static SpeedVerdict noReference(MeasuredSpeed measured, List<String> differences, List<String> causes, String sentence) {
        return new SpeedVerdict(measured, SpeedVerdict.Kind.NO_REFERENCE, null, Double.NaN, false, differences, causes, sentence);
    }

    private static String differencesNote(List<String> differences) {
        return differences.isEmpty() ? "." : "; it differs: " + String.join("; ", differences) + ".";
    }

    private static String withCauses(List<String> causes) {
        return causes.isEmpty() ? "" : " Slows this run: " + String.join("; ", causes) + ".";
    }

    private record Candidate(ReferenceSpeed reference, int gpuTier, List<String> differences, double sizeDistance) {
    }

    private Candidate candidate(ReferenceSpeed reference, Optional<String> key, Optional<String> architecture,
            RunConditions run, MeasuredSpeed measured) {
        int tier = key.isPresent() && key.get().equals(reference.gpu()) ? 0
                : architecture.isPresent() && architecture.get().equals(references.architectureOfKey(reference.gpu())) ? 1 : 2;
        List<String> differences = new ArrayList<>();
        if (!ReferenceSpeed.ASE_STEP.equals(reference.method())) {
            differences.add(reference.method() == null ? "its method is not stated, a step here is one ASE calculator call"
                    : "it is " + methodName(reference.method()) + ", a step here is one ASE calculator call on one structure");
        }
        Integer runL = modelL(run.model());
        if (runL == null || reference.modelL() == null || !runL.equals(reference.modelL())) {
            differences.add("model " + reference.model() + " vs " + run.model());
        }
        if (reference.precision() != null && run.dtype() != null && !reference.precision().equals(run.dtype())) {
            differences.add(reference.precision() + " vs " + run.dtype());
        }
        boolean cueq = run.cueqActive() != null ? run.cueqActive() : run.cueqRequested();
        if (reference.cueq() != null && reference.cueq() != cueq) {
            differences.add(reference.cueq() ? "with cuEquivariance vs without" : "without cuEquivariance vs with");
        }
        double distance = reference.atoms() == null ? 10 : Math.abs(Math.log((double) reference.atoms() / measured.atoms()));
        if (reference.atoms() != null && distance > Math.log(SIZE_DIFFERENCE)) {
            differences.add(SpeedFormat.atoms(reference.atoms()) + " atoms vs " + SpeedFormat.atoms(measured.atoms()));
        }
        return new Candidate(reference, tier, differences, distance);
    }

    private static String methodName(String method) {
        return switch (method) {
            case "batched-md" -> "batched MD (many structures per model call)";
            case "lammps-md" -> "an MD step in LAMMPS (graph built on the GPU)";
            default -> method;
        };
    }

    /** L of the MACE-MP-0 size a model name stands for; null for a model file. */
    static Integer modelL(String model) {
        if (model == null) {
            return null;
        }
        String size = model.toLowerCase(Locale.ROOT).replaceFirst("^(arch|mp):", "");
        return switch (size) {
            case "small" -> 0;
            case "medium" -> 1;
            case "large" -> 2;
            default -> null;
        };
    }

    /** What in the run's own set-up makes it slow, one short clause each. */
    List<String> causes(RunConditions run, int atoms) {
        List<String> causes = new ArrayList<>();
        if (run.launchBlocking()) {
            causes.add("CUDA_LAUNCH_BLOCKING=" + run.debugVariables().get("CUDA_LAUNCH_BLOCKING")
                    + " makes every kernel launch wait for the one before (a debugging switch: unset it)");
        }
        if (run.onGpu()) {
            if (run.cueqRequested() && Boolean.FALSE.equals(run.cueqActive())) {
                causes.add("cuEquivariance was asked for but the model ran on e3nn (no cuEq module after conversion)");
            }
            if (run.cueqRequested()) {
                CueqCoherence.Result packages = coherence.check(run.versions(), run.torchCuda());
                packages.problems().forEach(problem -> causes.add(problem.what() + " (fix: " + problem.fix() + ")"));
            }
            if (!run.cueqRequested() && atoms >= CUEQ_PAYS_ATOMS) {
                causes.add("cuEquivariance is off: at " + SpeedFormat.atoms(atoms)
                        + " atoms it pays (1.2–1.45× per step on an H100 here, 2–5× model-only per MACE PR #709); try --cueq");
            }
            if ("float64".equals(run.dtype())) {
                causes.add("float64: GPUs run it far slower than float32 (most non-data-centre GPUs at 1/32–1/64 the rate); "
                        + "MD rarely needs it");
            }
            if (atoms < SMALL_SYSTEM_ATOMS) {
                causes.add("a small system (" + SpeedFormat.atoms(atoms) + " atoms) leaves the GPU idle: launches, Python and "
                        + "the neighbour list dominate a step, so µs/atom/step falls as systems grow");
            }
        } else if (run.torchThreads() != null && run.cpuCount() != null && run.torchThreads() * 2 <= run.cpuCount()) {
            causes.add("torch used " + run.torchThreads() + " of " + run.cpuCount()
                    + " CPU threads (OMP_NUM_THREADS or torch.set_num_threads)");
        }
        return causes;
    }
}
