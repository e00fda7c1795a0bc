package dev.gpudoctor.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import java.io.PrintWriter;

/** Writes the one JSON object a --json command prints on stdout. */
final class JsonOutput {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private JsonOutput() {
    }

    static void print(PrintWriter out, Object value) {
        out.println(text(value));
        out.flush();
    }

    /** The same JSON as {@link #print}, for a file written beside the output (fleet.json). */
    static String text(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not write JSON output", e);
        }
    }
}
