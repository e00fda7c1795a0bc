package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.CU_MEMHOSTALLOC_DEVICEMAP;
import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuMemFreeHost;
import static jcuda.driver.JCudaDriver.cuMemHostAlloc;
import static jcuda.driver.JCudaDriver.cuMemHostGetDevicePointer;
import static jcuda.driver.JCudaDriver.cuMemcpyDtoH;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.Map;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;

/** Zero-copy: host memory allocated with DEVICEMAP, read by a kernel through its device pointer. */
final class MappedMemoryProbe implements DeviceProbe {

    private static final int VALUES = 1 << 20;

    /** What the probe saw, in the order it saw it; what it did not reach is null and left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(int canMapHostMemory, Long bytes, Double kernelMs, Integer wrongValues) {}

    private static final int THREADS = 256;

    @Override
    public Capability capability() {
        return Capability.MAPPED_MEMORY;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        int canMap = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY);
        if (canMap == 0) {
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.UNSUPPORTED,
                    "CAN_MAP_HOST_MEMORY is 0: the device cannot read host memory directly.",
                    ProbeEvidence.of(new Evidence(canMap, null, null, null)));
        }
        long bytes = (long) VALUES * Integer.BYTES;
        Pointer host = new Pointer();
        CudaErrors.check(cuMemHostAlloc(host, bytes, CU_MEMHOSTALLOC_DEVICEMAP), "cuMemHostAlloc(DEVICEMAP)");
        CUdeviceptr out = new CUdeviceptr();
        try {
            IntBuffer values =
                    host.getByteBuffer(0, bytes).order(ByteOrder.nativeOrder()).asIntBuffer();
            for (int i = 0; i < VALUES; i++) {
                values.put(i, i * 7);
            }
            CUdeviceptr mapped = new CUdeviceptr();
            CudaErrors.check(cuMemHostGetDevicePointer(mapped, host, 0), "cuMemHostGetDevicePointer");
            CudaErrors.check(cuMemAlloc(out, bytes), "cuMemAlloc");
            Pointer parameters = Pointer.to(Pointer.to(mapped), Pointer.to(out), Pointer.to(new int[] {VALUES}));
            double millis = device.timed(
                    "add_one",
                    () -> device.launch(
                            device.kernel("add_one"), (VALUES + THREADS - 1) / THREADS, THREADS, parameters));
            device.synchronize("add_one");
            int[] result = new int[VALUES];
            CudaErrors.check(cuMemcpyDtoH(Pointer.to(result), out, bytes), "cuMemcpyDtoH");
            int wrong = 0;
            for (int i = 0; i < VALUES; i++) {
                if (result[i] != i * 7 + 1) {
                    wrong++;
                }
            }
            Map<String, Object> evidence = ProbeEvidence.of(new Evidence(canMap, bytes, Medians.round(millis), wrong));
            if (wrong > 0) {
                return CapabilityCell.failed(
                        device.index(),
                        "A kernel read mapped host memory but " + wrong + " of " + VALUES
                                + " values came back wrong: zero-copy buffers cannot be trusted here.",
                        evidence);
            }
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.SUPPORTED,
                    "A kernel read 4 MiB of host memory through cuMemHostGetDevicePointer; every value was right.",
                    evidence);
        } finally {
            cuMemFree(out);
            cuMemFreeHost(host);
        }
    }
}
