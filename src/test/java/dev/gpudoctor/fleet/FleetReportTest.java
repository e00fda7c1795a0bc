package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FleetReportTest {

    private static TargetResult machine(String name, String driver, String... failing) {
        return TargetResult.reached(
                name,
                new TargetFacts(
                        "Debian 12",
                        "6.1",
                        "NONE",
                        driver,
                        "12.4",
                        List.of("A100"),
                        failing.length == 0 ? "pass" : "fail",
                        List.of(failing)),
                List.of(),
                10);
    }

    @Test
    void theOddMachineIsTheOutlierAgainstTheMajority() {
        FleetReport report = FleetReport.of(List.of(
                machine("gpu1", "550.54"),
                machine("gpu2", "550.54"),
                machine("gpu3", "535.104"),
                TargetResult.failed("gpu4", TargetFailure.UNREACHABLE, "down", List.of(), 10)));

        assertThat(report.reachedCount()).isEqualTo(3);
        assertThat(report.differences())
                .containsExactly(new FactDifference("driver", "550.54", Map.of("gpu3", "535.104")));
    }

    @Test
    void aTieHasNoMajorityAndNamesEveryMachine() {
        FleetReport report =
                FleetReport.of(List.of(machine("gpu1", "550.54", "loader-path"), machine("gpu2", "535.104")));

        assertThat(report.differences())
                .extracting(FactDifference::fact)
                .containsExactly("driver", "worst check", "failing checks");
        assertThat(report.differences().get(0).majority()).isNull();
        assertThat(report.differences().get(0).outliers()).containsOnlyKeys("gpu1", "gpu2");
    }

    @Test
    void alikeMachinesAndAMissingValueCompareAsStrings() {
        assertThat(FleetReport.of(List.of(machine("a", "550.54"), machine("b", "550.54")))
                        .differences())
                .isEmpty();
        FleetReport report =
                FleetReport.of(List.of(machine("a", null), machine("b", "550.54"), machine("c", "550.54")));
        assertThat(report.differences().get(0).outliers()).containsExactly(Map.entry("a", "unknown"));
    }

    @Test
    void eachChecksVerdictIsARowAndACheckOnlySomeRanDiffers() {
        TargetFacts base = machine("x", "550.54").facts();
        TargetResult a = TargetResult.reached(
                "a", withChecks(base, Map.of("check shm", "pass", "check nvml", "pass")), List.of(), 10);
        TargetResult b = TargetResult.reached(
                "b", withChecks(base, Map.of("check shm", "pass", "check nvml", "pass")), List.of(), 10);
        TargetResult c = TargetResult.reached(
                "c",
                withChecks(base, Map.of("check shm", "warn", "check nvml", "pass", "check python-env", "pass")),
                List.of(),
                10);

        FleetReport report = FleetReport.of(List.of(a, b, c));

        assertThat(report.differences())
                .containsExactly(
                        new FactDifference("check shm", "pass", Map.of("c", "warn")),
                        new FactDifference("check python-env", "unknown", Map.of("c", "pass")));
    }

    private static TargetFacts withChecks(TargetFacts facts, Map<String, String> statuses) {
        return new TargetFacts(
                facts.os(),
                facts.kernel(),
                facts.wsl(),
                facts.driverVersion(),
                facts.cudaVersion(),
                facts.gpuNames(),
                facts.worstStatus(),
                facts.failingChecks(),
                new java.util.TreeMap<>(statuses));
    }
}
