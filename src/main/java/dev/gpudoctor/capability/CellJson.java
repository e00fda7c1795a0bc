package dev.gpudoctor.capability;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.RecommendedAction;

import java.util.LinkedHashMap;
import java.util.Map;

/** One cell as JSON: {@code {"device", "state", "detail", "evidence", "action"}}, the same in every rendering. */
final class CellJson {

    private CellJson() {
    }

    static CapabilityCell read(JsonNode node) {
        Integer device = node.path("device").isNumber() ? node.path("device").asInt() : null;
        CapabilityState state = CapabilityState.ofJsonName(node.path("state").asText(""))
                .orElse(CapabilityState.FAILED);
        String detail = node.path("detail").asText("");
        if (!CapabilityState.ofJsonName(node.path("state").asText("")).isPresent()) {
            detail = "Unknown state '" + node.path("state").asText("") + "': " + detail;
        }
        Map<String, Object> evidence = node.path("evidence").isObject()
                ? JsonMappers.records().convertValue(node.path("evidence"), new TypeReference<LinkedHashMap<String, Object>>() { })
                : Map.of();
        RecommendedAction action = RecommendedAction.ofJsonName(node.path("action").asText("")).orElse(null);
        return new CapabilityCell(device, state, detail, evidence, action);
    }

    static ObjectNode write(CapabilityCell cell) {
        ObjectNode node = JsonMappers.records().createObjectNode();
        node.put("device", cell.device()); // null writes JSON null
        node.put("state", cell.state().jsonName());
        node.put("detail", cell.detail());
        node.set("evidence", JsonMappers.records().valueToTree(cell.evidence()));
        node.put("action", cell.action().jsonName());
        return node;
    }
}
