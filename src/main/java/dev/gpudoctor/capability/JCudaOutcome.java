package dev.gpudoctor.capability;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.GpuDevice;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** What the probe child answered, already completed with a failed or not-probed cell where it died. */
record JCudaOutcome(List<GpuDevice> devices, Map<Capability, List<CapabilityCell>> cells, long durationMillis) {

    JCudaOutcome {
        devices = List.copyOf(devices);
        Map<Capability, List<CapabilityCell>> copy = new EnumMap<>(Capability.class);
        cells.forEach((capability, list) -> copy.put(capability, List.copyOf(list)));
        cells = Collections.unmodifiableMap(copy);
    }
}
