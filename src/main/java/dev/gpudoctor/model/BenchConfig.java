package dev.gpudoctor.model;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One configuration a sweep runs: a device and whether the cuEquivariance kernels are on. Written
 * {@code cpu}, {@code cuda}, {@code cuda:1}, {@code cuda+cueq} or {@code cuda:1+cueq}.
 */
public record BenchConfig(String device, boolean enableCueq) {

    private static final Pattern FORM = Pattern.compile("(cpu|cuda(:\\d{1,2})?)(\\+cueq)?");

    /** The configuration a name stands for; IllegalArgumentException with a sentence when it stands for none. */
    public static BenchConfig parse(String text) {
        String name = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        var match = FORM.matcher(name);
        if (!match.matches()) {
            throw new IllegalArgumentException("A configuration is cpu, cuda, cuda:N, or one of them with +cueq, not '" + text + "'.");
        }
        if (match.group(3) != null && name.startsWith("cpu")) {
            throw new IllegalArgumentException("cuEquivariance kernels need CUDA: '" + text + "' cannot run.");
        }
        return new BenchConfig(match.group(1), match.group(3) != null);
    }

    /** The name charts, tables and JSON use: {@code cuda+cueq}. */
    public String name() {
        return device + (enableCueq ? "+cueq" : "");
    }
}
