package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The speed verdict over runs recorded on a real H100, as recorded and with one condition changed. */
class SpeedJudgeTest {

    private static List<RunRecord> runs;
    private final SpeedJudge judge = SpeedJudge.standard();

    @BeforeAll
    static void readTheRecordedRuns(@TempDir Path scratch) {
        runs = RecordedH100Runs.all(scratch);
    }

    private static SweepPoint recorded(String model, String config, int atoms) {
        return RecordedH100Runs.withConditions(RecordedH100Runs.find(runs, model, config, atoms));
    }

    private static SweepPoint withConditions(SweepPoint p, RunConditions c) {
        return RecordedH100Runs.withConditions(p, c);
    }

    private static RunConditions changed(
            RunConditions c,
            String gpu,
            String capability,
            String dtype,
            Boolean cueqActive,
            Map<String, String> debug) {
        return new RunConditions(
                c.device(),
                dtype,
                c.model(),
                c.cueqRequested(),
                cueqActive,
                gpu,
                capability,
                c.torchCuda(),
                c.torchThreads(),
                c.cpuCount(),
                debug,
                c.versions());
    }

    @Test
    void unitsAreMicrosecondsPerAtomStepAndNanosecondsPerDay() {
        MeasuredSpeed speed = MeasuredSpeed.of(0.0864, 1000, 1.0).orElseThrow();
        assertThat(speed.usPerAtomStep()).isCloseTo(86.4, within(1e-9));
        assertThat(speed.nsPerDay()).isCloseTo(1.0, within(1e-12)); // 1e6 steps of 1 fs a day
        assertThat(MeasuredSpeed.of(0.0864, 1000, 2.0).orElseThrow().nsPerDay()).isCloseTo(2.0, within(1e-12));
        assertThat(MeasuredSpeed.of(Double.NaN, 1000, 1.0)).isEmpty();
        assertThat(MeasuredSpeed.of(0.1, 0, 1.0)).isEmpty();
    }

    @Test
    void aRecordedH100RunIsInLineWithTheSameGpusReference() {
        SpeedVerdict verdict =
                judge.judge(recorded("arch:medium", "cuda+cueq", 6144), 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.sameGpu()).isTrue();
        assertThat(verdict.reference().gpu()).isEqualTo("H100");
        assertThat(verdict.reference().method()).isEqualTo(ReferenceSpeed.ASE_STEP);
        assertThat(verdict.ratio()).isBetween(0.9, 1.1);
        assertThat(verdict.causes()).isEmpty();
        assertThat(verdict.line())
                .startsWith("90.9 µs/atom/step, 0.155 ns/day at 1 fs — ")
                .contains("in line with H100");
    }

    @Test
    void theSameRunWithCudaLaunchBlockingOnIsSlowerAndSaysWhy() {
        SweepPoint point = recorded("arch:medium", "cuda+cueq", 6144);
        SweepPoint blocking = RecordedH100Runs.slowedDown(
                withConditions(
                        point,
                        changed(
                                point.conditions(),
                                RecordedH100Runs.GPU,
                                "9.0",
                                "float32",
                                true,
                                new HashMap<>(Map.of("CUDA_LAUNCH_BLOCKING", "1")))),
                3.0);
        SpeedVerdict verdict = judge.judge(blocking, 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.SLOWER);
        assertThat(verdict.ratio()).isBetween(2.7, 3.3);
        assertThat(verdict.sentence())
                .startsWith("3.0× slower than H100")
                .contains("likely causes: CUDA_LAUNCH_BLOCKING=1");
    }

