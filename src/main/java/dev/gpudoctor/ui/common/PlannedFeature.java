package dev.gpudoctor.ui.common;

import java.util.List;

/**
 * What a tab whose feature is not built yet tells the user: what it will do, and where to look
 * meanwhile. Saying so plainly beats an empty tab that looks broken.
 */
public record PlannedFeature(String heading, String purpose, List<String> willDo, String cliCommand) {

    public PlannedFeature {
        willDo = List.copyOf(willDo);
    }

    public String statusLine() {
        return "Not built yet. Its command line will be `" + cliCommand
                + "`; README.md lists what works today (./gpu-doctor --help).";
    }
}
