package dev.gpudoctor.ui.compare;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Compare tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class CompareViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "Compare runs and machines",
            "Puts runs and bug-report bundles side by side, say a WSL2 laptop against a native Linux server.",
            List.of(
                    "Checklist verdicts and capability columns per host, differences first",
                    "Scaling, throughput and first-call charts across hosts",
                    "A one-line verdict in plain words"),
            "./gpu-doctor compare A.zip B.zip");

    public PlannedFeature intro() {
        return intro;
    }
}
