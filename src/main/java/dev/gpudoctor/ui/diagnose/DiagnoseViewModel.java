package dev.gpudoctor.ui.diagnose;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Diagnose tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class DiagnoseViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "Diagnose a log",
            "Turns a traceback, crash line, collect_env or nvidia-smi text into known causes and fixes.",
            List.of(
                    "Paste text or drop a file or bundle",
                    "Findings ranked by confidence, with the matching lines highlighted",
                    "Remedies with the exact commands and public references"),
            "./gpu-doctor diagnose FILE");

    public PlannedFeature intro() {
        return intro;
    }
}
