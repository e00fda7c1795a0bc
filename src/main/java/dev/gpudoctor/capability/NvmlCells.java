package dev.gpudoctor.capability;

import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one judgement of the {@code nvml_calls} report: one cell per device, supported when every
 * query answered, unsupported when some answer NotSupported/Unknown (WSL2 does, and tools that
 * treat that as fatal crash), failed on any other NVML error. The capability matrix shows these
 * cells and the checklist's nvml-calls check is derived from them, so the two never disagree.
 */
public final class NvmlCells {

    private NvmlCells() {}

    /**
     * The one definition of "something else saw an NVIDIA driver", for the checklist's nvml-calls check and every
     * probe of the matrix's NVML row alike (a "Probe again" of that row alone runs no JCuda probe): nvidia-smi listed
     * a GPU, or the JCuda probes found a device.
     *
     * @param host    this machine's facts; null when they were not read
     * @param devices what the JCuda probes found; empty when they did not run
     */
    public static boolean driverSeen(HostFacts host, List<GpuDevice> devices) {
        return (host != null && !host.nvidiaSmi().gpus().isEmpty()) || !devices.isEmpty();
    }

    /**
     * @param driverSeen whether something else saw an NVIDIA driver ({@link #driverSeen(HostFacts, List)}) (nvidia-smi, the JCuda probes):
     *                   then NVML failing to load its library is a fault, not the absence of a driver
     */
    public static List<CapabilityCell> judge(NvmlCallsAnswer report, boolean driverSeen, Platform platform) {
        String initError = report.initError();
        if (initError != null) {
            boolean noDriver = initError.contains("LibraryNotFound")
                    || initError.contains("Not Found")
                    || initError.contains("DriverNotLoaded")
                    || initError.contains("Driver Not Loaded");
            Map<String, Object> evidence = Map.of("init_error", initError);
            if (noDriver && !driverSeen) {
                return List.of(new CapabilityCell(
                        null,
                        CapabilityState.NOT_PROBED,
                        "no NVIDIA driver (NVML did not initialise: " + initError + ")",
                        evidence));
            }
            return List.of(CapabilityCell.failed(
                    null,
                    "NVML did not initialise (" + initError + ")"
                            + (driverSeen
                                    ? " although the driver answers"
                                            + (platform.wsl2()
                                                    ? ": libnvidia-ml.so.1 in /usr/lib/wsl/lib is likely off the loader path"
                                                    : "")
                                    : "")
                            + ".",
                    evidence,
                    RecommendedAction.UPDATE_DRIVER));
        }
        List<CapabilityCell> cells = new ArrayList<>();
        for (NvmlCallsAnswer.Device device : report.devices()) {
            cells.add(cell(device, report.driverVersion(), platform));
        }
        if (cells.isEmpty()) {
            return List.of(CapabilityCell.notProbed(null, "NVML lists no device"));
        }
        return cells;
    }

    /**
     * NVML's state over all devices, for a view that shows one: failed if any device failed, else
     * unsupported if any answered NotSupported, else supported if any answered, else not probed.
     */
    public static CapabilityState overall(List<CapabilityCell> cells) {
        List<CapabilityState> worstFirst =
                List.of(CapabilityState.FAILED, CapabilityState.UNSUPPORTED, CapabilityState.SUPPORTED);
        for (CapabilityState state : worstFirst) {
            if (cells.stream().anyMatch(cell -> cell.state() == state)) {
                return state;
            }
        }
        return CapabilityState.NOT_PROBED;
    }

    private static CapabilityCell cell(NvmlCallsAnswer.Device device, String driverVersion, Platform platform) {
        int index = device.index() == null ? 0 : device.index();
        Map<String, Object> evidence = new LinkedHashMap<>();
        evidence.put("driver_version", driverVersion);
        List<String> notSupported = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        int answered = 0;
        for (NvmlCallsAnswer.Call call : device.calls()) {
            String status = call.status() == null ? "" : call.status();
            String function = call.function() == null ? "" : call.function();
            String query = call.query() == null ? function : call.query();
            evidence.put(function, status + (call.error() != null ? ": " + call.error() : ""));
            switch (status) {
                case "supported" -> answered++;
                case "not-supported", "unknown" -> notSupported.add(query);
                case "missing" -> {}
                default -> errors.add(query);
            }
        }
        if (device.error() != null) {
            return CapabilityCell.failed(index, "NVML gave no handle for this device: " + device.error(), evidence);
        }
        if (!errors.isEmpty()) {
            return CapabilityCell.failed(index, "NVML queries failed: " + String.join(", ", errors) + ".", evidence);
        }
        if (!notSupported.isEmpty()) {
            return new CapabilityCell(
                    index,
                    CapabilityState.UNSUPPORTED,
                    notSupported.size() + " NVML queries answer NotSupported/Unknown ("
                            + String.join(", ", notSupported) + "); " + answered + " answered"
                            + (platform.wsl2()
                                    ? " (usual under WSL2, where the GPU is shared with Windows through WDDM)."
                                    : "."),
                    evidence);
        }
        return new CapabilityCell(
                index, CapabilityState.SUPPORTED, "All " + answered + " NVML queries answered.", evidence);
    }
}
