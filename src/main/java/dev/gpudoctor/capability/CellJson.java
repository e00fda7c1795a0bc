package dev.gpudoctor.capability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.RecommendedAction;
import java.util.Map;
import java.util.Optional;

/**
 * Reads one cell as JSON (the mapper writes it): {@code {"device", "state", "detail", "evidence", "action"}}, the same in
 * every rendering. The words are bound as they were written ({@link WrittenCell}) and turned into the cell here, in one
 * place, because a state this GPU Doctor does not know (a newer writer's, or a probe's typo) must not vanish: it reads
 * as {@code failed} with "Unknown state 'x'" before its detail, where binding {@link CapabilityState} would drop the cell.
 */
final class CellJson {

    private CellJson() {}

    /** A cell as written, its enums still words. */
    record WrittenCell(Integer device, String state, String detail, Map<String, Object> evidence, String action) {}

    static CapabilityCell read(JsonNode node) {
        WrittenCell written;
        try {
            written = JsonMappers.records().treeToValue(node, WrittenCell.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            // A cell that is not a cell is a failure to show, not one to drop (as an unknown state is).
            return CapabilityCell.failed(
                    null,
                    "A capability cell that does not read as one: "
                            + e.getMessage().lines().findFirst().orElse(""),
                    Map.of());
        }
        if (written == null) {
            return CapabilityCell.failed(
                    null, "A capability cell that does not read as one: nothing was written.", Map.of());
        }
        String word = written.state() == null ? "" : written.state();
        Optional<CapabilityState> known = CapabilityState.ofJsonName(word);
        String detail = written.detail() == null ? "" : written.detail();
        if (known.isEmpty()) {
            detail = "Unknown state '" + word + "': " + detail;
        }
        Map<String, Object> evidence = written.evidence() == null ? Map.of() : written.evidence();
        RecommendedAction action = RecommendedAction.ofJsonName(written.action() == null ? "" : written.action())
                .orElse(null);
        return new CapabilityCell(written.device(), known.orElse(CapabilityState.FAILED), detail, evidence, action);
    }
}
