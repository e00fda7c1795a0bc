package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.bundle.BundleInputs.IncludedChecklist;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.PythonOps;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CollectedOutput;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.host.HostFactsReader;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.RunRecord;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The slow half of a bundle: the checklist, nvidia-smi, pip freeze and the bridge's env report,
 * each with a timeout, each failure kept as a reason. On a captured host nothing runs: outputs
 * are read from the capture (so an unpacked bundle can be bundled again).
 */
final class BundleProbes {

    static final Duration NVIDIA_SMI_TIMEOUT = Duration.ofSeconds(20);
    static final Duration PIP_TIMEOUT = Duration.ofSeconds(60);
    static final String QUICK_LEVEL = "left out at the quick level: no Python is started";
    /** The part of the collection's progress that is the checklist (the rest: pip freeze, the env report). */
    static final double CHECKLIST_SHARE = 0.85;

    private static final Logger LOG = LoggerFactory.getLogger(BundleProbes.class);

    private final ChecklistService checklist;
    private final RunHistory history;
    private final LogBuffer log;
    private final Supplier<String> defaultPython;
    private final ChildOpRunner children;
    private final CommandRunner runner;
    private final Map<String, String> environment;
    private final AppVersion app;

    BundleProbes(
            ChecklistService checklist,
            RunHistory history,
            LogBuffer log,
            Supplier<String> defaultPython,
            ChildOpRunner children,
            CommandRunner runner,
            Map<String, String> environment,
            AppVersion app) {
        this.checklist = checklist;
        this.history = history;
        this.log = log;
        this.defaultPython = defaultPython;
        this.children = children;
        this.runner = runner;
        this.environment = Map.copyOf(environment);
        this.app = app;
    }

    BundleInputs collect(BundleOptions options, BiConsumer<Double, String> progress) throws InterruptedException {
        Instant started = Instant.now();
        HostRoot root = HostRoot.of(options.hostRoot());
        String python =
                options.python() != null && !options.python().isBlank() ? options.python() : defaultPython.get();
        ChecklistRun run = null;
        String checklistProblem = null;
        ChecklistRun latest = checklist.latest().orElse(null);
        String whyNot = latest == null
                ? "no checklist has run yet"
                : ChecklistReuse.whyNot(latest, options, python, checklist.checks(), Instant.now());
        if (whyNot == null) {
            run = latest;
            progress.accept(
                    CHECKLIST_SHARE,
                    "Including the checklist that finished at " + clockTime(latest.finishedAt()) + "…");
        } else {
            LOG.info("Running the checklist for the bundle: the last one cannot be included ({})", whyNot);
            try {
                run = runChecklist(options, python, progress);
            } catch (RuntimeException e) {
                checklistProblem = ErrorSummary.of(e).message();
            }
        }
        ChecklistReport report = run == null ? null : run.report();
        IncludedChecklist included = run == null
                ? null
                : new IncludedChecklist(
                        run.startedAt(),
                        run.finishedAt(),
                        run == latest,
                        run.report().checks().size());
        HostCommands commands = new HostCommands(root, runner, root.isReal() ? environment : Map.of());
        // The checklist's own nvidia-smi -q -x: the bundle's raw file is the text its host facts were parsed from.
        CollectedOutput xml = run != null && run.nvidiaSmiXml() != null
                ? run.nvidiaSmiXml()
                : commands.output(
                        HostFactsReader.NVIDIA_SMI_CAPTURE, List.of("nvidia-smi", "-q", "-x"), NVIDIA_SMI_TIMEOUT);
        // The plain table is read from a capture only: on this machine it would be a second, later look at the GPUs.
        CollectedOutput plain =
                root.isReal() ? null : commands.output("nvidia-smi", List.of("nvidia-smi"), NVIDIA_SMI_TIMEOUT);
        if (!options.withPython()) {
            Runs runs = runs(options);
            return new BundleInputs(
                    started,
                    Instant.now(),
                    app,
                    root,
                    report,
                    checklistProblem,
                    plain,
                    xml,
                    python,
                    null,
                    null,
                    null,
                    QUICK_LEVEL,
                    runs.runs,
                    runs.problem,
                    log.snapshot(),
                    root.isReal() ? environment : Map.of(),
                    true,
                    included,
                    options.execResults());
        }
        progress.accept(CHECKLIST_SHARE, "Collecting pip freeze…");
        CollectedOutput pip = commands.output(
                "pip-freeze", List.of(python, "-m", "pip", "freeze", "--disable-pip-version-check"), PIP_TIMEOUT);
        JsonNode env = null;
        BridgeFailure envFailure = null;
        String envProblem = null;
        if (root.isReal()) {
            PythonOps.Answer answer = run != null ? run.env() : null;
            if (answer == null) {
                progress.accept(
                        CHECKLIST_SHARE + (1 - CHECKLIST_SHARE) / 2, "Collecting the Python environment report…");
                answer = envReport(python);
            }
            env = answer.result();
            envFailure = answer.failure();
        } else {
            Optional<JsonNode> captured = root.readCaptured("bridge-env.json").flatMap(BundleProbes::parseJson);
            env = captured.orElse(null);
            envProblem = captured.isPresent() ? null : "not run on a captured host (no .gpu-doctor/bridge-env.json)";
        }
        Runs runs = runs(options);
        return new BundleInputs(
                started,
                Instant.now(),
                app,
                root,
                report,
                checklistProblem,
                plain,
                xml,
                python,
                pip,
                env,
                envFailure,
                envProblem,
                runs.runs,
                runs.problem,
                log.snapshot(),
                root.isReal() ? environment : Map.of(),
                false,
                included,
                options.execResults());
    }

