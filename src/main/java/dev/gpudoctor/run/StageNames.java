package dev.gpudoctor.run;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The bridge's stage ids ({@code model_load}, {@code steps 3/10}) in the words a person reads in progress lines. */
public final class StageNames {

    private static final Pattern COUNTED = Pattern.compile("(warmup|steps) (\\d+)/(\\d+)");

    private StageNames() {
    }

    public static String describe(String stage) {
        if (stage == null) {
            return "";
        }
        Matcher counted = COUNTED.matcher(stage);
        if (counted.matches()) {
            return (counted.group(1).equals("warmup") ? "Warm-up step " : "Timed step ") + counted.group(2) + " of " + counted.group(3);
        }
        return switch (stage) {
            case "imports" -> "Importing torch, ASE and MACE";
            case "model_load" -> "Loading the model";
            case "graph" -> "Building the structure and its neighbour list";
            case "first_call" -> "First evaluation (kernels compile here)";
            default -> stage;
        };
    }
}
