package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import jcuda.Pointer;
import jcuda.driver.CUresult;
import org.junit.jupiter.api.Test;

/**
 * The budget probes' filling and judging with a fake allocator standing for the driver: WSL2's wall
 * of about 1 GiB, the sticky failure, the cap, the time limit, and WSL2's make-resident overhead.
 */
class BudgetProbesTest {

    /** A driver that pins until {@code wallMib} in total, then refuses every request. */
    private static final class Wall implements PinnedBudgetProbe.Allocator {
        final long wallMib;
        long pinned;
        final List<Long> asked = new ArrayList<>();

        Wall(long wallMib) {
            this.wallMib = wallMib;
        }

        @Override
        public int allocate(long mib, Pointer into) {
            asked.add(mib);
            if (pinned + mib > wallMib) {
                return CUresult.CUDA_ERROR_OUT_OF_MEMORY;
            }
            pinned += mib;
            return 0;
        }
    }

    @Test
    void aWslWallIsFoundToWithinTheFinestBlockAndEveryBlockIsFreed() {
        Wall wall = new Wall(1000);
        List<Pointer> freed = new ArrayList<>();
        PinnedBudgetProbe.Fill fill = PinnedBudgetProbe.fill(4096, Duration.ofSeconds(10), wall, freed::add);
        assertThat(fill.stoppedBy()).isEqualTo("refusal");
        assertThat(fill.totalMib()).isBetween(1000 - PinnedBudgetProbe.FINEST_MIB, 1000L);
        assertThat(fill.refusal()).isEqualTo("CUDA_ERROR_OUT_OF_MEMORY");
        assertThat(freed).hasSize(fill.blocks());
        CapabilityCell cell = PinnedBudgetProbe.judge(0, 4096, fill, 0, 512);
        assertThat(cell.state()).isEqualTo(CapabilityState.UNSUPPORTED);
        assertThat(cell.detail()).startsWith("Pinned memory runs out at " + fill.totalMib() + " MiB in total");
        assertThat(cell.evidence())
                .containsEntry("sticky_failure", false)
                .containsEntry("largest_single_block_mib", 512L);
    }

    @Test
    void aRefusalThatSticksAfterFreeingFails() {
        PinnedBudgetProbe.Fill fill = PinnedBudgetProbe.fill(4096, Duration.ofSeconds(10), new Wall(768), p -> {});
        CapabilityCell cell = PinnedBudgetProbe.judge(0, 4096, fill, CUresult.CUDA_ERROR_OUT_OF_MEMORY, 0);
        assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
        assertThat(cell.detail()).contains("sticky", "768 MiB");
        assertThat(cell.evidence()).containsEntry("sticky_failure", true);
    }

    @Test
    void theCapAndTheTimeLimitBoundTheFill() {
        Wall endless = new Wall(Long.MAX_VALUE);
        PinnedBudgetProbe.Fill capped = PinnedBudgetProbe.fill(1000, Duration.ofSeconds(10), endless, p -> {});
        assertThat(capped.stoppedBy()).isEqualTo("cap");
        assertThat(capped.totalMib()).isEqualTo(1000);
        assertThat(PinnedBudgetProbe.judge(0, 1000, capped, 0, 1000).state()).isEqualTo(CapabilityState.SUPPORTED);
        PinnedBudgetProbe.Fill timed = PinnedBudgetProbe.fill(1 << 30, Duration.ZERO, endless, p -> {});
        assertThat(timed.stoppedBy()).isEqualTo("time");
        // A large machine that refuses only past 2 GiB is a budget, not a WSL-style wall.
        PinnedBudgetProbe.Fill big = PinnedBudgetProbe.fill(8192, Duration.ofSeconds(10), new Wall(6000), p -> {});
        assertThat(PinnedBudgetProbe.judge(0, 8192, big, 0, 2047).state()).isEqualTo(CapabilityState.SUPPORTED);
    }

    @Test
    void memoryReportedFreeThatCannotBeWrittenIsTheHiddenOverhead() {
        CapabilityCell wsl = ResidentMemoryProbe.judge(
                0, 23_000, 24_564, 17_408, "touch failed", "CUDA_ERROR_OUT_OF_MEMORY", 0, 900);
        assertThat(wsl.state()).isEqualTo(CapabilityState.UNSUPPORTED);
        assertThat(wsl.evidence()).containsEntry("hidden_overhead_mib", 5592L);
        assertThat(wsl.detail()).contains("5592 MiB reported free cannot be used", "make-resident");
        CapabilityCell native80 = ResidentMemoryProbe.judge(
                0, 80_500, 81_559, 80_384, "allocation refused", "CUDA_ERROR_OUT_OF_MEMORY", 0, 700);
        assertThat(native80.state()).isEqualTo(CapabilityState.SUPPORTED);
        assertThat(native80.detail()).endsWith("the hidden overhead is 116 MiB.");
        // An H200 (2026-11-27): more could be written than was reported free before the fill.
        CapabilityCell h200 = ResidentMemoryProbe.judge(
                0, 142_505, 143_155, 142_592, "allocation refused", "CUDA_ERROR_OUT_OF_MEMORY", 0, 900);
        assertThat(h200.state()).isEqualTo(CapabilityState.SUPPORTED);
        assertThat(h200.evidence()).containsEntry("hidden_overhead_mib", -87L);
        assertThat(h200.detail())
                .endsWith("no hidden overhead: everything reported free could be written"
                        + " (87 MiB more than the free figure read before the fill).")
                .doesNotContain("overhead is -");
        assertThat(ResidentMemoryProbe.judge(
                                0, 100, 200, 64, "touch failed", "CUDA_ERROR_UNKNOWN", CUresult.CUDA_ERROR_UNKNOWN, 5)
                        .state())
                .isEqualTo(CapabilityState.FAILED);
    }
}
