package dev.gpudoctor.fleet;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The boundary where a target's {@code check --json} answer becomes {@link TargetFacts}: read once,
 * validated here, and a malformed answer is a failure, never facts made of nulls.
 */
final class CheckAnswer {

    private static final ObjectMapper JSON = JsonMappers.records();
    private static final List<String> STATUS_ORDER = List.of("pass", "skip", "warn", "fail", "error");

    private CheckAnswer() {
    }

    /** The facts, or empty when {@code text} is not a check answer (the caller says why). */
    static Optional<TargetFacts> parse(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        if (root == null || !root.path("host").isObject() || !root.path("checks").isArray()) {
            return Optional.empty();
        }
        // A target running a GPU Doctor from before one shape per record answers in camelCase.
        JsonNode host = dev.gpudoctor.json.OlderShapes.snakeCaseKeys(root.get("host"), dev.gpudoctor.model.HostFacts.class);
        JsonNode smi = host.path("nvidia_smi");
        List<String> gpus = new ArrayList<>();
        smi.path("gpus").forEach(gpu -> gpus.add(gpu.path("name").asText("?")));
        String worst = "pass";
        List<String> failing = new ArrayList<>();
        for (JsonNode check : root.get("checks")) {
            String status = check.path("status").asText("");
            if (!STATUS_ORDER.contains(status) || !check.path("id").isTextual()) {
                return Optional.empty();
            }
            if (STATUS_ORDER.indexOf(status) > STATUS_ORDER.indexOf(worst)) {
                worst = status;
            }
            if (status.equals("fail") || status.equals("error")) {
                failing.add(check.get("id").asText());
            }
        }
        return Optional.of(new TargetFacts(text(host.path("os").path("pretty_name")), text(host.path("os").path("kernel_release")),
                dev.gpudoctor.json.HostJson.platformWord(host), text(smi.path("driver_version")), text(smi.path("cuda_version")),
                gpus, worst, failing));
    }

    /** The message of a GPU Doctor error answer ({"error": {"message": …}}), if that is what it is. */
    static Optional<String> errorMessage(String text) {
        try {
            JsonNode message = JSON.readTree(text).path("error").path("message");
            return message.isTextual() ? Optional.of(message.asText()) : Optional.empty();
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String text(JsonNode node) {
        return node.isValueNode() && !node.isNull() ? node.asText() : null;
    }
}
