package dev.gpudoctor.capability;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.RecommendedAction;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads one cell as JSON (the mapper writes it): {@code {"device", "state", "detail", "evidence", "action"}}, the same in every rendering. */
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
}
