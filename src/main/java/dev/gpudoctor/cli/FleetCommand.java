package dev.gpudoctor.cli;

import dev.gpudoctor.fleet.FactDifference;
import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.OutputFiles;
import dev.gpudoctor.fleet.SlurmFleet;
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
            "Runs the checklist on several machines at once and compares them: through the system OpenSSH",
            "client (--via ssh: your ssh config, agent and host-key policy apply; batch mode, never a prompt), or as",
            "one single-node Slurm job per node (--via slurm). Each machine's bundle comes back to DIR/<machine>/bundle.zip.",
            "One row per machine, even when it could not be reached, then the facts on which they differ, with the majority value.",
            "Exit code: 0 all reached, healthy and alike, 1 warnings or differences, 2 some machine failed a check",
            "or could not be reached, 3 usage."})
final class FleetCommand implements Callable<Integer> {

    private static final String SSH = "ssh";
    private static final String SLURM = "slurm";

    private final SshFleet ssh;
    private final SlurmFleet slurm;

    @Spec
    CommandSpec spec;

    @Option(names = "--via", required = true, paramLabel = "ENGINE", description = "How to reach the machines: ssh or slurm.")
    String via;

    @Parameters(paramLabel = "HOST", arity = "0..*", description = "ssh: host names or ssh aliases (user@host works too).")
    List<String> hosts = new ArrayList<>();

    @Option(names = "--hosts-file", paramLabel = "F", description = "ssh: more hosts, one per line ('#' starts a comment).")
    Path hostsFile;

    @Option(names = "--nodes", paramLabel = "LIST", description = "slurm: the nodes, as Slurm writes a list (gpu[01-16],gpu20).")
    String nodes;

    @Option(names = "--partition", paramLabel = "P", description = "slurm: the partition the jobs run in; without --nodes, every node of it.")
    String partition;

    @Option(names = "--gres", paramLabel = "G", description = "slurm: the generic resources each job asks for (gpu:1).")
    String gres;

    @Option(names = "--account", paramLabel = "A", description = "slurm: the account the jobs are charged to.")
    String account;

    @Option(names = "--pending-timeout", paramLabel = "S", description = "slurm: a job still queued after this many seconds is cancelled and its node's row says so. Default: 300.")
    int pendingTimeout = 300;

    @Option(names = "--level", paramLabel = "LEVEL", description = {"What runs on each machine: quick (host facts and the checklist without Python,",
            "seconds), standard (+ the Python checks and the capability matrix, in the machine's managed env or",
            "python3) or full (+ a short MACE run on its GPU, its CPU when it has none; its step time is compared,",
            "slower than 1.5x the fleet's median is an outlier). Each machine's bundle at that level comes back. Default: quick."})
    String level = "quick";

    @Option(names = "--out", paramLabel = "DIR", description = "Where each machine's answer is kept, one folder per machine, and fleet.json (default: a new folder gpu-doctor-fleet-<time>-<random> here). Files are created new, never through a link.")
    Path out;

    @Option(names = "--json", description = "Print one JSON object: {\"targets\": [{\"name\", \"ok\", \"failure\"?, \"reason\"?, \"facts\"?}], \"differences\": [...]}.")
    boolean json;

    @Option(names = "--ssh-config", paramLabel = "F", description = "ssh: an ssh config file passed to ssh -F instead of ~/.ssh/config.")
    Path sshConfig;

    @Option(names = "--remote-command", paramLabel = "CMD", description = "How GPU Doctor is started on the machines, as their shell reads it. Default: gpu-doctor.")
    String remoteCommand = "gpu-doctor";

    @Option(names = "--agent", paramLabel = "ARCHIVE", description = {"ssh: the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz), copied once per machine",
            "into ~/.cache/gpu-doctor/agent/<content hash>/ and reused; run there instead of --remote-command."})
    Path agent;

    @Option(names = "--parallel", paramLabel = "N", description = "At most this many machines at once. Default: 8.")
    int parallel = 8;

    @Option(names = "--connect-timeout", paramLabel = "S", description = "ssh: ssh's connect timeout in seconds. Default: 10.")
    int connectTimeout = 10;

    @Option(names = {"--time-limit", "--job-time-limit"}, paramLabel = "S",
            description = "Each machine's limit in seconds (ssh: connection included; slurm: once the job runs), past which its work is stopped there. Default: 120, 600 at --level full.")
    Integer timeLimit;

    FleetCommand(SshFleet ssh, SlurmFleet slurm) {
        this.ssh = ssh;
        this.slurm = slurm;
    }

