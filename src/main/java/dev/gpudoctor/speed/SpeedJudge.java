package dev.gpudoctor.speed;

import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Judges one run's speed and names the slow part. A figure is only ever set beside references of its
 * own method ({@link ReferenceSpeed#METHODS}): the model alone against model-only figures (MACE's
 * benchmark), an ASE step against ASE steps, a CPU run against GPU Doctor's own CPU figures; a GPU
 * with references of other methods only gets "not compared", never a ratio across methods. Per-atom
 * figures are normalised by edges per atom (the work a MACE step scales with) and compared only from
 * {@value #LAUNCH_BOUND_ATOMS} atoms on a GPU; below that a step is launch-bound and only a reference
 * of about the same size is compared, per step. Within {@value #IN_LINE_FACTOR}× (or inside an
 * estimate's range) is "in line".
 */
public final class SpeedJudge {

    static final double IN_LINE_FACTOR = 1.5;
    /** Below this a GPU step is bound by launches and Python, not arithmetic: µs/atom falls as systems grow. */
    static final int LAUNCH_BOUND_ATOMS = 1_500;
    /** Below this a GPU system leaves the device idle (a cause named whatever the verdict). */
    static final int SMALL_SYSTEM_ATOMS = 1_000;
    /** From about here cuEq paid on the H100 (1.2× L0, 1.45× L1 at 6,144 atoms; slower below ~1,500). */
    static final int CUEQ_PAYS_ATOMS = 5_000;
    /** A graph share of the ASE step from which the graph is named as the slow part. */
    static final double GRAPH_BOUND_SHARE = 0.3;
    /** Sizes within this factor count as "the same size" for a launch-bound comparison per step. */
    private static final double SAME_SIZE = 1.3;

    private static final double SIZE_DIFFERENCE = 3;
    /** A CPU reference further than this factor in atoms gives no ratio (per-atom cost changes with size). */
    static final double CPU_SIZE_BAND = 2;

    /**
     * Options of MACE's calculator that may speed the model up, offered to try, never with a gain: GPU Doctor has not
     * measured them (issue 40). Both are arguments of {@code MACECalculator} in mace-torch 0.3.16
     * ({@code mace/calculators/mace.py}); cuEq's own page is MACE's docs guide/cuda_acceleration.
     */
    static final String MODEL_OPTIONS = "options to try, no gain measured here: MACECalculator(enable_oeq=True) "
            + "(OpenEquivariance's kernels, pip install openequivariance) or compile_mode=\"default\" (torch.compile; the "
            + "first calls compile) — arguments of mace-torch's calculator (mace/calculators/mace.py; "
            + "https://mace-docs.readthedocs.io/en/latest/guide/cuda_acceleration.html for cuEq)";

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
                .map(measured -> judge(measured, point));
    }

    /** The verdict on the sweep's best figure (the least time per atom-step), with the point it was made on. */
    public Optional<String> fastest(List<SweepPoint> points, double timestepFs) {
        return points.stream()
                .filter(p -> p.ok() && p.stepS().known() && p.atoms() > 0)
                .min(Comparator.comparingDouble(p -> p.stepS().median() / p.atoms()))
                .flatMap(p -> judge(p, timestepFs)
                        .map(v -> "Fastest: " + p.config() + " at " + SpeedFormat.atoms(p.atoms()) + " atoms, "
                                + v.line()));
    }

    SpeedVerdict judge(MeasuredSpeed measured, SweepPoint point) {
        RunConditions conditions = point.conditions();
        if (conditions == null) {
            return none(
                    measured,
                    List.of(),
                    "no verdict: this run was kept before GPU Doctor recorded its GPU and set-up.",
                    ReferenceSpeed.ASE_STEP);
        }
        List<String> causes = causes(conditions, measured.atoms());
        Optional<HostLoad> load = HostLoad.of(conditions);
        Optional<Double> edgesPerAtom = edgesPerAtom(point);
        if (load.isPresent() && load.get().busy()) {
            // Our figures on a busy host say more about the host than about MACE: shown, never set beside a reference.
            // Issue 40: an over-subscribed CPU run makes much of that load itself; it is then the likely slow part.
            Optional<String> threads = ThreadOversubscription.of(conditions).map(ThreadOversubscription::sentence);
            List<String> others = causes.stream()
                    .filter(c -> !c.equals(load.get().sentence())
                            && !threads.map(c::equals).orElse(false))
                    .toList();
            return new SpeedVerdict(
                    measured,
                    SpeedVerdict.Kind.NOT_JUDGED,
                    null,
                    Double.NaN,
                    false,
                    List.of(),
                    causes,
                    "not judged: " + load.get().sentence()
                            + threads.map(t -> ". The likely slow part: " + t).orElse("")
                            + listed(". Slows this run: ", others) + ".",
                    ReferenceSpeed.ASE_STEP,
                    threads.isPresent() ? SpeedVerdict.SlowPart.THREADS : SpeedVerdict.SlowPart.HOST);
        }
        if (!conditions.onGpu()) {
            SpeedVerdict cpu = judgeCpu(measured, conditions, edgesPerAtom, causes, load);
            return ThreadOversubscription.of(conditions).isPresent() && cpu.kind() == SpeedVerdict.Kind.SLOWER
                    ? new SpeedVerdict(
                            cpu.measured(),
                            cpu.kind(),
                            cpu.reference(),
                            cpu.ratio(),
                            cpu.sameGpu(),
                            cpu.differences(),
                            cpu.causes(),
                            cpu.sentence(),
                            cpu.method(),
                            SpeedVerdict.SlowPart.THREADS)
                    : cpu;
        }
        if (conditions.gpuName() == null && conditions.computeCapability() == null) {
            return none(
                    measured,
                    causes,
                    "no verdict: the run did not record which GPU it ran on" + listed("; ", causes) + ".",
                    ReferenceSpeed.ASE_STEP);
        }
        Optional<SpeedFigure> model = point.figure(SpeedFigure.Method.MODEL, false);
        Optional<SpeedFigure> step = point.figure(SpeedFigure.Method.ASE_STEP, null);
        SpeedVerdict gpu = model.flatMap(
                        m -> judgeModel(measured, conditions, m, step, StressCost.of(point), causes, load))
                .orElseGet(() -> judgeAseStep(measured, conditions, edgesPerAtom.orElse(null), causes, load));
        // Issue 40: the advice with its gain where this very run measured the alternative (like with like).
        return GpuLoopGain.of(point)
                .map(gain -> withAdvice(gpu, gain.sentence(measured.timestepFs())))
                .orElse(gpu);
    }

    /** The verdict with one more sentence of advice; its kind, reference and slow part unchanged. */
    private static SpeedVerdict withAdvice(SpeedVerdict verdict, String advice) {
        String sentence =
                verdict.sentence() + " " + Character.toUpperCase(advice.charAt(0)) + advice.substring(1) + ".";
        return new SpeedVerdict(
                verdict.measured(),
                verdict.kind(),
                verdict.reference(),
                verdict.ratio(),
                verdict.sameGpu(),
                verdict.differences(),
                verdict.causes(),
                sentence,
                verdict.method(),
                verdict.slowPart());
    }

    // ------------------------------------------------------------------------------------------- CPU

    /**
     * A CPU run against the closest CPU row of the same method: the same model first, then the same number of torch
     * threads, then the same CPU family (vendor and line, e.g. "AMD EPYC"), then the nearest size. Per-atom cost
     * changes with size on a CPU too, so a row more than {@value #CPU_SIZE_BAND}× away in atoms gives no ratio: the
     * verdict says it is weak and shows the figures only.
     */
    private SpeedVerdict judgeCpu(
            MeasuredSpeed measured,
            RunConditions run,
            Optional<Double> edgesPerAtom,
            List<String> causes,
            Optional<HostLoad> load) {
        Integer runL = modelL(run.model());
        Optional<ReferenceSpeed> best = references.all().stream()
                .filter(r -> r.onCpu() && ReferenceSpeed.ASE_STEP.equals(r.method()))
                .min(Comparator.comparingInt((ReferenceSpeed r) -> runL != null && runL.equals(r.modelL()) ? 0 : 1)
                        .thenComparingInt(
                                r -> r.threads() != null && r.threads().equals(run.torchThreads()) ? 0 : 1)
                        .thenComparingInt(r -> sameCpuFamily(r.cpuModel(), run.cpuModel()) ? 0 : 1)
                        .thenComparingDouble(r -> sizeDistance(r, measured.atoms())));
        if (best.isEmpty()) {
            return none(
                    measured,
                    causes,
                    "a CPU run: no CPU reference" + listed("; ", causes) + ".",
                    ReferenceSpeed.ASE_STEP);
        }
        ReferenceSpeed reference = best.get();
        if (sizeDistance(reference, measured.atoms()) > Math.log(CPU_SIZE_BAND)) {
            return none(
                    measured,
                    causes,
                    "weak, so not compared: the closest CPU figure (" + reference.describe() + ") is of "
                            + SpeedFormat.atoms(reference.atoms()) + " atoms and this run of "
                            + SpeedFormat.atoms(measured.atoms())
                            + "; per-atom cost on a CPU changes with size" + listed(". Slows this run: ", causes) + ".",
                    ReferenceSpeed.ASE_STEP);
        }
        double ratio = perEdgeRatio(measured.usPerAtomStep(), edgesPerAtom.orElse(null), reference);
        List<String> differences = new ArrayList<>(differences(reference, run, measured.atoms()));
        if (reference.threads() != null
                && run.torchThreads() != null
                && !reference.threads().equals(run.torchThreads())) {
            differences.add(reference.threads() + " threads there vs " + run.torchThreads() + " here");
        }
        if (run.cpuModel() != null
                && reference.cpuModel() != null
                && !sameCpuFamily(reference.cpuModel(), run.cpuModel())) {
            differences.add("CPU " + reference.cpuModel() + " vs " + run.cpuModel());
        }
        String against = "GPU Doctor's own CPU figure (" + reference.describe() + ")";
        return verdict(
                measured,
                reference,
                ratio,
                false,
                differences,
                causes,
                load,
                against,
                ReferenceSpeed.ASE_STEP,
                "the CPU step");
    }

    /** Whether two CPU descriptions name the same vendor and line ("AMD EPYC 7B13" and "AMD EPYC, 2 cores"). */
    static boolean sameCpuFamily(String reference, String run) {
        if (reference == null || run == null) {
            return false;
        }
        String[] words = run.replaceAll("\\(R\\)|\\(TM\\)|,", " ").trim().split("\\s+");
        if (words.length < 2) {
            return false;
        }
        String family = (words[0] + " " + words[1]).toLowerCase(Locale.ROOT);
        return reference
                .replace(",", " ")
                .toLowerCase(Locale.ROOT)
                .replaceAll("\\s+", " ")
                .contains(family);
    }

    // ------------------------------------------------------------------------------------------- model-only

    private Optional<SpeedVerdict> judgeModel(
            MeasuredSpeed measured,
            RunConditions run,
            SpeedFigure model,
            Optional<SpeedFigure> step,
            Optional<StressCost> stress,
            List<String> causes,
            Optional<HostLoad> load) {
        Optional<Candidate> best = best(ReferenceSpeed.MODEL_ONLY, run, model.atoms());
        if (best.isEmpty()) {
            return Optional.empty();
        }
        Candidate candidate = best.get();
        ReferenceSpeed reference = candidate.reference();
        double ratio;
        String basis;
        if (model.atoms() < LAUNCH_BOUND_ATOMS) {
            if (reference.atoms() == null || sizeDistance(reference, model.atoms()) > Math.log(SAME_SIZE)) {
                return Optional.empty(); // launch-bound and no reference of its size: the ASE step is judged instead
            }
            ratio = model.medianS() * 1e6 / (reference.usPerAtomStep() * reference.atoms());
            basis = "per step (launch-bound below " + SpeedFormat.atoms(LAUNCH_BOUND_ATOMS) + " atoms)";
        } else {
            ratio = perEdgeRatio(model.usPerAtom(), model.edgesPerAtom(), reference);
            basis = "per edge";
        }
        String gpu = run.gpuName() == null ? "this GPU" : run.gpuName();
        String modelNow = "the model alone takes " + SpeedFormat.us(model.usPerAtom()) + " µs/atom ("
                + SpeedFormat.us(model.usPerEdge() == null ? Double.NaN : model.usPerEdge()) + " µs/edge)";
        String expected = expected(reference, model.edgesPerAtom());
        String graphPart = graphShare(step);
        SpeedVerdict.Kind kind = kind(ratio, reference, model.edgesPerAtom());
        List<String> differences = candidate.differences();
        StringBuilder sentence = new StringBuilder();
        final SpeedVerdict.SlowPart part;
        boolean naive = run.cueqKernels() != null && run.cueqKernels().naive();
        if (kind == SpeedVerdict.Kind.SLOWER) {
            part = SpeedVerdict.SlowPart.MODEL;
            sentence.append("the model itself is ")
                    .append(SpeedFormat.factor(ratio))
                    .append(" slower than expected for ")
                    .append(gpu)
                    .append(" (")
                    .append(modelNow)
                    .append(" vs ")
                    .append(expected)
                    .append(", ")
                    .append(basis)
                    .append(")");
            if (naive) {
                sentence.append(": cuEquivariance fell back to its naive kernels (")
                        .append(run.cueqKernels().reason())
                        .append(")");
            } else if (!causes.isEmpty()) {
                sentence.append(" — likely causes: ").append(String.join("; ", causes));
            }
            sentence.append("; ").append(MODEL_OPTIONS);
        } else {
            part = graphPart != null && step.isPresent() && share(step.get()) >= GRAPH_BOUND_SHARE
                    ? SpeedVerdict.SlowPart.GRAPH
                    : SpeedVerdict.SlowPart.NONE;
            sentence.append("the model is ")
                    .append(kind == SpeedVerdict.Kind.FASTER ? "faster than expected" : "normal")
                    .append(" for ")
                    .append(gpu)
                    .append(" (")
                    .append(modelNow)
                    .append(" vs ")
                    .append(expected)
                    .append(", ")
                    .append(basis)
                    .append(")");
        }
        if (graphPart != null) {
            sentence.append("; ").append(graphPart);
            if (part == SpeedVerdict.SlowPart.GRAPH) {
                sentence.append(
                        " — a GPU neighbour list, or an MD engine that keeps the graph on the GPU (LAMMPS ML-IAP, "
                                + "TorchSim), would remove it");
            }
        }
        // Issue 40: the stress is the next slow part after the graph (20–37 % of the H200's steps); named with its
        // gain.
        stress.filter(StressCost::named)
                .ifPresent(cost -> sentence.append("; ").append(cost.sentence(measured.timestepFs())));
        if (!differences.isEmpty()) {
            sentence.append("; the reference differs: ").append(String.join("; ", differences));
        }
        if (part != SpeedVerdict.SlowPart.MODEL && !causes.isEmpty()) {
            sentence.append(". Slows this run: ").append(String.join("; ", causes));
        }
        sentence.append(".");
        return Optional.of(new SpeedVerdict(
                measured,
                kind,
                reference,
                ratio,
                candidate.gpuTier() == 0,
                differences,
                causes,
                sentence.toString(),
                ReferenceSpeed.MODEL_ONLY,
                part));
    }

    private static double share(SpeedFigure step) {
        return step.split() == null || step.split().graphShare() == null
                ? 0
                : step.split().graphShare();
    }

    /** "62 % of your ASE step (0.41 s) is the graph built on the CPU", or null without a split. */
    private static String graphShare(Optional<SpeedFigure> step) {
        if (step.isEmpty() || step.get().split() == null || step.get().split().graphShare() == null) {
            return null;
        }
        return String.format(
                Locale.ROOT,
                "%.0f %% of your ASE step (%s) is the graph built on the CPU",
                share(step.get()) * 100,
                Durations.seconds(step.get().medianS()));
    }

    /** "92.1 µs/atom expected at 88 edges/atom (MACE's own model benchmark …)". */
    private static String expected(ReferenceSpeed reference, Double edgesPerAtom) {
        double scale = edgesPerAtom == null ? 1 : edgesPerAtom / reference.edgesPerAtom();
        String figure = reference.range() != null
                ? SpeedFormat.us(reference.range().get(0) * scale) + "–"
                        + SpeedFormat.us(reference.range().get(1) * scale)
                : SpeedFormat.us(reference.usPerAtomStep() * scale);
        return figure + " µs/atom expected"
                + (edgesPerAtom == null ? "" : " at " + SpeedFormat.us(edgesPerAtom) + " edges/atom") + " from "
                + reference.describe();
    }

    // ------------------------------------------------------------------------------------------- ASE step

    private SpeedVerdict judgeAseStep(
            MeasuredSpeed measured,
            RunConditions run,
            Double edgesPerAtom,
            List<String> causes,
            Optional<HostLoad> load) {
        Optional<Candidate> best = best(ReferenceSpeed.ASE_STEP, run, measured.atoms());
        Optional<String> architecture = references.architecture(run.gpuName(), run.computeCapability());
        String gpu = run.gpuName() == null ? "this GPU" : run.gpuName();
        if (best.isEmpty()) {
            Set<String> otherMethods = new TreeSet<>();
            references.all().stream().filter(r -> tier(r, run) < 2).forEach(r -> otherMethods.add(r.method()));
            String refused = otherMethods.isEmpty()
                    ? "no comparable reference for " + gpu
                            + architecture.map(a -> " (" + a + ")").orElse("") + closest(run, measured.atoms())
                    : "not compared: the only figures for " + gpu + " are " + String.join(", ", otherMethods)
                            + ", which measure something else than one ASE calculator call (model-only has no graph or stress; "
                            + "MD engines keep the graph on the GPU; batched MD fills the GPU with many structures)";
            return none(
                    measured, causes, refused + listed(". Slows this run: ", causes) + ".", ReferenceSpeed.ASE_STEP);
        }
        Candidate candidate = best.get();
        ReferenceSpeed reference = candidate.reference();
        if (measured.atoms() < LAUNCH_BOUND_ATOMS && sizeDistance(reference, measured.atoms()) > Math.log(SAME_SIZE)) {
            return none(
                    measured,
                    causes,
                    "not compared: at " + SpeedFormat.atoms(measured.atoms()) + " atoms a GPU step is "
                            + "launch-bound (µs/atom falls as systems grow), and no ASE-step reference for " + gpu
                            + " is of this size"
                            + listed(". Slows this run: ", causes) + ".",
                    ReferenceSpeed.ASE_STEP);
        }
        double ratio = measured.atoms() < LAUNCH_BOUND_ATOMS
                ? measured.medianStepS() * 1e6 / (reference.usPerAtomStep() * reference.atoms())
                : perEdgeRatio(measured.usPerAtomStep(), edgesPerAtom, reference);
        String against =
                (candidate.gpuTier() == 0 ? "" : "nearest class (same architecture, " + reference.gpu() + "): ")
                        + reference.describe();
        return verdict(
                measured,
                reference,
                ratio,
                candidate.gpuTier() == 0,
                candidate.differences(),
                causes,
                load,
                against,
                ReferenceSpeed.ASE_STEP,
                "the ASE step");
    }

    private String closest(RunConditions run, int atoms) {
        return references.all().stream()
                .filter(r -> !r.onCpu() && ReferenceSpeed.ASE_STEP.equals(r.method()))
                .min(Comparator.comparingDouble(r -> sizeDistance(r, atoms)))
                .map(r -> "; the closest ASE-step figure is " + r.describe() + ", another GPU class")
                .orElse("");
    }

    private SpeedVerdict verdict(
            MeasuredSpeed measured,
            ReferenceSpeed reference,
            double ratio,
            boolean sameGpu,
            List<String> differences,
            List<String> causes,
            Optional<HostLoad> load,
            String against,
            String method,
            String what) {
        SpeedVerdict.Kind kind = kind(ratio, reference, null);
        String sentence;
        if (kind == SpeedVerdict.Kind.SLOWER) {
            sentence = SpeedFormat.factor(ratio) + " slower than " + against
                    + (!causes.isEmpty()
                            ? " — likely causes: " + String.join("; ", causes)
                            : !differences.isEmpty()
                                    ? " — the reference differs (" + String.join("; ", differences)
                                            + "), which can explain the gap"
                                    : " — nothing in the run's set-up explains it: check GPU clocks, other processes on the GPU and the CPU's load")
                    + ".";
        } else if (kind == SpeedVerdict.Kind.FASTER) {
            sentence = SpeedFormat.factor(1 / ratio) + " faster than " + against + differencesNote(differences)
                    + listed(" Slows this run: ", causes, ".");
        } else {
            sentence = "in line with " + against + " (" + SpeedFormat.factor(ratio) + ")" + differencesNote(differences)
                    + listed(" Slows this run: ", causes, ".");
        }
        SpeedVerdict.SlowPart part =
                kind == SpeedVerdict.Kind.SLOWER ? SpeedVerdict.SlowPart.UNKNOWN : SpeedVerdict.SlowPart.NONE;
        return new SpeedVerdict(measured, kind, reference, ratio, sameGpu, differences, causes, sentence, method, part);
    }

    private static SpeedVerdict.Kind kind(double ratio, ReferenceSpeed reference, Double edgesPerAtom) {
        double low = 1 / IN_LINE_FACTOR;
        double high = IN_LINE_FACTOR;
        if (reference.range() != null) {
            low = reference.range().get(0) / reference.usPerAtomStep();
            high = reference.range().get(1) / reference.usPerAtomStep();
        }
        return ratio > high
                ? SpeedVerdict.Kind.SLOWER
                : ratio < low ? SpeedVerdict.Kind.FASTER : SpeedVerdict.Kind.IN_LINE;
    }

    /** measured / reference per edge when the run knows its edges, else per atom. */
    private static double perEdgeRatio(Double usPerAtom, Double edgesPerAtom, ReferenceSpeed reference) {
        if (usPerAtom == null) {
            return Double.NaN;
        }
        if (edgesPerAtom == null || !(edgesPerAtom > 0)) {
            return usPerAtom / reference.usPerAtomStep();
        }
        return (usPerAtom / edgesPerAtom) / reference.usPerEdge();
    }

    private static Optional<Double> edgesPerAtom(SweepPoint point) {
        return point.figures().stream()
                .map(SpeedFigure::edgesPerAtom)
                .filter(e -> e != null && e > 0)
                .findFirst();
    }

    private static SpeedVerdict none(MeasuredSpeed measured, List<String> causes, String sentence, String method) {
        return new SpeedVerdict(
                measured,
                SpeedVerdict.Kind.NO_REFERENCE,
                null,
                Double.NaN,
                false,
                List.of(),
                causes,
                sentence,
                method,
                SpeedVerdict.SlowPart.UNKNOWN);
    }

    private static String differencesNote(List<String> differences) {
        return differences.isEmpty() ? "." : "; it differs: " + String.join("; ", differences) + ".";
    }

    private static String listed(String prefix, List<String> items) {
        return items.isEmpty() ? "" : prefix + String.join("; ", items);
    }

    private static String listed(String prefix, List<String> items, String suffix) {
        return items.isEmpty() ? "" : prefix + String.join("; ", items) + suffix;
    }

    // ------------------------------------------------------------------------------------------- candidates

    private record Candidate(ReferenceSpeed reference, int gpuTier, List<String> differences, double sizeDistance) {}

    /**
     * The closest GPU reference of this method, never another method: first the same work (model L, precision,
     * cuEq: each changes the figure by a multiple, an H200 measured model with cuEq is closer to an H100's cuEq run
     * than MACE's e3nn benchmark on the H100 itself), then the same GPU, else the same architecture, then size.
     */
    private Optional<Candidate> best(String method, RunConditions run, int atoms) {
        return references.all().stream()
                .filter(r -> !r.onCpu() && method.equals(r.method()))
                .map(r -> new Candidate(r, tier(r, run), differences(r, run, atoms), sizeDistance(r, atoms)))
                .filter(c -> c.gpuTier() < 2)
                .min(Comparator.comparingInt((Candidate c) -> otherWork(c.reference(), run))
                        .thenComparingInt(Candidate::gpuTier)
                        .thenComparingInt(c -> c.differences().size())
                        .thenComparingDouble(Candidate::sizeDistance));
    }

    /** How many of model L, precision and cuEq differ between a reference and the run (unknowns count as different). */
    private static int otherWork(ReferenceSpeed reference, RunConditions run) {
        int other = 0;
        Integer runL = modelL(run.model());
        if (runL == null || !runL.equals(reference.modelL())) {
            other++;
        }
        if (reference.precision() == null || !reference.precision().equals(run.dtype())) {
            other++;
        }
        boolean cueq = run.cueqActive() != null ? run.cueqActive() : run.cueqRequested();
        if (reference.cueq() == null || reference.cueq() != cueq) {
            other++;
        }
        return other;
    }

    private int tier(ReferenceSpeed reference, RunConditions run) {
        if (reference.onCpu()) {
            return 2;
        }
        Optional<String> key = references.gpuKey(run.gpuName());
        Optional<String> architecture = references.architecture(run.gpuName(), run.computeCapability());
        return key.isPresent() && key.get().equals(reference.gpu())
                ? 0
                : architecture.isPresent() && architecture.get().equals(references.architectureOfKey(reference.gpu()))
                        ? 1
                        : 2;
    }

    private static double sizeDistance(ReferenceSpeed reference, int atoms) {
        return reference.atoms() == null ? 10 : Math.abs(Math.log((double) reference.atoms() / atoms));
    }

    private static List<String> differences(ReferenceSpeed reference, RunConditions run, int atoms) {
        List<String> differences = new ArrayList<>();
        Integer runL = modelL(run.model());
        if (runL == null || reference.modelL() == null || !runL.equals(reference.modelL())) {
            differences.add("model " + reference.model() + " vs " + run.model());
        }
        if (reference.precision() != null
                && run.dtype() != null
                && !reference.precision().equals(run.dtype())) {
            differences.add(reference.precision() + " vs " + run.dtype());
        }
        boolean cueq = run.cueqActive() != null ? run.cueqActive() : run.cueqRequested();
        if (reference.cueq() != null && reference.cueq() != cueq) {
            differences.add(reference.cueq() ? "with cuEquivariance vs without" : "without cuEquivariance vs with");
        }
        if (reference.atoms() != null && sizeDistance(reference, atoms) > Math.log(SIZE_DIFFERENCE)) {
            differences.add(SpeedFormat.atoms(reference.atoms()) + " atoms vs " + SpeedFormat.atoms(atoms));
        }
        return differences;
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
        HostLoad.of(run).filter(HostLoad::busy).ifPresent(load -> causes.add(load.sentence()));
        if (run.onGpu()) {
            if (run.cueqRequested() && Boolean.FALSE.equals(run.cueqActive())) {
                causes.add("cuEquivariance was asked for but the model ran on e3nn (no cuEq module after conversion)");
            }
            if (run.cueqKernels() != null && run.cueqKernels().naive()) {
                causes.add("cuEquivariance fell back to its naive PyTorch kernels ("
                        + run.cueqKernels().reason() + ")");
            }
            if (run.cueqRequested()) {
                CueqCoherence.Result packages = coherence.check(run.versions(), run.torchCuda());
                packages.problems().forEach(problem -> causes.add(problem.what() + " (fix: " + problem.fix() + ")"));
            }
            if (!run.cueqRequested() && atoms >= CUEQ_PAYS_ATOMS) {
                causes.add("cuEquivariance is off: at " + SpeedFormat.atoms(atoms)
                        + " atoms it pays (1.2–1.45× per ASE step on an H100 here; far more on the model alone); try --cueq, or "
                        + MODEL_OPTIONS);
            }
            if ("float64".equals(run.dtype())) {
                causes.add(
                        "float64: GPUs run it far slower than float32 (MACE's H100 benchmark: 1.7×; most non-data-centre "
                                + "GPUs 1/32–1/64 the rate); MD rarely needs it");
            }
            if (atoms < SMALL_SYSTEM_ATOMS) {
                causes.add("a small system (" + SpeedFormat.atoms(atoms)
                        + " atoms) leaves the GPU idle: launches, Python and "
                        + "the neighbour list dominate a step, so µs/atom/step falls as systems grow");
            }
        } else if (ThreadOversubscription.of(run).isPresent()) {
            causes.add(ThreadOversubscription.of(run).get().sentence());
        } else if (run.torchThreads() != null
                && run.cpuCount() != null
                && run.torchThreads() * 2 <= run.cpuCount()
                && HostLoad.of(run).map(load -> load.load() < load.cores()).orElse(true)) {
            // Only where cores were free: on a loaded host fewer threads is the fix (ThreadOversubscription), not the
            // cause.
            causes.add("torch used " + run.torchThreads() + " of " + run.cpuCount()
                    + " CPU threads (--threads N, OMP_NUM_THREADS or torch.set_num_threads)");
        }
        return causes;
    }
}
