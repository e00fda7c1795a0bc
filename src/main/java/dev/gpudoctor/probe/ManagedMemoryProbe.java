package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuMemAllocManaged;
import static jcuda.driver.JCudaDriver.cuMemFree;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.Map;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;
import jcuda.driver.CUmemAttach_flags;

/** cuMemAllocManaged; a kernel writes, the host reads after synchronising (the safe order everywhere). */
final class ManagedMemoryProbe implements DeviceProbe {

    private static final int VALUES = 1 << 20;
    private static final int THREADS = 256;

    /** What the probe saw, in the order it saw it; what it did not reach is null and left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(int managedMemory, Long bytes, Double kernelMs, Integer wrongValues) {}

    @Override
    public Capability capability() {
        return Capability.MANAGED_MEMORY;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        int managed = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY);
        if (managed == 0) {
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.UNSUPPORTED,
                    "MANAGED_MEMORY is 0: the device has no unified memory.",
                    ProbeEvidence.of(new Evidence(managed, null, null, null)));
        }
        long bytes = (long) VALUES * Integer.BYTES;
        CUdeviceptr buffer = new CUdeviceptr();
        CudaErrors.check(cuMemAllocManaged(buffer, bytes, CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL), "cuMemAllocManaged");
        try {
            Pointer parameters = Pointer.to(Pointer.to(buffer), Pointer.to(new int[] {VALUES}));
            double millis = device.timed(
                    "write_pattern",
                    () -> device.launch(
                            device.kernel("write_pattern"), (VALUES + THREADS - 1) / THREADS, THREADS, parameters));
            device.synchronize("write_pattern");
            ManagedHostView values = ManagedHostView.of(buffer, bytes);
            int wrong = 0;
            for (int i = 0; i < VALUES; i++) {
                if (values.get(i) != i * 3 + 1) {
                    wrong++;
                }
            }
            Map<String, Object> evidence = ProbeEvidence.of(new Evidence(managed, bytes, Medians.round(millis), wrong));
            if (wrong > 0) {
                return CapabilityCell.failed(
                        device.index(),
                        "A kernel wrote managed memory but the host read " + wrong
                                + " wrong values after synchronising.",
                        evidence);
            }
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.SUPPORTED,
                    "A kernel wrote 4 MiB of managed memory; after synchronising the host read every value right.",
                    evidence);
        } finally {
            cuMemFree(buffer);
        }
    }
}
