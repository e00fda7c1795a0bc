package dev.gpudoctor.checklist;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ResultReader;
import java.util.List;

/**
 * The {@code import_chain} answer (PROTOCOL.md): {@code import mace.calculators} in a fresh child of
 * the bridge's interpreter. Read once by {@link #READER}.
 *
 * @param acceleratorsLoaded the accelerator modules in sys.modules afterwards, in load order
 * @param signal             the signal the import child died of ("SIGSEGV"), or null
 * @param outputTail         the end of the child's stdout and stderr
 * @param env                the env report the child wrote after the import when asked ({@code "env": true}), or null;
 *                           kept as the child wrote it, since it is the env op's answer: {@code EnvReport.READER} reads
 *                           it, and a bundle keeps it as that answer
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record ImportChainReport(
        @JsonProperty(value = "ok", required = true) boolean ok,
        @JsonProperty("duration_s") Double durationS,
        @JsonProperty("timed_out") boolean timedOut,
        @JsonProperty("signal") String signal,
        @JsonProperty("error") ImportError error,
        @JsonProperty("accelerators_loaded") List<String> acceleratorsLoaded,
        @JsonProperty("output_tail") String outputTail,
        @JsonProperty("env") JsonNode env) {

    static final ResultReader<ImportChainReport> READER = ResultReader.of("import_chain", ImportChainReport.class);

    ImportChainReport {
        acceleratorsLoaded = acceleratorsLoaded == null ? List.of() : List.copyOf(acceleratorsLoaded);
        outputTail = outputTail == null ? "" : outputTail;
        error = error == null ? new ImportError(null, null) : error;
    }

    /** The exception the import raised ({@code ChildDied} when the child died without saying). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record ImportError(
            @JsonProperty("type") String type,
            @JsonProperty("message") String message) {
        ImportError {
            type = type == null ? "" : type;
            message = message == null ? "" : message;
        }
    }
}
