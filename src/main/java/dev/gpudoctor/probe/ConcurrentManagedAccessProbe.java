package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuMemAllocManaged;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuStreamQuery;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.Map;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;
import jcuda.driver.CUmemAttach_flags;
import jcuda.driver.CUresult;

/**
 * The host touches managed memory while a kernel runs. Only where CONCURRENT_MANAGED_ACCESS is 1:
 * where it is 0 (WSL2, Windows) that touch is a segfault, so the probe reports the attribute and
 * never tries.
 */
final class ConcurrentManagedAccessProbe implements DeviceProbe {

    private static final int VALUES = 1024;
    private static final double SPIN_SECONDS = 0.2;

    /** What the probe saw, in the order it saw it; what it did not reach is null and left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(
            int managedMemory,
            int concurrentManagedAccess,
            Long spinCycles,
            Boolean kernelRunningDuringTouch,
            String streamQuery,
            Integer wrongValues) {}

    @Override
    public Capability capability() {
        return Capability.CONCURRENT_MANAGED_ACCESS;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        int managed = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY);
        int concurrent = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS);
        if (managed == 0 || concurrent == 0) {
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.UNSUPPORTED,
                    "CONCURRENT_MANAGED_ACCESS is 0: the host must not touch managed memory while a kernel runs (on WSL2 and"
                            + " Windows that is a segmentation fault), so it was not tried. Synchronise before every host access.",
                    ProbeEvidence.of(new Evidence(managed, concurrent, null, null, null, null)));
        }
        long bytes = (long) VALUES * Integer.BYTES;
        CUdeviceptr buffer = new CUdeviceptr();
        CudaErrors.check(cuMemAllocManaged(buffer, bytes, CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL), "cuMemAllocManaged");
        try {
            long cycles = (long)
                    (device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CLOCK_RATE) * 1000.0 * SPIN_SECONDS);
            device.launch(device.kernel("spin"), 1, 1, Pointer.to(Pointer.to(new long[] {cycles})));
            ManagedHostView values = ManagedHostView.of(buffer, bytes);
            for (int i = 0; i < VALUES; i++) {
                values.put(i, i ^ 0x5a5a);
            }
            int wrong = 0;
            for (int i = 0; i < VALUES; i++) {
                if (values.get(i) != (i ^ 0x5a5a)) {
                    wrong++;
                }
            }
            // NOT_READY proves the kernel was still running while the host wrote and read.
            int query = cuStreamQuery(null);
            device.synchronize("spin");
            boolean overlapped = query == CUresult.CUDA_ERROR_NOT_READY;
            Map<String, Object> evidence = ProbeEvidence.of(
                    new Evidence(managed, concurrent, cycles, overlapped, CudaErrors.name(query), wrong));
            if (wrong > 0) {
                return CapabilityCell.failed(
                        device.index(),
                        "The host touched managed memory during a kernel and read back " + wrong + " wrong values.",
                        evidence);
            }
            if (!overlapped) {
                return new CapabilityCell(
                        device.index(),
                        CapabilityState.REPORTED_ONLY,
                        "CONCURRENT_MANAGED_ACCESS is 1, but the"
                                + " kernel had finished before the host touch was over, so the overlap was not shown.",
                        evidence);
            }
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.SUPPORTED,
                    "The host wrote and read managed memory while a kernel was running, without a fault.",
                    evidence);
        } finally {
            cuMemFree(buffer);
        }
    }
}
