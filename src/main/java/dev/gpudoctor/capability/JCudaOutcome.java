package dev.gpudoctor.capability;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.GpuDevice;

import java.util.List;
import java.util.Map;

/** What the probe child answered, already completed with a failed or not-probed cell where it died. */
record JCudaOutcome(List<GpuDevice> devices, Map<Capability, List<CapabilityCell>> cells, long durationMillis) {
}
