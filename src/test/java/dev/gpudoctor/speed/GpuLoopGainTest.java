package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 40: where a run measured the fix, its verdict says the gain, from that run's own figures only. Read from
 * the real H200 runs (docs/gpu-results/2026-11-26-h200/runs).
 */
class GpuLoopGainTest {

    private static final Path RUNS = Path.of("docs/gpu-results/2026-11-26-h200/runs");

    private static RunRecord run(String file) throws Exception {
        return RunHistory.readFile(RUNS.resolve(file));
    }

    @Test
    void theSmallCueqWaterBoxSaysTheGpuResidentLoopIs13point5TimesTheAseStepWithWhatEachIncludes() throws Exception {
        SweepPoint point = run("20261126-061258-102-1d67.json").point(); // arch:small, cuEq, 6,144 atoms
        GpuLoopGain gain = GpuLoopGain.of(point).orElseThrow();
        assertThat(gain.atoms()).isEqualTo(6144);
        assertThat(gain.gain()).isCloseTo(13.5, within(0.05));

        SpeedVerdict verdict = SpeedJudge.standard().judge(point, 1.0).orElseThrow();
        assertThat(verdict.sentence())
                .contains(
                        "Measured in this run on 6,144 atoms: an MD loop kept on the GPU (neighbour list rebuilt on the device "
                                + "every step, energy and forces without stress, velocity Verlet) takes 27.8 ms a step against 376 ms "
                                + "for the ASE step (14× faster: 0.23 → 3.11 ns/day at 1 fs)") // 13.5, whole above 10
                .contains("the ASE step also builds the graph on the CPU, computes the stress");
        // the stress off vs on, from the same run's model figures, is said beside it
        assertThat(verdict.sentence()).contains("the stress takes 33 % of your ASE step");
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.GRAPH);
    }

    @Test
    void everyRecordedH200RunSaysItsOwnLoopGainAndNoOther() throws Exception {
        try (Stream<Path> files = Files.list(RUNS)) {
            for (Path file : files.toList()) {
                SweepPoint point = RunHistory.readFile(file).point();
                double step = point.figure(SpeedFigure.Method.ASE_STEP, null)
                        .orElseThrow()
                        .medianS();
                double loop = point.figures().stream()
                        .filter(f -> f.is(SpeedFigure.Method.MD_GPU))
                        .findFirst()
                        .orElseThrow()
                        .medianS();
                GpuLoopGain gain = GpuLoopGain.of(point).orElseThrow();
                assertThat(gain.gain()).as(file.toString()).isEqualTo(step / loop);
                assertThat(SpeedJudge.standard().judge(point, 1.0).orElseThrow().sentence())
                        .contains(SpeedFormat.factor(step / loop) + " faster: ");
            }
        }
    }

    @Test
    void noGainIsSaidWithoutBothFiguresOnTheSameAtomsOrWhenTheLoopWasNotFaster() throws Exception {
        SweepPoint point = run("20261126-062219-783-a3c1.json").point();
        List<SpeedFigure> withoutLoop = point.figures().stream()
                .filter(f -> !f.is(SpeedFigure.Method.MD_GPU))
                .toList();
        SweepPoint noLoop = point.withFigures(withoutLoop);
        assertThat(GpuLoopGain.of(noLoop)).isEmpty();
        assertThat(SpeedJudge.standard().judge(noLoop, 1.0).orElseThrow().sentence())
                .doesNotContain("kept on the GPU");

        List<SpeedFigure> otherSize = point.figures().stream()
                .map(f -> f.is(SpeedFigure.Method.MD_GPU) ? resized(f, 96) : f)
                .toList();
        assertThat(GpuLoopGain.of(point.withFigures(otherSize))).isEmpty();

        List<SpeedFigure> slowLoop = point.figures().stream()
                .map(f -> f.is(SpeedFigure.Method.MD_GPU) ? timed(f, 10.0) : f)
                .toList();
        assertThat(GpuLoopGain.of(point.withFigures(slowLoop))).isEmpty();
    }

    private static SpeedFigure resized(SpeedFigure f, int atoms) {
        return new SpeedFigure(
                f.method(),
                f.device(),
                atoms,
                f.edges(),
                f.edgesPerAtom(),
                f.precision(),
                f.cueq(),
                f.timer(),
                f.seconds(),
                f.usPerAtom(),
                f.usPerEdge(),
                f.stress(),
                f.split(),
                f.peakDeviceBytes(),
                f.matchesMace(),
                f.library(),
                f.skinA(),
                f.rebuilds(),
                f.timestepFs(),
                f.skipped(),
                f.copies(),
                f.reduced());
    }

    private static SpeedFigure timed(SpeedFigure f, double seconds) {
        SpeedFigure.Seconds s = new SpeedFigure.Seconds(seconds, seconds, seconds, seconds, seconds, 10);
        return new SpeedFigure(
                f.method(),
                f.device(),
                f.atoms(),
                f.edges(),
                f.edgesPerAtom(),
                f.precision(),
                f.cueq(),
                f.timer(),
                s,
                f.usPerAtom(),
                f.usPerEdge(),
                f.stress(),
                f.split(),
                f.peakDeviceBytes(),
                f.matchesMace(),
                f.library(),
                f.skinA(),
                f.rebuilds(),
                f.timestepFs(),
                f.skipped(),
                f.copies(),
                f.reduced());
    }
}
