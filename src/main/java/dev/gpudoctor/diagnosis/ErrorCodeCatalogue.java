package dev.gpudoctor.diagnosis;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The error codes of CUDA (runtime and driver), NVML, cuBLAS, cuDNN and NCCL, generated from the
 * vendors' own definitions by {@code tools/diagnosis/gen_error_codes.py} into {@code error-codes.json}.
 * Finds a code in a line under any of its spellings: its enum names ({@code cudaErrorIllegalAddress},
 * {@code CUDA_ERROR_ILLEGAL_ADDRESS}, {@code NVMLError_NotSupported}...), its message string, or its
 * number in the forms logs print it ({@code CUDA error 700}, {@code code=700(cuda...)}, ...).
 */
public final class ErrorCodeCatalogue {

    static final String RESOURCE = "error-codes.json";

    /** A message of fewer words than this, or shorter, is too common to mean the code without its library's name beside it. */
    private static final int SPECIFIC_WORDS = 3;

    private static final int SPECIFIC_CHARS = 20;

    /** Cheap test before the name pattern: a line without any of these holds no enum name. */
    private static final List<String> NAME_MARKERS =
            List.of("cudaerror", "cuda_error_", "nvml_error_", "nvmlerror_", "cublas_status_", "cudnn_status_", "nccl");

    private static final Pattern NAME = Pattern.compile(
            "\\b(cudaerror[a-z0-9]+|cuda_error_[a-z0-9_]+|nvml_error_[a-z0-9_]+|nvmlerror_[a-z0-9]+|cublas_status_[a-z0-9_]+"
                    + "|cudnn_status_[a-z0-9_]+|nccl[a-z]+error|ncclinvalid[a-z]+)\\b");
    /** A message printed after its library's name. */
    private static final Map<String, Pattern> FAMILY_CONTEXT = Map.of(
            "cuda", Pattern.compile("cuda|cudart|gpu"),
            "nvml", Pattern.compile("nvml"),
            "cublas", Pattern.compile("cublas"),
            "cudnn", Pattern.compile("cudnn"),
            "nccl", Pattern.compile("nccl"));

    /** A line of AMD's runtime, whose messages copy CUDA's: not a CUDA code however it is worded. */
    private static final Pattern OTHER_VENDORS_RUNTIME =
            Pattern.compile("\\bhip ?error\\w*\\b|\\bhip_\\w+|\\brocm\\b|\\brocclr\\b");

    /**
     * One code.
     *
     * @param names    its enum names (CUDA runtime and driver names share an entry when they share the number)
     * @param message  what the vendor's error-string function prints for it, if it has one
     * @param meaning  the vendor's description
     * @param sticky   whether the process (or the GPU) must be restarted before CUDA works again
     * @param kbId     the knowledge-base entry that explains it, if any
     */
    public record Code(
            String family,
            int number,
            List<String> names,
            String message,
            String meaning,
            boolean sticky,
            @JsonProperty("kb_id") String kbId,
            List<String> spellings) {

        public Code {
            Objects.requireNonNull(family, "family");
            names = List.copyOf(names);
            spellings = spellings == null ? List.of() : List.copyOf(spellings);
        }

        public String name() {
            return names.get(0);
        }

        /** "CUDA error 700 (cudaErrorIllegalAddress)". */
        public String label() {
            String library = switch (family) {
                case "cuda" -> "CUDA error";
                case "nvml" -> "NVML error";
                case "cublas" -> "cuBLAS status";
                case "cudnn" -> "cuDNN status";
                case "nccl" -> "NCCL error";
                default -> family + " code";
            };
            return library + " " + number + " (" + name() + ")";
        }
    }

    /** How a code was written where it was found. */
    public enum Spelling {
        NAME,
        NUMBER,
        MESSAGE,
        COMMON_MESSAGE;

        /** Whether this spelling alone says which code it is (a common message such as "out of memory" does not). */
        public boolean definite() {
            return this != COMMON_MESSAGE;
        }
    }

    /** A code found in a line. */
    public record Hit(Code code, Spelling spelling) {}

    record File(
            @JsonProperty("generated_by") String generatedBy,
            Map<String, String> sources,
            @JsonProperty("numeric_forms") Map<String, List<String>> numericForms,
            List<Code> codes,
            @JsonProperty("legacy_numbers") Map<String, Map<Integer, Integer>> legacyNumbers) {}

    private final List<Code> codes;
    private final Map<String, String> sources;
    private final Map<String, Code> byName = new HashMap<>();
    private final Map<String, Map<Integer, Code>> byNumber = new HashMap<>();
    private final List<FamilyForm> numericForms = new ArrayList<>();
    private final List<Code> messageCodes = new ArrayList<>();
    private final List<String> messages = new ArrayList<>();
    /**
     * The name markers, then the numeric forms' fixed strings, then the messages, in one automaton: a line is read
     * once, and most lines of a long log hold none of them.
     */
    private final LiteralIndex index;

    private final int firstMarker;
    private final int firstMessage;

    /** A numeric form with the ids of its fixed strings among the markers: it runs only where one is present. */
    private record FamilyForm(String family, Pattern pattern, int[] markerIds) {}