    /** The checklist for this bundle, its progress the checks done of the checks to run. */
    private ChecklistRun runChecklist(BundleOptions options, String python, BiConsumer<Double, String> progress)
            throws InterruptedException {
        ChecklistRequest request =
                ChecklistRequest.at(options.level(), List.of(), python, options.hostRoot(), false, false);
        int total = Math.max(1, checklist.count(request));
        progress.accept(0.0, "Running the checklist: 0 of " + total + " checks…");
        AtomicInteger done = new AtomicInteger();
        return checklist.collect(request, result -> {
            int n = done.incrementAndGet();
            progress.accept(
                    CHECKLIST_SHARE * n / total,
                    "Running the checklist: " + n + " of " + total + " checks (" + result.title() + ")…");
        });
    }

    private static String clockTime(Instant at) {
        return DateTimeFormatter.ofPattern("HH:mm:ss")
                .withZone(ZoneId.systemDefault())
                .format(at);
    }

    private record Runs(List<RunRecord> runs, String problem) {}

    private Runs runs(BundleOptions options) {
        if (!options.includeRuns()) {
            return new Runs(null, null);
        }
        try {
            return new Runs(history.list().runs(), null);
        } catch (IOException e) {
            return new Runs(
                    null,
                    "the run history could not be read: " + ErrorSummary.of(e).message());
        }
    }

    /**
     * The env report from a fresh child, when no checklist run asked for it; a cancel ends the collection as it
     * does everywhere else.
     */
    private PythonOps.Answer envReport(String python) throws InterruptedException {
        OpOutcome<JsonNode> outcome = children.runOrFail(
                        ChildOpRunner.Launch.of(python),
                        "env",
                        JsonNodeFactory.instance.objectNode(),
                        EnvReport.TIMEOUT,
                        null,
                        ResultReader.json("env"))
                .throwIfCancelled("collecting the env report");
        return outcome instanceof OpOutcome.Answered<JsonNode> answered
                ? new PythonOps.Answer(answered.result(), null, 0)
                : new PythonOps.Answer(null, ((OpOutcome.Failed<JsonNode>) outcome).failure(), 0);
    }

    private static Optional<JsonNode> parseJson(String text) {
        try {
            return Optional.of(JsonMappers.records().readTree(text));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
