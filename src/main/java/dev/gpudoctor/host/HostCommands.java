package dev.gpudoctor.host;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Host commands for facts. On the real root they run through a {@link CommandRunner} with a
 * timeout each, never past the {@link TimeBudget} they share; under any other root nothing runs: the
 * output is read from {@code <root>/.gpu-doctor/commands/<name>.txt} when it was captured, else it is
 * "not collected". A command that ran out of time, or was never started because the budget was spent,
 * has the problem {@value #NOT_READ_IN_TIME} (…): a fact not known, never a failed one.
 */
public final class HostCommands {

    public static final String NOT_COLLECTED = "not collected";
    public static final String NOT_READ_IN_TIME = "not read in time";
    private static final int MAX_LINES = 20_000;

    private final HostRoot root;
    private final CommandRunner runner;
    private final Map<String, String> environment;
    private final TimeBudget budget;

    public HostCommands(HostRoot root, CommandRunner runner, Map<String, String> environment) {
        this(root, runner, environment, TimeBudget.unlimited());
    }

    public HostCommands(HostRoot root, CommandRunner runner, Map<String, String> environment, TimeBudget budget) {
        this.root = root;
        this.runner = runner;
        this.environment = environment == null ? Map.of() : Map.copyOf(environment);
        this.budget = budget == null ? TimeBudget.unlimited() : budget;
    }

    /** Whether a collected output's problem says it was not read in time (which judges nothing). */
    public static boolean notReadInTime(String problem) {
        return problem != null && problem.startsWith(NOT_READ_IN_TIME);
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
    public CollectedOutput output(
            String name, List<String> command, Duration timeout, Predicate<String> keep, int maxLines)
            throws InterruptedException {
        int limit = Math.min(maxLines, MAX_LINES);
        if (!root.isReal()) {
            return root.readCaptured("commands/" + name + ".txt")
                    .map(text -> new CollectedOutput(
                            name,
                            "captured",
                            text.lines().filter(keep).limit(limit).toList(),
                            null,
                            0))
                    .orElseGet(() -> new CollectedOutput(name, null, List.of(), NOT_COLLECTED, 0));
        }
        if (budget.spent()) {
            return new CollectedOutput(name, null, List.of(), budget.notReadInTime(), 0);
        }
        List<String> lines = new ArrayList<>();
        CommandResult result = runner.run(command, environment, null, budget.limit(timeout), line -> {
            synchronized (lines) {
                if (lines.size() < limit && keep.test(line)) {
                    lines.add(line);
                }
            }
        });
        String problem = result.outOfTime() ? outOfTime(command, result) : result.problem();
        if (problem != null
                && !result.outOfTime()
                && maxLines < MAX_LINES
                && !result.outputTail().isEmpty()) {
            // A filtered command's own complaint ("Operation not permitted") was not kept: it is the reason.
            String last =
                    result.outputTail().get(result.outputTail().size() - 1).strip();
            problem += ": " + (last.length() > 200 ? last.substring(0, 200) : last);
        }
        synchronized (lines) {
            if (result.startError() != null || result.outOfTime()) {
                return new CollectedOutput(name, null, lines, problem, result.durationMillis());
            }
            return new CollectedOutput(name, "ran", lines, problem, result.durationMillis());
        }
    }

    private String outOfTime(List<String> command, CommandResult result) {
        if (budget.spent()) {
            return budget.notReadInTime();
        }
        return NOT_READ_IN_TIME + " (" + command.get(0) + " did not finish within " + result.durationMillis() / 1000
                + " s; " + LoadNow.read().sentence() + ")";
    }
}
