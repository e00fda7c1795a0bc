package dev.gpudoctor.app;

import dev.gpudoctor.model.LaunchCommand;
import java.util.Map;

/** Says, before JavaFX tries and fails with a native message, that there is no display to open. */
final class DisplayCheck {

    private DisplayCheck() {}

    /** A sentence for the user, or null when a window can be opened (or a headless platform is chosen). */
    static String problem(Map<String, String> env, String glassPlatform) {
        if ("Monocle".equalsIgnoreCase(glassPlatform)) {
            return null;
        }
        if (isSet(env.get("DISPLAY")) || isSet(env.get("WAYLAND_DISPLAY"))) {
            return null;
        }
        return "GPU Doctor cannot open a window: no display is set (DISPLAY and WAYLAND_DISPLAY are empty). "
                + "Run it in a desktop session (on WSL2, WSLg provides one), over `ssh -X`, or under `xvfb-run`; "
                + "every feature is also on the command line: " + LaunchCommand.line("--help");
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }
}