    @Test
    void aSlowRunWithNothingToBlameSaysWhatElseToCheck() {
        SpeedVerdict verdict = judge.judge(RecordedH100Runs.slowedDown(recorded("arch:small", "cuda", 6144), 4.0), 1.0)
                .orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.SLOWER);
        assertThat(verdict.sentence())
                .contains("cuEquivariance is off"); // a cause it can check: 6,144 atoms without cuEq
    }

    @Test
    void aGpuWithNoReferenceOfItsClassGetsNoVerdictButTheClosestOne() {
        SweepPoint point = recorded("arch:small", "cuda", 1536);
        SpeedVerdict verdict = judge.judge(
                        withConditions(
                                point, changed(point.conditions(), "Tesla T4", "7.5", "float32", false, Map.of())),
                        1.0)
                .orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NO_REFERENCE);
        assertThat(verdict.reference()).isNull();
        assertThat(verdict.sentence())
                .startsWith("no comparable reference for Tesla T4 (Turing); the closest ASE-step figure is");
    }

    @Test
    void anH200IsJudgedAgainstTheNearestClassAndSaysSo() {
        SweepPoint point = recorded("arch:small", "cuda", 1536);
        SpeedVerdict verdict = judge.judge(
                        withConditions(
                                point, changed(point.conditions(), "NVIDIA H200", "9.0", "float32", false, Map.of())),
                        1.0)
                .orElseThrow();
        assertThat(verdict.sameGpu()).isFalse();
        assertThat(verdict.reference().gpu()).isEqualTo("H100");
        assertThat(verdict.sentence()).contains("nearest class (same architecture, H100)");
    }

    @Test
    void anA100AseStepIsNotComparedWithFiguresOfOtherMethods() {
        // The A100's published figures are NIM's batched MD, cuEq's LAMMPS MD and MACE's model-only benchmark:
        // none is an ASE step, so no ratio is given (before issue 31 this read "8.6× slower than" LAMMPS MD).
        SweepPoint point = recorded("arch:medium", "cuda+cueq", 6144);
        SpeedVerdict verdict = judge.judge(
                        withConditions(
                                point,
                                changed(point.conditions(), "NVIDIA A100-SXM4-80GB", "8.0", "float32", true, Map.of())),
                        1.0)
                .orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NO_REFERENCE);
        assertThat(verdict.reference()).isNull();
        assertThat(verdict.ratio()).isNaN();
        assertThat(verdict.sentence())
                .startsWith("not compared: the only figures for NVIDIA A100-SXM4-80GB are batched-md, "
                        + "lammps-md, model-only, which measure something else than one ASE calculator call");
    }

    @Test
    void selfCheckableCausesAreNamed() {
        SweepPoint point = recorded("arch:small", "cuda+cueq", 96);
        RunConditions inactive = changed(point.conditions(), RecordedH100Runs.GPU, "9.0", "float64", false, Map.of());
        List<String> causes = judge.causes(inactive, 96);
        assertThat(causes).hasSize(3);
        assertThat(causes.get(0)).contains("ran on e3nn");
        assertThat(causes.get(1)).startsWith("float64");
        assertThat(causes.get(2)).startsWith("a small system (96 atoms)");
    }

    @Test
    void aCpuRunIsJudgedAgainstGpuDoctorsOwnCpuFiguresAndNamesItsThreads() {
        RunRecord cpu = RecordedH100Runs.find(runs, "arch:small", "cpu", 1536);
        RunConditions c = RecordedH100Runs.conditions(cpu);
        SpeedVerdict verdict = judge.judge(withConditions(cpu.point(), c), 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.reference().id()).isEqualTo("gpudoctor-cpu-h100host-small-1536");
        assertThat(verdict.method()).isEqualTo(ReferenceSpeed.ASE_STEP);
        assertThat(verdict.sentence())
                .contains("GPU Doctor's own CPU figure")
                .contains("torch used 8 of 16 CPU threads");
    }

    /** Issue 40: a clean run on this very kind of machine is set beside its own row, not the 16-core VM's. */
    @Test
    void aCpuRunIsSetBesideTheRowOfItsOwnThreadsAndCpuFamilyAndAFarSizeIsWeak() {
        RunConditions here = new RunConditions(
                "cpu",
                "float64",
                "arch:small",
                false,
                null,
                null,
                null,
                null,
                2,
                2,
                Map.of(),
                Map.of(),
                "AMD EPYC 7B13",
                2,
                0.4,
                0.9,
                Map.of(),
                null);
        SpeedVerdict verdict =
                judge.judge(cpuPoint(96, 4_863e-6 * 96, here), 1.0).orElseThrow();
        assertThat(verdict.reference().id()).isEqualTo("gpudoctor-cpu-epyc2-small-96");
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.ratio()).isBetween(0.95, 1.05);
        assertThat(verdict.differences()).noneMatch(d -> d.contains("threads") || d.startsWith("CPU "));

        SpeedVerdict small =
                judge.judge(cpuPoint(24, 4_863e-6 * 24 * 6.4, here), 1.0).orElseThrow();
        assertThat(small.kind()).isEqualTo(SpeedVerdict.Kind.NO_REFERENCE);
        assertThat(small.ratio()).isNaN();
        assertThat(small.sentence())
                .startsWith("weak, so not compared: the closest CPU figure")
                .contains("is of 96 atoms and this run of 24");
    }

    private static SweepPoint cpuPoint(int atoms, double medianStepS, RunConditions conditions) {
        return new SweepPoint(
                "cpu",
                "water",
                atoms,
                new dev.gpudoctor.model.StepStats(medianStepS, medianStepS, medianStepS, medianStepS, medianStepS),
                medianStepS,
                atoms / medianStepS,
                null,
                true,
                null,
                null,
                conditions);
    }

    @Test
    void runsWithoutConditionsOrWithoutATimeGetNoVerdict() {
        RunRecord old = RecordedH100Runs.find(runs, "arch:small", "cuda", 1536);
        assertThat(judge.judge(old.point(), 1.0).orElseThrow().sentence())
                .startsWith("no verdict: this run was kept before");
        assertThat(judge.judge(SweepPoint.failed("cuda", "water-9", "timed-out", "too slow"), 1.0))
                .isEmpty();
    }

    @Test
    void aGpuRunThatDidNotRecordItsGpuGetsNoVerdictRatherThanAGuess() {
        SweepPoint point = recorded("arch:small", "cuda", 6144);
        SpeedVerdict verdict = judge.judge(
                        withConditions(point, changed(point.conditions(), null, null, "float32", false, Map.of())), 1.0)
                .orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NO_REFERENCE);
        assertThat(verdict.sentence())
                .startsWith("no verdict: the run did not record which GPU it ran on; cuEquivariance is off")
                .contains("try --cueq, or options to try, no gain measured here: MACECalculator(enable_oeq=True)");
    }

    @Test
    void modelSizesMapToTheirL() {
        assertThat(SpeedJudge.modelL("arch:small")).isZero();
        assertThat(SpeedJudge.modelL("medium")).isEqualTo(1);
        assertThat(SpeedJudge.modelL("mp:large")).isEqualTo(2);
        assertThat(SpeedJudge.modelL("/models/my.model")).isNull();
    }
}