    private ErrorCodeCatalogue(File file) {
        this.codes = List.copyOf(file.codes());
        this.sources = Map.copyOf(file.sources());
        for (Code code : codes) {
            for (String name : code.names()) {
                byName.put(name.toLowerCase(Locale.ROOT), code);
            }
            byNumber.computeIfAbsent(code.family(), f -> new HashMap<>()).putIfAbsent(code.number(), code);
            if (code.message() != null && !code.message().isBlank()) {
                messageCodes.add(code);
                messages.add(core(code.message()));
            }
        }
        // CUDA 10.0 and older numbered the runtime's errors otherwise ("cuda runtime error (77)" was an illegal
        // address,
        // 700 since 10.1); an old number the current enum leaves free still names its code in an old report.
        if (file.legacyNumbers() != null) {
            file.legacyNumbers()
                    .forEach((family, numbers) -> numbers.forEach((old, current) -> {
                        Map<Integer, Code> ofFamily = byNumber.getOrDefault(family, Map.of());
                        Code code = ofFamily.get(current);
                        if (code == null || ofFamily.containsKey(old)) {
                            throw new IllegalStateException("Error codes: legacy " + family + " " + old + " -> "
                                    + current + " is not a free old number" + " of a known code");
                        }
                        byNumber.get(family).put(old, code);
                    }));
        }
        List<String> markers = new ArrayList<>();
        file.numericForms().forEach((family, forms) -> {
            if (!FAMILY_CONTEXT.containsKey(family)) {
                throw new IllegalStateException("Error codes: numeric forms for unknown family " + family);
            }
            for (String form : forms) {
                List<String> literals = RegexLiterals.required(form)
                        .orElseThrow(() -> new IllegalStateException(
                                "Error codes: a numeric form without a fixed string to look for: " + form));
                int[] ids = new int[literals.size()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = markers.size();
                    markers.add(literals.get(i));
                }
                numericForms.add(new FamilyForm(family, Pattern.compile(form), ids));
            }
        });
        List<String> literals = new ArrayList<>(NAME_MARKERS);
        this.firstMarker = literals.size();
        literals.addAll(markers);
        this.firstMessage = literals.size();
        literals.addAll(messages);
        this.index = new LiteralIndex(literals);
    }

    /** The catalogue that ships with GPU Doctor. */
    public static ErrorCodeCatalogue standard() {
        try (InputStream in = ErrorCodeCatalogue.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(
                        "The error-code catalogue " + RESOURCE + " is missing from the application");
            }
            return new ErrorCodeCatalogue(JsonMappers.readStrict(in, File.class, RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the error-code catalogue " + RESOURCE, e);
        }
    }

    public List<Code> codes() {
        return codes;
    }

    /** The packages and versions the definitions were taken from. */
    public Map<String, String> sources() {
        return sources;
    }

    /** A code by its family ("cuda", "nvml"...) and number. */
    public Optional<Code> byNumber(String family, int number) {
        return Optional.ofNullable(byNumber.getOrDefault(family, Map.of()).get(number));
    }

    /** A code by one of its names, in any case. */
    public Optional<Code> byName(String name) {
        return Optional.ofNullable(byName.get(name.toLowerCase(Locale.ROOT)));
    }

    /** The codes in a lower-cased line, each once, the most definite spelling kept. */
    List<Hit> find(String lower) {
        BitSet literals = index.find(lower);
        if (literals.isEmpty()) {
            return List.of();
        }
        Map<Code, Spelling> found = new LinkedHashMap<>();
        int first = literals.nextSetBit(0);
        if (first < firstMarker) {
            Matcher m = NAME.matcher(lower);
            while (m.find()) {
                Code code = byName.get(m.group(1));
                if (code != null) {
                    found.merge(code, Spelling.NAME, ErrorCodeCatalogue::better);
                }
            }
        }
        int firstAfterNames = literals.nextSetBit(firstMarker);
        if (firstAfterNames >= 0 && firstAfterNames < firstMessage) {
            for (FamilyForm form : numericForms) {
                if (java.util.Arrays.stream(form.markerIds()).noneMatch(id -> literals.get(firstMarker + id))) {
                    continue;
                }
                Matcher m = form.pattern().matcher(lower);
                while (m.find()) {
                    Code code = byNumber.getOrDefault(form.family(), Map.of()).get(Integer.parseInt(m.group("n")));
                    if (code != null) {
                        found.merge(code, Spelling.NUMBER, ErrorCodeCatalogue::better);
                    }
                }
            }
        }
        for (int at = literals.nextSetBit(firstMessage); at >= 0; at = literals.nextSetBit(at + 1)) {
            int id = at - firstMessage;
            Code code = messageCodes.get(id);
            boolean inContext = FAMILY_CONTEXT.get(code.family()).matcher(lower).find();
            if (!code.family().equals("cuda") && !inContext) {
                continue;
            }
            if (code.family().equals("cuda")
                    && !inContext
                    && OTHER_VENDORS_RUNTIME.matcher(lower).find()) {
                continue; // HIP prints CUDA's messages word for word ("HIP error: invalid device function")
            }
            String message = messages.get(id);
            boolean specific = message.length() >= SPECIFIC_CHARS && message.split(" ").length >= SPECIFIC_WORDS;
            if (specific || inContext) {
                found.merge(code, specific ? Spelling.MESSAGE : Spelling.COMMON_MESSAGE, ErrorCodeCatalogue::better);
            }
        }
        List<Hit> hits = new ArrayList<>();
        found.forEach((code, spelling) -> hits.add(new Hit(code, spelling)));
        return hits;
    }

    private static Spelling better(Spelling a, Spelling b) {
        return a.ordinal() <= b.ordinal() ? a : b;
    }

    /**
     * The part of a message logs print: NCCL's messages end with a hint in parentheses that older
     * versions did not print.
     */
    static String core(String message) {
        String lower = message.toLowerCase(Locale.ROOT).strip();
        int hint = lower.indexOf(" (run with ");
        return hint > 0 ? lower.substring(0, hint) : lower;
    }
}
