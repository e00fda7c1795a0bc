package dev.gpudoctor.bundle;

import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.model.CheckLevel;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What to bundle and where.
 *
 * @param output         the zip to write; null means {@code gpu-doctor-bundle-<time>.zip} in the working folder
 * @param includeRuns    the run history (and its charts)
 * @param python         the interpreter for pip freeze and the env report; null means the default one
 * @param hostRoot       the directory standing for "/"; null means this machine (a captured tree runs nothing)
 * @param redactHostname replace this machine's name with {@code <host>}
 * @param level          the checklist level: {@link CheckLevel#STANDARD} starts Python (the Python checks, pip freeze,
 *                       the env report, the capability matrix); {@link CheckLevel#QUICK} collects host facts and runs
 *                       the host checks only, seconds, fit for a health check
 * @param reuseChecklist include the checklist run just made (same host and interpreter, every check the level needs,
 *                       fresh) instead of running it again; false always runs it for the bundle
 * @param execResults    runs of the user's own command ({@code bundle --exec RESULT}) to include, already read
 */
public record BundleOptions(
        Path output,
        boolean includeRuns,
        String python,
        Path hostRoot,
        boolean redactHostname,
        CheckLevel level,
        boolean reuseChecklist,
        List<ExecResult> execResults) {

    public BundleOptions {
        Objects.requireNonNull(level, "level");
        execResults = execResults == null ? List.of() : List.copyOf(execResults);
    }

    public BundleOptions(
            Path output,
            boolean includeRuns,
            String python,
            Path hostRoot,
            boolean redactHostname,
            CheckLevel level,
            boolean reuseChecklist) {
        this(output, includeRuns, python, hostRoot, redactHostname, level, reuseChecklist, List.of());
    }

    public BundleOptions(
            Path output, boolean includeRuns, String python, Path hostRoot, boolean redactHostname, CheckLevel level) {
        this(output, includeRuns, python, hostRoot, redactHostname, level, true);
    }

    /** With Python (the standard level). */
    public BundleOptions(Path output, boolean includeRuns, String python, Path hostRoot, boolean redactHostname) {
        this(output, includeRuns, python, hostRoot, redactHostname, CheckLevel.STANDARD);
    }

    /** Whether this bundle starts Python (its level does). */
    public boolean withPython() {
        return level.startsPython();
    }

    public static BundleOptions defaults(Path output) {
        return new BundleOptions(output, true, null, null, true);
    }
}
