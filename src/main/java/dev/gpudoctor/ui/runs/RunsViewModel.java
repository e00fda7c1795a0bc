package dev.gpudoctor.ui.runs;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Runs tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class RunsViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "MACE runs",
            "Runs MACE (mace-torch) on the device you pick, in a Python child process, and shows where the time goes.",
            List.of(
                    "CPU, CUDA and CUDA + cuEquivariance configurations",
                    "Timing breakdown: start-up, imports, model load, graph, first call, steps",
                    "Run history and size sweeps with charts"),
            "./gpu-doctor run");

    public PlannedFeature intro() {
        return intro;
    }
}
