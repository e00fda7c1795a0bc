package dev.gpudoctor.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.gpudoctor.json.JsonMappers;
import java.io.PrintWriter;

/** Writes the one JSON object a --json command prints on stdout. */
public final class JsonOutput {

    private static final ObjectWriter MAPPER = JsonMappers.records().writerWithDefaultPrettyPrinter();

    private JsonOutput() {}

    public static void print(PrintWriter out, Object value) {
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
