package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What the JCuda probes must answer on a machine with devices: a verdict per device, never a silence. */
public final class GpuCells {

    /** A real operation's outcome, or the attribute's answer: anything but "not probed". */
    static final Set<CapabilityState> VERDICTS = EnumSet.of(
            CapabilityState.SUPPORTED,
            CapabilityState.REPORTED_ONLY,
            CapabilityState.UNSUPPORTED,
            CapabilityState.FAILED);

    private GpuCells() {}

    public static void assertVerdictsOnEveryDevice(int devices, Map<Capability, List<CapabilityCell>> cells) {
        assertThat(devices).isPositive();
        for (Map.Entry<Capability, List<CapabilityCell>> entry : cells.entrySet()) {
            String what = entry.getKey().id();
            assertThat(entry.getValue()).as(what + ": one cell per device").hasSize(devices);
            for (CapabilityCell cell : entry.getValue()) {
                assertThat(cell.device()).as(what).isNotNull().isBetween(0, devices - 1);
                assertThat(cell.state())
                        .as(what + " on GPU " + cell.device() + ": " + cell.detail())
                        .isIn(VERDICTS);
                assertThat(cell.detail()).as(what).isNotBlank().doesNotContain("\tat ");
                assertThat(cell.evidence()).as(what + " carries its evidence").isNotEmpty();
            }
        }
        // With a device listed, the driver answered: the driver row cannot be anything but supported.
        assertThat(cells.get(Capability.DRIVER))
                .allSatisfy(cell -> assertThat(cell.state()).isEqualTo(CapabilityState.SUPPORTED));
    }
}
