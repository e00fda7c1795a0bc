package dev.gpudoctor.app;

import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.TargetFacts;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import java.util.List;

/**
 * A made-up lab of four machines for the screenshots' Fleet tab (the renderer has no fleet to
 * reach): one with an older driver and a failing check, one that could not be reached. The tab
 * says it is a sample; nothing here is measured.
 */
final class SampleFleet {

    static final String ORIGIN = "A sample lab, not measured here: ";
    static final String HOSTS = "gpu01\ngpu02\ngpu03\ngpu04.lab.example";

    private SampleFleet() {}

    static FleetReport report() {
        return FleetReport.of(List.of(
                server("gpu01", "550.54.15", "12.4", "pass", List.of(), 3100),
                server("gpu02", "550.54.15", "12.4", "pass", List.of(), 2900),
                server("gpu03", "535.104.05", "12.2", "fail", List.of("driver-version"), 3400),
                TargetResult.failed(
                        "gpu04.lab.example",
                        TargetFailure.UNREACHABLE,
                        "The target could not be reached: ssh: connect to host gpu04.lab.example port 22: Connection timed out",
                        List.of("ssh: connect to host gpu04.lab.example port 22: Connection timed out"),
                        10_020)));
    }

    private static TargetResult server(
            String name, String driver, String cuda, String worst, List<String> failing, long millis) {
        return TargetResult.reached(
                name,
                new TargetFacts(
                        "Ubuntu 22.04.4 LTS",
                        "5.15.0-105-generic",
                        "native",
                        driver,
                        cuda,
                        List.of("NVIDIA RTX A6000", "NVIDIA RTX A6000"),
                        worst,
                        failing),
                List.of(),
                millis);
    }
}