    @Override
    public Integer call() throws InterruptedException {
        List<String> targets = targets();
        Path folder;
        try {
            folder = out != null ? out : OutputFiles.freshFolder(Path.of(""), "gpu-doctor-fleet-");
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not create a folder for the answers here: " + e.getMessage());
        }
        PrintWriter text = spec.commandLine().getOut();
        java.util.function.Consumer<TargetResult> progress = result -> {
            if (!json) {
                synchronized (text) {
                    text.printf(Locale.ROOT, "%-8s %s (%.1f s)%n", result.ok() ? "reached" : result.failure(), result.name(), result.durationMillis() / 1000.0);
                    text.flush();
                }
            }
        };
        List<TargetResult> results;
        try {
            results = via.equals(SSH)
                    ? ssh.run(targets, new SshFleet.Options(sshConfig, remoteCommand, Duration.ofSeconds(connectTimeout), Duration.ofSeconds(timeLimit), parallel, agent,
                            FleetLevel.of(level).orElseThrow()),
                            folder, progress)
                    : slurm.run(targets, new SlurmFleet.Options(partition, gres, account, remoteCommand, Duration.ofSeconds(timeLimit),
                            Duration.ofSeconds(pendingTimeout), parallel, FleetLevel.of(level).orElseThrow()), folder, progress);
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not write under " + folder + ": " + e.getMessage());
        }
        FleetReport report = FleetReport.of(results);
        try {
            OutputFiles.writeString(folder.resolve("fleet.json"), JsonOutput.text(report) + "\n");
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not write " + folder.resolve("fleet.json") + ": " + e.getMessage());
        }
        if (json) {
            JsonOutput.print(text, report);
        } else {
            print(text, report, folder);
        }
        return exitCode(report);
    }

    /** 2 when a machine was not reached or failed a check, else 1 for a warning or a difference, else 0. */
    static int exitCode(FleetReport report) {
        boolean failed = report.targets().stream().anyMatch(target -> !target.ok()
                || target.facts().worstStatus().equals("fail") || target.facts().worstStatus().equals("error"));
        if (failed) {
            return ExitCodes.FAILURES;
        }
        boolean warned = report.targets().stream().anyMatch(target -> target.facts().worstStatus().equals("warn"));
        return warned || !report.differences().isEmpty() ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    private List<String> targets() throws InterruptedException {
        if (!via.equals(SSH) && !via.equals(SLURM)) {
            throw CommandFailure.usage("--via must be ssh or slurm, not '" + via + "'.");
        }
        if (FleetLevel.of(level).isEmpty()) {
            throw CommandFailure.usage("--level must be quick (host facts and the checklist without Python), standard (+ the Python checks)"
                    + " or full (+ a short MACE run), not '" + level + "'.");
        }
        if (timeLimit == null) {
            timeLimit = FleetLevel.of(level).orElseThrow() == FleetLevel.FULL ? 600 : 120;
        }
        List<String> problems = new ArrayList<>();
        if (parallel < 1) {
            problems.add("--parallel must be 1 or more, not " + parallel + ".");
        }
        if (connectTimeout < 1 || timeLimit < 1 || pendingTimeout < 1) {
            problems.add("--connect-timeout, --time-limit and --pending-timeout must be 1 second or more.");
        }
        if (remoteCommand.isBlank()) {
            problems.add("--remote-command must not be empty.");
        }
        return via.equals(SSH) ? sshTargets(problems) : slurmNodes(problems);
    }

    private List<String> sshTargets(List<String> problems) {
        if (nodes != null || partition != null || gres != null || account != null) {
            problems.add("--nodes, --partition, --gres and --account are for --via slurm; with ssh name the hosts.");
        }
        if (sshConfig != null && !Files.isRegularFile(sshConfig)) {
            problems.add("--ssh-config " + sshConfig + " is not a file.");
        }
        if (agent != null && !(Files.isRegularFile(agent) && Files.isReadable(agent))) {
            problems.add("--agent " + agent + " is not a readable file (the agent archive, gpu-doctor-agent-*-linux-x64.tar.gz).");
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

    private List<String> slurmNodes(List<String> problems) throws InterruptedException {
        if (!hosts.isEmpty() || hostsFile != null || sshConfig != null) {
            problems.add("With --via slurm name the nodes with --nodes LIST or --partition P, not as HOST arguments, --hosts-file or --ssh-config.");
        }
        if (agent != null) {
            problems.add("--agent is for --via ssh; with slurm put the agent on a shared filesystem and name it with --remote-command.");
        }
        if (nodes == null && partition == null) {
            problems.add("Name the nodes: --nodes LIST (gpu[01-04]) or --partition P (every node of it).");
        }
        if (nodes != null && !SlurmFleet.isValidNodeList(nodes)) {
            problems.add("--nodes '" + nodes + "' is not a Slurm node list (names, commas and [1-4] ranges).");
        }
        for (String[] named : new String[][] {{"--partition", partition}, {"--gres", gres}, {"--account", account}}) {
            if (named[1] != null && !SlurmFleet.isValidName(named[1])) {
                problems.add(named[0] + " '" + named[1] + "' is not a Slurm name.");
            }
        }
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems);
        }
        try {
            return slurm.nodes(nodes, partition);
        } catch (SlurmFleet.SlurmUnavailable e) {
            throw CommandFailure.failed("Could not list the nodes: " + e.getMessage());
        }
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
