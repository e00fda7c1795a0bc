package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.pyenv.ManagedEnvironment;
import dev.gpudoctor.pyenv.SetupOptions;
import dev.gpudoctor.pyenv.SetupOutcome;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "setup-python",
        mixinStandardHelpOptions = true,
        description = {
            "Creates GPU Doctor's own Python environment with mace-torch and the torch it works with",
            "(python-bridge/requirements-mace.txt). Runs use it by default once it exists.",
            "torch brings several GB of CUDA libraries: the first set-up takes a while."
        })
final class SetupPythonCommand implements Callable<Integer>, FormattedCommand {

    private final ManagedEnvironment environment;

    @Spec
    CommandSpec spec;

    @Option(
            names = "--python",
            paramLabel = "P",
            defaultValue = ManagedEnvironment.DEFAULT_BASE_PYTHON,
            description = "The Python (3.9+) to build the environment from (default: ${DEFAULT-VALUE}).")
    String python;

    @Option(
            names = "--target",
            paramLabel = "DIR",
            description = "Where to put the environment (default: the managed one).")
    Path target;

    @Option(
            names = "--requirements",
            paramLabel = "FILE",
            description = "Requirements to install instead of the bridge's pins.")
    Path requirements;

    @Option(names = "--force", description = "Rebuild even when the environment matches the requirements.")
    boolean force;

    @Mixin
    FormatOptions formatOptions;

    SetupPythonCommand(ManagedEnvironment environment) {
        this.environment = environment;
    }

    /** {@code setup-python --json}; "output_tail" (pip's last lines) only when the set-up failed. */
    record SetupJson(
            boolean ok,
            boolean alreadyUpToDate,
            String python,
            String message,
            double durationS,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<String> outputTail) {}

    @Override
    public String jsonDescription() {
        return "Print one JSON object instead of text (pip's output still goes to stderr).";
    }

    @Override
    public Integer call() throws Exception {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SetupOptions options;
        try {
            options = environment.options(python, requirements, target, force);
        } catch (BridgeSetupException e) {
            throw new CommandFailure("setup", ExitCodes.FAILURES, List.of(e.getMessage()), false);
        }
        SetupOutcome outcome = environment.setUp(options, progress -> {
            // Steps are news for a person; pip's own lines are the log of how it went.
            if (progress.line().startsWith("Checking")
                    || progress.line().startsWith("Creating")
                    || progress.line().startsWith("Installing")
                    || progress.step().equals("done")) {
                err.println("setup-python: " + progress.line());
            } else {
                err.println("  " + progress.line());
            }
            err.flush();
        });
        if (json) {
            JsonOutput.print(
                    out,
                    new SetupJson(
                            outcome.ok(),
                            outcome.alreadyUpToDate(),
                            outcome.python() == null ? null : outcome.python().toString(),
                            outcome.message(),
                            outcome.durationMillis() / 1000.0,
                            outcome.ok() ? null : outcome.outputTail()));
        } else if (outcome.ok()) {
            out.println(
                    outcome.alreadyUpToDate()
                            ? "The managed Python environment is already set up: " + outcome.python()
                            : "The managed Python environment is ready: " + outcome.python());
        } else {
            err.println("gpu-doctor setup-python: " + outcome.message());
        }
        return outcome.ok() ? ExitCodes.OK : ExitCodes.FAILURES;
    }
}
