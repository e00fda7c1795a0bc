package dev.gpudoctor.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.RunConditions;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads a {@code mace_run} result's set-up and {@code conditions} block (see PROTOCOL.md) into one record. */
public final class RunConditionsReader {

    private RunConditionsReader() {
    }

    public static RunConditions from(JsonNode result) {
        JsonNode c = result.path("conditions");
        return new RunConditions(
                text(result.path("device")),
                text(result.path("dtype")),
                text(result.path("model").path("name")),
                result.path("enable_cueq").asBoolean(false),
                c.path("cueq_active").isBoolean() ? Boolean.valueOf(c.path("cueq_active").asBoolean()) : null,
                text(c.path("gpu_name")),
                text(c.path("compute_capability")),
                text(c.path("torch_cuda")),
                integer(c.path("torch_num_threads")),
                integer(c.path("cpu_count")),
                strings(c.path("debug_variables")),
                strings(c.path("versions")));
    }

    private static String text(JsonNode node) {
        return node.isTextual() ? node.asText() : null;
    }

    private static Integer integer(JsonNode node) {
        return node.isInt() ? Integer.valueOf(node.asInt()) : null;
    }

    /** Keeps null values: "not installed" and "unset" are facts too. */
    private static Map<String, String> strings(JsonNode node) {
        Map<String, String> values = new LinkedHashMap<>();
        node.fields().forEachRemaining(entry -> values.put(entry.getKey(), text(entry.getValue())));
        return values;
    }
}
