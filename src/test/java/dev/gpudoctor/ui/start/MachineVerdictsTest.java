package dev.gpudoctor.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.ui.start.MachineVerdict.Finding;
import dev.gpudoctor.ui.start.MachineVerdict.Tone;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The start page's sentence over reports as the checklist and probes write them on real machines. */
class MachineVerdictsTest {

    private static CheckResult check(String id, CheckStatus status, String value, String remedy) {
        return new CheckResult(CheckId.of(id).orElseThrow(), id + " title", status, value, "", remedy, List.of(), 5);
    }

    private static CheckResult pass(String id, String value) {
        return check(id, CheckStatus.PASS, value, null);
    }

    private static CheckResult skip(String id, String value) {
        return check(id, CheckStatus.SKIP, value, null);
    }

    private static CapabilityRow row(Capability capability, CapabilityState state, String detail) {
        return new CapabilityRow(capability, List.of(new CapabilityCell(0, state, detail, Map.of())));
    }

    /** A laptop without an NVIDIA GPU, with torch and mace-torch installed. */
    static final List<CheckResult> NO_DRIVER = List.of(
            check(
                    "gpu-visible",
                    CheckStatus.FAIL,
                    "no GPU: nvidia-smi not found",
                    "Install the NVIDIA driver, e.g. on Ubuntu: sudo ubuntu-drivers install (then reboot)"),
            skip("driver-version", "unknown"),
            pass("python-env", "Python 3.11.7 (/usr/bin/python3), torch 2.8.0, mace-torch 0.3.16"),
            check(
                    "cuda-init",
                    CheckStatus.FAIL,
                    "torch.cuda.is_available() is False",
                    "See gpu-visible, driver-vs-torch and torch-cuda-build above for the cause"),
            skip("nvml-calls", "NVML unavailable"));

    @Test
    void noDriverSaysGpuRunsAreNotPossibleButCpuRunsWork() {
        MachineVerdict verdict = MachineVerdicts.of(NO_DRIVER, List.of(), false);

        assertThat(verdict.headline()).isEqualTo("No NVIDIA driver: GPU runs are not possible here; CPU runs work.");
        assertThat(verdict.tone()).isEqualTo(Tone.WARN);
        assertThat(verdict.offersSetUp()).isFalse();
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("gpu-visible", "cuda-init");
        assertThat(verdict.findings().get(0).nextStep()).startsWith("Install the NVIDIA driver");
    }

    @Test
    void noDriverAndNoTorchSaysCpuRunsNeedTheSetUp() {
        List<CheckResult> checks = List.of(
                NO_DRIVER.get(0),
                NO_DRIVER.get(1),
                check(
                        "python-env",
                        CheckStatus.FAIL,
                        "torch not installed; Python 3.12.3 (/usr/bin/python3)",
                        "./gpu-doctor setup-python (or /usr/bin/python3 -m pip install torch --index-url https://download.pytorch.org/whl/cu128)\n"
                                + "./gpu-doctor setup-python (or /usr/bin/python3 -m pip install mace-torch)"));

        MachineVerdict verdict = MachineVerdicts.of(checks, List.of(), false);

        assertThat(verdict.headline())
                .isEqualTo("No NVIDIA driver: GPU runs are not possible here; CPU runs work once MACE is set up.");
        assertThat(verdict.tone()).isEqualTo(Tone.BAD);
        assertThat(verdict.offersSetUp()).isTrue();
        Finding torch = verdict.findings().get(1);
        assertThat(torch.source()).isEqualTo("python-env");
        assertThat(torch.offersSetUp()).isTrue();
        assertThat(torch.nextStep())
                .as("the first line of the remedy")
                .doesNotContain("\n")
                .contains("setup-python");
    }

