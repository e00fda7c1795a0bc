package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import jcuda.driver.CUdevice_attribute;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The driver's own account of a device: version, name, memory and the attributes the other probes
 * test for real. Supported means a context was created on the device.
 */
final class DriverProbe implements DeviceProbe {

    /** Attributes worth seeing next to each other, named as in the CUDA documentation. */
    private static final Map<String, Integer> ATTRIBUTES = attributes();

    private final DeviceListing listing;

    DriverProbe(DeviceListing listing) {
        this.listing = listing;
    }

    private static Map<String, Integer> attributes() {
        Map<String, Integer> named = new LinkedHashMap<>();
        named.put("multiprocessor_count", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
        named.put("clock_rate_khz", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
        named.put("integrated", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_INTEGRATED);
        named.put("tcc_driver", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_TCC_DRIVER);
        named.put("can_map_host_memory", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY);
        named.put("unified_addressing", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING);
        named.put("managed_memory", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY);
        named.put("concurrent_managed_access", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS);
        named.put("pageable_memory_access", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS);
        named.put("cooperative_launch", CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH);
        return named;
    }

    @Override
    public Capability capability() {
        return Capability.DRIVER;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        DeviceListing.Entry entry = listing.devices().get(device.index());
        Map<String, Object> evidence = new LinkedHashMap<>();
        evidence.put("driver_version", listing.driverVersion());
        evidence.put("name", entry.name());
        evidence.put("compute_capability", entry.computeCapability());
        evidence.put("total_memory_bytes", entry.totalMemoryBytes());
        for (Map.Entry<String, Integer> attribute : ATTRIBUTES.entrySet()) {
            evidence.put(attribute.getKey(), device.attribute(attribute.getValue()));
        }
        String detail = String.format(Locale.ROOT, "CUDA %s driver; %s, compute capability %s, %.1f GiB; a context was created.",
                listing.driverVersionText(), entry.name(), entry.computeCapability(), entry.totalMemoryBytes() / (double) (1L << 30));
        return new CapabilityCell(device.index(), CapabilityState.SUPPORTED, detail, evidence);
    }
}
