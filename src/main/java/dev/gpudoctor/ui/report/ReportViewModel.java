package dev.gpudoctor.ui.report;

import dev.gpudoctor.ui.common.PlannedFeature;

import java.util.List;

/**
 * State of the Report tab. The feature itself arrives with its own issue; until then the tab
 * describes it and points at the command line.
 */
public final class ReportViewModel {

    private final PlannedFeature intro = new PlannedFeature(
            "Bug-report bundle",
            "Writes one zip that answers a maintainer's questions (driver, WSL, versions, failures) and leaks nothing private.",
            List.of(
                    "Preview of what will be included, with a privacy notice",
                    "Secrets, home directory, user name and GPU UUIDs redacted by default",
                    "Re-openable by GPU Doctor on another machine for comparison"),
            "./gpu-doctor bundle");

    public PlannedFeature intro() {
        return intro;
    }
}
