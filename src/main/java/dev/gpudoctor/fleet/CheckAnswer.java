package dev.gpudoctor.fleet;

import dev.gpudoctor.capability.GpuSniff;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import dev.gpudoctor.json.HostJson;
import dev.gpudoctor.json.OlderShapes;
import dev.gpudoctor.model.HostFacts;

/**
 * The boundary where a target's {@code check --json} answer becomes {@link TargetFacts}: read once,
 * validated here, and a malformed answer is a failure, never facts made of nulls.
 */
final class CheckAnswer {


    private CheckAnswer() {
    }

    /**
     * The facts, or empty when {@code text} is not a check answer (the caller says why). At the
     * standard level a {@code capabilities --json} answer follows the check's, and its cells are
     * verdicts too; a capability answer that is an error or not one is said as such.
     */
    static Optional<TargetFacts> parse(String text) {
        List<JsonNode> documents = documents(text);
        JsonNode root = documents.isEmpty() ? null : documents.get(0);
        if (root == null || !root.path("host").isObject() || !root.path("checks").isArray()) {
            return Optional.empty();
        }
        // A target running a GPU Doctor from before one shape per record answers in camelCase.
        JsonNode host = OlderShapes.snakeCaseKeys(root.get("host"), HostFacts.class);
        JsonNode smi = host.path("nvidia_smi");
        List<String> gpus = new ArrayList<>();
        smi.path("gpus").forEach(gpu -> gpus.add(gpu.path("name").asText("?")));
        List<CheckStatus> all = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        Map<String, String> statuses = new LinkedHashMap<>();
        for (JsonNode check : root.get("checks")) {
            Optional<CheckStatus> status = CheckStatus.ofJson(check.path("status").asText(""));
            if (status.isEmpty() || !check.path("id").isTextual()) {
                return Optional.empty();
            }
            statuses.put("check " + check.get("id").asText(), status.get().jsonName());
            all.add(status.get());
            if (status.get().isFailure()) {
                failing.add(check.get("id").asText());
            }
        }
        return Optional.of(new TargetFacts(text(host.path("os").path("pretty_name")), text(host.path("os").path("kernel_release")),
                HostJson.platformWord(host), text(smi.path("driver_version")), text(smi.path("cuda_version")),
                gpus, CheckStatus.overall(all).jsonName(), failing, withCapabilities(statuses, documents), null,
                documents.size() < 2 ? List.of() : GpuSniff.fromCapabilitiesAnswer(documents.get(1))));
    }

    /** The JSON documents {@code text} holds one after another (a check answer, then a capability answer). */
    static List<JsonNode> documents(String text) {
        List<JsonNode> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> values = JsonMappers.records().readerFor(JsonNode.class).readValues(text)) {
            while (values.hasNextValue()) {
                documents.add(values.nextValue());
            }
        } catch (IOException | RuntimeException e) {
            // what was read before the garbage is kept; the caller judges it
        }
        return documents;
    }

    private static Map<String, String> withCapabilities(Map<String, String> verdicts, List<JsonNode> documents) {
        if (documents.size() < 2) {
            return verdicts;
        }
        JsonNode answer = documents.get(1);
        if (!answer.path("capabilities").isArray()) {
            String message = answer.path("error").path("message").asText("not a capabilities answer");
            verdicts.put("capabilities", "could not collect: " + message);
            return verdicts;
        }
        for (JsonNode capability : answer.get("capabilities")) {
            List<String> cells = new ArrayList<>();
            JsonNode all = capability.path("cells");
            all.forEach(cell -> cells.add(all.size() == 1 ? cell.path("state").asText("?")
                    : "GPU " + cell.path("device").asText("?") + " " + cell.path("state").asText("?")));
            verdicts.put("capability " + capability.path("id").asText("?"), cells.isEmpty() ? "no cells" : String.join(", ", cells));
        }
        return verdicts;
    }

    /** The message of a GPU Doctor error answer ({"error": {"message": …}}), if that is what it is. */
    static Optional<String> errorMessage(String text) {
        try {
            JsonNode message = JsonMappers.records().readTree(text).path("error").path("message");
            return message.isTextual() ? Optional.of(message.asText()) : Optional.empty();
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String text(JsonNode node) {
        return node.isValueNode() && !node.isNull() ? node.asText() : null;
    }
}
