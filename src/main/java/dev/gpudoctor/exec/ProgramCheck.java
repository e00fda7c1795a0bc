package dev.gpudoctor.exec;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether the command can be started, said before anything runs and in words a person acts on: the
 * runner's own answer for these is the JVM's "error=13, Permission denied", the same for a folder as for a
 * file without its x bit.
 */
final class ProgramCheck {

    private ProgramCheck() {}

    /** Sentences about the working folder and the program; empty when it can be started. */
    static List<String> problems(String program, String workingFolder, String pathVariable) {
        List<String> problems = new ArrayList<>();
        Path folder = null;
        if (workingFolder != null) {
            try {
                folder = Path.of(workingFolder);
            } catch (InvalidPathException e) {
                problems.add("The working folder '" + workingFolder + "' is not a valid path.");
                return problems;
            }
            if (!Files.exists(folder)) {
                problems.add("The working folder " + workingFolder + " does not exist.");
            } else if (!Files.isDirectory(folder)) {
                problems.add("The working folder " + workingFolder + " is a file, not a folder.");
            }
        }
        if (!problems.isEmpty()) {
            return problems;
        }
        if (program.contains("/")) {
            Path path;
            try {
                path = Path.of(program);
            } catch (InvalidPathException e) {
                problems.add("'" + program + "' is not a valid path.");
                return problems;
            }
            if (!path.isAbsolute() && folder != null) {
                path = folder.resolve(path);
            }
            fileProblem(program, path).ifPresent(problems::add);
            return problems;
        }
        Optional<Path> found = onPath(program, pathVariable);
        if (found.isEmpty()) {
            problems.add("'" + program + "' was not found on PATH; give its full path, or check the spelling.");
        } else {
            fileProblem(program, found.get()).ifPresent(problems::add);
        }
        return problems;
    }

    private static Optional<String> fileProblem(String program, Path path) {
        if (!Files.exists(path)) {
            return Optional.of(program + " does not exist"
                    + (path.isAbsolute() ? "." : " (looked for " + path.toAbsolutePath() + ")."));
        }
        if (Files.isDirectory(path)) {
            return Optional.of(program + " is a folder, not a program.");
        }
        if (!Files.isExecutable(path)) {
            String hint = program.endsWith(".py")
                    ? " run it with its interpreter (python " + program + "), or make it executable (chmod +x)"
                    : " make it executable (chmod +x " + program + ") or run it with the program that reads it";
            return Optional.of(program + " is not executable:" + hint + ".");
        }
        return Optional.empty();
    }

    /** The first executable file of that name on PATH, else the first file of that name; empty when none. */
    static Optional<Path> onPath(String program, String pathVariable) {
        Path firstFile = null;
        for (String dir : (pathVariable == null ? "" : pathVariable).split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate;
            try {
                candidate = Path.of(dir).resolve(program);
            } catch (InvalidPathException e) {
                continue;
            }
            if (Files.isRegularFile(candidate)) {
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
                firstFile = firstFile == null ? candidate : firstFile;
            }
        }
        return Optional.ofNullable(firstFile);
    }
}
