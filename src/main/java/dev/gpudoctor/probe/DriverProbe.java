package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.Locale;
import jcuda.driver.CUdevice_attribute;

/**
 * The driver's own account of a device: version, name, memory and the attributes the other probes
 * test for real. Supported means a context was created on the device.
 */
final class DriverProbe implements DeviceProbe {

    private final DeviceListing listing;

    DriverProbe(DeviceListing listing) {
        this.listing = listing;
    }

    /**
     * The device as the driver lists it, then the attributes worth seeing next to each other (named as in the CUDA
     * documentation), in the order they are shown.
     */
    record Evidence(
            int driverVersion,
            String name,
            String computeCapability,
            long totalMemoryBytes,
            int multiprocessorCount,
            int clockRateKhz,
            int integrated,
            int tccDriver,
            int canMapHostMemory,
            int unifiedAddressing,
            int managedMemory,
            int concurrentManagedAccess,
            int pageableMemoryAccess,
            int cooperativeLaunch) {}

    @Override
    public Capability capability() {
        return Capability.DRIVER;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        DeviceListing.Entry entry = listing.devices().get(device.index());
        Evidence evidence = new Evidence(
                listing.driverVersion(),
                entry.name(),
                entry.computeCapability(),
                entry.totalMemoryBytes(),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CLOCK_RATE),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_INTEGRATED),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_TCC_DRIVER),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS),
                device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH));
        String detail = String.format(
                Locale.ROOT,
                "CUDA %s driver; %s, compute capability %s, %.1f GiB; a context was created.",
                listing.driverVersionText(),
                entry.name(),
                entry.computeCapability(),
                entry.totalMemoryBytes() / (double) (1L << 30));
        return new CapabilityCell(device.index(), CapabilityState.SUPPORTED, detail, ProbeEvidence.of(evidence));
    }
}
