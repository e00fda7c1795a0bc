package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuMemFreeHost;
import static jcuda.driver.JCudaDriver.cuMemHostAlloc;
import static jcuda.driver.JCudaDriver.cuMemcpyDtoH;
import static jcuda.driver.JCudaDriver.cuMemcpyHtoD;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jcuda.Pointer;
import jcuda.driver.CUdeviceptr;

/**
 * Pins host memory in doubling sizes up to a cap (at most 2047 MiB, see {@link #sizesMib}) and
 * reports the largest that worked (WSL2 caps pinned memory, about 1 GiB in one public report), then times 64 MiB copies both ways from pinned
 * and from pageable memory: the ratio is what a fallback to pageable copies costs.
 */
final class PinnedMemoryProbe implements DeviceProbe {

    static final long MIB = 1L << 20;
    private static final long COPY_BYTES = 64 * MIB;
    private static final int COPIES = 5;
    /** The largest allocation JCuda can hand back as one Java buffer: 2 GiB minus 1 MiB. */
    static final long LARGEST_JCUDA_MIB = 2047;

    private final long capMib;

    PinnedMemoryProbe(long capMib) {
        this.capMib = capMib;
    }

    /**
     * Doubling sizes from 64 MiB up to the cap, never above {@link #LARGEST_JCUDA_MIB}: JCuda wraps a
     * pinned allocation in one Java buffer, whose int capacity overflows at 2 GiB (seen on an H100:
     * "capacity < 0: (-2147483648 < 0)" failed the whole cell). When the cap reaches that size, the
     * last attempt is exactly that size (a doubling from 64 MiB never lands on it).
     */
    static List<Long> sizesMib(long capMib) {
        List<Long> sizes = new ArrayList<>();
        long cap = Math.min(capMib, LARGEST_JCUDA_MIB);
        for (long mib = COPY_BYTES / MIB; mib <= cap; mib *= 2) {
            sizes.add(mib);
        }
        if (capMib >= LARGEST_JCUDA_MIB) {
            sizes.add(LARGEST_JCUDA_MIB);
        }
        return sizes;
    }

    @Override
    public Capability capability() {
        return Capability.PINNED_MEMORY;
    }

    /** One pinned allocation tried: its size, what the driver answered, how long it took. */
    record Attempt(long mib, String result, double ms) {}

    /** What the probe measured, in the order it is shown; the copies' fields are null (and left out) when nothing could be pinned. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(
            long capMib,
            long largestPinnedMib,
            List<Attempt> allocations,
            Long copyMib,
            Integer copies,
            Double h2dPinnedGbps,
            Double h2dPageableGbps,
            Double d2hPinnedGbps,
            Double d2hPageableGbps,
            Double h2dPinnedOverPageable,
            Double d2hPinnedOverPageable) {

        static Evidence allocationsOnly(long capMib, long largestPinnedMib, List<Attempt> allocations) {
            return new Evidence(capMib, largestPinnedMib, allocations, null, null, null, null, null, null, null, null);
        }
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        List<Attempt> attempts = new ArrayList<>();
        long largest = 0;
        String firstFailure = null;
        for (long mib : sizesMib(capMib)) {
            Pointer host = new Pointer();
            long start = System.nanoTime();
            int result = cuMemHostAlloc(host, mib * MIB, 0);
            attempts.add(new Attempt(mib, CudaErrors.name(result), Medians.round((System.nanoTime() - start) / 1e6)));
            if (result != 0) {
                firstFailure = mib + " MiB failed with " + CudaErrors.name(result);
                break;
            }
            largest = mib;
            cuMemFreeHost(host);
        }
        if (largest == 0) {
            return CapabilityCell.failed(
                    device.index(),
                    "cuMemHostAlloc could not pin even " + COPY_BYTES / MIB + " MiB: " + firstFailure
                            + ". Copies must come from pageable memory.",
                    ProbeEvidence.of(Evidence.allocationsOnly(capMib, largest, attempts)));
        }
        Bandwidth bandwidth = measure(device);
        Map<String, Object> evidence = ProbeEvidence.of(new Evidence(
                capMib,
                largest,
                attempts,
                COPY_BYTES / MIB,
                COPIES,
                bandwidth.h2dPinned,
                bandwidth.h2dPageable,
                bandwidth.d2hPinned,
                bandwidth.d2hPageable,
                Medians.round(bandwidth.h2dPinned / bandwidth.h2dPageable),
                Medians.round(bandwidth.d2hPinned / bandwidth.d2hPageable)));
        String limit = firstFailure == null
                ? "Pinned allocations work up to " + largest + " MiB (the largest size tried)"
                : "Pinned allocations stop at " + largest + " MiB: " + firstFailure;
        String copies = String.format(
                Locale.ROOT,
                "; host→device %.1f GB/s pinned vs %.1f pageable, device→host %.1f vs %.1f.",
                bandwidth.h2dPinned,
                bandwidth.h2dPageable,
                bandwidth.d2hPinned,
                bandwidth.d2hPageable);
        return new CapabilityCell(device.index(), CapabilityState.SUPPORTED, limit + copies, evidence);
    }

    private record Bandwidth(double h2dPinned, double h2dPageable, double d2hPinned, double d2hPageable) {}

    private Bandwidth measure(CudaDevice device) throws CudaException {
        Pointer pinned = new Pointer();
        CudaErrors.check(cuMemHostAlloc(pinned, COPY_BYTES, 0), "cuMemHostAlloc(64 MiB)");
        CUdeviceptr onDevice = new CUdeviceptr();
        try {
            CudaErrors.check(cuMemAlloc(onDevice, COPY_BYTES), "cuMemAlloc(64 MiB)");
            // A direct buffer is ordinary malloc'd memory: what "pageable" means to the driver.
            Pointer pageable = Pointer.to(ByteBuffer.allocateDirect((int) COPY_BYTES));
            return new Bandwidth(
                    gbps(
                            device,
                            "host→device pinned",
                            () -> CudaErrors.check(cuMemcpyHtoD(onDevice, pinned, COPY_BYTES), "cuMemcpyHtoD")),
                    gbps(
                            device,
                            "host→device pageable",
                            () -> CudaErrors.check(cuMemcpyHtoD(onDevice, pageable, COPY_BYTES), "cuMemcpyHtoD")),
                    gbps(
                            device,
                            "device→host pinned",
                            () -> CudaErrors.check(cuMemcpyDtoH(pinned, onDevice, COPY_BYTES), "cuMemcpyDtoH")),
                    gbps(
                            device,
                            "device→host pageable",
                            () -> CudaErrors.check(cuMemcpyDtoH(pageable, onDevice, COPY_BYTES), "cuMemcpyDtoH")));
        } finally {
            cuMemFree(onDevice);
            cuMemFreeHost(pinned);
        }
    }

    private static double gbps(CudaDevice device, String what, CudaDevice.CudaWork copy) throws CudaException {
        copy.run(); // warm-up: first-touch page faults and lazy mappings are not bandwidth
        double[] millis = new double[COPIES];
        for (int i = 0; i < COPIES; i++) {
            millis[i] = device.timed(what, copy);
        }
        return Medians.round(COPY_BYTES / 1e9 / (Medians.of(millis) / 1e3));
    }
}
