package dev.gpudoctor.cli;

import dev.gpudoctor.exec.ExecRequest;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.exec.ExecService;
import dev.gpudoctor.exec.PythonStack;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "exec",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs your own command the way the CUDA debugging guide does by hand: the CUDA init test first (in the command's",
            "Python), then the command with Python's faulthandler on and the debugging switches you pick, its output streamed",
            "and kept (first and last lines), its end read (exit code, or the signal with the Python line it died on), and its",
            "output diagnosed by the knowledge base. Everything it starts is ended at --timeout. Kept in the exec history",
            "unless --no-history.",
            "Exit code: 0 the command succeeded, 1 it failed and the failure was recognised, 2 it failed (or did not finish)",
            "and was not recognised, 3 usage (an empty command, a program that is not there or cannot run) or internal error."
        })
final class ExecCommand implements Callable<Integer>, FormattedCommand {

    private final Supplier<ExecService> service;

    @Spec
    CommandSpec spec;

    @Mixin
    CudaDebugToggles toggles;

    @Option(names = "--no-init-test", description = "Do not run the CUDA init test first.")
    boolean noInitTest;

    @Option(
            names = "--python",
            paramLabel = "P",
            description = {
                "The interpreter for the CUDA init test (default: the command's first word",
                "when it is python, python3 ...). A command whose first word is a .py file is run with it."
            })
    String python;

    @Option(
            names = "--timeout",
            paramLabel = "SEC",
            defaultValue = "" + ExecRequest.DEFAULT_TIMEOUT_SECONDS,
            description =
                    "Stop the command, with everything it started, after this many seconds (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(
            names = "--timeline",
            description =
                    "Record host memory and swap, and where nvidia-smi is the GPUs' memory, utilisation, SM clock, power and temperature, once a second.")
    boolean timeline;

    @Option(
            names = "--rerun-with-toggles",
            description =
                    "When it fails, run it again with CUDA_LAUNCH_BLOCKING=1 TORCH_USE_CUDA_DSA=1 and compare where the error is reported and how long it took.")
    boolean rerun;

    @Option(
            names = "--sanitizer",
            paramLabel = "TOOL",
            description =
                    "Run it under the CUDA Toolkit's compute-sanitizer: memcheck, racecheck, initcheck or synccheck.")
    String sanitizer;

    @Option(names = "--no-history", description = "Do not keep the result in the exec history.")
    boolean noHistory;

    @Mixin
    FormatOptions formatOptions;

    @Parameters(arity = "0..*", paramLabel = "COMMAND", description = "The command and its arguments, after '--'.")
    List<String> command = new ArrayList<>();

    ExecCommand(Supplier<ExecService> service) {
        this.service = service;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object (docs/commands.md: exec's JSON fields); the command's own output goes to stderr as it comes.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ExecRequest request = new ExecRequest(
                command,
                null,
                toggles.launchBlocking,
                toggles.dsa,
                !noInitTest,
                python,
                timeoutSeconds,
                timeline,
                rerun,
                sanitizer,
                !noHistory);
        List<String> requestProblems = request.problems();
        if (!requestProblems.isEmpty()) {
            throw CommandFailure.usage(requestProblems).withHelpHint();
        }
        ExecService exec = service.get();
        List<String> problems = exec.problems(request);
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems);
        }
        PrintWriter live = json ? err : out;
        ExecResult result = exec.run(request, new ExecService.Listener() {
            @Override
            public void stage(String sentence) {
                err.println("gpu-doctor exec: " + sentence);
                err.flush();
            }

            @Override
            public void line(String line) {
                live.println(line);
                live.flush();
            }
        });
        if (Thread.currentThread().isInterrupted()) {
            throw CommandFailure.interrupted();
        }
        if (json) {
            JsonOutput.print(out, result);
        } else {
            printText(out, result);
        }
        return switch (result.verdict()) {
            case SUCCEEDED -> ExitCodes.OK;
            case FAILED_RECOGNISED -> ExitCodes.FINDINGS;
            case FAILED_NOT_RECOGNISED -> ExitCodes.FAILURES;
        };
    }

    private static void printText(PrintWriter out, ExecResult result) {
        out.println();
        out.println("gpu-doctor exec: " + result.summary());
        if (result.initTest() != null) {
            out.println("  " + result.initTest().sentence());
        }
        if (result.pythonStack() != null && !result.exit().succeeded()) {
            PythonStack stack = result.pythonStack();
            out.println("  Python stack (" + stack.source() + ", innermost last):");
            stack.frames()
                    .forEach(frame ->
                            out.println("    " + frame.file() + " line " + frame.line() + " in " + frame.function()));
        }
        if (!result.output().cut().isEmpty()) {
            out.println("  Output kept: " + result.output().cut() + ".");
        }
        for (DiagnosisFinding finding : result.findings()) {
            out.printf(
                    Locale.ROOT,
                    "  %3d %%  %s  (%s)%n",
                    finding.percent(),
                    finding.title(),
                    DiagnosisReport.label(finding));
            out.println("         What to do: " + finding.firstRemedy());
        }
        if (result.sanitizer() != null) {
            out.println("  compute-sanitizer: "
                    + (result.sanitizer().executable() == null
                            ? result.sanitizer().note()
                            : result.sanitizer().errors() + " error(s)"
                                    + (result.sanitizer().firstError() != null
                                            ? ", the first: "
                                                    + result.sanitizer().firstError()
                                            : "")));
        }
        if (result.rerun() != null) {
            out.println("  " + result.rerun().comparison());
        }
        if (result.timeline() != null) {
            out.println("  Timeline: " + result.timeline().host().size() + " host samples, "
                    + result.timeline().gpu().size() + " GPU samples"
                    + (result.timeline().gpuNote().isEmpty()
                            ? "."
                            : ". " + result.timeline().gpuNote()));
        }
        out.flush();
    }
}
