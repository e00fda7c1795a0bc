package dev.gpudoctor.ui.capabilities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CapabilitiesViewModelTest {

    private final RecordedProber prober = new RecordedProber("/capabilities/wsl2-sample.json");
    private final CapabilitiesViewModel vm =
            new CapabilitiesViewModel(prober, new CurrentThreadTaskExecutor(), Runnable::run);

    private CapabilityItem item(Capability capability) {
        return vm.items().stream()
                .filter(i -> i.capability() == capability)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void everyCapabilityIsARowBeforeAnyProbe() {
        assertThat(vm.items()).extracting(CapabilityItem::capability).containsExactly(Capability.values());
        assertThat(item(Capability.DRIVER).cellText(0)).isEqualTo("· not probed yet");
        assertThat(vm.devices()).isEmpty();
    }

    @Test
    void probeAllFillsTheMatrixAndItsColumns() {
        vm.probeAll();

        assertThat(vm.devices())
                .singleElement()
                .satisfies(d -> assertThat(d.name()).contains("RTX 3060"));
        assertThat(item(Capability.CONCURRENT_MANAGED_ACCESS).cellText(0)).isEqualTo("✖ unsupported");
        assertThat(item(Capability.CUDA_IPC).cellText(0)).isEqualTo("! failed");
        // A row answered for no device (a package missing) shows that answer in every column.
        assertThat(item(Capability.CUEQUIVARIANCE).cellText(0)).isEqualTo("– not-probed");
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.progressProperty().get())
                .startsWith("10 capabilities probed:")
                .contains("2 failed")
                .contains("2 unsupported");
    }

    @Test
    void onAMachineWithoutADriverTheSummarySaysWhyNothingWasProbed() {
        // Recorded on the development machine (no NVIDIA driver, python3 without torch).
        CapabilitiesViewModel bare = new CapabilitiesViewModel(
                new RecordedProber("/capabilities/no-driver-sample.json"),
                new CurrentThreadTaskExecutor(),
                Runnable::run);
        bare.probeAll();
        assertThat(bare.progressProperty().get())
                .isEqualTo("None of the 10 capabilities could be probed: "
                        + "no NVIDIA driver (libcuda.so.1 not found) (6); package missing (4). Each row says more.");
    }

    @Test
    void probeAgainAsksForThatRowOnlyAndKeepsTheColumns() {
        vm.probeAll();
        vm.probeAgain(Capability.TRITON);

        assertThat(prober.calls).isEqualTo(2);
        assertThat(prober.lastRequest.capabilities()).containsExactly(Capability.TRITON);
        assertThat(vm.devices()).hasSize(1);
        assertThat(item(Capability.TRITON).cellText(0)).isEqualTo("! failed");
    }

    @Test
    void theInterpreterChoiceGoesIntoTheRequest() {
        vm.pythonProperty().set("/opt/venv/bin/python");
        vm.probeAgain(Capability.NVML);
        assertThat(prober.lastRequest.python()).isEqualTo("/opt/venv/bin/python");
    }

    @Test
    void whileProbingRowsSayProbingAndASecondProbeIsRefused() {
        List<BackgroundTask<?>> held = new ArrayList<>();
        TaskExecutor holding = new TaskExecutor() {
            @Override
            public <T> TaskHandle submit(BackgroundTask<T> task) {
                held.add(task);
                return () -> {};
            }

            @Override
            public int runningCount() {
                return held.size();
            }

            @Override
            public void close() {}
        };
        CapabilitiesViewModel waiting = new CapabilitiesViewModel(prober, holding, Runnable::run);
        waiting.probeAll();
        waiting.probeAgain(Capability.NVML);

        assertThat(held).hasSize(1);
        assertThat(waiting.runningProperty().get()).isTrue();
        assertThat(waiting.items().get(0).cellText(null)).isEqualTo("⟳ probing…");
    }

    @Test
    void failedCellsTheKnowledgeBaseRecognisesGetTheirLikelyCauseOthersNone() {
        CapabilitiesViewModel diagnosing = new CapabilitiesViewModel(
                prober,
                dev.gpudoctor.ui.common.BundleOpener.NONE,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new dev.gpudoctor.diagnosis.FailureDiagnoser(
                                dev.gpudoctor.diagnosis.DiagnosisService.standard(),
                                dev.gpudoctor.model.DiagnosisContext.WSL2)::diagnose);
        diagnosing.probeAll();
        java.util.function.Function<Capability, String> causes =
                capability -> diagnosing.likelyCauses(diagnosing.items().stream()
                        .filter(i -> i.capability() == capability)
                        .findFirst()
                        .orElseThrow()
                        .rowProperty()
                        .get());

        assertThat(causes.apply(Capability.TRITON))
                .startsWith("Device 0: Likely cause")
                .contains("libcuda");
        assertThat(causes.apply(Capability.CUDA_IPC)).startsWith("Device 0: Likely cause");
        assertThat(causes.apply(Capability.PINNED_MEMORY)).as("supported").isEmpty();
        assertThat(causes.apply(Capability.NVML)).as("unsupported, not failed").isEmpty();
        assertThat(vm.likelyCauses(null)).isEmpty();
    }
}
