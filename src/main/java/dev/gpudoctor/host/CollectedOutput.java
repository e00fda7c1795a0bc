package dev.gpudoctor.host;

import java.util.List;

/**
 * The output of a host command: run here, read from a capture, or not there.
 *
 * @param source  "ran" or "captured"; null when there is no output
 * @param problem why there is no usable output ("not collected", the runner's problem), else null
 */
public record CollectedOutput(String name, String source, List<String> lines, String problem, long durationMillis) {

    public CollectedOutput {
        lines = lines == null ? List.of() : List.copyOf(lines);
    }

    public boolean hasOutput() {
        return source != null;
    }

    public String text() {
        return String.join("\n", lines);
    }
}
