package dev.gpudoctor.bridge;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * One line of the bridge's protocol (python-bridge/PROTOCOL.md) as its record, read once by the one mapper: the
 * envelope ({@code type}, {@code id}) and each kind's payload. {@code result} stays a tree: each op's answer is
 * read into its own record by its {@link ResultReader}. A line that does not read as this is a protocol error.
 *
 * @param protocol the protocol version a {@code hello} speaks; null in every other message
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record BridgeMessage(
        String type, String id, Integer protocol, JsonNode result, Error error, Progress progress, Log log) {

    BridgeMessage {
        type = type == null ? "" : type;
        id = id == null ? "" : id;
    }

    /** An {@code error} payload: what kind, the message, the traceback; a missing package names it and the interpreter. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Error(
            String kind,
            String message,
            String traceback,
            @JsonProperty("package") String packageName,
            String interpreter) {}

    /** A {@code progress} payload; {@code fraction} is null for a stage of unknown length, {@code seconds} a step's time. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Progress(String message, Double fraction, Double seconds) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Log(String level, String message) {}
}
