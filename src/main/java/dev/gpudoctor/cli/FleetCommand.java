package dev.gpudoctor.cli;

import dev.gpudoctor.fleet.FactDifference;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(
        name = "fleet",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs the quick checklist on several machines at once through the system OpenSSH client (your ssh config,",
            "agent and host-key policy apply; batch mode, never a prompt) and compares them: one row per machine,",
            "even when it could not be reached, then the facts on which they differ, with the majority value.",
            "Exit code: 0 all reached and alike, 1 differences or some not reached, 2 none reached, 3 usage."})
final class FleetCommand implements Callable<Integer> {

    private final SshFleet ssh;

    @Spec
    CommandSpec spec;

    @Option(names = "--via", required = true, paramLabel = "ENGINE", description = "How to reach the machines: ssh.")
    String via;

    @Parameters(paramLabel = "HOST", arity = "0..*", description = "Host names or ssh aliases (user@host works too).")
    List<String> hosts = new ArrayList<>();

    @Option(names = "--hosts-file", paramLabel = "F", description = "More hosts, one per line ('#' starts a comment).")
    Path hostsFile;

    @Option(names = "--level", paramLabel = "LEVEL", description = "What runs on each machine: quick (host facts and the checklist without Python). Default: quick.")
    String level = "quick";

    @Option(names = "--out", paramLabel = "DIR", description = "Where each machine's answer is kept, one folder per machine, and fleet.json (default: gpu-doctor-fleet-<time>).")
    Path out;

    @Option(names = "--json", description = "Print one JSON object: {\"targets\": [{\"name\", \"ok\", \"failure\"?, \"reason\"?, \"facts\"?}], \"differences\": [...]}.")
    boolean json;

    @Option(names = "--ssh-config", paramLabel = "F", description = "An ssh config file passed to ssh -F instead of ~/.ssh/config.")
    Path sshConfig;

    @Option(names = "--remote-command", paramLabel = "CMD", description = "How GPU Doctor is started on the machines, as their shell reads it. Default: gpu-doctor.")
    String remoteCommand = "gpu-doctor";

    @Option(names = "--parallel", paramLabel = "N", description = "At most this many machines at once. Default: 8.")
    int parallel = 8;

    @Option(names = "--connect-timeout", paramLabel = "S", description = "ssh's connect timeout in seconds. Default: 10.")
    int connectTimeout = 10;

    @Option(names = "--time-limit", paramLabel = "S", description = "Each machine's limit in seconds, connection included; past it ssh is stopped. Default: 120.")
    int timeLimit = 120;

    FleetCommand(SshFleet ssh) {
        this.ssh = ssh;
    }

    @Override
    public Integer call() throws InterruptedException {
        List<String> targets = targets();
        Path folder = out != null ? out : Path.of("gpu-doctor-fleet-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
        PrintWriter text = spec.commandLine().getOut();
        SshFleet.Options options = new SshFleet.Options(sshConfig, remoteCommand, Duration.ofSeconds(connectTimeout), Duration.ofSeconds(timeLimit), parallel);
        List<TargetResult> results;
        try {
            results = ssh.run(targets, options, folder, result -> {
                if (!json) {
                    synchronized (text) {
                        text.printf(Locale.ROOT, "%-8s %s (%.1f s)%n", result.ok() ? "reached" : result.failure(), result.name(), result.durationMillis() / 1000.0);
                        text.flush();
                    }
                }
            });
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not write under " + folder + ": " + e.getMessage());
        }
        FleetReport report = FleetReport.of(results);
        try {
            Files.writeString(folder.resolve("fleet.json"), JsonOutput.text(report) + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not write " + folder.resolve("fleet.json") + ": " + e.getMessage());
        }
        if (json) {
            JsonOutput.print(text, report);
        } else {
            print(text, report, folder);
        }
        if (report.reachedCount() == 0) {
            return ExitCodes.FAILURES;
        }
        return report.reachedCount() == results.size() && report.differences().isEmpty() ? ExitCodes.OK : ExitCodes.FINDINGS;
    }

    private List<String> targets() {
        if (!via.equals("ssh")) {
            throw CommandFailure.usage(via.equals("slurm") ? "--via slurm is not built yet; use --via ssh." : "--via must be ssh, not '" + via + "'.");
        }
        if (!level.equals("quick")) {
            throw CommandFailure.usage("--level must be quick for now (host facts and the checklist without Python), not '" + level + "'.");
        }
        List<String> problems = new ArrayList<>();
        if (parallel < 1) {
            problems.add("--parallel must be 1 or more, not " + parallel + ".");
        }
        if (connectTimeout < 1 || timeLimit < 1) {
            problems.add("--connect-timeout and --time-limit must be 1 second or more.");
        }
        if (remoteCommand.isBlank()) {
            problems.add("--remote-command must not be empty.");
        }
        if (sshConfig != null && !Files.isRegularFile(sshConfig)) {
            problems.add("--ssh-config " + sshConfig + " is not a file.");
        }
        LinkedHashSet<String> all = new LinkedHashSet<>(hosts);
        if (hostsFile != null) {
            try {
                Files.readAllLines(hostsFile, StandardCharsets.UTF_8).stream()
                        .map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty()).forEach(all::add);
            } catch (IOException e) {
                problems.add("Could not read --hosts-file " + hostsFile + ": " + e.getMessage());
            }
        }
        all.stream().filter(host -> !SshFleet.isValidTarget(host))
                .forEach(host -> problems.add("'" + host + "' is not a host name or ssh alias."));
        if (all.isEmpty() && problems.isEmpty()) {
            problems.add("Name at least one host (HOST… or --hosts-file).");
        }
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems);
        }
        return List.copyOf(all);
    }

    private static void print(PrintWriter out, FleetReport report, Path folder) {
        out.println();
        out.printf(Locale.ROOT, "%-16s %-10s %-10s %-28s %-6s %s%n", "TARGET", "STATUS", "DRIVER", "GPUS", "WORST", "FAILING CHECKS");
        for (TargetResult target : report.targets()) {
            if (target.ok()) {
                var facts = target.facts().comparedValues();
                out.printf(Locale.ROOT, "%-16s %-10s %-10s %-28s %-6s %s%n", target.name(), "ok", or(facts.get("driver")),
                        or(facts.get("gpus")), facts.get("worst check"), facts.get("failing checks"));
            } else {
                out.printf(Locale.ROOT, "%-16s %-10s %s%n", target.name(), "FAILED", target.failure() + ": " + target.reason());
                List<String> tail = target.stderrTail();
                tail.subList(Math.max(0, tail.size() - 3), tail.size()).forEach(line -> out.println("    | " + line));
            }
        }
        out.println();
        if (report.differences().isEmpty()) {
            out.println(report.reachedCount() > 1 ? "The reached machines agree on every compared fact." : "Fewer than two machines reached: nothing to compare.");
        } else {
            out.println("Differences (majority value, then the machines that differ):");
            for (FactDifference difference : report.differences()) {
                out.println("  " + difference.fact() + ": " + (difference.majority() == null ? "no majority" : difference.majority()));
                difference.outliers().forEach((name, value) -> out.println("      " + name + ": " + value));
            }
        }
        out.println();
        out.println("Answers and stderr of each machine: " + folder + "/<target>/; all of it: " + folder.resolve("fleet.json"));
        out.flush();
    }

    private static String or(String value) {
        return value == null ? "unknown" : value;
    }
}
