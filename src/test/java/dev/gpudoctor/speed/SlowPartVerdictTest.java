package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdict names the slow part. The runs are the ones recorded on the H100 (their ASE step as
 * measured); the figures the H100 did not yet measure apart are attached from measured parts: the
 * CPU graph of 6,000 water atoms (232 ms, {@code _atoms_to_batch} on one core, notes/mace-speed-facts)
 * and a model-only time inside (or outside) the published expectation.
 */
class SlowPartVerdictTest {

    private static List<RunRecord> runs;
    private final SpeedJudge judge = SpeedJudge.standard();

    @BeforeAll
    static void readTheRecordedRuns(@TempDir Path scratch) {
        runs = RecordedH100Runs.all(scratch);
    }

    /** arch:medium with cuEq on 6,144 water atoms: median ASE step 0.558 s on the H100. */
    private static SweepPoint mediumCueq() {
        return RecordedH100Runs.withConditions(RecordedH100Runs.find(runs, "arch:medium", "cuda+cueq", 6144));
    }

    private static SweepPoint withFigures(SweepPoint point, double modelUsPerAtom, double graphSeconds) {
        int atoms = point.atoms();
        long edges = Math.round(atoms * 88.3);
        double step = point.stepS().median();
        double model = modelUsPerAtom * atoms / 1e6;
        SpeedFigure aseStep = RecordedFigures.figure(
                "ase_step",
                atoms,
                edges,
                step,
                true,
                new SpeedFigure.Split(
                        graphSeconds, model, step - graphSeconds - model, graphSeconds / step, model / step));
        SpeedFigure graph = RecordedFigures.figure("graph_cpu", atoms, edges, graphSeconds, null, null);
        SpeedFigure modelOnly = RecordedFigures.figure("model", atoms, edges, model, false, null);
        return point.withFigures(List.of(aseStep, graph, modelOnly));
    }

