package dev.gpudoctor.model;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One set-up a run is made under: a device, optionally a dtype, and whether the cuEquivariance
 * kernels are on. One grammar everywhere (bench {@code --configs}, consistency {@code --a/--b}, the
 * Compare tab): {@code device[:dtype][+cueq]}, e.g. {@code cpu}, {@code cuda:1}, {@code cuda+cueq},
 * {@code cpu:float64}, {@code cuda:1:float32+cueq}. The older consistency spelling with the kernels as
 * a colon part ({@code cuda:float32:cueq}) still reads.
 *
 * @param dtype float32 or float64, or null when the set-up leaves it to the request's default
 */
public record RunSetup(String device, boolean enableCueq, String dtype) {

    private static final Pattern INDEX = Pattern.compile("\\d{1,2}");
    private static final String GRAMMAR = "A set-up is DEVICE[:DTYPE][+cueq] with DEVICE cpu, cuda or cuda:N and DTYPE"
            + " float32 or float64 (e.g. cuda, cuda:1+cueq, cpu:float64)";

    /** A set-up without a dtype of its own. */
    public RunSetup(String device, boolean enableCueq) {
        this(device, enableCueq, null);
    }

    /**
     * The set-up a text stands for; IllegalArgumentException with a sentence when it stands for none.
     * The parts may come in any order (the older consistency spellings {@code cuda:float32:cueq} and
     * {@code cueq:cuda} read too), but each at most once.
     */
    public static RunSetup parse(String text) {
        String shown = text == null ? "" : text.strip();
        String name = shown.toLowerCase(Locale.ROOT);
        String device = null;
        String dtype = null;
        boolean cueq = false;
        String[] parts = name.split("[:+]", -1);
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            if ((part.equals("cpu") || part.equals("cuda")) && device == null) {
                device = part;
                if (part.equals("cuda")
                        && i + 1 < parts.length
                        && INDEX.matcher(parts[i + 1]).matches()) {
                    device += ":" + parts[++i];
                }
            } else if ((part.equals("float32") || part.equals("float64")) && dtype == null) {
                dtype = part;
            } else if (part.equals("cueq") && !cueq) {
                cueq = true;
            } else {
                throw new IllegalArgumentException(GRAMMAR + ", not '" + shown + "'.");
            }
        }
        if (device == null) {
            throw new IllegalArgumentException(GRAMMAR + ", not '" + shown + "'.");
        }
        if (cueq && device.equals("cpu")) {
            throw new IllegalArgumentException("cuEquivariance kernels need CUDA: '" + shown + "' cannot run.");
        }
        return new RunSetup(device, cueq, dtype);
    }

    /** This set-up's dtype, or the given default when it names none. */
    public String dtypeOr(String fallback) {
        return dtype != null ? dtype : fallback;
    }

    /** The name charts, tables and JSON use, in the one grammar: {@code cuda+cueq}, {@code cpu:float64}. */
    public String name() {
        return device + (dtype != null ? ":" + dtype : "") + (enableCueq ? "+cueq" : "");
    }
}
