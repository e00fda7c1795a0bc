package dev.gpudoctor.cli;

import dev.gpudoctor.fleet.FactDifference;
import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.FleetRequest;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.OutputFiles;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.model.CheckStatus;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
            "or could not be reached, 3 usage."
        })
final class FleetCommand implements Callable<Integer>, FormattedCommand {

    private final FleetService fleet;

    @Spec
    CommandSpec spec;

    @Option(
            names = "--via",
            required = true,
            paramLabel = "ENGINE",
            description = "How to reach the machines: ssh or slurm.")
    String via;

    @Parameters(
            paramLabel = "HOST",
            arity = "0..*",
            description = "ssh: host names or ssh aliases (user@host works too).")
    List<String> hosts = new ArrayList<>();

    @Option(
            names = "--hosts-file",
            paramLabel = "F",
            description = "ssh: more hosts, one or more a line, separated by spaces or commas ('#' starts a comment).")
    Path hostsFile;

    @Option(
            names = "--nodes",
            paramLabel = "LIST",
            description = "slurm: the nodes, as Slurm writes a list (gpu[01-16],gpu20).")
    String nodes;

    @Option(
            names = "--partition",
            paramLabel = "P",
            description = "slurm: the partition the jobs run in; without --nodes, every node of it.")
    String partition;

    @Option(names = "--gres", paramLabel = "G", description = "slurm: the generic resources each job asks for (gpu:1).")
    String gres;

    @Option(names = "--account", paramLabel = "A", description = "slurm: the account the jobs are charged to.")
    String account;

