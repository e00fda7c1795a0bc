package dev.gpudoctor.checklist;

import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.model.WindowsHalf;
import java.util.ArrayList;
import java.util.List;

/**
 * The windows-half check: what the Windows side of a WSL2 machine says (build, WSL version, the
 * Windows NVIDIA driver and its driver model, .wslconfig), compared with what the Linux side sees.
 */
final class WindowsHalfCheck {

    static final CheckInfo INFO = new CheckInfo(
            CheckId.WINDOWS_HALF,
            "The Windows half of WSL2 fits CUDA",
            false,
            "Under WSL2, asks Windows itself through interop (cmd.exe, wsl.exe --version, the Windows nvidia-smi.exe) for "
                    + "its build, the WSL version, the NVIDIA driver version and driver model, and reads the user's .wslconfig "
                    + "(memory= and swap= cap the VM's RAM, and with it how much can be pinned). It compares them with the Linux "
                    + "side: a driver version that differs from Windows' means a Linux driver inside WSL shadows the Windows one; "
                    + "a WSL older than 2.7.0 crashes CUDA graph capture (vLLM and torch.compile's cudagraphs then need eager "
                    + "mode); a GPU in TCC mode is invisible to WSL. If it warns, update WSL (wsl --update in PowerShell) or "
                    + "follow the remedy. When interop is off it says so and judges nothing.",
            RecommendedAction.FIX_CONFIGURATION);
    /** The first WSL release with which CUDA graph capture works (microsoft/WSL#14452). */
    static final String CUDA_GRAPHS_WSL = WindowsHalf.CUDA_GRAPHS_WSL;

    private WindowsHalfCheck() {}

    static CheckResult run(HostFacts host) {
        WindowsHalf windows = host.windows();
        if (!host.platform().wsl2()) {
            return Verdict.skip(
                    INFO,
                    "not WSL2",
                    "There is no Windows half: this is " + host.platform().label() + ".");
        }
        if (windows.state() != WindowsHalf.State.READ) {
            return new Verdict(INFO)
                    .status(CheckStatus.SKIP)
                    .value("Windows side not readable")
                    .explain("GPU Doctor could not ask Windows: " + windows.reason()
                            + ". Nothing on the Windows side was seen.")
                    .remedy(
                            "In the distro: set [interop] enabled=true in /etc/wsl.conf; then in PowerShell: wsl --shutdown")
                    .evidence(outputEvidence(windows))
                    .result();
        }
        Verdict v = new Verdict(INFO);
        v.evidence(outputEvidence(windows));
        List<String> found = new ArrayList<>();
        found.add("Windows " + orUnknown(windows.windowsBuild()));
        if (windows.wslVersion() == null) {
            // wsl.exe answered (its usage text, no version): not a command cut off by its time limit, which says
            // nothing.
            boolean answered = windows.outputs().stream()
                    .anyMatch(o -> o.name().equals("wsl-version")
                            && !o.lines().isEmpty()
                            && !HostCommands.notReadInTime(o.problem()));
            found.add("WSL version unknown");
            if (answered) {
                v.raise(
                        CheckStatus.WARN,
                        "wsl.exe has no --version: this is the WSL built into Windows, not the current Store"
                                + " WSL, which brings the GPU fixes (CUDA graphs from 2.7.0).",
                        "In PowerShell: wsl --update, then wsl --shutdown");
            }
        } else {
            found.add("WSL " + windows.wslVersion());
            if (windows.wslBefore(CUDA_GRAPHS_WSL)) {
                v.raise(
                        CheckStatus.WARN,
                        "WSL " + windows.wslVersion() + " is older than " + CUDA_GRAPHS_WSL + ": CUDA graph capture"
                                + " fails under it (cudaErrorUnknown), so vLLM, torch.compile's cudagraphs and CUDA-graph MD loops need"
                                + " eager mode.",
                        "In PowerShell: wsl --update, then wsl --shutdown");
            }
        }
        if (windows.windowsDriverVersion() == null) {
            found.add("Windows driver unknown");
        } else {
            found.add("Windows driver " + windows.windowsDriverVersion()
                    + (windows.windowsDriverModel() == null ? "" : " (" + windows.windowsDriverModel() + ")"));
            String linux = host.nvidiaSmi().driverVersion();
            if (linux != null && !linux.equals(windows.windowsDriverVersion())) {
                v.raise(
                        CheckStatus.FAIL,
                        "The Linux side reports driver " + linux + " but Windows runs " + windows.windowsDriverVersion()
                                + ": a Linux NVIDIA driver installed inside WSL shadows the Windows one (under WSL the driver"
                                + " is Windows', and nvidia-smi in " + HostChecks.WSL_LIB + " reports its version).",
                        "Remove the Linux driver from the distro: sudo apt-get remove --purge '^nvidia-driver-.*' "
                                + "'^libnvidia-compute-.*' && sudo ldconfig");
            }
            if ("TCC".equals(windows.windowsDriverModel())) {
                v.raise(
                        CheckStatus.FAIL,
                        "The GPU runs in TCC mode on Windows: WSL2 gives CUDA only to GPUs in WDDM (or MCDM) mode.",
                        "In an administrator PowerShell: nvidia-smi -g 0 -dm 0 (WDDM), reboot, then wsl --shutdown");
            }
        }
        if (windows.wslConfigPath() == null) {
            found.add("no .wslconfig (defaults: half of Windows' RAM, swap a quarter of that)");
        } else {
            String memory = windows.setting("wsl2", "memory");
            String swap = windows.setting("wsl2", "swap");
            found.add(".wslconfig memory=" + (memory == null ? "default" : memory) + ", swap="
                    + (swap == null ? "default" : swap));
            v.evidence(windows.wslConfigPath() + ": " + windows.wslConfig());
        }
        v.explain(
                "Read through interop from Windows itself. .wslconfig's memory= caps the VM's RAM (pinned host memory comes"
                        + " out of it), swap= its swap file; both change only after wsl --shutdown.");
        return v.value(String.join("; ", found)).result();
    }

    private static List<String> outputEvidence(WindowsHalf windows) {
        List<String> lines = new ArrayList<>();
        for (WindowsHalf.InteropOutput output : windows.outputs()) {
            String head = output.lines().isEmpty()
                    ? ""
                    : String.join(
                            " | ",
                            output.lines().subList(0, Math.min(4, output.lines().size())));
            lines.add(output.name() + ": "
                    + (output.problem() == null ? head : output.problem() + (head.isEmpty() ? "" : " — " + head)));
        }
        return lines;
    }

    private static String orUnknown(String value) {
        return value == null ? "build unknown" : value;
    }
}
