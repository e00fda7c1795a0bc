package dev.gpudoctor.cli;

import dev.gpudoctor.model.ErrorSummary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Runs a CLI command line and turns every failure into an exit code and a sentence, never a stack trace. */
public final class CliMain {

    private static final Logger LOG = LoggerFactory.getLogger(CliMain.class);

    private CliMain() {
    }

    public static int run(String[] args, CliServices services) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, services, out, err);
    }

    public static int run(String[] args, CliServices services, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(GpuDoctorCommand.class, services.factory());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler((problem, badArgs) -> {
            err.println("gpu-doctor: " + problem.getMessage());
            CommandLine failed = problem.getCommandLine();
            err.println("Try '" + failed.getCommandSpec().qualifiedName() + " --help'.");
            err.flush();
            return ExitCodes.USAGE_OR_INTERNAL;
        });
        commandLine.setExecutionExceptionHandler((problem, failed, parseResult) -> {
            LOG.debug("Command failed", problem);
            err.println("gpu-doctor: internal error: " + ErrorSummary.of(problem).message());
            err.println("Run with GPU_DOCTOR_LOG=debug to see the details in the log.");
            err.flush();
            return ExitCodes.USAGE_OR_INTERNAL;
        });
        int code = commandLine.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
