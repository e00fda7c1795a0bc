package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.TargetFacts;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FleetTableTest {

    static TargetResult machine(String name, String wsl, String driver) {
        return TargetResult.reached(
                name,
                new TargetFacts("Ubuntu 22.04", "5.15", wsl, driver, "12.4", List.of("A100"), "pass", List.of()),
                List.of(),
                2000);
    }

    @Test
    void rowsWithDriftComeFirstWithTheMajorityAndTheOutlier() {
        FleetTable table = FleetTable.of(
                FleetReport.of(List.of(
                        machine("a", "NONE", "550.54"),
                        machine("b", "NONE", "550.54"),
                        machine("c", "NONE", "535.104"))),
                Path.of("/fleet"),
                (folder, name) -> Optional.empty());

        assertThat(table.rows().get(0).fact()).isEqualTo("driver");
        assertThat(table.rows().get(0).majority()).isEqualTo("550.54");
        assertThat(table.rows().get(0).outliers()).containsExactly("c");
        assertThat(table.rows().subList(1, table.rows().size())).noneMatch(FactRow::drift);
        assertThat(table.rows())
                .extracting(FactRow::fact)
                .containsExactly("driver", "os", "kernel", "wsl", "cuda", "gpus", "worst check", "failing checks");
        assertThat(table.summary())
                .isEqualTo("3 machines, 3 reached; 1 fact differs (listed first, outliers marked ≠).");
        assertThat(table.machine("c").orElseThrow().folder()).isEqualTo(Path.of("/fleet/c"));
    }

    @Test
    void aFailedMachineIsAColumnWithItsReasonAndNoValues() {
        FleetTable table = FleetTable.of(
                FleetReport.of(List.of(
                        machine("a", "NONE", "550.54"),
                        machine("b", "NONE", "550.54"),
                        TargetResult.failed(
                                "down",
                                TargetFailure.AUTH_REFUSED,
                                "The target refused every key ssh offered.",
                                List.of("root@127.0.0.1: Permission denied (publickey)."),
                                40))),
                null,
                (folder, name) -> Optional.empty());

        assertThat(table.machines()).extracting(FleetMachine::name).containsExactly("a", "b", "down");
        FleetMachine down = table.machine("down").orElseThrow();
        assertThat(down.header()).isEqualTo("down  ✖");
        assertThat(down.failureWord()).isEqualTo("✖ auth-refused");
        assertThat(down.detail())
                .contains("not reached (auth-refused). The target refused every key ssh offered.")
                .contains("| root@127.0.0.1: Permission denied (publickey).")
                .contains("No bundle: the machine was not reached.");
        assertThat(table.rows())
                .noneMatch(FactRow::drift)
                .allMatch(row -> !row.values().containsKey("down"));
        assertThat(table.summary())
                .isEqualTo("3 machines, 2 reached, 1 not reached; they agree on every compared fact.");
    }

    @Test
    void aTieHasNoMajorityAndEveryMachineIsAnOutlier() {
        FleetTable table = FleetTable.of(
                FleetReport.of(List.of(machine("a", "NONE", "550.54"), machine("b", "WSL2", "550.54"))),
                null,
                (folder, name) -> Optional.empty());

        FactRow wsl = table.rows().get(0);
        assertThat(wsl.fact()).isEqualTo("wsl");
        assertThat(wsl.majorityText()).isEqualTo("no majority");
        assertThat(wsl.outliers()).containsExactlyInAnyOrder("a", "b");
    }

    @Test
    void aReachedMachineWithoutABundleSaysWhereItsAnswerIs() {
        FleetTable table = FleetTable.of(
                FleetReport.of(List.of(machine("a", "NONE", "1"), machine("b", "NONE", "1"))),
                Path.of("/f"),
                (folder, target) ->
                        target.name().equals("b") ? Optional.of(folder.resolve("b/bundle.zip")) : Optional.empty());

        assertThat(table.machine("a").orElseThrow().bundleSentence())
                .isEqualTo(
                        "No bundle came back from a (its answer is in /f/a/check.json, and why in /f/a/stderr.txt).");
        assertThat(table.machine("b").orElseThrow().bundle()).isEqualTo(Path.of("/f/b/bundle.zip"));
    }
}
