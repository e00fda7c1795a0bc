package dev.gpudoctor.diagnosis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * What a report states, in whatever wording it states it, read before any family rule: error codes
 * of every catalogue we hold (CUDA, NVML, cuBLAS, cuDNN, NCCL from the vendors' definitions; cuFFT,
 * Windows system error codes, errno), shared libraries that failed to load, kernel-module and driver
 * installs that failed, signals and exit codes, exception classes, the stack (framework, container
 * runtime, OS, WSL) and the versions it names. A signal that belongs to a family carries that
 * family's knowledge-base id: it is evidence for that family in any wording.
 *
 * <p>Read from the lines as {@link ReportNormaliser#forRules(String)} leaves them, lower-cased.
 */
public final class Signals {

    /** What kind of thing a signal is. */
    public enum Kind {
        ERROR_CODE,
        LIBRARY_LOAD,
        DRIVER_INSTALL,
        BUILD_FAILURE,
        OUT_OF_MEMORY,
        SCHEDULING,
        /** The GPU not reachable or reset, as a container, Windows or a notebook runtime says it. */
        DEVICE,
        /** The GPU's architecture refused by a build or a compiler, in any words. */
        ARCHITECTURE,
        /** The NVIDIA driver said too old for what runs, in any words. */
        DRIVER_VERSION,
        PROCESS_SIGNAL,
        EXIT_CODE,
        EXCEPTION,
        STACK,
        VERSION
    }

    /**
     * One thing the report states.
     *
     * @param value  what it is, normalised: "cudaErrorNoDevice", "win32:126", "libcudnn.so.8", "sigsegv", "tensorflow", "cuda=11.8"
     * @param line   the 0-based line it is on
     * @param family the knowledge-base id it is evidence for, or null
     * @param code   whether it is a catalogue code (the finding it makes alone was found by a code, not a rule)
     */
    public record Signal(Kind kind, String value, int line, String family, boolean code) {}

    private final List<Signal> all;
    private final List<String> lines;
    private final Map<String, List<Signal>> byFamily = new LinkedHashMap<>();
    private final Set<String> valuesSeen = new java.util.HashSet<>();

    private Signals(List<Signal> all, List<String> lines) {
        this.all = List.copyOf(all);
        this.lines = lines;
        for (Signal s : this.all) {
            valuesSeen.add(s.value());
            if (s.family() != null) {
                byFamily.computeIfAbsent(s.family(), f -> new ArrayList<>()).add(s);
            }
        }
    }

    /** The signals of a text as pasted. */
    public static Signals read(String text) {
        return read(LogText.of(text).lines());
    }

    /** The signals of a text's lines (as {@link LogText#lines()} gives them). */
    public static Signals read(List<String> lines) {
        List<String> lower = new ArrayList<>(lines.size());
        for (String line : lines) {
            lower.add(ReportNormaliser.forRules(line).toLowerCase(Locale.ROOT));
        }
        return read(lines, lower, i -> Catalogue.STANDARD.find(lower.get(i)), Catalogue.STANDARD);
    }

    /** As the diagnoser reads them: lines already normalised and lower-cased, the codes it found on each line. */
    static Signals read(
            List<String> lines,
            List<String> lower,
            IntFunction<List<ErrorCodeCatalogue.Hit>> codesOn,
            ErrorCodeCatalogue codes) {
        List<Signal> found = new ArrayList<>();
        for (int i = 0; i < lower.size(); i++) {
            String line = lower.get(i);
            if (line.isEmpty()) {
                continue;
            }
            for (ErrorCodeCatalogue.Hit hit : codesOn.apply(i)) {
                if (hit.spelling().definite()) {
                    found.add(new Signal(
                            Kind.ERROR_CODE, hit.code().name(), i, hit.code().kbId(), true));
                }
            }
            SignalPatterns.read(line, i, found);
            SignalPatterns.containerBannerCode(line, i, codes, found);
            SignalPatterns.runtimeCode(line, i, codes, found);
        }
        SignalPatterns.placeUnknownAtInitialisation(lower, found);
        SignalPatterns.placeWindowsCodes(lower, found);
        SignalPatterns.placeDriverInstalls(lower, found);
        SignalPatterns.placeByStack(found);
        SignalPatterns.placeGpuRequests(lower, found);
        return new Signals(found, lines);
    }

    public List<Signal> all() {
        return all;
    }

    public List<Signal> of(Kind kind) {
        return all.stream().filter(s -> s.kind() == kind).toList();
    }

    /** The distinct values of one kind, in the order met. */
    public Set<String> values(Kind kind) {
        Set<String> values = new LinkedHashSet<>();
        all.stream().filter(s -> s.kind() == kind).forEach(s -> values.add(s.value()));
        return Collections.unmodifiableSet(values);
    }

    /** The first version the text names for a component ("torch", "cuda", "cudnn", "driver", "sm"), if any. */
    public Optional<String> version(String component) {
        return versions().entrySet().stream()
                .filter(e -> e.getKey().equals(component))
                .map(Map.Entry::getValue)
                .findFirst();
    }

    /** Every component's first named version. */
    public Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>();
        for (Signal s : of(Kind.VERSION)) {
            int eq = s.value().indexOf('=');
            versions.putIfAbsent(s.value().substring(0, eq), s.value().substring(eq + 1));
        }
        return versions;
    }

    /**
     * The lines that carry a signal other than the stack or a version, as {@link ReportNormaliser#signalLine(String)}
     * normalises them, each once, in order: what similar reports are compared on.
     */
    public List<String> signalLines() {
        Set<Integer> numbers = new java.util.TreeSet<>();
        all.stream()
                .filter(s -> s.kind() != Kind.STACK && s.kind() != Kind.VERSION)
                .forEach(s -> numbers.add(s.line()));
        Set<String> out = new LinkedHashSet<>();
        for (int n : numbers) {
            String line = ReportNormaliser.signalLine(lines.get(n));
            if (!line.isEmpty()) {
                out.add(line);
            }
        }
        return List.copyOf(out);
    }

    /**
     * Every line of the text as {@link ReportNormaliser#signalLine(String)} normalises it, each once, in order:
     * for a report with few or no signal lines (a title alone, a framework's own words), what there is to compare.
     */
    public List<String> normalisedLines() {
        Set<String> out = new LinkedHashSet<>();
        for (String line : lines) {
            String normalised = ReportNormaliser.signalLine(line);
            if (!normalised.isEmpty()) {
                out.add(normalised);
            }
        }
        return List.copyOf(out);
    }

    /** The signals that are evidence for one family. */
    List<Signal> forFamily(String id) {
        return byFamily.getOrDefault(id, List.of());
    }

    /** Whether the text states this value ("dkms-build-failed", "libnvidia-ml.so.1", "win32:126"...) anywhere. */
    public boolean states(String value) {
        return valuesSeen.contains(value);
    }

    /** The catalogue {@link #read(List)} uses, read once. */
    private static final class Catalogue {
        static final ErrorCodeCatalogue STANDARD = ErrorCodeCatalogue.standard();
    }
}
