package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.build.BuildInfo;
import dev.gpudoctor.checklist.ChangeTracker;
import dev.gpudoctor.checklist.CheckSnapshots;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.XidsSinceLastCheck;
import dev.gpudoctor.cli.format.MetricsAnswer;
import dev.gpudoctor.cli.format.NodeVerdictAnswer;
import dev.gpudoctor.cli.format.OutputFormat;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.metrics.PrometheusText;
import dev.gpudoctor.model.CheckLevel;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.SinceLast;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs the CUDA debug checklist: driver, WSL2 set-up, loader path, debug variables, the Python stack,",
            "CUDA initialisation, memory, shared memory, NVML. One line per check, then the remedies.",
            "Exit code: 0 all pass or skip, 1 warnings, 2 failures or errors, 3 usage."
        })
final class CheckCommand implements Callable<Integer>, FormattedCommand {

    private final ChecklistService checklist;
    private final CheckHistory history;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Option(
            names = "--only",
            split = ",",
            paramLabel = "ID",
            description = "Run only these checks (comma-separated ids).")
    List<String> only = new ArrayList<>();

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description =
                    "quick: host checks only, no Python child (fit for a Slurm health check and 'fleet'); standard (default): all checks.")
    String level = CheckLevel.DEFAULT.word();

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--host-root",
            paramLabel = "DIR",
            description =
                    "Read the host from a captured tree standing for / (commands are not run; Python checks skip), e.g. an unpacked bundle or its raw/.")
    Path hostRoot;

    @Option(
            names = "--exit-code",
            description = {
                "For Slurm prologs and health checks, where any non-zero exit drains the node: one line",
                "(OK, or FAIL and the ids that failed or could not finish) and exit 2 only for those; warnings exit 0."
            })
    boolean exitCode;

    @Option(
            names = "--drain-reason",
            description = {
                "Like --exit-code, but a failure's line is a drain reason tools can match:",
                "gpu-doctor:<check-id>:<action>: <sentence> (the first failed check; the others listed at the end)."
            })
    boolean drainReason;

    @Option(
            names = "--npd",
            description = {
                "Answer as a node-problem-detector custom plugin: one line of at most 80 characters",
                "and exit 0 (OK), 1 (a check failed: NonOK) or 2 (checks could not finish: Unknown)."
            })
    boolean npd;

    @Option(
            names = "--since-last",
            description = {
                "Also say what changed since this machine's previous check: driver, CUDA, kernel,",
                "torch, mace-torch and cuEquivariance versions, and checks whose status flipped (JSON: \"since_last\")."
            })
    boolean sinceLast;

    @Option(names = "--prometheus", paramLabel = "FILE", description = PrometheusFile.DESCRIPTION)
    Path prometheus;

    @Option(
            names = "--expect-gpus",
            paramLabel = "N",
            description = {
                "This machine should show N GPUs: fewer is a failure with a",
                "hardware action. Without it a machine with no NVIDIA device is a CPU machine, not a failure."
            })
    Integer expectGpus;

    @Mixin
    CudaDebugToggles toggles;

    /** A check that keeps no history (tests, and where none is wanted). */
    CheckCommand(ChecklistService checklist) {
        this(checklist, null);
    }

    /** @param history where each run's snapshot is kept for --since-last; null keeps none */
    CheckCommand(ChecklistService checklist, CheckHistory history) {
        this.checklist = checklist;
        this.history = history;
    }

    @Override
    public Set<OutputFormat> formats() {
        return EnumSet.of(
                OutputFormat.TEXT,
                OutputFormat.JSON,
                OutputFormat.EXIT_CODE,
                OutputFormat.DRAIN_REASON,
                OutputFormat.NPD,
                OutputFormat.PROMETHEUS);
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"host\": {...}, \"checks\": [...]}.";
    }

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        OutputFormat format = formatOptions.chosen(
                new FormatOptions.Alias("--exit-code", exitCode, OutputFormat.EXIT_CODE),
                new FormatOptions.Alias("--drain-reason", drainReason, OutputFormat.DRAIN_REASON),
                new FormatOptions.Alias("--npd", npd, OutputFormat.NPD),
                new FormatOptions.Alias(
                        "--prometheus -", PrometheusFile.toStdout(prometheus), OutputFormat.PROMETHEUS));
        List<String> unknown = checklist.unknownIds(only);
        if (!unknown.isEmpty()) {
            throw CommandFailure.usage(List.of(
                    "unknown check id(s): " + String.join(", ", unknown) + ".",
                    "Valid ids: "
                            + String.join(
                                    ", ",
                                    checklist.checks().stream()
                                            .map(info -> info.id().id())
                                            .toList()) + "."));
        }
        CheckLevel chosenLevel = CheckLevel.of(level)
                .orElseThrow(
                        () -> CommandFailure.usage("--level must be " + CheckLevel.words() + ", not '" + level + "'."));
        if (hostRoot != null && !Files.isDirectory(hostRoot)) {
            throw CommandFailure.usage("--host-root " + hostRoot + " is not a directory.");
        }
        PrometheusFile.validate(prometheus);
        if (expectGpus != null && expectGpus < 0) {
            throw CommandFailure.usage("--expect-gpus must be 0 or more, not " + expectGpus + ".");
        }
        ChecklistRequest request = ChecklistRequest.at(
                        chosenLevel,
                        checklist.ids(only),
                        interpreter.python,
                        hostRoot,
                        toggles.launchBlocking,
                        toggles.dsa)
                .expectingGpus(expectGpus);
        if (chosenLevel == CheckLevel.QUICK) {
            // One budget for every host reader, counted from this process's start: the JVM's own start on a busy
            // machine is part of what the consumer (Slurm's health program, node-problem-detector) waits for.
            request = request.readBy(ProcessHandle.current()
                    .info()
                    .startInstant()
                    .orElseGet(Instant::now)
                    .plus(ChecklistRequest.QUICK_BUDGET));
        }
        int width = checklist.checks().stream()
                .mapToInt(info -> info.id().id().length())
                .max()
                .orElse(10);
        ChecklistReport report = checklist.run(request, result -> {
            if (format.showsProgress()) {
                out.printf(
                        Locale.ROOT,
                        "%-5s  %-" + width + "s  %s%n",
                        result.status().word(),
                        result.id(),
                        result.value());
                out.flush();
            }
        });
        Instant finished = Instant.now();
        ChangeTracker.Kept kept = remember(report, finished);
        if (format.isNodeVerdict()) {
            // A consumer asks every few minutes: it is answered on the Xids new since this machine's previous check.
            report = XidsSinceLastCheck.judge(report, kept.before());
        }
        CheckAnswer answer = new CheckAnswer(report, finished, sinceLast ? kept.changes() : null);
        if (prometheus != null && !PrometheusFile.toStdout(prometheus)) {
            PrometheusFile.write(prometheus, answer.metrics(), out);
        }
        return format.render(answer, out);
    }

    /** What one check run found, for whichever format was asked for. */
    private record CheckAnswer(ChecklistReport report, Instant finished, SinceLast sinceLast)
            implements MetricsAnswer, NodeVerdictAnswer {

        @Override
        public int exitCode() {
            CheckStatus worst = report.worstStatus();
            return worst.isFailure()
                    ? ExitCodes.FAILURES
                    : worst == CheckStatus.WARN ? ExitCodes.FINDINGS : ExitCodes.OK;
        }

        @Override
        public void printText(PrintWriter out) {
            printRemedies(out, report);
            if (sinceLast != null) {
                printSinceLast(out, sinceLast);
            }
        }

        @Override
        public Object json() {
            return new CheckJson(report.host(), report.checks(), sinceLast);
        }

        @Override
        public String metrics() {
            return PrometheusText.of(
                    report,
                    finished,
                    BuildInfo.current().version(),
                    CheckSnapshots.of(report, "", finished).versions());
        }
    }

    /** {@code check --json}: the host, each check in the one shape of the record, and "since_last" when asked for. */
    record CheckJson(
            HostFacts host,
            List<CheckResult> checks,
            @JsonInclude(JsonInclude.Include.NON_NULL) SinceLast sinceLast) {}

    /** Keeps this run's snapshot and says what changed since the previous one (nothing when no history is kept). */
    private ChangeTracker.Kept remember(ChecklistReport report, Instant finished) {
        // A captured tree is not a machine that changes by itself: its history is kept only when asked for.
        if (history == null || (hostRoot != null && !sinceLast)) {
            return new ChangeTracker.Kept(null, SinceLast.firstRun());
        }
        return new ChangeTracker(history).keep(report, hostRoot, finished);
    }

    static void printSinceLast(PrintWriter out, SinceLast changes) {
        out.println();
        if (!changes.hadPrevious()) {
            out.println(
                    "Since last time: no earlier check of this machine is kept; the next --since-last compares with this one.");
        } else if (changes.changes().isEmpty()) {
            out.println("Since last time (" + changes.previousAt() + "): nothing changed.");
        } else {
            out.println("Since last time (" + changes.previousAt() + "):");
            changes.changes().forEach(change -> out.println("  " + change.sentence()));
        }
        out.flush();
    }

    /** A check as the bundle's report.json and the history write it: the one shape of the record. */
    static JsonNode toJson(CheckResult check) {
        return JsonMappers.records().valueToTree(check);
    }

    private static void printRemedies(PrintWriter out, ChecklistReport report) {
        boolean heading = false;
        for (CheckResult check : report.checks()) {
            if (check.status() == CheckStatus.WARN || check.status().isFailure()) {
                if (!heading) {
                    out.println();
                    out.println("What to do:");
                    heading = true;
                }
                out.println();
                out.println(check.status().word() + " " + check.id() + ": " + check.explanation());
                if (check.remedy() != null) {
                    check.remedy().lines().forEach(line -> out.println("    " + line));
                }
            }
        }
        out.flush();
    }
}
