package dev.gpudoctor.ui.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChecklistViewModelTest {

    private final FakeChecklistRunner runner = new FakeChecklistRunner();
    private final DebugToggles toggles = new DebugToggles();
    private final ChecklistViewModel vm =
            new ChecklistViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, toggles);

    @Test
    void aFailedCheckWhoseEvidenceIsKnownGetsItsLikelyCauseOthersNone() {
        ChecklistViewModel diagnosing = new ChecklistViewModel(
                runner,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                toggles,
                dev.gpudoctor.diagnosis.FailureDiagnoser.standard()::diagnose);
        java.util.function.Function<CheckStatus, dev.gpudoctor.model.CheckResult> cudaInit =
                status -> new dev.gpudoctor.model.CheckResult(
                        CheckId.CUDA_INIT,
                        "CUDA initialisation",
                        status,
                        "torch.cuda.init() raised",
                        "",
                        "Update the driver.",
                        List.of("RuntimeError: CUDA driver version is insufficient for CUDA runtime version"),
                        900);

        assertThat(diagnosing.likelyCause(cudaInit.apply(CheckStatus.FAIL)))
                .startsWith("Likely cause")
                .contains("The NVIDIA driver is older than the CUDA that torch was built with");
        assertThat(diagnosing.likelyCause(cudaInit.apply(CheckStatus.WARN))).isEmpty();
        assertThat(diagnosing.likelyCause(null)).isEmpty();
        assertThat(vm.likelyCause(cudaInit.apply(CheckStatus.FAIL)))
                .as("no diagnoser given")
                .isEmpty();
    }

    @Test
    void listsEveryCheckBeforeAnyRun() {
        assertThat(vm.items())
                .extracting(item -> item.info().id())
                .containsExactly(CheckId.GPU_VISIBLE, CheckId.WSL, CheckId.SHM);
        assertThat(vm.items()).extracting(CheckItem::statusText).containsOnly("·  not run");
        assertThat(vm.markdown()).isNull();
    }

    @Test
    void runAllFillsEveryVerdictWithAnIconAndAWordAndTallies() {
        toggles.cudaLaunchBlockingProperty().set(true);

        vm.runAll();

        assertThat(runner.requests).singleElement().satisfies(request -> {
            assertThat(request.only()).isEmpty();
            assertThat(request.cudaLaunchBlocking()).isTrue();
            assertThat(request.torchUseCudaDsa()).isFalse();
        });
        assertThat(vm.items()).extracting(CheckItem::statusText).containsExactly("✔  PASS", "✖  FAIL", "⚠  WARN");
        assertThat(vm.items().get(1).resultProperty().get().remedy()).contains("apt-get remove");
        assertThat(vm.progressProperty().get()).isEqualTo("3 checks: 1 pass, 1 warn, 1 fail.");
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.markdown()).contains("wsl", "FAIL", "sudo mount -o remount,size=8G /dev/shm");
    }

    @Test
    void runSelectedAsksForThoseIdsOnlyAndLeavesTheOthersAlone() {
        vm.runSelected(List.of(vm.items().get(2)));

        assertThat(runner.requests.get(0).only()).containsExactly(CheckId.SHM);
        assertThat(vm.items().get(2).resultProperty().get().status()).isEqualTo(CheckStatus.WARN);
        assertThat(vm.items().get(0).statusText()).isEqualTo("·  not run");
    }

    @Test
    void aCancelledRunMarksWhatDidNotFinish() {
        runner.interruption = new InterruptedException("cancelled");

        vm.runAll();

        assertThat(vm.items())
                .extracting(CheckItem::statusText)
                .containsExactly("✔  PASS", "–  cancelled", "–  cancelled");
        assertThat(vm.progressProperty().get()).isEqualTo("Cancelled.");
        assertThat(vm.markdown()).as("no half report is copied").isNull();
    }
}
