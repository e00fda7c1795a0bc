package dev.gpudoctor.json;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A package's version as the bridge's {@code env} report writes it ({@code versions}): null when the package
 * is not installed, absent when the report did not ask (an older bundle). Said the same way in the
 * comparison and in summary.md, and as the checklist says it: "not installed".
 */
public final class PackageVersionJson {

    public static final String NOT_INSTALLED = "not installed";
    public static final String UNKNOWN = "unknown";

    private PackageVersionJson() {
    }

    public static String describe(JsonNode version) {
        if (version == null || version.isMissingNode()) {
            return UNKNOWN;
        }
        return version.isNull() ? NOT_INSTALLED : version.asText();
    }
}
