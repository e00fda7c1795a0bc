package dev.gpudoctor.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import picocli.CommandLine;

/** Runs a CLI command line and turns every failure into an exit code and a sentence, never a stack trace. */
public final class CliMain {

    private CliMain() {}

    public static int run(String[] args, CliServices services) {
        return run(args, () -> services);
    }

    /**
     * On stdout and stderr; the services are built inside, so that one that cannot be built (a broken
     * knowledge base, say) is an internal error said like any other, in JSON too.
     */
    public static int run(String[] args, Supplier<CliServices> services) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, services, out, err);
    }

    public static int run(String[] args, CliServices services, PrintWriter out, PrintWriter err) {
        return run(args, () -> services, out, err);
    }

    /** Usage errors, refusals and internal errors are said by {@link CliExecution}, in JSON too with --json. */
    public static int run(String[] args, Supplier<CliServices> services, PrintWriter out, PrintWriter err) {
        return CliExecution.execute(
                () -> {
                    CommandLine line = new CommandLine(
                            GpuDoctorCommand.class, services.get().factory());
                    // exec's command keeps its own options: "exec python train.py --lr 3" passes --lr to train.py.
                    line.getSubcommands().get("exec").setStopAtPositional(true);
                    return line;
                },
                args,
                out,
                err);
    }

    /** A sentence for the person at the terminal when there is no window to show it in (no display). */
    public static void tellUser(String sentence) {
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        err.println(sentence);
    }
}
