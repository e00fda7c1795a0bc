package dev.gpudoctor.checklist;

import static dev.gpudoctor.model.CheckStatus.FAIL;
import static dev.gpudoctor.model.CheckStatus.SKIP;
import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostFactsReader;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.PciDevices;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.ui.start.MachineVerdict;
import dev.gpudoctor.ui.start.MachineVerdicts;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A machine with no NVIDIA GPU at all is not a machine with a missing driver (issue 30 item 10): the
 * PCI bus tells them apart, except under WSL2, whose GPU is never a PCI device.
 */
class NoNvidiaHardwareTest {

    @TempDir
    Path temp;

    private final ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private ChecklistReport run(String tree) throws InterruptedException {
        return run(tree, null);
    }

    private ChecklistReport run(String tree, Integer expectedGpus) throws InterruptedException {
        return run(HostTrees.materialise(tree, temp), expectedGpus);
    }

    private ChecklistReport run(Path root, Integer expectedGpus) throws InterruptedException {
        return service.run(
                new ChecklistRequest(List.of(), null, root, false, false).expectingGpus(expectedGpus), result -> {});
    }

    private static String everythingSaid(ChecklistReport report, MachineVerdict verdict) {
        StringBuilder text = new StringBuilder(verdict.headline()).append('\n');
        verdict.findings()
                .forEach(f ->
                        text.append(f.found()).append('\n').append(f.nextStep()).append('\n'));
        report.checks()
                .forEach(c -> text.append(c.value())
                        .append('\n')
                        .append(c.explanation())
                        .append('\n')
                        .append(c.remedy() == null ? "" : c.remedy())
                        .append('\n'));
        return text.toString();
    }

    /** Issue 38: a CPU machine is not a failed GPU machine unless GPUs are expected there. */
    @Test
    void aVmWithNoNvidiaPciDeviceIsCpuOnlyAndNoDriverIsAdvised() throws InterruptedException {
        ChecklistReport report = run("native-no-nvidia-hardware");
        assertThat(report.host().noNvidiaHardware()).isTrue();
        CheckResult gpu = ChecklistHostTreesTest.find(report, "gpu-visible");
        assertThat(gpu.status()).isEqualTo(SKIP);
        assertThat(gpu.value()).isEqualTo("no NVIDIA GPU (no NVIDIA PCI device)");
        assertThat(gpu.explanation())
                .startsWith("This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only.")
                .contains("--expect-gpus");
        assertThat(gpu.action()).isEqualTo(RecommendedAction.NONE);
        assertThat(report.checks()).noneMatch(c -> c.status().isFailure());
        // the evidence says what was looked at: nvidia-smi's search and the PCI bus
        assertThat(gpu.evidence())
                .contains(
                        "nvidia-smi: not found (looked on PATH, in /usr/lib/wsl/lib, /usr/bin and /run/nvidia/driver/usr/bin)",
                        "/sys/bus/pci/devices: 6 PCI devices, none from NVIDIA (vendor 0x10de), no display controller");
        assertThat(ChecklistHostTreesTest.find(report, "loader-path").status()).isEqualTo(SKIP);

        MachineVerdict start = MachineVerdicts.of(report.checks(), List.of(), false);
        assertThat(start.headline()).startsWith("This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only");
        assertThat(everythingSaid(report, start))
                .doesNotContainIgnoringCase("install the NVIDIA driver")
                .doesNotContainIgnoringCase("ubuntu-drivers")
                .doesNotContain("No NVIDIA driver");
    }

    @Test
    void aMachineExpectedToHaveGpusWithNoneOnTheBusFailsAskingForHardware() throws InterruptedException {
        ChecklistReport report = run("native-no-nvidia-hardware", 1);
        CheckResult gpu = ChecklistHostTreesTest.find(report, "gpu-visible");
        assertThat(gpu.status()).isEqualTo(FAIL);
        assertThat(gpu.action()).isEqualTo(RecommendedAction.REPLACE_HARDWARE);
        assertThat(gpu.explanation()).contains("1 expected (--expect-gpus)");
        assertThat(MachineVerdicts.of(report.checks(), List.of(), false).headline())
                .startsWith("This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only");
    }

