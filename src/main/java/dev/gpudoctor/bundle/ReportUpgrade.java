package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.OlderShapes;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RunRecord;
import java.util.Locale;

/**
 * Brings a report.json of an earlier schema to today's shape, so that everything above the reader
 * reads one shape. Schema 1 wrote record fields in camelCase ("durationMs", "prettyName"), check
 * statuses in capitals ("PASS") and the platform as {@code host.wsl.kind} ("WSL2", "NATIVE").
 */
final class ReportUpgrade {

    private ReportUpgrade() {}

    /** The report in the current shape; a current one is returned as it is. */
    static JsonNode toCurrent(JsonNode report, int schemaVersion) {
        if (schemaVersion == BundleFormat.SCHEMA_VERSION || !(report instanceof ObjectNode object)) {
            return report;
        }
        ObjectNode upgraded = object.deepCopy();
        OlderShapes.snakeCaseKeys(
                upgraded, HostFacts.class, CheckResult.class, AppVersion.class, SectionOutcome.class, RunRecord.class);
        for (JsonNode check : upgraded.path("checklist").path("checks")) {
            lowerCase((ObjectNode) check, "status");
        }
        if (upgraded.path("checklist") instanceof ObjectNode checklist) {
            lowerCase(checklist, "overall");
        }
        if (upgraded.path("host").path("wsl") instanceof ObjectNode wsl && wsl.has("kind")) {
            ObjectNode platform = ((ObjectNode) upgraded.path("host")).putObject("platform");
            platform.put(
                    "kind", Platform.Kind.fromJson(wsl.path("kind").asText()).jsonName());
            platform.set("evidence", wsl.has("evidence") ? wsl.get("evidence") : platform.arrayNode());
            wsl.remove("kind");
            wsl.remove("evidence");
        }
        return upgraded;
    }

    private static void lowerCase(ObjectNode node, String field) {
        if (node.path(field).isTextual()) {
            node.put(field, node.path(field).asText().toLowerCase(Locale.ROOT));
        }
    }
}
