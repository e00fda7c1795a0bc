package dev.gpudoctor.bundle;

import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.model.CheckInfo;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Whether a bundle may include a checklist run already made (in this window or this command) instead of
 * running the checklist again: the same host, the same interpreter, every check the bundle's level needs,
 * finished within {@link #FRESH}. A reused run's facts are the very ones the user just saw judged.
 */
final class ChecklistReuse {

    /** Long enough for "check, read, make a bundle"; short enough that a driver installed since is not hidden. */
    static final Duration FRESH = Duration.ofMinutes(15);

    private ChecklistReuse() {}

    /**
     * @param checks the catalogue, in order
     * @param python the bundle's interpreter
     * @return null when {@code run} may be reused, else why not (for the log)
     */
    static String whyNot(ChecklistRun run, BundleOptions options, String python, List<CheckInfo> checks, Instant now) {
        if (!options.reuseChecklist()) {
            return "a fresh checklist was asked for";
        }
        if (!sameRoot(run.request().hostRoot(), options.hostRoot())) {
            return "it read another host";
        }
        Duration age = Duration.between(run.finishedAt(), now);
        if (age.isNegative() || age.compareTo(FRESH) > 0) {
            return "it finished " + age.toMinutes() + " min ago";
        }
        for (CheckInfo check : checks) {
            boolean needed = options.level().includes(check);
            if (needed && !run.request().includes(check.id())) {
                return "it left out " + check.id();
            }
        }
        if (options.withPython() && run.python() != null && !run.python().equals(python)) {
            return "it ran in " + run.python() + ", not " + python;
        }
        return null;
    }

    private static boolean sameRoot(Path a, Path b) {
        return Objects.equals(
                a == null ? null : a.toAbsolutePath().normalize(),
                b == null ? null : b.toAbsolutePath().normalize());
    }
}
