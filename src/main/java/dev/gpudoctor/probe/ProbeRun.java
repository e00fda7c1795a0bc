package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuInit;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jcuda.driver.CUresult;

/** Everything the probe child does: load the binding, list devices, run each probe on each device. */
final class ProbeRun {

    /** Each budget probe stops here: the probe child's whole answer must fit its parent's timeout. */
    static final Duration BUDGET_TIME_LIMIT = Duration.ofSeconds(20);

    private final ProbeOptions options;
    private final ProbeOutput out;

    ProbeRun(ProbeOptions options, ProbeOutput out) {
        this.options = options;
        this.out = out;
    }

    void run() {
        long start = System.nanoTime();
        DriverLibrary.Load load = DriverLibrary.load();
        if (!load.ok()) {
            noDevices(
                    load.problem(),
                    load.driverMissing() ? CapabilityState.NOT_PROBED : CapabilityState.FAILED,
                    Map.of("loader_error", load.loaderLine(), "load_ms", load.millis()),
                    "the driver library could not be loaded");
        } else {
            int init = cuInit(0);
            if (init != CUresult.CUDA_SUCCESS) {
                boolean noDevice = init == CUresult.CUDA_ERROR_NO_DEVICE;
                String meaning = CudaErrors.meaning(init);
                noDevices(
                        "cuInit failed: " + CudaErrors.name(init) + (meaning.isEmpty() ? "" : " (" + meaning + ")"),
                        noDevice ? CapabilityState.NOT_PROBED : CapabilityState.FAILED,
                        Map.of("cuInit", CudaErrors.name(init), "load_ms", load.millis()),
                        "cuInit failed");
            } else {
                probeDevices();
            }
        }
        out.done((System.nanoTime() - start) / 1_000_000);
    }

    /** No device could be listed: one cell per capability with a null device. */
    private void noDevices(
            String reason, CapabilityState driverState, Map<String, Object> evidence, String othersReason) {
        out.devices(null, List.of());
        for (Capability capability : options.capabilities()) {
            boolean driver = capability == Capability.DRIVER;
            CapabilityState state = driver ? driverState : CapabilityState.NOT_PROBED;
            String detail =
                    driver || driverState == CapabilityState.NOT_PROBED ? reason : "not probed: " + othersReason;
            out.cell(capability, new CapabilityCell(null, state, detail, evidence));
        }
    }

    private void probeDevices() {
        DeviceListing listing;
        try {
            listing = DeviceListing.read();
        } catch (CudaException e) {
            noDevices(
                    "Listing devices failed: " + CudaErrors.describe(e),
                    CapabilityState.FAILED,
                    Map.of("call", e.call(), "error", CudaErrors.name(e.code())),
                    "no device could be listed");
            return;
        }
        out.devices(
                listing.driverVersion(),
                listing.devices().stream().map(DeviceListing.Entry::toModel).toList());
        if (listing.devices().isEmpty()) {
            noDevices(
                    "no CUDA device (the driver lists none)",
                    CapabilityState.NOT_PROBED,
                    Map.of("driver_version", listing.driverVersion()),
                    "");
            return;
        }
        List<DeviceProbe> probes = probes(listing);
        for (DeviceListing.Entry entry : listing.devices()) {
            if (options.device() == null || options.device() == entry.index()) {
                probeDevice(entry.index(), probes);
            }
        }
        if (options.device() != null
                && (options.device() < 0
                        || options.device() >= listing.devices().size())) {
            for (Capability capability : options.capabilities()) {
                out.cell(
                        capability,
                        CapabilityCell.notProbed(
                                options.device(),
                                "no device " + options.device() + " (the driver lists "
                                        + listing.devices().size() + ")"));
            }
        }
    }

    private List<DeviceProbe> probes(DeviceListing listing) {
        List<DeviceProbe> all = List.of(
                new DriverProbe(listing),
                new PinnedMemoryProbe(options.pinnedCapMib()),
                new MappedMemoryProbe(),
                new ManagedMemoryProbe(),
                new ConcurrentManagedAccessProbe(),
                new CooperativeLaunchProbe(),
                new PinnedBudgetProbe(options.pinnedCapMib(), BUDGET_TIME_LIMIT),
                new ResidentMemoryProbe(BUDGET_TIME_LIMIT));
        List<DeviceProbe> chosen = new ArrayList<>();
        all.stream()
                .filter(probe -> options.capabilities().contains(probe.capability()))
                .forEach(chosen::add);
        return chosen;
    }

    private void probeDevice(int index, List<DeviceProbe> probes) {
        CudaDevice device;
        try {
            device = CudaDevice.open(index);
        } catch (CudaException e) {
            for (DeviceProbe probe : probes) {
                out.cell(
                        probe.capability(),
                        CapabilityCell.failed(
                                index,
                                "No context on this device: " + CudaErrors.describe(e),
                                Map.of("call", e.call(), "error", CudaErrors.name(e.code()))));
            }
            return;
        }
        try (device) {
            for (DeviceProbe probe : probes) {
                out.start(probe.capability(), index);
                out.cell(probe.capability(), runOne(probe, device));
            }
        }
    }

    /** A probe's CUDA call that failed, as its cell's evidence: which call, and the driver's error. */
    record CallFailed(String call, String error) {}

    /** How long a probe took, after its own evidence. */
    record Timed(long probeMs) {}

    private static CapabilityCell runOne(DeviceProbe probe, CudaDevice device) {
        long start = System.nanoTime();
        CapabilityCell cell;
        try {
            cell = probe.probe(device);
        } catch (CudaException e) {
            cell = CapabilityCell.failed(
                    device.index(),
                    CudaErrors.describe(e) + ".",
                    ProbeEvidence.of(new CallFailed(e.call(), CudaErrors.name(e.code()))));
            resetQuietly(device);
        } catch (RuntimeException e) {
            cell = CapabilityCell.failed(device.index(), "The probe failed: " + e, Map.of());
            resetQuietly(device);
        }
        Map<String, Object> evidence = new LinkedHashMap<>(cell.evidence());
        evidence.putAll(ProbeEvidence.of(new Timed((System.nanoTime() - start) / 1_000_000)));
        return new CapabilityCell(cell.device(), cell.state(), cell.detail(), evidence, cell.action());
    }

    private static void resetQuietly(CudaDevice device) {
        try {
            device.reset();
        } catch (CudaException e) {
            // The next probe meets the same broken context and reports it in its own cell.
        }
    }
}
