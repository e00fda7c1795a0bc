package dev.gpudoctor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One MACE run as the user asked for it: what to compute (model, structure, device, dtype), how
 * often (warm-up and timed repeats), and how to launch the interpreter (which python, the debugging
 * switches CUDA_LAUNCH_BLOCKING / TORCH_USE_CUDA_DSA, the NVML shim).
 *
 * @param python         the interpreter to run in, or null for the default one
 * @param timeoutSeconds the limit for the whole op once the bridge has said hello
 * @param trustModel     load a model file with torch's full unpickler, not the restricted one (the user trusts where it came from)
 */
public record MaceRunSpec(
        String device,
        boolean enableCueq,
        String dtype,
        String model,
        String structure,
        int repeats,
        int warmup,
        long seed,
        int timeoutSeconds,
        boolean nvmlShim,
        boolean cudaLaunchBlocking,
        boolean torchUseCudaDsa,
        String python,
        boolean trustModel) {

    /** A run whose model file, if it is one, is scanned before it is loaded (the default: a model file is code). */
    public MaceRunSpec(String device, boolean enableCueq, String dtype, String model, String structure, int repeats, int warmup,
                       long seed, int timeoutSeconds, boolean nvmlShim, boolean cudaLaunchBlocking, boolean torchUseCudaDsa,
                       String python) {
        this(device, enableCueq, dtype, model, structure, repeats, warmup, seed, timeoutSeconds, nvmlShim, cudaLaunchBlocking,
                torchUseCudaDsa, python, false);
    }

    public static final String DEFAULT_DTYPE = "float32";
    public static final int DEFAULT_REPEATS = 20;
    public static final int DEFAULT_WARMUP = 3;
    public static final int DEFAULT_TIMEOUT_SECONDS = 600;

    private static final Pattern DEVICE = Pattern.compile("cpu|cuda(:\\d{1,2})?");
    private static final Pattern DTYPE = Pattern.compile("float32|float64");
    /**
     * A built-in name or any file name ASE reads: spaces and non-ASCII letters included (the request
     * travels as JSON, never through a shell). Only what no file name holds is refused.
     */
    private static final Pattern NAME_OR_PATH = Pattern.compile("[^\\p{Cntrl}]{1,4096}");
    /** numpy's and torch's generators take a seed of 0 up; the top is {@link RunNames#SEED_MAX}, the bridge's own rule. */
    private static final long MIN_SEED = 0;

    /** What is wrong with this spec, one sentence per problem; empty when it can run. */
    public List<String> problems() {
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
            problems.add("The model must be a name such as 'small' or a file (up to 4096 characters, no control characters), not '"
                    + printable(model) + "'.");
        } else {
            try {
                RunNames.modelKind(model);
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        if (structure == null || structure.isBlank() || !NAME_OR_PATH.matcher(structure).matches()) {
            problems.add("The structure must be a name such as 'water-32' or a file ASE reads (up to 4096 characters, no control "
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
            problems.add("The seed must be at most " + RunNames.SEED_MAX + " (what every generator the bridge seeds takes), not " + seed + ".");
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
