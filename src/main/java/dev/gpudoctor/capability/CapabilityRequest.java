package dev.gpudoctor.capability;

import dev.gpudoctor.model.Capability;
import java.util.EnumSet;
import java.util.Set;

/**
 * What to probe.
 *
 * @param capabilities the rows to (re)probe; empty means all
 * @param device       one device index, or null for every device
 * @param python       the interpreter for the Python probes, or null for the default one
 */
public record CapabilityRequest(Set<Capability> capabilities, Integer device, String python) {

    public CapabilityRequest {
        capabilities = capabilities == null || capabilities.isEmpty()
                ? EnumSet.allOf(Capability.class)
                : EnumSet.copyOf(capabilities);
    }

    public static CapabilityRequest all() {
        return new CapabilityRequest(Set.of(), null, null);
    }

    boolean wants(Capability.Source source) {
        return capabilities.stream().anyMatch(capability -> capability.source() == source);
    }
}
