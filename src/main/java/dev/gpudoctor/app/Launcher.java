package dev.gpudoctor.app;

import dev.gpudoctor.cli.CliMain;
import dev.gpudoctor.cli.CliServices;
import dev.gpudoctor.cli.ExitCodes;
import dev.gpudoctor.logging.LogLevels;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.LaunchCommand;
import dev.gpudoctor.parts.Parts;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Application;
import org.slf4j.LoggerFactory;

/**
 * The jar's main class. It must not extend {@link Application}: on the class path, the JavaFX
 * launcher refuses such a main class ("JavaFX runtime components are missing").
 * No arguments open the window; anything else is a CLI command.
 */
public final class Launcher {

    /** Held strongly: java.util.logging forgets the level of a logger nobody references. */
    private static final Logger JAVAFX_PLATFORM_LOG = Logger.getLogger("javafx");

    private Launcher() {}

    public static void main(String[] args) {
        // JavaFX warns "Unsupported JavaFX configuration" whenever it runs from the class path, as a
        // fat jar always does; the warning says nothing a user can act on.
        JAVAFX_PLATFORM_LOG.setLevel(Level.SEVERE);
        if (args.length == 0) {
            configureLogLevels(System.getenv("GPU_DOCTOR_LOG"), "INFO");
            System.exit(launchGui());
        }
        configureLogLevels(System.getenv("GPU_DOCTOR_LOG"), "WARN");
        System.exit(CliMain.run(args, () -> new CliServices(new HeadlessScreenshots(), Parts.ofThisMachine())));
    }

    /** Must run before the first logger exists (see {@link LogLevels}). */
    static void configureLogLevels(String requested, String consoleDefault) {
        LogLevels.configure(requested, consoleDefault);
    }

    static int launchGui() {
        String missingDisplay = DisplayCheck.problem(System.getenv(), System.getProperty("glass.platform"));
        if (missingDisplay != null) {
            // Words for the user, not a log record: no "ERROR" and logger name in front of them.
            CliMain.tellUser(missingDisplay);
            return ExitCodes.USAGE_OR_INTERNAL;
        }
        try {
            EarlyAppContext.startBuilding();
            Application.launch(GpuDoctorApplication.class);
            return ExitCodes.OK;
        } catch (RuntimeException | Error e) {
            ErrorSummary summary = ErrorSummary.of(e);
            LoggerFactory.getLogger(Launcher.class)
                    .error(
                            "GPU Doctor could not open its window: {} The command line still works: {}",
                            summary.message(),
                            LaunchCommand.line("--help"));
            LoggerFactory.getLogger(Launcher.class).debug("Window start-up failure", e);
            return ExitCodes.USAGE_OR_INTERNAL;
        }
    }
}
