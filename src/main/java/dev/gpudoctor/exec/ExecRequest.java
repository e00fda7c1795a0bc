package dev.gpudoctor.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One run of the user's own command under GPU Doctor, as the CUDA debugging guide does it by hand: the
 * CUDA init test first, then the command with Python's faulthandler on and the chosen debugging
 * switches, its end read and diagnosed. The window and {@code gpu-doctor exec} both build this and hand
 * it to {@link ExecService}; neither re-states a default or a rule.
 *
 * @param command          the program and its arguments, as given (never through a shell)
 * @param workingFolder    the folder it runs in; null for GPU Doctor's own
 * @param launchBlocking   CUDA_LAUNCH_BLOCKING=1: a CUDA error is reported at the call that caused it
 * @param dsa              TORCH_USE_CUDA_DSA=1: device-side assertions, where torch was built with them
 * @param initTest         run the CUDA init test first, in the command's interpreter, when it is a Python program
 * @param python           the interpreter for the init test (and for a command whose first word is a .py file); null
 *                         to take the command's own first word when it is an interpreter
 * @param timeoutSeconds   the command is stopped, with all it started, after this long
 * @param timeline         record host memory (and, where nvidia-smi is, the GPU) once a second while it runs
 * @param rerunWithToggles run it a second time with both switches on and compare
 * @param sanitizer        a compute-sanitizer tool to run the command under (memcheck, racecheck, initcheck,
 *                         synccheck), or null
 * @param keepInHistory    keep the result in the exec history
 */
public record ExecRequest(
        List<String> command,
        String workingFolder,
        boolean launchBlocking,
        boolean dsa,
        boolean initTest,
        String python,
        int timeoutSeconds,
        boolean timeline,
        boolean rerunWithToggles,
        String sanitizer,
        boolean keepInHistory) {

    public static final int DEFAULT_TIMEOUT_SECONDS = 3600;
    /** A week: past this a run is not one a person waits for, and a typo (1e9) is caught. */
    public static final int MAX_TIMEOUT_SECONDS = 7 * 24 * 3600;

    public static final Set<String> SANITIZER_TOOLS = Set.of("memcheck", "racecheck", "initcheck", "synccheck");

    public ExecRequest {
        command = command == null ? List.of() : List.copyOf(command);
        workingFolder = blankToNull(workingFolder);
        python = blankToNull(python);
        sanitizer = blankToNull(sanitizer) == null ? null : sanitizer.strip().toLowerCase(Locale.ROOT);
    }

    /** The command with the defaults: init test on, an hour's limit, nothing else, kept in the history. */
    public static ExecRequest of(List<String> command) {
        return new ExecRequest(
                command, null, false, false, true, null, DEFAULT_TIMEOUT_SECONDS, false, false, null, true);
    }

    public ExecRequest withToggles(boolean newLaunchBlocking, boolean newDsa) {
        return new ExecRequest(
                command,
                workingFolder,
                newLaunchBlocking,
                newDsa,
                initTest,
                python,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withWorkingFolder(String folder) {
        return new ExecRequest(
                command,
                folder,
                launchBlocking,
                dsa,
                initTest,
                python,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withTimeoutSeconds(int seconds) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                python,
                seconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withInitTest(boolean on) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                on,
                python,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withPython(String interpreter) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                interpreter,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withTimeline(boolean on) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                python,
                timeoutSeconds,
                on,
                rerunWithToggles,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withRerunWithToggles(boolean on) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                python,
                timeoutSeconds,
                timeline,
                on,
                sanitizer,
                keepInHistory);
    }

    public ExecRequest withSanitizer(String tool) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                python,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                tool,
                keepInHistory);
    }

    public ExecRequest withKeepInHistory(boolean keep) {
        return new ExecRequest(
                command,
                workingFolder,
                launchBlocking,
                dsa,
                initTest,
                python,
                timeoutSeconds,
                timeline,
                rerunWithToggles,
                sanitizer,
                keep);
    }

    /**
     * What is wrong with the request itself, one sentence each; empty when it can be run. Whether the program
     * exists and can run is the service's question ({@link ExecService#problems}): it needs the file system.
     */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (command.isEmpty() || command.get(0).isBlank()) {
            problems.add("Give the command to run after '--', e.g. gpu-doctor exec -- python train.py.");
        } else if (command.stream().anyMatch(word -> word.indexOf('\0') >= 0)) {
            problems.add("The command holds a NUL character, which no program can be given.");
        }
        if (timeoutSeconds < 1 || timeoutSeconds > MAX_TIMEOUT_SECONDS) {
            problems.add(
                    "The time limit must be 1 to " + MAX_TIMEOUT_SECONDS + " seconds, not " + timeoutSeconds + ".");
        }
        if (sanitizer != null && !SANITIZER_TOOLS.contains(sanitizer)) {
            problems.add("compute-sanitizer has no tool '" + sanitizer
                    + "'; pick memcheck, racecheck, initcheck or synccheck.");
        }
        if (sanitizer != null && rerunWithToggles) {
            problems.add(
                    "Pick --sanitizer or --rerun-with-toggles, not both: the sanitizer's slowdown would hide the switches'.");
        }
        return problems;
    }

    /** The switches as the child's environment gets them. */
    public List<String> toggleVariables() {
        List<String> variables = new ArrayList<>();
        if (launchBlocking) {
            variables.add("CUDA_LAUNCH_BLOCKING");
        }
        if (dsa) {
            variables.add("TORCH_USE_CUDA_DSA");
        }
        return variables;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
