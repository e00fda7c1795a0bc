package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuCtxSynchronize;
import static jcuda.driver.JCudaDriver.cuLaunchCooperativeKernel;
import static jcuda.driver.JCudaDriver.cuLaunchKernel;
import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuMemcpyDtoH;
import static jcuda.driver.JCudaDriver.cuMemsetD32;
import static jcuda.driver.JCudaDriver.cuOccupancyMaxActiveBlocksPerMultiprocessor;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.Locale;
import java.util.Map;
import jcuda.Pointer;
import jcuda.driver.CUdevice_attribute;
import jcuda.driver.CUdeviceptr;
import jcuda.driver.CUfunction;
import jcuda.driver.CUresult;

/**
 * A cooperative launch of as many blocks as can be resident, running a software grid barrier whose
 * result is checked; then one launch too large, which the driver must refuse with
 * CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE; then launch latency, normal vs cooperative.
 */
final class CooperativeLaunchProbe implements DeviceProbe {

    private static final int THREADS = 128;
    private static final int LATENCY_LAUNCHES = 30;

    @Override
    public Capability capability() {
        return Capability.COOPERATIVE_LAUNCH;
    }

    /** What the probe saw, in the order it saw it; what it did not reach is null and left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(
            int cooperativeLaunch,
            Integer multiprocessors,
            Integer blocksPerMultiprocessor,
            Integer blocks,
            // "sawABroken" is not split into words the way the key has it: named as it was written
            @JsonProperty("blocks_that_saw_a_broken_barrier")
            Integer blocksThatSawABrokenBarrier,

            Integer tooLargeLaunchBlocks,
            String tooLargeLaunchResult,
            Double launchLatencyUs,
            Double cooperativeLaunchLatencyUs) {}

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        int cooperative = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH);
        if (cooperative == 0) {
            return new CapabilityCell(
                    device.index(),
                    CapabilityState.UNSUPPORTED,
                    "COOPERATIVE_LAUNCH is 0: kernels with a grid-wide barrier cannot be launched.",
                    ProbeEvidence.of(new Evidence(cooperative, null, null, null, null, null, null, null, null)));
        }
        CUfunction barrier = device.kernel("grid_barrier");
        int[] perSm = {0};
        CudaErrors.check(
                cuOccupancyMaxActiveBlocksPerMultiprocessor(perSm, barrier, THREADS, 0),
                "cuOccupancyMaxActiveBlocksPerMultiprocessor");
        int sms = device.attribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
        int blocks = Math.max(1, perSm[0] * sms);

        int seenWrong = runBarrier(device, barrier, blocks, true);
        int tooLarge = runBarrier(device, barrier, blocks * 2 + 1, false);
        double normal = latencyMicros(device, false);
        double coop = latencyMicros(device, true);
        Map<String, Object> evidence = ProbeEvidence.of(new Evidence(
                cooperative,
                sms,
                perSm[0],
                blocks,
                seenWrong,
                blocks * 2 + 1,
                CudaErrors.name(tooLarge),
                normal,
                coop));

        if (seenWrong > 0) {
            return CapabilityCell.failed(
                    device.index(),
                    "The cooperative launch ran, but " + seenWrong + " of " + blocks
                            + " blocks passed the grid barrier before every block arrived.",
                    evidence);
        }
        if (tooLarge != CUresult.CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE) {
            return CapabilityCell.failed(
                    device.index(),
                    "A cooperative launch of more blocks than fit answered " + CudaErrors.name(tooLarge)
                            + " instead of CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE: grid barriers may deadlock.",
                    evidence);
        }
        return new CapabilityCell(
                device.index(),
                CapabilityState.SUPPORTED,
                String.format(
                        Locale.ROOT,
                        "A grid barrier over %d blocks held; a launch too large was refused; launch latency %.1f µs normal vs %.1f µs cooperative.",
                        blocks,
                        normal,
                        coop),
                evidence);
    }

    /**
     * Runs the barrier kernel cooperatively. When checked, returns how many blocks saw fewer than all
     * arrivals; otherwise returns the launch's result code (the too-large case).
     */
    private static int runBarrier(CudaDevice device, CUfunction barrier, int blocks, boolean check)
            throws CudaException {
        CUdeviceptr arrived = new CUdeviceptr();
        CUdeviceptr seen = new CUdeviceptr();
        try {
            CudaErrors.check(cuMemAlloc(arrived, Integer.BYTES), "cuMemAlloc");
            CudaErrors.check(cuMemAlloc(seen, (long) blocks * Integer.BYTES), "cuMemAlloc");
            CudaErrors.check(cuMemsetD32(arrived, 0, 1), "cuMemsetD32");
            CudaErrors.check(cuMemsetD32(seen, 0, blocks), "cuMemsetD32");
            Pointer parameters = Pointer.to(Pointer.to(arrived), Pointer.to(seen));
            int launched = cuLaunchCooperativeKernel(barrier, blocks, 1, 1, THREADS, 1, 1, 0, null, parameters);
            if (!check) {
                // Should the driver accept it anyway, the bounded spin lets the kernel end.
                CudaErrors.check(cuCtxSynchronize(), "cuCtxSynchronize after a too-large cooperative launch");
                return launched;
            }
            CudaErrors.check(launched, "cuLaunchCooperativeKernel");
            device.synchronize("grid_barrier");
            int[] values = new int[blocks];
            CudaErrors.check(cuMemcpyDtoH(Pointer.to(values), seen, (long) blocks * Integer.BYTES), "cuMemcpyDtoH");
            int wrong = 0;
            for (int value : values) {
                if (value != blocks) {
                    wrong++;
                }
            }
            return wrong;
        } finally {
            cuMemFree(seen);
            cuMemFree(arrived);
        }
    }

    /** Median host-side time of launch + synchronise of an empty kernel, in µs. */
    private static double latencyMicros(CudaDevice device, boolean cooperative) throws CudaException {
        CUfunction empty = device.kernel("empty");
        double[] micros = new double[LATENCY_LAUNCHES];
        for (int i = -3; i < LATENCY_LAUNCHES; i++) {
            long start = System.nanoTime();
            int launched = cooperative
                    ? cuLaunchCooperativeKernel(empty, 1, 1, 1, 32, 1, 1, 0, null, null)
                    : cuLaunchKernel(empty, 1, 1, 1, 32, 1, 1, 0, null, null, null);
            CudaErrors.check(launched, cooperative ? "cuLaunchCooperativeKernel(empty)" : "cuLaunchKernel(empty)");
            device.synchronize("empty");
            if (i >= 0) {
                micros[i] = (System.nanoTime() - start) / 1e3;
            }
        }
        return Medians.round(Medians.of(micros));
    }
}
