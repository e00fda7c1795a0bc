package dev.gpudoctor.run;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stages of a MACE run: the one list of their ids ({@code model_load}, as {@code timings_s} names
 * them), and the words a person reads for them in progress lines and timing breakdowns.
 */
public final class StageNames {

    public static final String STARTUP = "startup";
    public static final String IMPORTS = "imports";
    public static final String MODEL_LOAD = "model_load";
    /** Building the structure: timed once, never part of a speed figure (the per-step graph is {@code graph_cpu}). */
    public static final String STRUCTURE = "structure";

    public static final String FIRST_CALL = "first_call";
    /** The untimed warm-up steps, all together (the bridge times them since issue 38). */
    public static final String WARMUP = "warmup";
    /** The timed steady state: median step × number of steps. */
    public static final String STEPS = "steps";
    /** The extra speed figures after the steps (model alone, graph and MD on the device), within their budget. */
    public static final String FIGURES = "figures";

    /** Every timed stage in the order it happens. */
    public static final List<String> TIMED =
            List.of(STARTUP, IMPORTS, MODEL_LOAD, STRUCTURE, FIRST_CALL, WARMUP, STEPS, FIGURES);

    private static final Pattern COUNTED = Pattern.compile("(warmup|steps) (\\d+)/(\\d+)");

    private StageNames() {}

    /** A progress message's stage as a sentence: "Loading the model", "Timed step 3 of 10". */
    public static String describe(String stage) {
        if (stage == null) {
            return "";
        }
        Matcher counted = COUNTED.matcher(stage);
        if (counted.matches()) {
            return (counted.group(1).equals("warmup") ? "Warm-up step " : "Timed step ") + counted.group(2) + " of "
                    + counted.group(3);
        }
        return switch (stage) {
            case IMPORTS -> "Importing torch, ASE and MACE";
            case MODEL_LOAD -> "Loading the model";
            case STRUCTURE -> "Building the structure";
            case FIGURES -> "Timing the model, the graph and MD apart";
            case FIRST_CALL -> "First evaluation (kernels compile here)";
            default -> stage;
        };
    }

    /** A stage id as a short label: "model load", "first call". */
    public static String label(String stage) {
        return switch (stage) {
            case WARMUP -> "warm-up";
            case FIGURES -> "extra figures";
            default -> stage.replace('_', ' ');
        };
    }
}
