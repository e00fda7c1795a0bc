package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.ErrorSummary;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * The one place where a command line's failures become words: every usage error, refusal and
 * internal error prints its sentence on stderr and, when --json was asked for, exactly one
 * {"ok": false, "error": {"kind", "message", "exit_code", "hint"?}} object on stdout. Commands that
 * print their own JSON for a failure (run, bench, consistency: {"ok": false, "failure": …}) keep it;
 * nothing is added after an object already printed.
 */
final class CliExecution {

    private static final Logger LOG = LoggerFactory.getLogger(CliExecution.class);
    static final String DEBUG_HINT = "Run with GPU_DOCTOR_LOG=debug to see the details in the log.";

    private final boolean json;
    private final WatchedWriter stdout;
    private final WatchedWriter stderr;
    private final PrintWriter out;
    private final PrintWriter err;
    /** The failure said by a handler here, when one was; else the stderr text is what the command said. */
    private ErrorAnswer said;

    private CliExecution(String[] args, PrintWriter out, PrintWriter err) {
        this.json = JsonFlag.in(args);
        this.stdout = new WatchedWriter(out);
        this.stderr = new WatchedWriter(err);
        this.out = new PrintWriter(stdout, true);
        this.err = new PrintWriter(stderr, true);
    }

    /** Executes {@code args} on {@code line} (the root command or, in tests, a single command). */
    static int execute(CommandLine line, String[] args, PrintWriter out, PrintWriter err) {
        return execute(() -> line, args, out, err);
    }

    /** The command line is built inside: a service that cannot be constructed is an internal error like any other. */
    static int execute(Supplier<CommandLine> line, String[] args, PrintWriter out, PrintWriter err) {
        return new CliExecution(args, out, err).execute(line, args);
    }

    private int execute(Supplier<CommandLine> commands, String[] args) {
        int code;
        try {
            CommandLine line = commands.get();
            FormatOptions.install(line);
            HelpParagraphs.install(line);
            CommandSummaries.install(line);
            line.setOut(out);
            line.setErr(err);
            line.setParameterExceptionHandler((problem, badArgs) -> usage(problem));
            line.setExecutionExceptionHandler((problem, failed, parseResult) -> failure(problem, failed));
            code = line.execute(args);
        } catch (RuntimeException | Error problem) {
            // picocli hands Errors (OutOfMemoryError, StackOverflowError) straight through: still one sentence.
            code = internal(problem);
        }
        if (json && code != ExitCodes.OK && !stdout.wroteText()) {
            JsonOutput.print(out, errorAnswer(code));
        }
        out.flush();
        err.flush();
        return code;
    }

    private int usage(CommandLine.ParameterException problem) {
        String hint = "Try '" + name(problem.getCommandLine()) + " --help'.";
        String message = oneLine(problem.getMessage());
        err.println("gpu-doctor: " + message);
        err.println(hint);
        said = error("usage", message, ExitCodes.USAGE_OR_INTERNAL, hint);
        return ExitCodes.USAGE_OR_INTERNAL;
    }

    private int failure(Exception problem, CommandLine failed) {
        if (problem instanceof CommandFailure refusal) {
            String name = name(failed);
            refusal.lines().forEach(sentence -> err.println(name + ": " + sentence));
            String hint = refusal.wantsHelpHint() ? "Try '" + name + " --help'." : null;
            if (hint != null) {
                err.println(hint);
            }
            said = new ErrorAnswer(new ErrorJson(
                    refusal.kind(),
                    String.join(" ", refusal.lines()),
                    refusal.exitCode(),
                    hint,
                    refusal.lines().size() > 1 ? refusal.lines() : null));
            return refusal.exitCode();
        }
        if (problem instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            err.println(name(failed) + ": interrupted");
            said = error("interrupted", "interrupted", ExitCodes.USAGE_OR_INTERNAL, null);
            return ExitCodes.USAGE_OR_INTERNAL;
        }
        return internal(problem);
    }

    private int internal(Throwable problem) {
        LOG.debug("Command failed", problem);
        String message = "internal error: " + ErrorSummary.of(problem).message();
        err.println("gpu-doctor: " + message);
        err.println(DEBUG_HINT);
        said = error("internal", message, ExitCodes.USAGE_OR_INTERNAL, DEBUG_HINT);
        return ExitCodes.USAGE_OR_INTERNAL;
    }

    /** What the handlers said, or else the sentences the command wrote on stderr before it returned. */
    private ErrorAnswer errorAnswer(int code) {
        if (said != null) {
            return said;
        }
        List<String> sentences = new ArrayList<>();
        stderr.text()
                .lines()
                .map(String::strip)
                .filter(s -> !s.isEmpty() && !s.startsWith("..."))
                .forEach(sentences::add);
        String message = sentences.isEmpty()
                ? "the command failed (exit " + code + ") without saying why"
                : sentences.stream()
                        .map(CliExecution::withoutProgramName)
                        .reduce((a, b) -> a + " " + b)
                        .orElseThrow();
        return error(code == ExitCodes.USAGE_OR_INTERNAL ? "usage" : "failed", message, code, null);
    }

    /** "gpu-doctor run", also when a test runs the run command on its own. */
    private static String name(CommandLine command) {
        String qualified = command.getCommandSpec().qualifiedName();
        return qualified.startsWith("gpu-doctor") ? qualified : "gpu-doctor " + qualified;
    }

    private static String withoutProgramName(String sentence) {
        return sentence.replaceFirst("^gpu-doctor( [a-z-]+)?: ", "");
    }

    /** {"ok": false, "error": {…}} */
    record ErrorAnswer(boolean ok, ErrorJson error) {
        ErrorAnswer(ErrorJson error) {
            this(false, error);
        }
    }

    /** "hint" when there is one; "problems" when a refusal has more than one sentence (each also in "message"). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ErrorJson(String kind, String message, int exitCode, String hint, List<String> problems) {}

    private static ErrorAnswer error(String kind, String message, int code, String hint) {
        return new ErrorAnswer(new ErrorJson(kind, message, code, hint, null));
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
