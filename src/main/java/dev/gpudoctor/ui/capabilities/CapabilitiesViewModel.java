package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Capabilities tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class CapabilitiesViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "Capability matrix",
            "Measures what the GPU can really do by doing each operation in a child process, per device, so a crash becomes a cell, not a dead app.",
            List.of(
                    "Pinned, mapped and unified (managed) memory; concurrent managed access",
                    "Cooperative launch, with a grid barrier that is checked",
                    "Triton, cuEquivariance, NVML and CUDA IPC through the Python bridge"),
            "./gpu-doctor capabilities");

    public PlannedFeature intro() {
        return intro;
    }
}
