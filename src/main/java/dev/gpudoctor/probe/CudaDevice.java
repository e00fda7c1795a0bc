package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuCtxSetCurrent;
import static jcuda.driver.JCudaDriver.cuCtxSynchronize;
import static jcuda.driver.JCudaDriver.cuDeviceGet;
import static jcuda.driver.JCudaDriver.cuDeviceGetAttribute;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxRelease;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxReset;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxRetain;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxSetFlags;
import static jcuda.driver.JCudaDriver.cuEventCreate;
import static jcuda.driver.JCudaDriver.cuEventDestroy;
import static jcuda.driver.JCudaDriver.cuEventElapsedTime;
import static jcuda.driver.JCudaDriver.cuEventRecord;
import static jcuda.driver.JCudaDriver.cuEventSynchronize;
import static jcuda.driver.JCudaDriver.cuLaunchKernel;
import static jcuda.driver.JCudaDriver.cuModuleGetFunction;
import static jcuda.driver.JCudaDriver.cuModuleLoadData;

import jcuda.Pointer;
import jcuda.driver.CUcontext;
import jcuda.driver.CUctx_flags;
import jcuda.driver.CUdevice;
import jcuda.driver.CUevent;
import jcuda.driver.CUevent_flags;
import jcuda.driver.CUfunction;
import jcuda.driver.CUmodule;

/**
 * One device with its primary context current on this thread, and the probe kernels loaded on
 * first use. After a failed probe {@link #reset()} throws the context away: CUDA errors such as an
 * illegal address are sticky, and the next probe must not inherit them.
 */
final class CudaDevice implements AutoCloseable {

    private final int index;
    private final CUdevice device = new CUdevice();
    private CUcontext context;
    private CUmodule module;

    private CudaDevice(int index) {
        this.index = index;
    }

    static CudaDevice open(int index) throws CudaException {
        CudaDevice opened = new CudaDevice(index);
        CudaErrors.check(cuDeviceGet(opened.device, index), "cuDeviceGet");
        // Mapped host memory needs CU_CTX_MAP_HOST (implied with unified addressing, set anyway);
        // the call fails harmlessly when the primary context is already active.
        cuDevicePrimaryCtxSetFlags(opened.device, CUctx_flags.CU_CTX_MAP_HOST);
        opened.retain();
        return opened;
    }

    private void retain() throws CudaException {
        context = new CUcontext();
        CudaErrors.check(cuDevicePrimaryCtxRetain(context, device), "cuDevicePrimaryCtxRetain");
        CudaErrors.check(cuCtxSetCurrent(context), "cuCtxSetCurrent");
    }

    int index() {
        return index;
    }

    CUdevice handle() {
        return device;
    }

    int attribute(int attribute) throws CudaException {
        int[] value = {0};
        CudaErrors.check(cuDeviceGetAttribute(value, attribute, device), "cuDeviceGetAttribute");
        return value[0];
    }

    /** A kernel of {@link PtxModules#CAPABILITY_KERNELS}; the module is JIT-compiled by the driver once. */
    CUfunction kernel(String name) throws CudaException {
        if (module == null) {
            CUmodule loaded = new CUmodule();
            CudaErrors.check(
                    cuModuleLoadData(loaded, PtxModules.text(PtxModules.CAPABILITY_KERNELS)), "cuModuleLoadData");
            module = loaded;
        }
        CUfunction function = new CUfunction();
        CudaErrors.check(cuModuleGetFunction(function, module, name), "cuModuleGetFunction(" + name + ")");
        return function;
    }

    /** A 1-D launch on the default stream, without waiting. */
    void launch(CUfunction kernel, int blocks, int threads, Pointer parameters) throws CudaException {
        CudaErrors.check(
                cuLaunchKernel(kernel, blocks, 1, 1, threads, 1, 1, 0, null, parameters, null), "cuLaunchKernel");
    }

    void synchronize(String after) throws CudaException {
        CudaErrors.check(cuCtxSynchronize(), "cuCtxSynchronize after " + after);
    }

    /** Milliseconds the device spent on the work, measured with events on the default stream. */
    double timed(String what, CudaWork work) throws CudaException {
        CUevent start = new CUevent();
        CUevent stop = new CUevent();
        CudaErrors.check(cuEventCreate(start, CUevent_flags.CU_EVENT_DEFAULT), "cuEventCreate");
        CudaErrors.check(cuEventCreate(stop, CUevent_flags.CU_EVENT_DEFAULT), "cuEventCreate");
        try {
            CudaErrors.check(cuEventRecord(start, null), "cuEventRecord");
            work.run();
            CudaErrors.check(cuEventRecord(stop, null), "cuEventRecord");
            CudaErrors.check(cuEventSynchronize(stop), "cuEventSynchronize after " + what);
            float[] millis = {0};
            CudaErrors.check(cuEventElapsedTime(millis, start, stop), "cuEventElapsedTime");
            return millis[0];
        } finally {
            cuEventDestroy(start);
            cuEventDestroy(stop);
        }
    }

    /** Drops the context (and any sticky error in it) and starts a fresh one. */
    void reset() throws CudaException {
        module = null;
        cuDevicePrimaryCtxReset(device);
        retain();
    }

    @Override
    public void close() {
        if (context != null) {
            cuDevicePrimaryCtxRelease(device);
            context = null;
        }
    }

    /** Driver API work that may fail. */
    @FunctionalInterface
    interface CudaWork {
        void run() throws CudaException;
    }
}
