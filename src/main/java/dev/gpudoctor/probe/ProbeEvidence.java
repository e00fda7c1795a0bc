package dev.gpudoctor.probe;

import dev.gpudoctor.json.JsonMappers;
import java.util.Map;

/**
 * A probe's evidence as the cell carries it: each probe writes one record (its fields in the order they are
 * shown, a field it did not reach left null and so left out), and the one mapper turns it into the cell's
 * map, with the same snake_case keys as every other record. No probe spells a key by hand.
 */
final class ProbeEvidence {

    private ProbeEvidence() {}

    static Map<String, Object> of(Object evidence) {
        return JsonMappers.fields(evidence);
    }
}