    @Option(
            names = "--pending-timeout",
            paramLabel = "S",
            description =
                    "slurm: a job still queued after this many seconds is cancelled and its node's row says so. Default: 300.")
    int pendingTimeout = (int) FleetRequest.DEFAULT_PENDING_TIMEOUT.toSeconds();

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description = {
                "What runs on each machine: quick (host facts and the checklist without Python,",
                "seconds), standard (+ the Python checks and the capability matrix, in the machine's managed env or",
                "python3) or full (+ a short MACE run on its GPU, its CPU when it has none; its step time is compared,",
                "slower than 1.5x the fleet's median is an outlier). Each machine's bundle at that level comes back. Default: quick."
            })
    String level = FleetRequest.DEFAULT_LEVEL.word();

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description =
                    "Where each machine's answer is kept, one folder per machine, and fleet.json (default: a new folder gpu-doctor-fleet-<time>-<random> here). Files are created new, never through a link.")
    Path out;

    @Mixin
    FormatOptions formatOptions;

    @Option(
            names = "--ssh-config",
            paramLabel = "F",
            description = "ssh: an ssh config file passed to ssh -F instead of ~/.ssh/config.")
    Path sshConfig;

    @Option(
            names = "--remote-command",
            paramLabel = "CMD",
            description = "How GPU Doctor is started on the machines, as their shell reads it. Default: gpu-doctor.")
    String remoteCommand = FleetRequest.DEFAULT_REMOTE_COMMAND;

    @Option(
            names = "--agent",
            paramLabel = "ARCHIVE",
            description = {
                "ssh: the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz), copied once per machine",
                "into ~/.cache/gpu-doctor/agent/<content hash>/ and reused; run there instead of --remote-command."
            })
    Path agent;

    @Option(names = "--parallel", paramLabel = "N", description = "At most this many machines at once. Default: 8.")
    int parallel = FleetRequest.DEFAULT_PARALLEL;

    @Option(
            names = "--connect-timeout",
            paramLabel = "S",
            description = "ssh: ssh's connect timeout in seconds. Default: 10.")
    int connectTimeout = (int) FleetRequest.DEFAULT_CONNECT_TIMEOUT.toSeconds();

    @Option(
            names = {"--time-limit", "--job-time-limit"},
            paramLabel = "S",
            description =
                    "Each machine's limit in seconds (ssh: connection included; slurm: once the job runs), past which its work is stopped there. Default: 120, 600 at --level full.")
    Integer timeLimit;

    FleetCommand(FleetService fleet) {
        this.fleet = fleet;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"targets\": [{\"name\", \"ok\", \"failure\"?, \"reason\"?, \"facts\"?}], \"differences\": [...],"
                + " \"gpu_outliers\": [...], \"exclude\": [{\"machine\", \"why\"}], \"exclude_hostlist\": \"gpu[3,7]\"}.";
    }

    @Override
    public Integer call() throws InterruptedException {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        FleetRequest request = request(out != null ? out : Path.of(FleetRequest.FOLDER_PREFIX + "new"));
        List<FleetRequest.Problem> problems = fleet.check(request);
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems.stream()
                    .map(problem -> problem.in(FleetCommand::option))
                    .toList());
        }
        if (out == null) {
            // Only once the request is sound: a usage error leaves no empty folder behind.
            try {
                request = request(OutputFiles.freshFolder(Path.of(""), FleetRequest.FOLDER_PREFIX));
            } catch (IOException e) {
                throw CommandFailure.cannotWrite("Could not create a folder for the answers here: " + e.getMessage());
            }
        }
        PrintWriter text = spec.commandLine().getOut();
        Consumer<TargetResult> progress = result -> {
            if (!json) {
                synchronized (text) {
                    text.printf(
                            Locale.ROOT,
                            "%-8s %s (%.1f s)%n",
                            result.ok() ? "reached" : result.failure(),
                            result.name(),
                            result.durationMillis() / 1000.0);
                    text.flush();
                }
            }
        };
        FleetService.Ran ran;
        try {
            ran = fleet.run(request, targets -> {}, progress);
        } catch (FleetService.Refused e) {
            throw CommandFailure.usage(e.problems().stream()
                    .map(problem -> problem.in(FleetCommand::option))
                    .toList());
        } catch (FleetService.Failed e) {
            throw e.why() == FleetService.Failed.Why.CANNOT_WRITE
                    ? CommandFailure.cannotWrite(e.getMessage())
                    : CommandFailure.failed(e.getMessage());
        }
        if (json) {
            JsonOutput.print(text, ran.report());
        } else {
            print(text, ran.report(), ran.folder());
        }
        return exitCode(ran.report());
    }

    /** 2 when a machine was not reached, failed a check or has a GPU slow against the fleet's, else 1 for a warning or a difference, else 0. */
    static int exitCode(FleetReport report) {
        boolean failed = report.targets().stream()
                        .anyMatch(
                                target -> !target.ok() || target.facts().worst().isFailure())
                || report.gpuOutliers().stream()
                        .anyMatch(verdict -> verdict.kind() == dev.gpudoctor.sniff.FigureVerdict.Kind.SLOW_OUTLIER);
        if (failed) {
            return ExitCodes.FAILURES;
        }
        boolean warned =
                report.targets().stream().anyMatch(target -> target.facts().worst() == CheckStatus.WARN);
        return warned || !report.differences().isEmpty() ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    /** The request these options make; a word that is not an engine or a level is a usage error here, before any check. */
    private FleetRequest request(Path folder) {
        FleetRequest.Reach reach = Arrays.stream(FleetRequest.Reach.values())
                .filter(value -> value.word().equals(via))
                .findFirst()
                .orElseThrow(() -> CommandFailure.usage("--via must be ssh or slurm, not '" + via + "'."));
        FleetLevel chosen = FleetLevel.of(level)
                .orElseThrow(() -> CommandFailure.usage(
                        "--level must be quick (host facts and the checklist without Python), standard (+ the Python checks)"
                                + " or full (+ a short MACE run), not '" + level + "'."));
        return FleetRequest.builder(reach, folder)
                .hosts(hosts)
                .hostsFile(hostsFile)
                .nodes(nodes)
                .partition(partition)
                .gres(gres)
                .account(account)
                .level(chosen)
                .remoteCommand(remoteCommand)
                .sshConfig(sshConfig)
                .agent(agent)
                .parallel(parallel)
                .connectTimeout(Duration.ofSeconds(connectTimeout))
                .timeLimit(timeLimit == null ? null : Duration.ofSeconds(timeLimit))
                .pendingTimeout(Duration.ofSeconds(pendingTimeout))
                .build();
    }

    /** How this command names each field of a fleet request in its messages. */
    static String option(FleetRequest.Field field) {
        return switch (field) {
            case HOSTS -> "HOST… or --hosts-file";
            case HOSTS_FILE -> "--hosts-file";
            case NODES -> "--nodes LIST";
            case PARTITION -> "--partition";
            case GRES -> "--gres";
            case ACCOUNT -> "--account";
            case REMOTE_COMMAND -> "--remote-command";
            case SSH_CONFIG -> "--ssh-config";
            case AGENT -> "--agent";
            case PARALLEL -> "--parallel";
            case CONNECT_TIMEOUT -> "--connect-timeout";
            case TIME_LIMIT -> "--time-limit";
            case PENDING_TIMEOUT -> "--pending-timeout";
            case OUT -> "--out";
        };
    }

    private static void print(PrintWriter out, FleetReport report, Path folder) {
        out.println();
        out.printf(
                Locale.ROOT,
                "%-16s %-10s %-10s %-28s %-6s %s%n",
                "TARGET",
                "STATUS",
                "DRIVER",
                "GPUS",
                "WORST",
                "FAILING CHECKS");
        for (TargetResult target : report.targets()) {
            if (target.ok()) {
                var facts = target.facts().comparedValues();
                out.printf(
                        Locale.ROOT,
                        "%-16s %-10s %-10s %-28s %-6s %s%n",
                        target.name(),
                        "ok",
                        or(facts.get("driver")),
                        or(facts.get("gpus")),
                        facts.get("worst check"),
                        facts.get("failing checks"));
            } else {
                out.printf(
                        Locale.ROOT,
                        "%-16s %-10s %s%n",
                        target.name(),
                        "FAILED",
                        target.failure() + ": " + target.reason());
                List<String> tail = target.stderrTail();
                tail.subList(Math.max(0, tail.size() - 3), tail.size()).forEach(line -> out.println("    | " + line));
            }
        }
        out.println();
        if (report.differences().isEmpty()) {
            out.println(
                    report.reachedCount() > 1
                            ? "The reached machines agree on every compared fact."
                            : "Fewer than two machines reached: nothing to compare.");
        } else {
            out.println("Differences (majority value, then the machines that differ):");
            for (FactDifference difference : report.differences()) {
                out.println("  " + difference.fact() + ": "
                        + (difference.majority() == null ? "no majority" : difference.majority()));
                difference.outliers().forEach((name, value) -> out.println("      " + name + ": " + value));
            }
        }
        if (!report.gpuOutliers().isEmpty()) {
            out.println();
            out.println(
                    "GPUs unlike the fleet's GPUs of their name (more than one standard deviation and 10 % from the mean):");
            report.gpuOutliers().forEach(verdict -> out.println("  " + verdict.sentence()));
        }
        out.println();
        if (report.exclude().isEmpty()) {
            out.println("Exclude: none (every machine was reached, passed its checks and has no slow GPU).");
        } else {
            out.println("Exclude (not reached, a check failed, or a slow GPU):");
            report.exclude().forEach(exclusion -> out.println("  " + exclusion.machine() + ": " + exclusion.why()));
            out.println("  sbatch --exclude=" + report.excludeHostlist());
        }
        long missing = report.failedWith(TargetFailure.REMOTE_COMMAND_MISSING);
        if (missing > 0) {
            out.println();
            out.println(
                    "GPU Doctor is not on " + missing + " machine" + (missing == 1 ? "" : "s")
                            + " under that command: copy it there with"
                            + " --agent ARCHIVE (gpu-doctor-agent-*-linux-x64.tar.gz), or name where it is with --remote-command.");
        }
        out.println();
        out.println("Answers and stderr of each machine: " + folder + "/<target>/; all of it: "
                + folder.resolve("fleet.json"));
        out.flush();
    }

    private static String or(String value) {
        return value == null ? "unknown" : value;
    }
}
