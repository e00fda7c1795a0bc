package dev.gpudoctor.bundle;

import java.nio.file.Path;

/**
 * What to bundle and where.
 *
 * @param output         the zip to write; null means {@code gpu-doctor-bundle-<time>.zip} in the working folder
 * @param includeRuns    the run history (and its charts)
 * @param python         the interpreter for pip freeze and the env report; null means the default one
 * @param hostRoot       the directory standing for "/"; null means this machine (a captured tree runs nothing)
 * @param redactHostname replace this machine's name with {@code <host>}
 * @param withPython     start Python (the Python checks, pip freeze, the env report, the capability matrix);
 *                       false is the quick level: host facts and the host checks only, seconds, fit for a health check
 * @param reuseChecklist include the checklist run just made (same host and interpreter, every check the level needs,
 *                       fresh) instead of running it again; false always runs it for the bundle
 */
public record BundleOptions(Path output, boolean includeRuns, String python, Path hostRoot, boolean redactHostname,
                            boolean withPython, boolean reuseChecklist) {

    public BundleOptions(Path output, boolean includeRuns, String python, Path hostRoot, boolean redactHostname,
                         boolean withPython) {
        this(output, includeRuns, python, hostRoot, redactHostname, withPython, true);
    }

    /** With Python (the standard level). */
    public BundleOptions(Path output, boolean includeRuns, String python, Path hostRoot, boolean redactHostname) {
        this(output, includeRuns, python, hostRoot, redactHostname, true);
    }

    public static BundleOptions defaults(Path output) {
        return new BundleOptions(output, true, null, null, true);
    }
}
