package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 40: a CPU run whose threads outnumber its cores is named as the likely slow part, with the fix and the
 * gain measured on the 2-core machine (OMP_NUM_THREADS=1: 1.24 s vs 3.84 s a step). The points have the shape
 * the bridge records on this kind of machine (AMD EPYC, 2 cores, torch's default of 2 threads).
 */
class ThreadOversubscriptionTest {

    private final SpeedJudge judge = SpeedJudge.standard();

    private static RunConditions epyc(
            int torchThreads, int cores, double loadStart, double loadAfter, Map<String, String> env) {
        return new RunConditions(
                "cpu",
                "float64",
                "arch:small",
                false,
                false,
                null,
                null,
                "12.8",
                torchThreads,
                cores,
                Map.of(),
                Map.of(),
                "AMD EPYC 7B13",
                cores,
                loadStart,
                loadAfter,
                Map.of(),
                null,
                env);
    }

    private static Map<String, String> unset() {
        Map<String, String> env = new HashMap<>();
        env.put("OMP_NUM_THREADS", null);
        return env;
    }

    private static SweepPoint point(int atoms, double stepS, RunConditions conditions) {
        return new SweepPoint(
                "cpu",
                "water",
                atoms,
                new StepStats(stepS, stepS, stepS, stepS, stepS),
                stepS,
                atoms / stepS,
                null,
                true,
                null,
                null,
                conditions);
    }

    @Test
    void twoThreadsOnTwoLoadedCoresAreTheLikelySlowPartOfABusyRunWithTheFixAndItsMeasuredGain() {
        // the default-threads run: 3.84 s a step at load 8 on 2 cores
        SpeedVerdict verdict =
                judge.judge(point(96, 3.84, epyc(2, 2, 6.0, 8.0, unset())), 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NOT_JUDGED);
        assertThat(verdict.ratio()).isNaN();
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.THREADS);
        assertThat(verdict.sentence())
                .startsWith("not judged: this host was busy (load 8.0 on 2 cores")
                .contains(
                        "The likely slow part: torch's 2 threads per process compete for 2 cores with other work (load 8.0")
                .contains("run with --threads 1 (OMP_NUM_THREADS=1 per process)")
                .contains("1.24 s a step at load 15 against 3.84 s");
        assertThat(verdict.sentence().split("over-subscribed", -1)).hasSize(2); // said once, not again as a cause
    }

    @Test
    void oneThreadOnTheSameBusyHostIsNotOverSubscribedTheHostIs() {
        // the OMP_NUM_THREADS=1 run: 1.24 s at load 15
        Map<String, String> one = Map.of("OMP_NUM_THREADS", "1");
        SpeedVerdict verdict =
                judge.judge(point(96, 1.24, epyc(1, 2, 12.0, 15.0, one)), 1.0).orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.NOT_JUDGED);
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.HOST);
        assertThat(verdict.sentence()).doesNotContain("over-subscribed");
        assertThat(ThreadOversubscription.of(epyc(1, 2, 12.0, 15.0, one))).isEmpty();
    }

    @Test
    void moreTorchThreadsThanTheAffinityCoresOnAQuietHostSlowTheRunAndAskForThreadsEqualCores() {
        // 4 threads pinned to 2 cores, load 1.6: the process over-subscribes itself; 3× the 2-core row's 4,863 µs/atom
        RunConditions four = epyc(4, 2, 1.2, 1.6, unset());
        SpeedVerdict verdict =
                judge.judge(point(96, 3 * 4_863e-6 * 96, four), 1.0).orElseThrow();
        assertThat(verdict.reference().id()).isEqualTo("gpudoctor-cpu-epyc2-small-96");
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.SLOWER);
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.THREADS);
        assertThat(verdict.sentence())
                .contains("likely causes: torch runs 4 threads on the 2 cores this process may use")
                .contains("--threads 2 (OMP_NUM_THREADS=2: threads = cores)");
    }

    @Test
    void ompNumThreadsAboveTheCoresCountsEvenWhereTorchWasToldFewer() {
        Map<String, String> eight = Map.of("OMP_NUM_THREADS", "8");
        ThreadOversubscription found =
                ThreadOversubscription.of(epyc(2, 2, 0.5, 0.9, eight)).orElseThrow();
        assertThat(found.threads()).isEqualTo(8);
        assertThat(found.self()).isTrue();
        assertThat(found.fix()).isEqualTo("--threads 2 (OMP_NUM_THREADS=2: threads = cores)");
        assertThat(ThreadOversubscription.of(epyc(2, 2, 0.5, 0.9, Map.of("OMP_NUM_THREADS", "two"))))
                .isEmpty();
    }

    @Test
    void theRunsOwnThreadsAloneDoNotMakeItOverSubscribed() {
        // 2 threads on 2 cores make a load of about 2 by themselves: 2.3 is this run, 3.2 is one more task competing
        assertThat(ThreadOversubscription.of(epyc(2, 2, 0.4, 2.3, unset()))).isEmpty();
        assertThat(ThreadOversubscription.of(epyc(2, 2, 0.4, 3.2, unset()))).isPresent();
    }

    @Test
    void aQuietRunWithThreadsEqualToCoresIsInLineAndNamesNoThreads() {
        SpeedVerdict verdict = judge.judge(point(96, 4_863e-6 * 96, epyc(2, 2, 0.4, 0.9, unset())), 1.0)
                .orElseThrow();
        assertThat(verdict.kind()).isEqualTo(SpeedVerdict.Kind.IN_LINE);
        assertThat(verdict.slowPart()).isEqualTo(SpeedVerdict.SlowPart.NONE);
        assertThat(verdict.sentence()).doesNotContain("over-subscribed");
    }

    @Test
    void theThreadVariablesAreKeptInTheHistoryAndTheVerdictIsTheSameAfterReadingBack(
            @org.junit.jupiter.api.io.TempDir Path scratch) throws Exception {
        RunRecord original =
                RunHistory.readFile(Path.of("docs/gpu-results/2026-11-26-h200/runs/20261126-062219-783-a3c1.json"));
        Map<String, String> env = unset();
        env.put("MKL_NUM_THREADS", "4");
        SweepPoint busy = point(96, 3.84, epyc(2, 2, 6.0, 8.0, env));
        RunRecord cpu = new RunRecord(
                "20261127-120000-000-abcd",
                original.createdAt(),
                null,
                "cpu",
                false,
                "float64",
                "arch:small",
                "water",
                original.python(),
                null,
                busy,
                null,
                Map.of("step", 3.84));
        RunHistory history = new RunHistory(scratch);
        history.save(cpu);
        RunRecord back = history.find(cpu.id()).orElseThrow();
        assertThat(back.point().conditions().threadVariables())
                .containsEntry("MKL_NUM_THREADS", "4")
                .containsEntry("OMP_NUM_THREADS", null);
        assertThat(judge.judge(back.point(), 1.0).orElseThrow().slowPart()).isEqualTo(SpeedVerdict.SlowPart.THREADS);
    }

    @Test
    void runsKeptBeforeTheThreadsWereRecordedStillReadAndTheH200GpuRunsAreNeverOverSubscribed() throws Exception {
        Path folder = Path.of("docs/gpu-results/2026-11-26-h200/runs");
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                RunRecord run = RunHistory.readFile(file);
                RunConditions conditions = run.point().conditions();
                assertThat(conditions.threadVariables()).isEmpty();
                assertThat(conditions.torchThreads()).isEqualTo(16);
                assertThat(ThreadOversubscription.of(conditions)).isEmpty();
                assertThat(judge.judge(run.point(), 1.0).orElseThrow().slowPart())
                        .isNotEqualTo(SpeedVerdict.SlowPart.THREADS);
            }
        }
    }
}
