package dev.gpudoctor.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareViewModelTest {

    @TempDir
    Path dir;

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    private static RunRecord run(String device, String structure, int second, String sweepId) throws Exception {
        MaceRunSpec spec = new MaceRunSpec(
                device, false, "float32", "arch:small", structure, 5, 1, 0, 60, false, false, false, null);
        return RunRecords.of(
                spec,
                new MaceRunOutcome.Succeeded(
                        RecordedBenchRunner.result(device, false, structure, RecordedBenchRunner.atoms(structure))),
                T.plusSeconds(second),
                sweepId);
    }

    /** How the view model opens bundles: the real reader unless a test gives its own. */
    private dev.gpudoctor.ui.common.BundleOpener bundles = new dev.gpudoctor.bundle.BundleReader()::open;

    private CompareViewModel load(RunRecord... runs) throws Exception {
        RunHistory history = new RunHistory(dir);
        for (RunRecord run : runs) {
            history.save(run);
        }
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        RunHistoryViewModel historyVm = new RunHistoryViewModel(history, tasks);
        CompareViewModel vm = new CompareViewModel(historyVm, new RecordedBenchRunner(), bundles, tasks, Runnable::run);
        historyVm.load();
        return vm;
    }

    @Test
    void opensOnTheNewestSweepNotOnOlderSweepsOrSingleRuns() throws Exception {
        CompareViewModel vm = load(
                run("cpu", "h2o", 1, "old"),
                run("cpu", "water-8", 2, "old"),
                run("cpu", "h2o", 10, "new"),
                run("cuda", "h2o", 11, "new"),
                run("cuda", "water-8", 12, "new"),
                run("cpu", "water-32", 20, null));

        assertThat(vm.points())
                .extracting(SweepPoint::config, SweepPoint::structure)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("cpu", "h2o"),
                        org.assertj.core.groups.Tuple.tuple("cuda", "h2o"),
                        org.assertj.core.groups.Tuple.tuple("cuda", "water-8"));
        assertThat(vm.verdictProperty().get()).startsWith("cuda is 5.0× faster than cpu at 3 atoms");
    }

    @Test
    void whatTheUserPickedStaysWhenNewRunsArrive() throws Exception {
        CompareViewModel vm = load(run("cpu", "h2o", 1, "s1"), run("cuda", "h2o", 2, "s1"));
        RunRecord single = vm.history().runs().get(1);

        vm.compare(List.of(single));
        vm.history()
                .record(
                        new MaceRunSpec(
                                "cuda",
                                false,
                                "float32",
                                "arch:small",
                                "water-8",
                                5,
                                1,
                                0,
                                60,
                                false,
                                false,
                                false,
                                null),
                        new MaceRunOutcome.Succeeded(RecordedBenchRunner.result("cuda", false, "water-8", 24)),
                        "s2");

        assertThat(vm.points()).hasSize(1);
        assertThat(vm.points().get(0).structure()).isEqualTo(single.structure());
    }

    @Test
    void anotherMachinesBundleAddsItsRunsNamedAfterThatHost() throws Exception {
        CompareViewModel vm = load(run("cuda", "water-32", 1, "s1"), run("cuda", "water-64", 2, "s1"));
        java.nio.file.Path zip = dev.gpudoctor.bundle.BundleFixture.write(
                java.nio.file.Files.createDirectories(dir.resolve("laptop")),
                "wsl2-healthy",
                dir.resolve("laptop.zip"));

        vm.importBundle(zip);

        String laptop = "Ubuntu 22.04.3 LTS (wsl2) · cuda float32";
        assertThat(vm.points()).extracting(SweepPoint::config).contains("cuda", laptop);
        assertThat(vm.points())
                .filteredOn(p -> p.config().equals(laptop))
                .hasSize(4)
                .extracting(SweepPoint::structure)
                .containsExactlyInAnyOrder("water-32", "water-64", "water-96", "water-128");
        assertThat(vm.points())
                .filteredOn(p -> p.config().startsWith("Ubuntu") && !p.ok())
                .hasSize(1);
        assertThat(vm.baselines()).contains("cuda", laptop);
        assertThat(vm.bundleNoticeProperty().get())
                .isEqualTo("Added 5 runs of Ubuntu 22.04.3 LTS (wsl2) from laptop.zip.");
    }

    @Test
    void aBrokenBundleIsRefusedInWordsAndTheRunsOnShowStay() throws Exception {
        bundles = zip -> {
            throw new dev.gpudoctor.bundle.BundleRefusedException(zip.getFileName() + " is not a zip archive.");
        };
        CompareViewModel vm = load(run("cpu", "h2o", 1, "s1"), run("cuda", "h2o", 2, "s1"));

        vm.importBundle(dir.resolve("broken.zip"));

        assertThat(vm.points()).hasSize(2);
        assertThat(vm.bundleNoticeProperty().get())
                .startsWith("Could not add broken.zip: ")
                .contains("not a zip")
                .doesNotContain("Exception");
    }

    @Test
    void anEmptyHistoryShowsNothingAndSaysWhatToDo() throws Exception {
        CompareViewModel vm = load();

        assertThat(vm.points()).isEmpty();
        assertThat(vm.verdictProperty().get()).isEqualTo("Nothing to compare yet: pick runs or run a sweep.");
    }
}
