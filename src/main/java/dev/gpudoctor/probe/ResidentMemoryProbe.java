package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuCtxSynchronize;
import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;
import static jcuda.driver.JCudaDriver.cuMemGetInfo;
import static jcuda.driver.JCudaDriver.cuMemsetD8;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jcuda.driver.CUdeviceptr;

/**
 * Device memory that really becomes resident: allocates chunks and writes every byte of each (a
 * memset, then a synchronise) until the driver refuses or writing fails, then frees everything. Under
 * WSL2 an allocation can succeed and only the first touch fails (dxgkio_make_resident: ENOMEM), while
 * cuMemGetInfo and nvidia-smi still report the memory free; the difference between what is reported
 * free and what could be touched is the hidden overhead.
 */
final class ResidentMemoryProbe implements DeviceProbe {

    static final long MIB = 1L << 20;
    static final long CHUNK_MIB = 512;
    static final long FINEST_MIB = 64;
    /** Overhead worth a finding: more than this and more than a tenth of what was reported free. */
    static final long NOTABLE_OVERHEAD_MIB = 1024;

    private final Duration limit;

    ResidentMemoryProbe(Duration limit) {
        this.limit = limit;
    }

    @Override
    public Capability capability() {
        return Capability.RESIDENT_MEMORY;
    }

    @Override
    public CapabilityCell probe(CudaDevice device) throws CudaException {
        long[] free = {0};
        long[] total = {0};
        CudaErrors.check(cuMemGetInfo(free, total), "cuMemGetInfo");
        List<CUdeviceptr> held = new ArrayList<>();
        long resident = 0;
        long chunk = CHUNK_MIB;
        String stoppedBy = "time";
        String wall = null;
        long start = System.nanoTime();
        long deadline = start + limit.toNanos();
        try {
            while (System.nanoTime() < deadline) {
                CUdeviceptr pointer = new CUdeviceptr();
                int allocated = cuMemAlloc(pointer, chunk * MIB);
                int touched = allocated == 0 ? touch(pointer, chunk) : -1;
                if (allocated == 0 && touched == 0) {
                    held.add(pointer);
                    resident += chunk;
                    continue;
                }
                if (allocated == 0) {
                    cuMemFree(pointer);
                }
                if (chunk > FINEST_MIB) {
                    chunk /= 2;
                    continue;
                }
                stoppedBy = allocated != 0 ? "allocation refused" : "touch failed";
                wall = CudaErrors.name(allocated != 0 ? allocated : touched);
                break;
            }
        } finally {
            held.forEach(pointer -> cuMemFree(pointer));
        }
        double millis = Medians.round((System.nanoTime() - start) / 1e6);
        CUdeviceptr small = new CUdeviceptr();
        int again = cuMemAlloc(small, MIB);
        if (again == 0) {
            cuMemFree(small);
        }
        return judge(device.index(), free[0] / MIB, total[0] / MIB, resident, stoppedBy, wall, again, millis);
    }

    /** Writes every byte of the chunk and waits: the write makes the memory resident. */
    private static int touch(CUdeviceptr pointer, long mib) {
        int result = cuMemsetD8(pointer, (byte) 0xA5, mib * MIB);
        return result != 0 ? result : cuCtxSynchronize();
    }

    /** What the probe measured, in the order it is shown; {@code wall} is null (and left out) when none was met. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(
            long reportedTotalMib,
            long reportedFreeMib,
            long residentMib,
            long hiddenOverheadMib,
            String stoppedBy,
            String wall,
            String smallAllocationAfterFree,
            double fillMs) {}

    static CapabilityCell judge(
            int device,
            long reportedFreeMib,
            long totalMib,
            long residentMib,
            String stoppedBy,
            String wall,
            int smallAgain,
            double millis) {
        long hidden = reportedFreeMib - residentMib;
        Map<String, Object> evidence = ProbeEvidence.of(new Evidence(
                totalMib, reportedFreeMib, residentMib, hidden, stoppedBy, wall, CudaErrors.name(smallAgain), millis));
        String numbers = residentMib + " MiB could really be written of " + reportedFreeMib + " MiB reported free ("
                + totalMib + " MiB total)";
        if (smallAgain != 0) {
            return CapabilityCell.failed(
                    device,
                    numbers + "; after freeing it all, even 1 MiB could not be allocated ("
                            + CudaErrors.name(smallAgain) + "): the context is left broken.",
                    evidence);
        }
        if ("time".equals(stoppedBy)) {
            return new CapabilityCell(
                    device, CapabilityState.SUPPORTED, numbers + " before the time limit; no wall seen.", evidence);
        }
        if (hidden > NOTABLE_OVERHEAD_MIB && hidden * 10 > reportedFreeMib) {
            return new CapabilityCell(
                    device,
                    CapabilityState.UNSUPPORTED,
                    numbers + ": " + hidden + " MiB reported free cannot be used"
                            + ("touch failed".equals(stoppedBy)
                                    ? " (allocations succeed, but writing them fails with " + wall
                                            + ": WSL2's make-resident wall)"
                                    : " (" + wall + ")")
                            + ".",
                    evidence);
        }
        if (hidden <= 0) {
            // The free figure is read once, before the fill; the driver can hand back a little more while it
            // runs (an H200 wrote 87 MiB more than reported). That is no overhead, not a negative one.
            return new CapabilityCell(
                    device,
                    CapabilityState.SUPPORTED,
                    numbers + "; no hidden overhead: everything reported free"
                            + " could be written"
                            + (hidden < 0
                                    ? " (" + -hidden + " MiB more than the free figure read before the fill)"
                                    : "")
                            + ".",
                    evidence);
        }
        return new CapabilityCell(
                device, CapabilityState.SUPPORTED, numbers + "; the hidden overhead is " + hidden + " MiB.", evidence);
    }
}
