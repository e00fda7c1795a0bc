package dev.gpudoctor.agent;

import dev.gpudoctor.cli.CliMain;
import dev.gpudoctor.cli.CliServices;
import dev.gpudoctor.cli.ScreenshotException;
import dev.gpudoctor.logging.LogLevels;
import dev.gpudoctor.parts.Parts;

/**
 * The headless agent's main class: the same command line as the app, built without touching a
 * single JavaFX class, so it runs from a jar and a runtime that carry no JavaFX at all (other hosts,
 * cluster nodes, a lent GPU machine with a hard limit on what can be carried to it).
 */
public final class AgentMain {

    static final String NO_WINDOW =
            "The headless agent has no window to render: run 'screenshots' with the full GPU Doctor app.";

    private AgentMain() {}

    public static void main(String[] args) {
        LogLevels.configure(System.getenv("GPU_DOCTOR_LOG"), "WARN");
        System.exit(CliMain.run(args, AgentMain::services));
    }

    static CliServices services() {
        return new CliServices(
                directory -> {
                    throw new ScreenshotException(NO_WINDOW);
                },
                Parts.ofThisMachine());
    }
}
