package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Checklist tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class ChecklistViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "CUDA debug checklist",
            "Runs the CUDA debugging guide in one go and says, for each item, what it found, what it means and what to do.",
            List.of(
                    "Host facts: OS and kernel, WSL1 / WSL2 / native, /usr/lib/wsl/lib, loader path, nvidia-smi, /dev/shm, memlock",
                    "WSL2 checks people miss: libcuda links, a Linux driver installed inside WSL, Triton finding libcuda",
                    "CUDA_LAUNCH_BLOCKING and TORCH_USE_CUDA_DSA toggles applied to every run GPU Doctor launches",
                    "A CUDA initialisation test and driver vs PyTorch compatibility, in a child process"),
            "./gpu-doctor check");

    public PlannedFeature intro() {
        return intro;
    }
}