    @Test
    void aNormalModelWithAGraphBoundStepNamesTheGraph() {
        SpeedVerdict verdict =
                judge.judge(withFigures(mediumCueq(), 5.0, 0.232), 1.0).orElseThrow();
        assertThat(verdict.method()).isEqualTo(ReferenceSpeed.MODEL_ONLY);
        assertThat(verdict.reference().method()).isEqualTo(ReferenceSpeed.MODEL_ONLY);
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.GRAPH);
        assertThat(verdict.sentence())
                .startsWith("the model is normal for NVIDIA H100 80GB HBM3 (the model alone takes 5 µs/atom")
                .contains(
                        "vs 4.66 µs/atom expected at 88.3 edges/atom from H200, MACE-MP-0 medium architecture, model-only, 5,832 atoms: 8.34 µs/atom")
                .contains("42 % of your ASE step (558 ms) is the graph built on the CPU")
                .contains("LAMMPS ML-IAP, TorchSim");
    }

    @Test
    void aSlowModelWhoseCueqFellBackToNaiveKernelsSaysSo() {
        SweepPoint point = withFigures(mediumCueq(), 40.0, 0.232);
        SweepPoint naive = point.withConditions(point.conditions()
                .withCueqKernels(new RunConditions.CueqKernels(
                        "naive",
                        "0.13.0",
                        "ImportError: libcublas.so.13: cannot open shared object file",
                        List.of(),
                        List.of())));
        SpeedVerdict verdict = judge.judge(naive, 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.SLOWER);
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.MODEL);
        // 40 µs/atom at 88.3 edges/atom against the H200's measured 8.34 at 158: 0.453 vs 0.0528 µs/edge
        assertThat(verdict.ratio()).isBetween(8.4, 8.8);
        assertThat(verdict.sentence())
                .startsWith("the model itself is 8.6× slower than expected for NVIDIA H100 80GB HBM3")
                .contains(
                        "cuEquivariance fell back to its naive kernels (cuequivariance-ops could not load: ImportError: libcublas.so.13")
                // issue 40: the calculator's other options are offered to try, with no claimed gain (none measured)
                .contains("options to try, no gain measured here: MACECalculator(enable_oeq=True)")
                .contains("compile_mode=\"default\"")
                .contains("mace-docs.readthedocs.io/en/latest/guide/cuda_acceleration.html")
                .doesNotContainPattern("enable_oeq=True\\)[^—]*×");
    }

    @Test
    void aNormalModelIsNotToldToTryOtherOptions() {
        SpeedVerdict verdict =
                judge.judge(withFigures(mediumCueq(), 5.0, 0.232), 1.0).orElseThrow();
        assertThat(verdict.sentence()).doesNotContain("enable_oeq").doesNotContain("compile_mode");
    }

    @Test
    void aBusyHostIsTheVerdictWithTheLoadMeasuredDuringTheRun() {
        SweepPoint point = withFigures(mediumCueq(), 5.0, 0.232);
        SweepPoint busy = point.withConditions(point.conditions().withLoad(3.1, 27.3, 2));
        SpeedVerdict verdict = judge.judge(busy, 1.0).orElseThrow();
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.HOST);
        // Issue 40: a busy host gets no ratio verdict, only its figures.
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NOT_JUDGED);
        assertThat(verdict.ratio()).isNaN();
        assertThat(verdict.reference()).isNull();
        assertThat(verdict.sentence())
                .startsWith("not judged: this host was busy (load 27.3 on 2 cores while the steps ran): these timings "
                        + "are not representative")
                .doesNotContain("slower")
                .doesNotContain("faster")
                .doesNotContain("in line");
        // the same run on an idle host: not the host
        SweepPoint idle = point.withConditions(point.conditions().withLoad(0.4, 1.1, 16));
        assertThat(judge.judge(idle, 1.0).orElseThrow().slowPart()).isEqualTo(SpeedVerdict.SlowPart.GRAPH);
    }

    @Test
    void aModelFigureIsNeverSetBesideAnotherMethod() {
        // An A100 has model-only references (MACE's benchmark) besides NIM's batched MD and cuEq's LAMMPS MD:
        // the model figure is judged against the model-only one, per edge, and says so.
        SweepPoint point = withFigures(mediumCueq(), 120.0, 0.232);
        RunConditions c = point.conditions();
        SweepPoint a100 = point.withConditions(new RunConditions(
                c.device(),
                c.dtype(),
                c.model(),
                false,
                false,
                "NVIDIA A100-SXM4-80GB",
                "8.0",
                c.torchCuda(),
                c.torchThreads(),
                c.cpuCount(),
                c.debugVariables(),
                c.versions()));
        SpeedVerdict verdict = judge.judge(a100, 1.0).orElseThrow();
        assertThat(verdict.reference().id()).isEqualTo("mace-benchmark-a100-c5832");
        assertThat(verdict.method()).isEqualTo(ReferenceSpeed.MODEL_ONLY);
        // 120 µs/atom at 88.3 edges/atom = 1.36 µs/edge; the A100's 236 µs/atom at 158 = 1.49 µs/edge
        assertThat(verdict.ratio()).isBetween(0.9, 0.95);
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.sentence()).contains("per edge");
    }

    @Test
    void aLaunchBoundModelFigureIsComparedPerStepOnlyWithAReferenceOfItsSize() {
        // c-216 on an H100, model only: MACE's benchmark says 24.9 ms a step. 216 atoms is launch-bound: per step, not
        // per atom.
        SweepPoint point = RecordedH100Runs.withConditions(RecordedH100Runs.find(runs, "arch:medium", "cuda", 96));
        RunConditions c = point.conditions();
        SpeedFigure model = RecordedFigures.figure("model", 216, 216L * 158, 0.0262, false, null);
        SweepPoint diamond = new SweepPoint(
                point.config(),
                "c-216",
                216,
                point.stepS(),
                point.firstCallS(),
                point.throughputAtomStepsPerS(),
                point.peakMemoryBytes(),
                true,
                null,
                null,
                c,
                List.of(model));
        SpeedVerdict verdict = judge.judge(diamond, 1.0).orElseThrow();
        assertThat(verdict.reference().id()).isEqualTo("mace-benchmark-h100-c216");
        assertThat(verdict.ratio()).isBetween(1.04, 1.06);
        assertThat(verdict.sentence()).contains("per step (launch-bound below 1,500 atoms)");
    }

    @Test
    void theSplitLineShowsTheStepsPartsAndTheModelAlone() {
        SweepPoint point = withFigures(mediumCueq(), 5.0, 0.232);
        assertThat(SplitLine.of(point))
                .contains("ASE step 558 ms = graph 42 % · model 6 % · rest 53 %; model alone 5 µs/atom "
                        + "(0.0566 µs/edge)");
        assertThat(SplitLine.graphShare(point)).contains("graph 42 %");
        assertThat(SplitLine.of(mediumCueq())).isEmpty(); // a run kept before the figures
    }
}
