package dev.gpudoctor.exec;

import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.checklist.CudaInitReport;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.XidCatalogue;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.host.XidHistoryReader;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.XidHistory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * Runs the user's own command as the CUDA debugging guide does by hand: the CUDA init test in the command's
 * interpreter first, then the command with faulthandler on and the chosen switches, through the one runner
 * (its own process group, a time limit, the whole tree ended on cancel or timeout, output bounded), its end
 * classified, its Python stack read, its output diagnosed by the knowledge base, optionally run again with
 * both switches and compared. The window and {@code gpu-doctor exec} both call {@link #run}.
 *
 * <p>Cancel is the calling thread's interrupt, as everywhere in GPU Doctor: the command's tree is ended and the
 * result keeps what was read before it, with the interrupt still set for the caller.
 */
public final class ExecService {

    static final int HEAD_LINES = 200;
    static final int TAIL_LINES = 200;
    /** The init test is a few seconds (importing torch on a slow disk, a first CUDA context): minutes mean it hangs. */
    static final Duration INIT_TEST_LIMIT = Duration.ofSeconds(180);

    private static final Pattern INTERPRETER = Pattern.compile("python(\\d+(\\.\\d+)*)?");
    private static final DateTimeFormatter ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    /** What a front sees while it runs: stages in words, and each line of output as it comes. */
    public interface Listener {
        Listener NONE = new Listener() {};

        default void stage(String sentence) {}

        default void line(String line) {}
    }

    private final CommandRunner commands;
    private final ChildOpRunner children;
    private final DiagnosisService diagnosis;
    private final DiagnosisContext context;
    private final HostRoot host;
    private final Map<String, String> environment;
    private final ExecHistory history;

    /**
     * @param environment this process's environment: where programs, nvidia-smi and compute-sanitizer are looked for
     * @param history     where results are kept, or null for none
     */
    public ExecService(
            CommandRunner commands,
            ChildOpRunner children,
            DiagnosisService diagnosis,
            DiagnosisContext context,
            HostRoot host,
            Map<String, String> environment,
            ExecHistory history) {
        this.commands = commands;
        this.children = children;
        this.diagnosis = diagnosis;
        this.context = context;
        this.host = host;
        this.environment = Map.copyOf(environment);
        this.history = history;
    }

    public ExecHistory history() {
        return history;
    }

    /** The request's own problems and whether its program and folder are there and can run; empty when it can start. */
    public List<String> problems(ExecRequest request) {
        List<String> problems = new ArrayList<>(request.problems());
        if (problems.isEmpty()) {
            List<String> command = effectiveCommand(request);
            problems.addAll(ProgramCheck.problems(command.get(0), request.workingFolder(), environment.get("PATH")));
            if (request.python() != null && !command.get(0).equals(request.python())) {
                problems.addAll(ProgramCheck.problems(request.python(), null, environment.get("PATH")).stream()
                        .map(p -> "The interpreter for the init test: " + p)
                        .toList());
            }
        }
        return problems;
    }

    /** The interpreter the init test runs in: the command's own first word when it is one, else --python; empty when neither. */
    public Optional<String> interpreter(ExecRequest request) {
        List<String> command = effectiveCommand(request);
        Path first = command.isEmpty() ? null : Path.of(command.get(0)).getFileName();
        if (first != null && INTERPRETER.matcher(first.toString()).matches()) {
            return Optional.of(command.get(0));
        }
        return Optional.ofNullable(request.python());
    }

    /** The command as run: a first word ending in .py is handed to --python. */
    static List<String> effectiveCommand(ExecRequest request) {
        List<String> command = request.command();
        if (request.python() != null && !command.isEmpty() && command.get(0).endsWith(".py")) {
            List<String> withPython = new ArrayList<>();
            withPython.add(request.python());
            withPython.addAll(command);
            return withPython;
        }
        return command;
    }

    /**
     * Runs the request (see the class comment). Never throws for anything the command does.
     *
     * @throws IllegalArgumentException when {@link #problems} has something to say
     */
    public ExecResult run(ExecRequest request, Listener listener) {
        return run(request, listener, null);
    }

    /**
     * The CUDA init test alone, as {@link #run} starts with it: the window runs it first, so that when it fails the
     * user decides whether the command runs at all; empty when the command gets none (turned off, not Python).
     */
    public Optional<InitTest> initTestFirst(ExecRequest request, Listener listener) {
        Optional<String> python = interpreter(request);
        if (!request.initTest() || python.isEmpty()) {
            return Optional.empty();
        }
        listener.stage("Running the CUDA init test in " + python.get() + " ...");
        InitTest init = initTest(python.get(), request);
        listener.stage(init.sentence());
        init.infoLines().forEach(line -> listener.stage("  " + line));
        return Optional.of(init);
    }

    /** As {@link #run(ExecRequest, Listener)}, with the init test {@code alreadyRun} by {@link #initTestFirst} (null: run it). */
    public ExecResult run(ExecRequest request, Listener listener, InitTest alreadyRun) {
        List<String> problems = problems(request);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        Instant started = Instant.now();
        String id = "exec-" + ID_TIME.format(started) + "-"
                + HexFormat.of().toHexDigits((short) ThreadLocalRandom.current().nextInt());
        Optional<String> python = interpreter(request);
        InitTest init = null;
        String initNote;
        if (alreadyRun != null) {
            init = alreadyRun;
            initNote = "";
            if (!init.ok()) {
                listener.stage("Running the command anyway, as chosen.");
            }
        } else if (!request.initTest()) {
            initNote = "turned off";
        } else if (python.isEmpty()) {
            initNote = "not a Python program (its first word is not an interpreter, and no --python was given)";
        } else {
            listener.stage("Running the CUDA init test in " + python.get() + " ...");
            init = initTest(python.get(), request);
            initNote = "";
            listener.stage(init.sentence() + (init.ok() ? "" : " Running the command anyway."));
            init.infoLines().forEach(line -> listener.stage("  " + line));
        }
        if (Thread.currentThread().isInterrupted()) {
            return result(
                    id,
                    started,
                    request,
                    init,
                    initNote,
                    ExecExit.cancelled(),
                    ExecOutput.empty(),
                    null,
                    null,
                    null,
                    null,
                    null,
                    0,
                    List.of());
        }

        List<String> command = new ArrayList<>(effectiveCommand(request));
        SanitizerReport absentSanitizer = null;
        Optional<String> sanitizer = Optional.empty();
        if (request.sanitizer() != null) {
            sanitizer = findSanitizer();
            if (sanitizer.isEmpty()) {
                absentSanitizer = SanitizerReport.absent(request.sanitizer());
                listener.stage(absentSanitizer.note());
            } else {
                command.addAll(0, List.of(sanitizer.get(), "--tool", request.sanitizer()));
            }
        }
        TimelineRecorder timeline = request.timeline()
                ? new TimelineRecorder(
                        host, commands, onPath("nvidia-smi"), Duration.ofSeconds(request.timeoutSeconds() + 60L))
                : null;
        XidHistory xidsBefore = xids();
        listener.stage("Running " + String.join(" ", CommandRedaction.redact(command)) + " ...");
        Attempt first = attempt(command, request, request.launchBlocking(), request.dsa(), listener, timeline);
        KernelLogDuringRun kernelLog = first.exit().end() == ExecExit.End.COULD_NOT_START
                ? null
                : KernelLogDuringRun.between(xidsBefore, xids(), XidCatalogue.standard());
        if (kernelLog != null && !kernelLog.sentence().isEmpty()) {
            listener.stage(kernelLog.sentence());
        }
        SanitizerReport report = absentSanitizer;
        if (sanitizer.isPresent()) {
            report = SanitizerReport.parse(
                    request.sanitizer(), sanitizer.get(), first.output().keptLines());
        }
        Rerun rerun = null;
        boolean cancelled = first.exit().end() == ExecExit.End.CANCELLED;
        if (request.rerunWithToggles()
                && !cancelled
                && !first.exit().succeeded()
                && first.exit().end() != ExecExit.End.COULD_NOT_START) {
            listener.stage("Running it again with CUDA_LAUNCH_BLOCKING=1 TORCH_USE_CUDA_DSA=1 ...");
            Attempt again = attempt(command, request, true, true, listener, null);
            rerun = RerunComparison.compare(first, again, request.timeoutSeconds());
            listener.stage(rerun.comparison());
        } else if (request.rerunWithToggles() && first.exit().succeeded()) {
            listener.stage("It succeeded: there is no error for the switches to place; not run again.");
        }
        ExecResult result = result(
                id,
                started,
                request,
                init,
                initNote,
                first.exit(),
                first.output(),
                first.stack(),
                first.timeline(),
                rerun,
                report,
                kernelLog,
                first.seconds(),
                first.findings(report));
        if (history != null && request.keepInHistory()) {
            try {
                history.save(result);
            } catch (java.io.IOException | RuntimeException e) {
                listener.stage("Could not keep the result in " + history.directory() + ": " + e.getMessage());
            }
        }
        return result;
    }

    private InitTest initTest(String python, ExecRequest request) {
        long start = System.nanoTime();
        ChildOpRunner.Launch launch = new ChildOpRunner.Launch(python, false, request.launchBlocking(), request.dsa());
        OpOutcome<CudaInitReport> outcome =
                children.runOrFail(launch, "cuda_init", null, INIT_TEST_LIMIT, null, CudaInitReport.READER);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (outcome instanceof OpOutcome.Answered<CudaInitReport> answered) {
            CudaInitReport report = answered.result();
            String failure = report.ok() ? null : report.firstFailure();
            return new InitTest(
                    python,
                    report.ok(),
                    report.infoLines(),
                    report.failedStep(),
                    failure == null || failure.isBlank() || failure.equals(": ") ? null : failure,
                    seconds);
        }
        return new InitTest(
                python,
                false,
                List.of(),
                null,
                ((OpOutcome.Failed<CudaInitReport>) outcome).failure().message(),
                seconds);
    }

    private Attempt attempt(
            List<String> command,
            ExecRequest request,
            boolean launchBlocking,
            boolean dsa,
            Listener listener,
            TimelineRecorder recorder) {
        OutputKeeper keeper = new OutputKeeper(HEAD_LINES, TAIL_LINES, listener::line);
        Path folder = request.workingFolder() == null ? null : Path.of(request.workingFolder());
        long start = System.nanoTime();
        if (recorder != null) {
            recorder.start();
        }
        ExecExit exit;
        ExecOutput output;
        try {
            CommandResult result = commands.run(
                    command,
                    addedEnvironment(launchBlocking, dsa),
                    folder,
                    Duration.ofSeconds(request.timeoutSeconds()),
                    keeper);
            exit = ExecExit.of(result);
            output = keeper.kept(result.outputTail(), result.bytesCut());
        } catch (InterruptedException e) {
            exit = ExecExit.cancelled();
            output = keeper.kept(List.of(), 0);
            Thread.currentThread().interrupt();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Timeline timeline = null;
        if (recorder != null) {
            boolean interrupted = Thread.interrupted();
            try {
                timeline = recorder.stop();
            } catch (InterruptedException e) {
                interrupted = true;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        PythonStack stack = PythonStacks.parse(output.keptLines()).orElse(null);
        return new Attempt(
                exit, output, stack, timeline, seconds, exit.succeeded() ? List.of() : diagnose(output, exit));
    }

    /** The output as read, and the words a shell would have printed for the signal (the knowledge base knows those). */
    private List<DiagnosisFinding> diagnose(ExecOutput output, ExecExit exit) {
        List<String> text = new ArrayList<>(output.keptLines());
        // Marked as ours; the bare-signal patterns read a line in the shell's words after any "prefix: ".
        exit.shellWords()
                .ifPresent(words -> text.add(
                        "gpu-doctor exec: killed by " + exit.signal() + ", which a shell prints as: " + words));
        return diagnosis.diagnose(String.join("\n", text), context).findings();
    }

    static Map<String, String> addedEnvironment(boolean launchBlocking, boolean dsa) {
        Map<String, String> added = new LinkedHashMap<>();
        added.put("PYTHONFAULTHANDLER", "1"); // a SIGSEGV/SIGBUS/SIGABRT prints the Python stack
        added.put("PYTHONUNBUFFERED", "1"); // what it printed before dying is not lost in a buffer
        if (launchBlocking) {
            added.put("CUDA_LAUNCH_BLOCKING", "1");
        }
        if (dsa) {
            added.put("TORCH_USE_CUDA_DSA", "1");
        }
        return added;
    }

    private ExecResult result(
            String id,
            Instant started,
            ExecRequest request,
            InitTest init,
            String initNote,
            ExecExit exit,
            ExecOutput output,
            PythonStack stack,
            Timeline timeline,
            Rerun rerun,
            SanitizerReport sanitizer,
            KernelLogDuringRun kernelLog,
            double seconds,
            List<DiagnosisFinding> findings) {
        return new ExecResult(
                id,
                started,
                CommandRedaction.redact(effectiveCommand(request)),
                request.workingFolder(),
                new ExecResult.Toggles(request.launchBlocking(), request.dsa()),
                addedEnvironment(request.launchBlocking(), request.dsa()),
                init,
                initNote,
                exit,
                stack,
                output,
                findings,
                timeline,
                rerun,
                sanitizer,
                kernelLog,
                round(seconds),
                summary(exit, stack, findings, request, seconds)
                        + (kernelLog == null || kernelLog.sentence().isEmpty() ? "" : " " + kernelLog.sentence()));
    }

    /** "The command was killed by SIGSEGV in crash.py line 5 (Fatal Python error: Segmentation fault). Most likely: …" */
    static String summary(
            ExecExit exit, PythonStack stack, List<DiagnosisFinding> findings, ExecRequest request, double seconds) {
        StringBuilder words = new StringBuilder("The command " + exit.words(request.timeoutSeconds()));
        if (exit.succeeded()) {
            words.append(String.format(Locale.ROOT, " in %.1f s.", seconds));
            return words.toString();
        }
        if (stack != null && !exit.succeeded() && !stack.where().isEmpty()) {
            words.append(' ').append(stack.where());
        }
        if (stack != null && !stack.error().isEmpty()) {
            words.append(" (").append(stack.error()).append(')');
        }
        words.append('.');
        findings.stream()
                .filter(DiagnosisFinding::knownIssue)
                .findFirst()
                .ifPresent(top -> words.append(" Most likely: ")
                        .append(top.title().replaceFirst("\\.$", ""))
                        .append('.'));
        return words.toString();
    }

    /** The driver's Xid lines in the kernel log now (10 s at most); null when interrupted. */
    private XidHistory xids() {
        try {
            return new XidHistoryReader(host, new HostCommands(host, commands, environment)).read();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private Optional<String> findSanitizer() {
        Optional<String> found = onPath("compute-sanitizer");
        if (found.isPresent()) {
            return found;
        }
        Path toolkit = Path.of("/usr/local/cuda/bin/compute-sanitizer");
        return Files.isExecutable(toolkit) ? Optional.of(toolkit.toString()) : Optional.empty();
    }

    private Optional<String> onPath(String program) {
        return ProgramCheck.onPath(program, environment.get("PATH"))
                .filter(Files::isExecutable)
                .map(Path::toString);
    }

    private static double round(double seconds) {
        return Math.round(seconds * 1000) / 1000.0;
    }
}
