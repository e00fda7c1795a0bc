package dev.gpudoctor.bundle;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CollectedOutput;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.RunRecord;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * The slow half of a bundle: the checklist, nvidia-smi, pip freeze and the bridge's env report,
 * each with a timeout, each failure kept as a reason. On a captured host nothing runs: outputs
 * are read from the capture (so an unpacked bundle can be bundled again).
 */
final class BundleProbes {

    static final Duration NVIDIA_SMI_TIMEOUT = Duration.ofSeconds(20);
    static final Duration PIP_TIMEOUT = Duration.ofSeconds(60);
    static final Duration ENV_TIMEOUT = Duration.ofSeconds(90);
    static final String QUICK_LEVEL = "left out at the quick level: no Python is started";

    private final ChecklistService checklist;
    private final RunHistory history;
    private final LogBuffer log;
    private final Supplier<String> defaultPython;
    private final ChildOpRunner children;
    private final CommandRunner runner;
    private final Map<String, String> environment;
    private final AppVersion app;

    BundleProbes(ChecklistService checklist, RunHistory history, LogBuffer log, Supplier<String> defaultPython,
                 ChildOpRunner children, CommandRunner runner, Map<String, String> environment, AppVersion app) {
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
        String python = options.python() != null && !options.python().isBlank() ? options.python() : defaultPython.get();
        progress.accept(0.0, "Running the checklist…");
        ChecklistReport report = null;
        String checklistProblem = null;
        try {
            // The quick level runs the checks that start no Python, as 'check --level quick' does.
            List<String> only = options.withPython() ? List.of()
                    : checklist.checks().stream().filter(info -> !info.needsPython()).map(CheckInfo::id).toList();
            report = checklist.run(new ChecklistRequest(only, python, options.hostRoot(), false, false), r -> { });
        } catch (RuntimeException e) {
            checklistProblem = ErrorSummary.of(e).message();
        }
        progress.accept(0.45, "Collecting nvidia-smi…");
        HostCommands commands = new HostCommands(root, runner, root.isReal() ? environment : Map.of());
        String smi = report == null || report.host().nvidiaSmi().locations().isEmpty() ? "nvidia-smi"
                : report.host().nvidiaSmi().locations().get(0);
        CollectedOutput xml = commands.output("nvidia-smi-q-x", List.of(smi, "-q", "-x"), NVIDIA_SMI_TIMEOUT);
        CollectedOutput plain = commands.output("nvidia-smi", List.of(smi), NVIDIA_SMI_TIMEOUT);
        if (!options.withPython()) {
            Runs runs = runs(options);
            return new BundleInputs(started, Instant.now(), app, root, report, checklistProblem, plain, xml, python, null, null,
                    null, QUICK_LEVEL, runs.runs, runs.problem, log.snapshot(), root.isReal() ? environment : Map.of(), true);
        }
        progress.accept(0.55, "Collecting pip freeze…");
        CollectedOutput pip = commands.output("pip-freeze", List.of(python, "-m", "pip", "freeze",
                "--disable-pip-version-check"), PIP_TIMEOUT);
        progress.accept(0.65, "Collecting the Python environment report…");
        JsonNode env = null;
        BridgeFailure envFailure = null;
        String envProblem = null;
        if (root.isReal()) {
            OpOutcome<JsonNode> result = envReport(python);
            if (result instanceof OpOutcome.Answered<JsonNode> answered) {
                env = answered.result();
            } else {
                envFailure = ((OpOutcome.Failed<JsonNode>) result).failure();
            }
        } else {
            Optional<JsonNode> captured = root.readCaptured("bridge-env.json").flatMap(BundleProbes::parseJson);
            env = captured.orElse(null);
            envProblem = captured.isPresent() ? null : "not run on a captured host (no .gpu-doctor/bridge-env.json)";
        }
        Runs runs = runs(options);
        return new BundleInputs(started, Instant.now(), app, root, report, checklistProblem, plain, xml, python, pip, env,
                envFailure, envProblem, runs.runs, runs.problem, log.snapshot(), root.isReal() ? environment : Map.of(), false);
    }

    private record Runs(List<RunRecord> runs, String problem) {
    }

    private Runs runs(BundleOptions options) {
        if (!options.includeRuns()) {
            return new Runs(null, null);
        }
        try {
            return new Runs(history.list().runs(), null);
        } catch (IOException e) {
            return new Runs(null, "the run history could not be read: " + ErrorSummary.of(e).message());
        }
    }

    /** The env report from a fresh child; a cancel ends the collection as it does everywhere else. */
    private OpOutcome<JsonNode> envReport(String python) throws InterruptedException {
        return children.runOrFail(ChildOpRunner.Launch.of(python), "env", JsonNodeFactory.instance.objectNode(), ENV_TIMEOUT,
                null, ResultReader.json("env")).throwIfCancelled("collecting the env report");
    }

    private static Optional<JsonNode> parseJson(String text) {
        try {
            return Optional.of(JsonMappers.records().readTree(text));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
