package dev.gpudoctor.cli;

import picocli.CommandLine;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Runs a CLI command line and turns every failure into an exit code and a sentence, never a stack trace. */
public final class CliMain {

    private CliMain() {
    }

    public static int run(String[] args, CliServices services) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, services, out, err);
    }

    /** Usage errors, refusals and internal errors are said by {@link CliExecution}, in JSON too with --json. */
    public static int run(String[] args, CliServices services, PrintWriter out, PrintWriter err) {
        return CliExecution.execute(new CommandLine(GpuDoctorCommand.class, services.factory()), args, out, err);
    }
}
