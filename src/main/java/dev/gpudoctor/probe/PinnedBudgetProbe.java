package dev.gpudoctor.probe;

import static jcuda.driver.JCudaDriver.cuMemFreeHost;
import static jcuda.driver.JCudaDriver.cuMemHostAlloc;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.RecommendedAction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jcuda.Pointer;

/**
 * The total pinned-memory budget: pins blocks (256 MiB, then finer) until the driver refuses, the cap
 * is reached or the time limit passes; frees them all; then checks that 1 MiB can be pinned again (under
 * WSL2 a refusal can stick, and every later pinned allocation reports out of memory) and how large one
 * single block may be. WSL2 has a wall of roughly 0.75-1 GiB in total; Docker on WSL about 500 MB.
 */
final class PinnedBudgetProbe implements DeviceProbe {

    static final long MIB = 1L << 20;
    static final long BLOCK_MIB = 256;
    static final long FINEST_MIB = 16;
    /** Below this total a refusal is the WSL-style wall, not a large machine's RAM running out. */
    static final long LOW_BUDGET_MIB = 2048;

    private final long capMib;
    private final Duration limit;

    PinnedBudgetProbe(long capMib, Duration limit) {
        this.capMib = capMib;
        this.limit = limit;
    }

    @Override
    public Capability capability() {
        return Capability.PINNED_BUDGET;
    }

    /** What pinning in blocks found; {@code stoppedBy} is "refusal", "cap" or "time". */
    record Fill(long totalMib, int blocks, String stoppedBy, String refusal, double millis) {}

    @Override
    public CapabilityCell probe(CudaDevice device) {
        Fill fill = fill(capMib, limit, (mib, into) -> cuMemHostAlloc(into, mib * MIB, 0), host -> cuMemFreeHost(host));
        int again = allocateAndFree(1);
        long largest = fill.totalMib() == 0
                ? 0
                : largestSingle(Math.min(fill.totalMib(), PinnedMemoryProbe.LARGEST_JCUDA_MIB));
        return judge(device.index(), capMib, fill, again, largest);
    }

    interface Allocator {
        int allocate(long mib, Pointer into);
    }

    interface Releaser {
        void free(Pointer host);
    }

    /** Pins blocks until refusal, cap or time; frees every block before returning. */
    static Fill fill(long capMib, Duration limit, Allocator allocator, Releaser releaser) {
        List<Pointer> held = new ArrayList<>();
        long total = 0;
        long block = BLOCK_MIB;
        String stoppedBy = "cap";
        String refusal = null;
        long start = System.nanoTime();
        long deadline = start + limit.toNanos();
        try {
            while (total + Math.min(block, FINEST_MIB) <= capMib) {
                if (System.nanoTime() > deadline) {
                    stoppedBy = "time";
                    break;
                }
                long size = Math.min(block, capMib - total);
                Pointer host = new Pointer();
                int result = allocator.allocate(size, host);
                if (result != 0) {
                    if (refusal == null) {
                        refusal = CudaErrors.name(result);
                    }
                    if (block > FINEST_MIB) {
                        block = Math.max(
                                FINEST_MIB, block / 4); // fill the rest in finer blocks before calling it the wall
                        continue;
                    }
                    stoppedBy = "refusal";
                    break;
                }
                held.add(host);
                total += size;
            }
        } finally {
            held.forEach(releaser::free);
        }
        return new Fill(total, held.size(), stoppedBy, refusal, Medians.round((System.nanoTime() - start) / 1e6));
    }

    /** What the probe measured, in the order it is shown; {@code refusal} is null (and left out) when none came. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Evidence(
            long capMib,
            long totalPinnedMib,
            int blocks,
            String stoppedBy,
            String refusal,
            long largestSingleBlockMib,
            String smallAllocationAfterFree,
            boolean stickyFailure,
            double fillMs) {}

    static CapabilityCell judge(int device, long capMib, Fill fill, int smallAgain, long largestSingleMib) {
        Map<String, Object> evidence = ProbeEvidence.of(new Evidence(
                capMib,
                fill.totalMib(),
                fill.blocks(),
                fill.stoppedBy(),
                fill.refusal(),
                largestSingleMib,
                CudaErrors.name(smallAgain),
                smallAgain != 0,
                fill.millis()));
        if (smallAgain != 0) {
            return CapabilityCell.failed(
                    device,
                    "After pinned memory ran out at " + fill.totalMib() + " MiB and everything was freed,"
                            + " even 1 MiB could not be pinned (" + CudaErrors.name(smallAgain)
                            + "): the failure is sticky, and the"
                            + " process reports out of memory from then on. Restart it, and keep pinned memory below that total.",
                    evidence,
                    RecommendedAction.RESTART_PROCESS);
        }
        return switch (fill.stoppedBy()) {
            case "refusal" ->
                new CapabilityCell(
                        device,
                        fill.totalMib() < LOW_BUDGET_MIB ? CapabilityState.UNSUPPORTED : CapabilityState.SUPPORTED,
                        "Pinned memory runs out at " + fill.totalMib() + " MiB in total (" + fill.refusal()
                                + "); one block may be up to " + largestSingleMib
                                + " MiB, and after freeing, pinning works again.",
                        evidence);
            case "time" ->
                new CapabilityCell(
                        device,
                        CapabilityState.SUPPORTED,
                        "At least " + fill.totalMib() + " MiB could be pinned before the time limit; no refusal seen.",
                        evidence);
            default ->
                new CapabilityCell(
                        device,
                        CapabilityState.SUPPORTED,
                        "At least " + fill.totalMib() + " MiB can be pinned in"
                                + " total (the cap of this probe); no refusal seen.",
                        evidence);
        };
    }

    private static int allocateAndFree(long mib) {
        Pointer host = new Pointer();
        int result = cuMemHostAlloc(host, mib * MIB, 0);
        if (result == 0) {
            cuMemFreeHost(host);
        }
        return result;
    }

    /** The largest single pinned block, halving from {@code startMib} down to {@link #FINEST_MIB}. */
    private static long largestSingle(long startMib) {
        for (long mib = startMib; mib >= FINEST_MIB; mib /= 2) {
            if (allocateAndFree(mib) == 0) {
                return mib;
            }
        }
        return 0;
    }
}
