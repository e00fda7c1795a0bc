package dev.gpudoctor.host;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Host commands for facts. On the real root they run through a {@link CommandRunner} with a
 * timeout each; under any other root nothing runs: the output is read from
 * {@code <root>/.gpu-doctor/commands/<name>.txt} when it was captured, else it is "not collected".
 */
public final class HostCommands {

    public static final String NOT_COLLECTED = "not collected";
    private static final int MAX_LINES = 20_000;

    private final HostRoot root;
    private final CommandRunner runner;
    private final Map<String, String> environment;

    public HostCommands(HostRoot root, CommandRunner runner, Map<String, String> environment) {
        this.root = root;
        this.runner = runner;
        this.environment = environment == null ? Map.of() : Map.copyOf(environment);
    }

    /**
     * @param name    the capture name ({@code nvidia-smi-q-x})
     * @param command the command in list form; its first element should be a full path
     */
    public CollectedOutput output(String name, List<String> command, Duration timeout) throws InterruptedException {
        return output(name, command, timeout, line -> true, MAX_LINES);
    }

    /**
     * As {@link #output(String, List, Duration)}, keeping only the lines {@code keep} accepts, at most
     * {@code maxLines} of them: for a long log of which a few lines matter (the kernel log's Xid lines).
     */
    public CollectedOutput output(String name, List<String> command, Duration timeout, Predicate<String> keep, int maxLines)
            throws InterruptedException {
        int limit = Math.min(maxLines, MAX_LINES);
        if (!root.isReal()) {
            return root.readCaptured("commands/" + name + ".txt")
                    .map(text -> new CollectedOutput(name, "captured", text.lines().filter(keep).limit(limit).toList(), null, 0))
                    .orElseGet(() -> new CollectedOutput(name, null, List.of(), NOT_COLLECTED, 0));
        }
        List<String> lines = new ArrayList<>();
        CommandResult result = runner.run(command, environment, null, timeout, line -> {
            synchronized (lines) {
                if (lines.size() < limit && keep.test(line)) {
                    lines.add(line);
                }
            }
        });
        String problem = result.problem();
        if (problem != null && maxLines < MAX_LINES && !result.outputTail().isEmpty()) {
            // A filtered command's own complaint ("Operation not permitted") was not kept: it is the reason.
            String last = result.outputTail().get(result.outputTail().size() - 1).strip();
            problem += ": " + (last.length() > 200 ? last.substring(0, 200) : last);
        }
        synchronized (lines) {
            if (result.startError() != null || result.timedOut()) {
                return new CollectedOutput(name, null, lines, problem, result.durationMillis());
            }
            return new CollectedOutput(name, "ran", lines, problem, result.durationMillis());
        }
    }
}
