package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SshEngine;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.fleet.FleetViewModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code gpu-doctor fleet} and the Fleet tab are two fronts of one {@link FleetService}: given the same
 * hosts file they ask the transport for the same machines with the same options (level, limits,
 * parallelism, remote command). Before, the CLI read one host a line and the window split on spaces
 * and commas, so "gpu02, gpu03" was two machines in the window and a refused name in the CLI.
 */
class FleetFrontsAgreeTest {

    @TempDir
    Path dir;

    /** What a front asked the transport for. */
    private record Asked(List<String> targets, SshFleet.Options options) {}

    private static SshEngine recording(List<Asked> asked) {
        return (targets, options, out, onDone) -> {
            asked.add(new Asked(targets, options));
            List<TargetResult> rows = new ArrayList<>();
            for (String target : targets) {
                TargetResult row = TargetResult.failed(
                        target, TargetFailure.UNREACHABLE, "not asked: this test records the targets", List.of(), 1);
                onDone.accept(row);
                rows.add(row);
            }
            return rows;
        };
    }

    @Test
    void theCliAndTheWindowGetTheSameTargetsAndOptionsFromOneHostsFile() throws Exception {
        Path hosts = Files.writeString(
                dir.resolve("hosts"), "# the lab\ngpu01\ngpu02, gpu03   # spares\r\nuser@gpu04 gpu01\n\n\t gpu05,\n");

        List<Asked> cli = new ArrayList<>();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliExecution.execute(
                new CommandLine(new FleetCommand(new FleetService(recording(cli), null))),
                new String[] {
                    "--via",
                    "ssh",
                    "--hosts-file",
                    hosts.toString(),
                    "--out",
                    dir.resolve("cli").toString(),
                    "--json"
                },
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        List<Asked> window = new ArrayList<>();
        FleetViewModel vm = new FleetViewModel(
                new FleetService(recording(window), null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                bundle -> {},
                dir.resolve("window"));
        vm.loadHostsFile(hosts);
        vm.start();

        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.FAILURES);
        assertThat(cli).hasSize(1);
        assertThat(window).as(vm.runStatusProperty().get()).hasSize(1);
        assertThat(cli.get(0).targets()).containsExactly("gpu01", "gpu02", "gpu03", "user@gpu04", "gpu05");
        assertThat(window.get(0).targets()).isEqualTo(cli.get(0).targets());
        assertThat(window.get(0).options())
                .as("defaults from one place")
                .isEqualTo(cli.get(0).options());
        assertThat(dir.resolve("cli/fleet.json")).isNotEmptyFile();
        try (var runs = Files.list(dir.resolve("window"))) {
            assertThat(runs.map(run -> run.resolve("fleet.json"))
                            .filter(Files::isRegularFile)
                            .count())
                    .isEqualTo(1);
        }
    }

    @Test
    void aProblemNamesTheCliOptionInTheCliAndTheFieldInTheWindow() throws Exception {
        Path missing = dir.resolve("no-such-agent.tar.gz");
        StringWriter err = new StringWriter();
        int code = CliExecution.execute(
                new CommandLine(new FleetCommand(new FleetService(recording(new ArrayList<>()), null))),
                new String[] {
                    "--via",
                    "ssh",
                    "--agent",
                    missing.toString(),
                    "--out",
                    dir.resolve("cli").toString(),
                    "gpu01"
                },
                new PrintWriter(new StringWriter(), true),
                new PrintWriter(err, true));

        FleetViewModel vm = new FleetViewModel(
                new FleetService(recording(new ArrayList<>()), null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                bundle -> {},
                dir.resolve("window"));
        vm.hostsProperty().set("gpu01");
        vm.agentProperty().set(missing.toString());
        vm.start();

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("--agent " + missing + " is not a readable file");
        assertThat(vm.runStatusProperty().get())
                .startsWith("The agent archive")
                .contains(missing + " is not a readable file")
                .doesNotContain("--agent");
    }

    @Test
    void devZeroAsTheHostsFileIsAUsageErrorInTheCliAndASentenceInTheWindow() {
        StringWriter err = new StringWriter();
        List<Asked> asked = new ArrayList<>();
        int code = assertTimeoutPreemptively(
                Duration.ofSeconds(30),
                () -> CliExecution.execute(
                        new CommandLine(new FleetCommand(new FleetService(recording(asked), null))),
                        new String[] {
                            "--via",
                            "ssh",
                            "--hosts-file",
                            "/dev/zero",
                            "--out",
                            dir.resolve("cli").toString()
                        },
                        new PrintWriter(new StringWriter(), true),
                        new PrintWriter(err, true)));

        FleetViewModel vm = new FleetViewModel(
                new FleetService(recording(asked), null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                bundle -> {},
                dir.resolve("window"));
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> vm.loadHostsFile(Path.of("/dev/zero")));

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("Could not read --hosts-file /dev/zero: it is not a regular file")
                .doesNotContain("\tat ");
        assertThat(vm.runStatusProperty().get())
                .isEqualTo("Could not read /dev/zero: it is not a regular file (a device, pipe or socket);"
                        + " a hosts file is a text file.");
        assertThat(vm.hostsProperty().get()).isEmpty();
        assertThat(asked).isEmpty();
    }
}
