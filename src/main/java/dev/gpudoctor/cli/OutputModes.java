package dev.gpudoctor.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * What a command prints on stdout is one thing: JSON, a consumer's one line, or Prometheus text.
 * Two of them together make an answer no consumer can read (--json beside metrics is not one JSON
 * object), so a second one is a usage error before anything runs. {@code --prometheus FILE} writes a
 * file, not stdout, and goes with any mode.
 */
final class OutputModes {

    private OutputModes() {
    }

    /**
     * @param namesAndChosen pairs of an option's name and whether it was given, e.g. {@code "--json", json}
     * @throws CommandFailure a usage error (exit 3) when more than one was given
     */
    static void atMostOne(Object... namesAndChosen) {
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < namesAndChosen.length; i += 2) {
            if ((Boolean) namesAndChosen[i + 1]) {
                chosen.add((String) namesAndChosen[i]);
            }
        }
        if (chosen.size() > 1) {
            throw CommandFailure.usage(String.join(" and ", chosen) + " each decide what stdout carries; choose one"
                    + " (--prometheus FILE, writing a file, goes with any of them).").withHelpHint();
        }
    }
}