    @Test
    void expectingNoGpuIsNoExpectation() throws InterruptedException {
        assertThat(ChecklistHostTreesTest.find(run("native-no-nvidia-hardware", 0), "gpu-visible")
                        .status())
                .isEqualTo(SKIP);
    }

    @Test
    void fewerGpusThanExpectedIsAFailureAndAsManyIsNot() throws InterruptedException {
        Path root = HostTrees.materialise("native-driver", temp);
        CheckResult asExpected = ChecklistHostTreesTest.find(run(root, null), "gpu-visible");
        int seen = Integer.parseInt(
                asExpected.value().substring(0, asExpected.value().indexOf(' ')));
        assertThat(asExpected.status().isFailure()).isFalse();
        assertThat(ChecklistHostTreesTest.find(run(root, seen), "gpu-visible")
                        .status()
                        .isFailure())
                .isFalse();

        CheckResult missing = ChecklistHostTreesTest.find(run(root, seen + 1), "gpu-visible");
        assertThat(missing.status()).isEqualTo(FAIL);
        assertThat(missing.action().needsAdministrator()).isTrue();
        assertThat(missing.explanation())
                .contains("lists " + seen + " of the " + (seen + 1) + " GPUs expected (--expect-gpus)");
    }

    @Test
    void anNvidiaGpuOnTheBusWithoutADriverStillAsksForTheDriver() throws InterruptedException {
        ChecklistReport report = run("native-nvidia-no-driver-loaded");
        HostFacts host = report.host();
        assertThat(host.noNvidiaHardware()).isFalse();
        assertThat(host.pci().nvidia())
                .extracting(PciDevices.Device::address)
                .containsExactly("0000:01:00.0", "0000:01:00.1");
        assertThat(host.pci().devices())
                .filteredOn(d -> d.address().equals("0000:00:02.0"))
                .singleElement()
                .satisfies(igpu -> assertThat(igpu.boundDriver()).isEqualTo("i915"));
        CheckResult gpu = ChecklistHostTreesTest.find(report, "gpu-visible");
        assertThat(gpu.status()).isEqualTo(FAIL);
        assertThat(gpu.action()).isEqualTo(RecommendedAction.UPDATE_DRIVER);
        assertThat(gpu.remedy()).startsWith("Install the NVIDIA driver");
        assertThat(gpu.explanation())
                .contains("An NVIDIA device is on the PCI bus (0000:01:00.0, no kernel driver bound)");
        assertThat(gpu.evidence())
                .contains("0000:01:00.0: NVIDIA display controller 10de:2684 (class 0x030000), no kernel driver bound");
        assertThat(ChecklistHostTreesTest.find(report, "loader-path").status()).isEqualTo(FAIL);
        assertThat(MachineVerdicts.of(report.checks(), List.of(), false).headline())
                .startsWith("No NVIDIA driver");
    }

    @Test
    void wsl2WithDxgAndNoNvidiaPciDeviceIsNotCalledNoHardware() throws InterruptedException {
        ChecklistReport report = run("wsl2-no-windows-driver");
        HostFacts host = report.host();
        assertThat(host.pci().read()).isTrue();
        assertThat(host.pci().nvidia()).isEmpty();
        assertThat(host.wsl().dxgPresent()).isTrue();
        assertThat(host.noNvidiaHardware()).isFalse();
        CheckResult gpu = ChecklistHostTreesTest.find(report, "gpu-visible");
        assertThat(gpu.status()).isEqualTo(FAIL);
        assertThat(gpu.value()).doesNotContain("no NVIDIA GPU");
        assertThat(gpu.remedy()).contains("NVIDIA driver on Windows").contains("wsl --shutdown");
        assertThat(MachineVerdicts.of(report.checks(), List.of(), false).headline())
                .doesNotContain("no NVIDIA GPU");
    }

    @Test
    void aCapturedTreeWithoutThePciBusIsNotJudged() throws InterruptedException {
        Path root = HostTrees.materialise("native-no-driver", temp);
        HostFacts facts = new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of()).read();
        assertThat(facts.pci().read()).isFalse();
        assertThat(facts.pci().problem()).isEqualTo("not collected");
        assertThat(facts.noNvidiaHardware()).isFalse();
    }
}
