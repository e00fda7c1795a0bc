package dev.gpudoctor.bridge;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of the bridge's {@code env} report (PROTOCOL.md) that the checklist and the Runs tab
 * judge, read once by {@link #READER}. The report never fails: a value that could not be collected
 * is null, and {@code torch} is null when torch is missing or does not import ({@code torch_error}
 * says why). The bundle keeps the whole report as it came.
 *
 * @param versions distribution → version, null for one not installed
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record EnvReport(
        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "python", required = true)
        Python python,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "versions", required = true)
        Map<String, String> versions,

        @JsonProperty("torch") Torch torch,
        @JsonProperty("torch_error") String torchError) {

    public static final ResultReader<EnvReport> READER = ResultReader.of("env", EnvReport.class);
    /**
     * How long the {@code env} op may take, for every caller: it imports torch and asks the driver, which on a
     * cold, loaded machine has been seen to take most of a minute; past this the interpreter is judged hung.
     */
    public static final Duration TIMEOUT = Duration.ofSeconds(120);

    public EnvReport {
        versions = Collections.unmodifiableMap(new LinkedHashMap<>(versions));
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Python(
            @JsonProperty("version") String version,
            @JsonProperty("executable") String executable) {}

    /** What torch says of itself; {@code cuda} is null for a CPU-only build. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Torch(
            @JsonProperty("version") String version,
            @JsonProperty("cuda") String cuda,
            @JsonProperty("cudnn_version") Long cudnnVersion,
            @JsonProperty("cuda_available") Boolean cudaAvailable,
            @JsonProperty("device_count") Integer deviceCount,
            @JsonProperty("arch_list") List<String> archList,
            @JsonProperty("devices") List<Device> devices) {

        public Torch {
            archList = archList == null ? List.of() : List.copyOf(archList);
            devices = devices == null ? List.of() : List.copyOf(devices);
        }

        /** torch.cuda.is_available() said yes. */
        public boolean cudaUsable() {
            return Boolean.TRUE.equals(cudaAvailable);
        }
    }

    /** One GPU as torch sees it; capability as "8.9". */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Device(
            @JsonProperty(value = "index", required = true) int index,
            @JsonProperty("name") String name,
            @JsonProperty("capability") String capability,
            @JsonProperty("total_memory_bytes") Long totalMemoryBytes) {}

    /** An installed distribution's version, or null. */
    public String version(String distribution) {
        return versions.get(distribution);
    }
}
