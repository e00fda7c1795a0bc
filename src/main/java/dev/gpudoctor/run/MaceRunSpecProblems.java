package dev.gpudoctor.run;

import dev.gpudoctor.model.MaceRunSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What is wrong with a {@link MaceRunSpec}, said before any child starts: the device, dtype, counts and
 * limits, and the model, structure and seed by the bridge's own grammar ({@link RunNames}). Here, not on
 * the record, because that grammar is read from a classpath file and the model does no I/O.
 */
public final class MaceRunSpecProblems {

    private static final Pattern DEVICE = Pattern.compile("cpu|cuda(:\\d{1,2})?");
    private static final Pattern DTYPE = Pattern.compile("float32|float64");
    /**
     * A built-in name or any file name ASE reads: spaces and non-ASCII letters included (the request
     * travels as JSON, never through a shell). Only what no file name holds is refused.
     */
    private static final Pattern NAME_OR_PATH = Pattern.compile("[^\\p{Cntrl}]{1,4096}");
    /** numpy's and torch's generators take a seed of 0 up; the top is {@link RunNames#SEED_MAX}, the bridge's own rule. */
    private static final long MIN_SEED = 0;

    private MaceRunSpecProblems() {}

    /** What is wrong with {@code spec}, one sentence per problem; empty when it can run. */
    public static List<String> of(MaceRunSpec spec) {
        String device = spec.device();
        String dtype = spec.dtype();
        String model = spec.model();
        String structure = spec.structure();
        long seed = spec.seed();
        int repeats = spec.repeats();
        int warmup = spec.warmup();
        int timeoutSeconds = spec.timeoutSeconds();
        String python = spec.python();
        List<String> problems = new ArrayList<>();
        if (device == null || device.isBlank()) {
            problems.add("Pick a device: cpu, cuda or cuda:N.");
        } else if (!DEVICE.matcher(device).matches()) {
            problems.add("The device must be cpu, cuda or cuda:N, not '" + device + "'.");
        }
        if (dtype == null || !DTYPE.matcher(dtype).matches()) {
            problems.add("The dtype must be float32 or float64, not '" + dtype + "'.");
        }
        if (model == null || model.isBlank() || !NAME_OR_PATH.matcher(model).matches()) {
            problems.add(
                    "The model must be a name such as 'small' or a file (up to 4096 characters, no control characters), not '"
                            + printable(model) + "'.");
        } else {
            try {
                RunNames.modelKind(model);
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        if (structure == null
                || structure.isBlank()
                || !NAME_OR_PATH.matcher(structure).matches()) {
            problems.add(
                    "The structure must be a name such as 'water-32' or a file ASE reads (up to 4096 characters, no control "
                            + "characters), not '" + printable(structure) + "'.");
        } else {
            try {
                RunNames.structureKind(structure);
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        if (seed < MIN_SEED) {
            problems.add("The seed must be 0 or more, not " + seed + ".");
        } else if (seed > RunNames.SEED_MAX) {
            problems.add("The seed must be at most " + RunNames.SEED_MAX
                    + " (what every generator the bridge seeds takes), not " + seed + ".");
        }
        if (repeats < 1 || repeats > 100_000) {
            problems.add("Repeats must be between 1 and 100000, not " + repeats + ".");
        }
        if (warmup < 0 || warmup > 10_000) {
            problems.add("Warm-up steps must be between 0 and 10000, not " + warmup + ".");
        }
        if (timeoutSeconds < 1 || timeoutSeconds > 86_400) {
            problems.add("The timeout must be between 1 and 86400 seconds, not " + timeoutSeconds + ".");
        }
        if (spec.threads() != null && (spec.threads() < 1 || spec.threads() > MaceRunSpec.MAX_THREADS)) {
            problems.add("Threads must be between 1 and " + MaceRunSpec.MAX_THREADS + ", not " + spec.threads() + ".");
        }
        if (python != null && python.isBlank()) {
            problems.add("The python path is empty.");
        }
        return problems;
    }

    private static String printable(String text) {
        if (text == null) {
            return "null";
        }
        String shown = text.replaceAll("\\p{Cntrl}", "?");
        return shown.length() > 200 ? shown.substring(0, 200) + "…" : shown;
    }
}