    @Test
    void wsl2WithNvmlUnsupportedNamesTheCuEquivarianceFailureAndItsCause() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU: NVIDIA GeForce RTX 4070 Laptop GPU"),
                pass("driver-version", "driver 552.22, CUDA 12.4"),
                pass("wsl", "WSL2; libcuda from /usr/lib/wsl/lib"),
                pass("python-env", "Python 3.11.7, torch 2.8.0, mace-torch 0.3.16, cuequivariance-torch 0.6.1"),
                pass("cuda-init", "1 device; a matmul on cuda:0 matched the CPU"),
                pass("mace-import-chain", "import mace.calculators OK in 6.1 s; accelerators: cuequivariance"),
                check(
                        "nvml-calls",
                        CheckStatus.WARN,
                        "5 supported; power limit NotSupported, utilization NotSupported",
                        "Run through GPU Doctor's NVML shim: ./gpu-doctor run --nvml-shim ..."));
        List<CapabilityRow> rows = List.of(
                row(Capability.DRIVER, CapabilityState.SUPPORTED, "CUDA 12.4 driver; a context was created."),
                row(
                        Capability.CUEQUIVARIANCE,
                        CapabilityState.FAILED,
                        "cuequivariance_ops_torch (the CUDA kernels) does not import: NVMLError_NotSupported: NVML query not supported under WSL2. More text."),
                row(
                        Capability.CUDA_IPC,
                        CapabilityState.FAILED,
                        "Sharing a CUDA tensor with a child failed: invalid resource handle"),
                row(
                        Capability.CONCURRENT_MANAGED_ACCESS,
                        CapabilityState.UNSUPPORTED,
                        "CONCURRENT_MANAGED_ACCESS is 0."));

        MachineVerdict verdict = MachineVerdicts.of(checks, rows, false);

        assertThat(verdict.headline())
                .isEqualTo(
                        "CUDA works, but cuEquivariance kernels failed: cuequivariance_ops_torch "
                                + "(the CUDA kernels) does not import: NVMLError_NotSupported: NVML query not supported under WSL2.");
        assertThat(verdict.tone()).isEqualTo(Tone.WARN);
        // Failed capabilities before warnings; cuEquivariance before CUDA IPC because MACE needs it.
        assertThat(verdict.findings())
                .extracting(Finding::source)
                .containsExactly("cuequivariance", "cuda-ipc", "nvml-calls");
        assertThat(verdict.findings().get(0).nextStep()).isEqualTo(Capability.CUEQUIVARIANCE.mitigation());
        assertThat(verdict.findings().get(0).found()).startsWith("Device 0: cuequivariance_ops_torch");
    }

    @Test
    void allFineSaysCudaWorksAndMaceRuns() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU: NVIDIA H100 80GB HBM3"),
                pass("driver-version", "driver 570.86, CUDA 12.8"),
                pass("python-env", "torch 2.8.0, mace-torch 0.3.16"),
                pass("driver-vs-torch", "driver supports CUDA 12.8, torch built for 12.8"),
                pass("cuda-init", "1 device"),
                pass("mace-import-chain", "import mace.calculators OK in 4.0 s"),
                skip("cueq-versions", "cuEquivariance not installed"));

        MachineVerdict verdict =
                MachineVerdicts.of(checks, List.of(row(Capability.DRIVER, CapabilityState.SUPPORTED, "ok")), false);

        assertThat(verdict.headline()).isEqualTo("CUDA works and MACE can run here.");
        assertThat(verdict.tone()).isEqualTo(Tone.GOOD);
        assertThat(verdict.findings()).isEmpty();
        assertThat(verdict.offersSetUp()).isFalse();
    }

    @Test
    void torchMissingOnAMachineWithAGpuAsksForTheSetUp() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU: NVIDIA RTX A4000"),
                pass("driver-version", "driver 550.54, CUDA 12.4"),
                check(
                        "python-env",
                        CheckStatus.FAIL,
                        "torch not installed; Python 3.12.3 (/usr/bin/python3)",
                        "./gpu-doctor setup-python (or /usr/bin/python3 -m pip install torch --index-url https://download.pytorch.org/whl/cu124)"),
                check("cuda-init", CheckStatus.SKIP, "torch not installed", "./gpu-doctor setup-python"),
                check("shm", CheckStatus.WARN, "64 MiB", "sudo mount -o remount,size=8G /dev/shm"));

        MachineVerdict verdict = MachineVerdicts.of(checks, List.of(), false);

        assertThat(verdict.headline()).isEqualTo("No Python with torch yet: set up MACE to run.");
        assertThat(verdict.tone()).isEqualTo(Tone.BAD);
        assertThat(verdict.offersSetUp()).isTrue();
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("python-env", "shm");
        assertThat(verdict.findings()).extracting(Finding::offersSetUp).containsExactly(true, false);
    }

    @Test
    void torchBuiltForANewerCudaThanTheDriverSaysTheDriverIsTooOld() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU: NVIDIA GeForce RTX 3060"),
                pass("driver-version", "driver 535.86.05, CUDA 12.2"),
                pass("python-env", "torch 2.8.0+cu128, mace-torch 0.3.16"),
                check(
                        "driver-vs-torch",
                        CheckStatus.FAIL,
                        "driver supports CUDA 12.2, torch built for 12.8",
                        "Update the NVIDIA driver (e.g. sudo ubuntu-drivers install) and reboot\nor install a torch built for the driver's CUDA"),
                check(
                        "cuda-init",
                        CheckStatus.FAIL,
                        "torch.cuda.is_available() is False",
                        "See gpu-visible, driver-vs-torch"));

        MachineVerdict verdict = MachineVerdicts.of(checks, List.of(), false);

        assertThat(verdict.headline())
                .isEqualTo("The driver is too old for this torch (driver supports CUDA 12.2, torch built for 12.8): "
                        + "CUDA cannot start until the driver is updated or torch matches it.");
        assertThat(verdict.tone()).isEqualTo(Tone.BAD);
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("driver-vs-torch", "cuda-init");
        assertThat(verdict.findings().get(0).nextStep())
                .isEqualTo("Update the NVIDIA driver (e.g. sudo ubuntu-drivers install) and reboot");
    }

    @Test
    void nothingRunYetAndChecksUnderWaySayWhereThingsStand() {
        assertThat(MachineVerdicts.of(List.of(), List.of(), false).headline()).startsWith("Not checked yet.");
        assertThat(MachineVerdicts.of(List.of(), List.of(), false).checked()).isFalse();
        assertThat(MachineVerdicts.of(List.of(), List.of(), true).headline()).startsWith("Checking this machine");
        MachineVerdict partial = MachineVerdicts.of(List.of(pass("gpu-visible", "1 GPU")), List.of(), true);
        assertThat(partial.tone()).isEqualTo(Tone.UNKNOWN);
        assertThat(partial.headline()).isEqualTo(MachineVerdicts.CHECKING);
    }

    @Test
    void aFailedMaceImportOutranksAnyCapabilityWhenCudaWorks() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU"),
                pass("driver-version", "driver 570, CUDA 12.8"),
                pass("python-env", "torch 2.8.0"),
                pass("cuda-init", "1 device"),
                check(
                        "mace-import-chain",
                        CheckStatus.FAIL,
                        "import mace.calculators crashed with SIGSEGV",
                        "/venv/bin/python -m pip uninstall -y openequivariance"));

        MachineVerdict verdict = MachineVerdicts.of(
                checks,
                List.of(row(
                        Capability.TRITON,
                        CapabilityState.FAILED,
                        "Triton could not compile: libcuda.so cannot found!")),
                false);

        assertThat(verdict.headline()).isEqualTo("CUDA works, but import mace.calculators crashed with SIGSEGV.");
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("mace-import-chain", "triton");
    }

    @Test
    void probesAloneWithoutADriverSayGpuRunsAreNotPossible() {
        MachineVerdict verdict = MachineVerdicts.of(
                List.of(),
                List.of(new CapabilityRow(
                        Capability.DRIVER,
                        List.of(CapabilityCell.notProbed(null, "no driver: libcuda.so.1 not found")))),
                false);

        assertThat(verdict.headline()).startsWith("No NVIDIA driver: GPU runs are not possible here");
    }

    @Test
    void aHardwareXidIsTheReasonCudaFailsAndSaysSo() {
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU: NVIDIA A100-SXM4-80GB"),
                check(
                        "xid-history",
                        CheckStatus.FAIL,
                        "Xid 79 \u00d72 (GPU has fallen off the bus) on 0000:84:00",
                        "Xid 79: Reseat the GPU, check power and cooling; reboot to recover."),
                pass("python-env", "torch 2.8.0, mace-torch 0.3.16"),
                check(
                        "cuda-init",
                        CheckStatus.FAIL,
                        "CUDA error: unspecified launch failure",
                        "See xid-history above"));

        MachineVerdict verdict = MachineVerdicts.of(checks, List.of(), false);

        assertThat(verdict.headline())
                .isEqualTo("CUDA does not work in torch: CUDA error: unspecified launch failure; the GPU logged"
                        + " Xid 79 \u00d72 (GPU has fallen off the bus) on 0000:84:00 since boot.");
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("xid-history", "cuda-init");
    }

    @Test
    void aShadowingLinuxDriverSeenFromWindowsAndThePinnedWallAreNamed() {
        CheckResult windows = new CheckResult(
                CheckId.WINDOWS_HALF,
                "The Windows half of WSL2 fits CUDA",
                CheckStatus.FAIL,
                "Windows 10.0.26100.4652; WSL 2.7.1.0; Windows driver 576.88 (WDDM)",
                "The Linux side reports driver 535.183.01 but Windows runs 576.88: a Linux NVIDIA driver installed inside WSL"
                        + " shadows the Windows one. Read through interop.",
                "sudo apt-get remove --purge '^nvidia-driver-.*'",
                List.of(),
                3);
        List<CheckResult> checks = List.of(
                pass("gpu-visible", "1 GPU"),
                pass("python-env", "torch 2.8.0, mace-torch 0.3.16"),
                windows,
                pass("cuda-init", "1 device"));
        List<CapabilityRow> rows = List.of(
                row(Capability.DRIVER, CapabilityState.SUPPORTED, "ok"),
                row(
                        Capability.PINNED_BUDGET,
                        CapabilityState.UNSUPPORTED,
                        "Pinned memory runs out at 960 MiB in total (CUDA_ERROR_OUT_OF_MEMORY)."));

        MachineVerdict verdict = MachineVerdicts.of(checks, rows, false);

        assertThat(verdict.headline())
                .isEqualTo(
                        "CUDA works, but Windows and WSL disagree: The Linux side reports driver 535.183.01"
                                + " but Windows runs 576.88: a Linux NVIDIA driver installed inside WSL shadows the Windows one.");
        assertThat(verdict.findings()).extracting(Finding::source).containsExactly("windows-half", "pinned-budget");
        assertThat(verdict.findings().get(1).nextStep()).isEqualTo(Capability.PINNED_BUDGET.mitigation());
    }
}
