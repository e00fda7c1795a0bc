package dev.gpudoctor.bridge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads one op's answer into its record, strictly: a required field missing, or a value of the wrong
 * type (a string for a number, 3.5 for a count, null for a count), is a {@link ProtocolViolation}
 * naming the field, never a record with a blank. Fields the record does not know are left alone, so
 * a newer bridge can add some.
 */
public final class ResultReader<T> {

    private static final ObjectMapper STRICT = JsonMappers.protocol();
    private static final Pattern MISSING = Pattern.compile("Missing required creator property '([^']+)'");

    private final String op;
    private final Class<T> type;

    private ResultReader(String op, Class<T> type) {
        this.op = op;
        this.type = type;
    }

    public static <T> ResultReader<T> of(String op, Class<T> type) {
        return new ResultReader<>(op, type);
    }

    /**
     * The answer as the JSON object it is, for ops not yet read into records: checked to be an object,
     * nothing more.
     */
    public static ResultReader<JsonNode> json(String op) {
        return new ResultReader<>(op, JsonNode.class);
    }

    /** The answer as a record. */
    public T read(JsonNode answer) throws ProtocolViolation {
        if (answer == null || !answer.isObject()) {
            throw violation("its answer is not a JSON object");
        }
        try {
            return STRICT.treeToValue(answer, type);
        } catch (JsonMappingException e) {
            throw violation(problem(e));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw violation("its answer could not be read (" + e.getMessage() + ")");
        }
    }

    /** A record back as the JSON object it was read from (fields the record does not know are not kept). */
    public ObjectNode write(T value) {
        return STRICT.valueToTree(value);
    }

    /** JSON text as a tree, for recorded answers; not JSON at all is a violation too. */
    public JsonNode tree(String json) {
        try {
            return STRICT.readTree(json);
        } catch (IOException e) {
            return null;
        }
    }

    private ProtocolViolation violation(String what) {
        return new ProtocolViolation(BridgeFailure.of(
                FailureReason.PROTOCOL_ERROR,
                "The bridge broke the protocol in its '" + op + "' answer: " + what
                        + ". GPU Doctor does not use an answer"
                        + " it cannot check (a python-bridge folder from another GPU Doctor version can cause this).",
                List.of()));
    }

    /** Which field, and what is wrong with it, in words. */
    static String problem(JsonMappingException e) {
        String at = e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
        Matcher missing = MISSING.matcher(String.valueOf(e.getOriginalMessage()));
        if (missing.find()) {
            // Jackson's path names the missing field itself at the end, depending on the version; say it once.
            String name = missing.group(1);
            String field = at.equals(name) || at.endsWith("." + name) ? at : at.isEmpty() ? name : at + "." + name;
            return "the field '" + field + "' is missing";
        }
        return at.isEmpty() ? "its answer has the wrong shape" : "the field '" + at + "' has the wrong type or value";
    }

    /** An answer that does not have its op's shape; {@link #failure()} says which field, as a protocol error. */
    public static final class ProtocolViolation extends Exception {

        private final transient BridgeFailure failure;

        ProtocolViolation(BridgeFailure failure) {
            super(failure.message());
            this.failure = failure;
        }

        public BridgeFailure failure() {
            return failure;
        }
    }
}
