package dev.gpudoctor.speed;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The table of reference speeds ({@code reference-speeds.json} beside this class: data with sources)
 * and how a GPU's name or compute capability maps to the keys and architectures it uses. Read
 * strictly: an unknown key, a bad pattern or a duplicate id is an error, never a silently lost entry.
 */
public final class ReferenceSpeeds {

    private static final String RESOURCE = "reference-speeds.json";

    record GpuName(
            @JsonProperty(value = "key", required = true) String key,

            @JsonProperty(value = "pattern", required = true)
            String pattern,

            @JsonProperty(value = "architecture", required = true)
            String architecture) {}

    record File(
            @JsonProperty("format") String format,
            @JsonProperty(value = "gpus", required = true) List<GpuName> gpus,

            @JsonProperty(value = "architectures", required = true)
            Map<String, String> architectures,

            @JsonProperty(value = "references", required = true)
            List<ReferenceSpeed> references) {}

    private final List<ReferenceSpeed> references;
    private final List<GpuName> gpus;
    private final List<Pattern> patterns;
    private final Map<String, String> architectures;

    private ReferenceSpeeds(File file) {
        this.references = List.copyOf(file.references());
        this.gpus = List.copyOf(file.gpus());
        this.patterns = gpus.stream()
                .map(g -> Pattern.compile(g.pattern(), Pattern.CASE_INSENSITIVE))
                .toList();
        this.architectures = Map.copyOf(file.architectures());
        Set<String> ids = new HashSet<>();
        Set<String> keys = new HashSet<>();
        gpus.forEach(g -> keys.add(g.key()));
        for (ReferenceSpeed reference : references) {
            if (!ids.add(reference.id())) {
                throw new IllegalArgumentException("reference id " + reference.id() + " appears twice");
            }
            if (!keys.contains(reference.gpu())) {
                throw new IllegalArgumentException("reference " + reference.id() + " names GPU " + reference.gpu()
                        + ", which the gpus table does not know");
            }
        }
    }

    private static final ReferenceSpeeds STANDARD = load();

    public static ReferenceSpeeds standard() {
        return STANDARD;
    }

    private static ReferenceSpeeds load() {
        try (InputStream in = ReferenceSpeeds.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the application");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + " cannot be read", e);
        }
    }

    static ReferenceSpeeds read(InputStream in) throws IOException {
        return new ReferenceSpeeds(JsonMappers.readStrict(in, File.class, RESOURCE));
    }

    public List<ReferenceSpeed> all() {
        return references;
    }

    /** The key references use for this GPU ("NVIDIA H100 80GB HBM3" → H100); empty when none matches. */
    public Optional<String> gpuKey(String gpuName) {
        if (gpuName == null) {
            return Optional.empty();
        }
        for (int i = 0; i < gpus.size(); i++) {
            if (patterns.get(i).matcher(gpuName).find()) {
                return Optional.of(gpus.get(i).key());
            }
        }
        return Optional.empty();
    }

    /** Hopper, Ampere…: from the name's key when known, else from the compute capability. */
    public Optional<String> architecture(String gpuName, String computeCapability) {
        Optional<String> key = gpuKey(gpuName);
        if (key.isPresent()) {
            return gpus.stream()
                    .filter(g -> g.key().equals(key.get()))
                    .map(GpuName::architecture)
                    .findFirst();
        }
        return Optional.ofNullable(computeCapability == null ? null : architectures.get(computeCapability.trim()));
    }

    String architectureOfKey(String key) {
        return gpus.stream()
                .filter(g -> g.key().equals(key))
                .map(GpuName::architecture)
                .findFirst()
                .orElse(key.toLowerCase(Locale.ROOT));
    }
}
