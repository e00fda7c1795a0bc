package dev.gpudoctor.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.Platform;

/** Reads the platform of a written host record, whichever GPU Doctor version wrote it. */
public final class HostJson {

    private HostJson() {}

    /** The two places a host record has kept its platform word: {@code platform} since schema 2, {@code wsl} before. */
    record WrittenHost(Kind platform, Kind wsl) {}

    /** {@code {"kind": "wsl2"}}; the rest of either object is not needed here. */
    record Kind(String kind) {}

    /**
     * "wsl2", "native", "wsl1", "other", or "" when the record names none. Since bundle schema 2 the
     * verdict is {@code host.platform.kind}; schema 1 wrote it as {@code host.wsl.kind} ("WSL2", "NATIVE").
     */
    public static String platformWord(JsonNode host) {
        WrittenHost written;
        try {
            written = host == null || !host.isObject()
                    ? null
                    : JsonMappers.records().treeToValue(host, WrittenHost.class);
        } catch (JsonProcessingException e) {
            // A host record not in either shape names no platform; the caller says "" as for one that has none.
            return "";
        }
        if (written == null) {
            return "";
        }
        String word = written.platform() != null && written.platform().kind() != null
                ? written.platform().kind()
                : written.wsl() != null ? written.wsl().kind() : null;
        return word == null ? "" : Platform.Kind.fromJson(word).jsonName();
    }
}
