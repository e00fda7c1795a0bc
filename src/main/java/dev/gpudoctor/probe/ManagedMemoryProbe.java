package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;
import jcuda.driver.CUmemAttach_flags;

import java.util.LinkedHashMap;
import java.util.Map;

import static jcuda.driver.JCudaDriver.cuMemAllocManaged;
import static jcuda.driver.JCudaDriver.cuMemFree;

/** cuMemAllocManaged; a kernel writes, the host reads after synchronising (the safe order everywhere). */
final class ManagedMemoryProbe implements DeviceProbe {

    private static final int VALUES = 1 << 20;
    private static final int THREADS = 256;

    @Override
    public Capability capability() {
        return Capability.MANAGED_MEMORY;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        Map<String, Object> evidence = new LinkedHashMap<>();
        int managed = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY);
        evidence.put("managed_memory", managed);
        if (managed == 0) {
            return new CapabilityCell(device.index(), CapabilityState.UNSUPPORTED,
                    "MANAGED_MEMORY is 0: the device has no unified memory.", evidence);
        }
        long bytes = (long) VALUES * Integer.BYTES;
        CUdeviceptr buffer = new CUdeviceptr();
        CudaErrors.check(cuMemAllocManaged(buffer, bytes, CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL), "cuMemAllocManaged");
        try {
            Pointer parameters = Pointer.to(Pointer.to(buffer), Pointer.to(new int[] {VALUES}));
            double millis = device.timed("write_pattern", () -> device.launch(device.kernel("write_pattern"),
                    (VALUES + THREADS - 1) / THREADS, THREADS, parameters));
            device.synchronize("write_pattern");
            ManagedHostView values = ManagedHostView.of(buffer, bytes);
            int wrong = 0;
            for (int i = 0; i < VALUES; i++) {
                if (values.get(i) != i * 3 + 1) {
                    wrong++;
                }
            }
            evidence.put("bytes", bytes);
            evidence.put("kernel_ms", Medians.round(millis));
            evidence.put("wrong_values", wrong);
            if (wrong > 0) {
                return CapabilityCell.failed(device.index(), "A kernel wrote managed memory but the host read " + wrong
                        + " wrong values after synchronising.", evidence);
            }
            return new CapabilityCell(device.index(), CapabilityState.SUPPORTED,
                    "A kernel wrote 4 MiB of managed memory; after synchronising the host read every value right.", evidence);
        } finally {
            cuMemFree(buffer);
        }
    }
}
