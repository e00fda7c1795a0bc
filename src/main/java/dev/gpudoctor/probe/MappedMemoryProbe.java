package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;

import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.LinkedHashMap;
import java.util.Map;

import static jcuda.driver.JCudaDriver.CU_MEMHOSTALLOC_DEVICEMAP;
import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuMemFreeHost;
import static jcuda.driver.JCudaDriver.cuMemHostAlloc;
import static jcuda.driver.JCudaDriver.cuMemHostGetDevicePointer;
import static jcuda.driver.JCudaDriver.cuMemcpyDtoH;

/** Zero-copy: host memory allocated with DEVICEMAP, read by a kernel through its device pointer. */
final class MappedMemoryProbe implements DeviceProbe {

    private static final int VALUES = 1 << 20;
    private static final int THREADS = 256;

    @Override
    public Capability capability() {
        return Capability.MAPPED_MEMORY;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        Map<String, Object> evidence = new LinkedHashMap<>();
        int canMap = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY);
        evidence.put("can_map_host_memory", canMap);
        if (canMap == 0) {
            return new CapabilityCell(device.index(), CapabilityState.UNSUPPORTED,
                    "CAN_MAP_HOST_MEMORY is 0: the device cannot read host memory directly.", evidence);
        }
        long bytes = (long) VALUES * Integer.BYTES;
        Pointer host = new Pointer();
        CudaErrors.check(cuMemHostAlloc(host, bytes, CU_MEMHOSTALLOC_DEVICEMAP), "cuMemHostAlloc(DEVICEMAP)");
        CUdeviceptr out = new CUdeviceptr();
        try {
            IntBuffer values = host.getByteBuffer(0, bytes).order(ByteOrder.nativeOrder()).asIntBuffer();
            for (int i = 0; i < VALUES; i++) {
                values.put(i, i * 7);
            }
            CUdeviceptr mapped = new CUdeviceptr();
            CudaErrors.check(cuMemHostGetDevicePointer(mapped, host, 0), "cuMemHostGetDevicePointer");
            CudaErrors.check(cuMemAlloc(out, bytes), "cuMemAlloc");
            Pointer parameters = Pointer.to(Pointer.to(mapped), Pointer.to(out), Pointer.to(new int[] {VALUES}));
            double millis = device.timed("add_one", () -> device.launch(device.kernel("add_one"),
                    (VALUES + THREADS - 1) / THREADS, THREADS, parameters));
            device.synchronize("add_one");
            int[] result = new int[VALUES];
            CudaErrors.check(cuMemcpyDtoH(Pointer.to(result), out, bytes), "cuMemcpyDtoH");
            int wrong = 0;
            for (int i = 0; i < VALUES; i++) {
                if (result[i] != i * 7 + 1) {
                    wrong++;
                }
            }
            evidence.put("bytes", bytes);
            evidence.put("kernel_ms", Medians.round(millis));
            evidence.put("wrong_values", wrong);
            if (wrong > 0) {
                return CapabilityCell.failed(device.index(), "A kernel read mapped host memory but " + wrong + " of " + VALUES
                        + " values came back wrong: zero-copy buffers cannot be trusted here.", evidence);
            }
            return new CapabilityCell(device.index(), CapabilityState.SUPPORTED,
                    "A kernel read 4 MiB of host memory through cuMemHostGetDevicePointer; every value was right.", evidence);
        } finally {
            cuMemFree(out);
            cuMemFreeHost(host);
        }
    }
}
