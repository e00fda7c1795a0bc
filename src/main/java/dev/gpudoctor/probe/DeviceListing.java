package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuDeviceGet;
import static jcuda.driver.JCudaDriver.cuDeviceGetAttribute;
import static jcuda.driver.JCudaDriver.cuDeviceGetCount;
import static jcuda.driver.JCudaDriver.cuDeviceGetName;
import static jcuda.driver.JCudaDriver.cuDeviceGetPCIBusId;
import static jcuda.driver.JCudaDriver.cuDeviceGetUuid;
import static jcuda.driver.JCudaDriver.cuDeviceTotalMem;
import static jcuda.driver.JCudaDriver.cuDriverGetVersion;

import dev.gpudoctor.model.GpuDevice;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jcuda.driver.CUdevice;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUresult;
import jcuda.driver.CUuuid;

/** The driver version and the devices it lists, read after cuInit succeeded. */
record DeviceListing(int driverVersion, List<Entry> devices) {

    record Entry(
            int index, String name, String computeCapability, long totalMemoryBytes, String uuid, String pciBusId) {
        GpuDevice toModel() {
            return new GpuDevice(index, name, computeCapability, totalMemoryBytes, uuid, pciBusId);
        }
    }

    static DeviceListing read() throws CudaException {
        int[] version = {0};
        CudaErrors.check(cuDriverGetVersion(version), "cuDriverGetVersion");
        int[] count = {0};
        CudaErrors.check(cuDeviceGetCount(count), "cuDeviceGetCount");
        List<Entry> devices = new ArrayList<>();
        for (int i = 0; i < count[0]; i++) {
            CUdevice device = new CUdevice();
            CudaErrors.check(cuDeviceGet(device, i), "cuDeviceGet");
            byte[] name = new byte[256];
            CudaErrors.check(cuDeviceGetName(name, name.length, device), "cuDeviceGetName");
            int[] major = {0};
            int[] minor = {0};
            CudaErrors.check(
                    cuDeviceGetAttribute(
                            major, CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
                    "cuDeviceGetAttribute");
            CudaErrors.check(
                    cuDeviceGetAttribute(
                            minor, CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
                    "cuDeviceGetAttribute");
            long[] memory = {0};
            CudaErrors.check(cuDeviceTotalMem(memory, device), "cuDeviceTotalMem");
            devices.add(
                    new Entry(i, cString(name), major[0] + "." + minor[0], memory[0], uuid(device), pciBusId(device)));
        }
        return new DeviceListing(version[0], List.copyOf(devices));
    }

    /** The device's UUID as nvidia-smi prints it; null when the driver does not answer (labels only: never fatal). */
    private static String uuid(CUdevice device) {
        try {
            CUuuid uuid = new CUuuid();
            return cuDeviceGetUuid(uuid, device) == CUresult.CUDA_SUCCESS ? GpuDevice.uuidText(uuid.bytes) : null;
        } catch (RuntimeException | LinkageError e) {
            return null; // a label, not a fact the listing stands on
        }
    }

    /** The device's PCI bus id in nvidia-smi's form; null when the driver does not answer. */
    private static String pciBusId(CUdevice device) {
        try {
            String[] id = {null};
            return cuDeviceGetPCIBusId(id, 64, device) == CUresult.CUDA_SUCCESS ? GpuDevice.pciBusIdText(id[0]) : null;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** 12040 → "12.4". */
    String driverVersionText() {
        return driverVersion / 1000 + "." + (driverVersion % 1000) / 10;
    }

    private static String cString(byte[] bytes) {
        int end = 0;
        while (end < bytes.length && bytes[end] != 0) {
            end++;
        }
        return new String(bytes, 0, end, StandardCharsets.UTF_8);
    }
}
