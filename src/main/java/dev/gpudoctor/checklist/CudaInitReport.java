package dev.gpudoctor.checklist;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.gpudoctor.bridge.ResultReader;
import java.util.List;

/**
 * The {@code cuda_init} answer (PROTOCOL.md): CUDA brought up step by step in the child, the first
 * failing step ending it. Read once by {@link #READER}: the checklist's CUDA init check and the init test
 * before {@code gpu-doctor exec} both read it here.
 *
 * @param available torch.cuda.is_available(), null when torch did not get that far
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record CudaInitReport(
        @JsonProperty(value = "ok", required = true) boolean ok,
        @JsonProperty("available") Boolean available,
        @JsonProperty("device_count") Integer deviceCount,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "steps", required = true)
        List<Step> steps,

        @JsonProperty("info_lines") List<String> infoLines,
        @JsonProperty("warnings") List<String> warnings,
        @JsonProperty("failed_step") String failedStep) {

    public static final ResultReader<CudaInitReport> READER = ResultReader.of("cuda_init", CudaInitReport.class);

    public CudaInitReport {
        steps = List.copyOf(steps);
        infoLines = infoLines == null ? List.of() : List.copyOf(infoLines);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Step(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "name", required = true)
            String name,

            @JsonProperty(value = "ok", required = true) boolean ok,
            @JsonProperty("seconds") double seconds,
            @JsonProperty("detail") String detail,
            @JsonProperty("error") StepError error) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record StepError(
            @JsonProperty("type") String type,
            @JsonProperty("message") String message) {}

    /** "RuntimeError: CUDA error: …" of the first failing step, or "". */
    public String firstFailure() {
        for (Step step : steps) {
            if (!step.ok()) {
                StepError error = step.error();
                return error == null ? ": " : nonNull(error.type()) + ": " + nonNull(error.message());
            }
        }
        return "";
    }

    private static String nonNull(String value) {
        return value == null ? "" : value;
    }
}
