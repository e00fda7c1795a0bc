package dev.gpudoctor.run;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The file half of a run's names, checked before any child starts: a model or structure that is no
 * built-in name must be a regular file that can be read — not missing, not a folder, not a FIFO
 * (which would hang the reader) nor a device such as /dev/zero (which never ends).
 */
public final class RunInputs {

    private RunInputs() {}

    /** One sentence per problem with the model and the structures; empty when every one is a built-in name or a readable file. */
    public static List<String> problems(String model, List<String> structures) {
        List<String> problems = new ArrayList<>();
        try {
            if (model != null && RunNames.modelKind(model) == RunNames.Kind.FILE) {
                String problem = fileProblem("model", model);
                if (problem != null) {
                    problems.add(problem.equals(MISSING) ? RunNames.unknownModel(model) : problem);
                }
            }
        } catch (IllegalArgumentException e) {
            // the grammar's own sentence is in the spec's problems already
        }
        for (String structure : structures) {
            try {
                if (structure != null && RunNames.structureKind(structure) == RunNames.Kind.FILE) {
                    String problem = fileProblem("structure", structure);
                    if (problem != null) {
                        problems.add(problem.equals(MISSING) ? RunNames.unknownStructure(structure) : problem);
                    }
                }
            } catch (IllegalArgumentException e) {
                // as above
            }
        }
        return problems;
    }

    private static final String MISSING = "missing";

    private static String fileProblem(String what, String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            return "The " + what + " '" + name + "' is not a path this system can open.";
        }
        if (!Files.exists(path)) {
            return MISSING;
        }
        if (Files.isDirectory(path)) {
            return "The " + what + " " + name + " is a folder; name the file in it.";
        }
        if (!Files.isRegularFile(path)) {
            return "The " + what + " " + name
                    + " is not a regular file (a pipe, socket or device such as /dev/zero): it would never end or hang the reader.";
        }
        if (!Files.isReadable(path)) {
            return "The " + what + " " + name + " cannot be read (permission denied).";
        }
        return null;
    }
}
