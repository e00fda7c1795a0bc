package dev.gpudoctor.capability;

import dev.gpudoctor.host.WindowsHalfReader;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.WindowsHalf;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Puts beside each measured budget the host setting that moves it: the VM's RAM and .wslconfig's
 * memory= and swap= for pinned memory, nvidia-smi's free memory for resident memory, the WSL version
 * for CUDA graphs. The probes measure; these facts come from the host reader, never re-measured here.
 */
final class BudgetExplanations {

    static final Set<Capability> EXPLAINED =
            Set.of(Capability.PINNED_BUDGET, Capability.RESIDENT_MEMORY, Capability.CUDA_GRAPHS);
    private static final long MIB = 1L << 20;

    private BudgetExplanations() {}

    // What an explanation adds to the cell's evidence, after the probe's own fields, each where it applies.

    record HostRam(long hostRamMib) {}

    /** The .wslconfig settings that size the VM, or what applies when they are not set. */
    record WslConfigRead(String wslconfigMemory, String wslconfigSwap) {}

    record WslVersion(String wslVersion) {}

    /** Why the Windows half could not be read (null when it gave no reason). */
    record WindowsHalfUnread(String windowsHalf) {}

    record NvidiaSmiFree(Long nvidiaSmiFreeMib, String nvidiaSmiGpu) {}

    record HiddenVsNvidiaSmi(long hiddenVsNvidiaSmiMib) {}

    static CapabilityCell explain(Capability capability, CapabilityCell cell, HostFacts host) {
        if (host == null || !EXPLAINED.contains(capability) || cell.device() == null) {
            return cell;
        }
        Map<String, Object> evidence = new LinkedHashMap<>(cell.evidence());
        String sentence = switch (capability) {
            case PINNED_BUDGET -> pinned(host, evidence);
            case RESIDENT_MEMORY -> resident(host, cell.device(), evidence);
            case CUDA_GRAPHS -> graphs(host, evidence);
            default -> "";
        };
        return new CapabilityCell(
                cell.device(),
                cell.state(),
                sentence.isEmpty() ? cell.detail() : cell.detail() + " " + sentence,
                evidence);
    }

    private static String pinned(HostFacts host, Map<String, Object> evidence) {
        Long ram = host.memory() == null ? null : host.memory().memTotalBytes();
        if (ram != null) {
            evidence.putAll(JsonMappers.fields(new HostRam(ram / MIB)));
        }
        if (!host.platform().wsl2()) {
            return ram == null ? "" : "Pinned memory comes out of the host's " + gib(ram) + " of RAM.";
        }
        WindowsHalf windows = host.windows();
        String memory = windows.setting("wsl2", "memory");
        String swap = windows.setting("wsl2", "swap");
        evidence.putAll(JsonMappers.fields(new WslConfigRead(
                memory == null ? "default (half of Windows' RAM)" : memory,
                swap == null ? "default (a quarter of memory)" : swap)));
        if (windows.wslVersion() != null) {
            evidence.putAll(JsonMappers.fields(new WslVersion(windows.wslVersion())));
        }
        if (windows.state() != WindowsHalf.State.READ) {
            evidence.putAll(JsonMappers.fields(new WindowsHalfUnread(windows.reason())));
        }
        Long limit = WindowsHalfReader.sizeBytes(memory);
        return "Under WSL2 it comes out of the VM's " + (ram == null ? "RAM" : gib(ram) + " of RAM") + " ("
                + (memory == null
                        ? "no memory= in .wslconfig: half of Windows' RAM"
                        : ".wslconfig memory=" + memory + (limit == null ? "" : ", " + gib(limit)))
                + "): raise memory= in %UserProfile%\\.wslconfig and run wsl --shutdown"
                + " to move it.";
    }

    private static String resident(HostFacts host, int device, Map<String, Object> evidence) {
        List<HostFacts.Gpu> gpus =
                host.nvidiaSmi() == null ? List.of() : host.nvidiaSmi().gpus();
        if (device >= gpus.size() || gpus.get(device).memoryFreeMib() == null) {
            return "";
        }
        // nvidia-smi lists by bus order, CUDA (by default) fastest first: with one GPU, or all alike, they agree.
        HostFacts.Gpu gpu = gpus.get(device);
        evidence.putAll(JsonMappers.fields(new NvidiaSmiFree(gpu.memoryFreeMib(), gpu.name() + " " + gpu.busId())));
        Object resident = evidence.get("resident_mib");
        if (resident instanceof Number used) {
            long hidden = gpu.memoryFreeMib() - used.longValue();
            evidence.putAll(JsonMappers.fields(new HiddenVsNvidiaSmi(hidden)));
            // Read by nvidia-smi before the probe's own context existed: the difference includes that context (about
            // 0.5 GiB on an H200, 564 MiB in all there), which every CUDA program pays, not memory lost to this
            // machine.
            return "nvidia-smi reports " + gpu.memoryFreeMib() + " MiB free on " + gpu.name()
                    + " and one process could fill "
                    + used.longValue() + " MiB: the other " + hidden
                    + " MiB are that process's own CUDA context and what the driver"
                    + " keeps back, as for any CUDA program"
                    + (host.platform().wsl2()
                            ? " (under WSL2 Windows and its driver keep a share; close GPU-heavy Windows programs to move it)."
                            : ".");
        }
        return "";
    }

    private static String graphs(HostFacts host, Map<String, Object> evidence) {
        if (!host.platform().wsl2()) {
            return "";
        }
        WindowsHalf windows = host.windows();
        if (windows.wslVersion() == null) {
            evidence.putAll(JsonMappers.fields(new WslVersion("unknown ("
                    + (windows.reason() == null ? "wsl.exe --version gave none" : windows.reason()) + ")")));
            return "CUDA graph capture works under WSL " + WindowsHalf.CUDA_GRAPHS_WSL
                    + " and newer; this WSL's version could not be read.";
        }
        evidence.putAll(JsonMappers.fields(new WslVersion(windows.wslVersion())));
        return windows.wslBefore(WindowsHalf.CUDA_GRAPHS_WSL)
                ? "This is WSL " + windows.wslVersion() + ", older than " + WindowsHalf.CUDA_GRAPHS_WSL
                        + ", the first with working graph capture: in PowerShell wsl --update, then wsl --shutdown."
                : "WSL " + windows.wslVersion() + " supports graph capture (" + WindowsHalf.CUDA_GRAPHS_WSL
                        + " or newer).";
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }
}
