package dev.gpudoctor.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.Platform;

/** Reads the platform of a written host record, whichever GPU Doctor version wrote it. */
public final class HostJson {

    private HostJson() {
    }

    /**
     * "wsl2", "native", "wsl1", "other", or "" when the record names none. Since bundle schema 2 the
     * verdict is {@code host.platform.kind}; schema 1 wrote it as {@code host.wsl.kind} ("WSL2", "NATIVE").
     */
    public static String platformWord(JsonNode host) {
        JsonNode kind = host.path("platform").path("kind");
        if (!kind.isTextual()) {
            kind = host.path("wsl").path("kind");
        }
        return kind.isTextual() ? Platform.Kind.fromJson(kind.asText()).jsonName() : "";
    }
}
