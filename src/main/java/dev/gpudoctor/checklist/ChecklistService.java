package dev.gpudoctor.checklist;

import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostFactsReader;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.HostFacts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The CUDA debug checklist: starts the Python children side by side, reads the host facts once, then
 * judges the checks in order on the calling thread and streams each result as it completes. Blocking; interrupting the calling
 * thread cancels (a running Python child is killed) and {@link #run} throws InterruptedException.
 */
public final class ChecklistService {

    private static final Logger LOG = LoggerFactory.getLogger(ChecklistService.class);

    private final Map<String, String> processEnvironment;
    private final CommandRunner runner;
    private final Function<ChecklistRequest, PythonOps> pythonOps;
    /** The last run that finished in this process, whichever front asked for it (Start, Checklist, a bundle). */
    private final AtomicReference<ChecklistRun> latest = new AtomicReference<>();

    private final KeptChecklistRun kept;

    /**
     * @param pythonOps the Python ops for a request; may return null, and then the Python checks skip
     */
    public ChecklistService(
            Map<String, String> processEnvironment,
            CommandRunner runner,
            Function<ChecklistRequest, PythonOps> pythonOps) {
        this(processEnvironment, runner, pythonOps, null);
    }

    /**
     * @param kept where each run is kept for the next process (a bundle after {@code check}); null keeps runs in
     *             memory only
     */
    public ChecklistService(
            Map<String, String> processEnvironment,
            CommandRunner runner,
            Function<ChecklistRequest, PythonOps> pythonOps,
            KeptChecklistRun kept) {
        this.processEnvironment = Map.copyOf(processEnvironment);
        this.runner = Objects.requireNonNull(runner, "runner");
        this.pythonOps = Objects.requireNonNull(pythonOps, "pythonOps");
        this.kept = kept;
    }

    /**
     * The service for this machine: this process's environment, a fresh bridge child per Python
     * check in the request's interpreter (default: {@code interpreters.defaultPython()}). Under a
     * host root other than "/", the Python checks skip: they can only ever examine this machine. Each
     * run is kept in {@code kept} for the next command (a bundle after {@code check}).
     */
    public static ChecklistService forThisMachine(
            Map<String, String> env,
            CommandRunner commands,
            ChildOpRunner children,
            Supplier<String> defaultPython,
            KeptChecklistRun kept) {
        return new ChecklistService(
                env,
                commands,
                request -> {
                    if (request.hostRoot() != null
                            && !HostRoot.of(request.hostRoot()).isReal()) {
                        return null;
                    }
                    String python = request.python() != null ? request.python() : defaultPython.get();
                    return new ChildPythonOps(
                            children,
                            new ChildOpRunner.Launch(
                                    python, false, request.cudaLaunchBlocking(), request.torchUseCudaDsa()));
                },
                kept);
    }

    /** Every check, in the order they run. */
    public List<CheckInfo> checks() {
        return CheckCatalogue.ALL;
    }

    /** The words in {@code only} that name no check (for a usage error). */
    public List<String> unknownIds(List<String> only) {
        return only.stream().filter(word -> CheckId.of(word).isEmpty()).toList();
    }

    /** The checks {@code words} name, in their order; call {@link #unknownIds} first, since an unknown word is an error here. */
    public List<CheckId> ids(List<String> words) {
        return words.stream()
                .map(word ->
                        CheckId.of(word).orElseThrow(() -> new IllegalArgumentException("Unknown check id: " + word)))
                .toList();
    }

    /**
     * The last run that finished in this process, else the one kept by the last command (a bundle reuses it when
     * it is fresh enough).
     */
    public Optional<ChecklistRun> latest() {
        ChecklistRun here = latest.get();
        return here != null || kept == null ? Optional.ofNullable(here) : kept.read();
    }

    /** The run kept on disk by the last command or window (not this process's memory): the window shows it at start. */
    public Optional<ChecklistRun> kept() {
        return kept == null ? Optional.empty() : kept.read();
    }

    public HostFacts readHost(ChecklistRequest request) throws InterruptedException {
        return new HostFactsReader(HostRoot.of(request.hostRoot()), runner, processEnvironment, request.budget())
                .read();
    }

    /**
     * Runs the requested checks in order, handing each result to {@code onResult} (on this thread)
     * as it completes.
     *
     * @throws IllegalArgumentException when {@code only} names an unknown check
     * @throws InterruptedException     when cancelled
     */
    public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) throws InterruptedException {
        return collect(request, onResult).report();
    }

    /** The number of checks {@code request} runs (for progress: done of total). */
    public int count(ChecklistRequest request) {
        return (int) CheckCatalogue.CHECKS.stream()
                .filter(check -> request.includes(check.info().id()))
                .count();
    }

    /**
     * As {@link #run}, keeping the facts the checks judged (the raw nvidia-smi output, the env answer); the
     * run becomes {@link #latest()}.
     */
    public ChecklistRun collect(ChecklistRequest request, Consumer<CheckResult> onResult) throws InterruptedException {
        Instant started = Instant.now();
        HostFactsReader reader =
                new HostFactsReader(HostRoot.of(request.hostRoot()), runner, processEnvironment, request.budget());
        List<Check> selected = CheckCatalogue.CHECKS.stream()
                .filter(check -> request.includes(check.info().id()))
                .toList();
        PythonOps ops =
                selected.stream().anyMatch(check -> check.info().needsPython()) ? pythonOps.apply(request) : null;
        if (Thread.interrupted()) {
            throw new InterruptedException("checklist cancelled"); // before any child starts
        }
        PythonChildren children = ops == null ? null : PythonChecks.startChildren(ops, selected);
        HostFacts host;
        PythonChecks python;
        List<CheckResult> results = new ArrayList<>();
        try {
            host = reader.read();
            python = ops == null ? null : new PythonChecks(ops, host, children);
            if (python != null) {
                python.startCudaInit(selected);
            }
            judgeInOrder(selected, host, request, python, results, onResult);
        } finally {
            if (children != null) {
                children.close();
            }
        }
        ChecklistRun run = new ChecklistRun(
                request,
                ops == null ? null : ops.python(),
                started,
                Instant.now(),
                new ChecklistReport(host, results),
                reader.nvidiaSmiXml(),
                python == null ? null : python.envAnswer());
        latest.set(run);
        if (kept != null) {
            kept.keep(run);
        }
        return run;
    }

    /** The checks in catalogue order, each result handed on as it is judged (the Python children already run). */
    private static void judgeInOrder(
            List<Check> selected,
            HostFacts host,
            ChecklistRequest request,
            PythonChecks python,
            List<CheckResult> results,
            Consumer<CheckResult> onResult)
            throws InterruptedException {
        for (Check check : selected) {
            CheckInfo info = check.info();
            if (Thread.interrupted()) {
                throw new InterruptedException("checklist cancelled");
            }
            long start = System.nanoTime();
            CheckResult result;
            try {
                result = runOne(check, host, request, python);
            } catch (RuntimeException e) {
                LOG.warn("Check {} failed", info.id(), e);
                result = new CheckResult(
                        info.id(),
                        info.title(),
                        CheckStatus.ERROR,
                        "internal error: " + ErrorSummary.of(e).message(),
                        "GPU Doctor could not finish this check.",
                        null,
                        List.of(),
                        0,
                        info.action());
            }
            result = result.withDuration((System.nanoTime() - start) / 1_000_000);
            results.add(result);
            onResult.accept(result);
        }
    }

    private static CheckResult runOne(Check check, HostFacts host, ChecklistRequest request, PythonChecks python)
            throws InterruptedException {
        if (check.info().needsPython() && python == null) {
            return Verdict.skip(
                    check.info(),
                    "not run on a captured host",
                    "Python checks examine this machine's interpreter,"
                            + " so they do not run against a captured host tree (--host-root).");
        }
        return check.run().judge(host, request, python);
    }
}
