package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.TargetResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One machine of a fleet as the table shows it: a column, with what it answered or why it did not.
 *
 * @param folder where its answer and stderr were kept (null for a fleet that was not read from disk)
 * @param bundle its collected bundle, or null when the fleet collected none for it
 */
public record FleetMachine(
        String name,
        boolean reached,
        String failure,
        String reason,
        List<String> stderrTail,
        long durationMillis,
        Path folder,
        Path bundle) {

    public FleetMachine {
        stderrTail = List.copyOf(stderrTail);
    }

    static FleetMachine of(TargetResult target, Path fleetFolder, Path bundle) {
        return new FleetMachine(
                target.name(),
                target.ok(),
                target.failure(),
                target.reason(),
                target.stderrTail(),
                target.durationMillis(),
                fleetFolder == null ? null : fleetFolder.resolve(target.name()),
                bundle);
    }

    /** The column header: a failed machine carries a mark and its failure word, never its long reason. */
    public String header() {
        return reached ? name : name + "  ✖";
    }

    /** What a failed machine's cells say: the failure word, short enough to never widen a column. */
    public String failureWord() {
        return "✖ " + (failure == null ? "failed" : failure);
    }

    /** Everything known about the machine, for the detail pane. */
    public String detail() {
        StringBuilder text = new StringBuilder(name).append(": ");
        if (reached) {
            text.append(String.format(Locale.ROOT, "reached, answered in %.1f s.", durationMillis / 1000.0));
        } else {
            text.append("not reached (").append(failure).append("). ").append(reason == null ? "" : reason);
            if (!stderrTail.isEmpty()) {
                text.append("\nLast lines on stderr:");
                stderrTail
                        .subList(Math.max(0, stderrTail.size() - 6), stderrTail.size())
                        .forEach(line -> text.append("\n  | ").append(line));
            }
        }
        text.append('\n').append(bundleSentence());
        return text.toString();
    }

    /** Whether its bundle can be opened, in plain words. */
    public String bundleSentence() {
        if (bundle != null) {
            return "Bundle: " + bundle;
        }
        if (!reached) {
            return "No bundle: the machine was not reached.";
        }
        return "No bundle came back from " + name
                + (folder == null
                        ? "."
                        : " (its answer is in " + folder.resolve("check.json") + ", and why in "
                                + folder.resolve("stderr.txt") + ").");
    }
}
