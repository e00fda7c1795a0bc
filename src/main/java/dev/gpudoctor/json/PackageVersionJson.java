package dev.gpudoctor.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * A package's version as the bridge's {@code env} report writes it ({@code versions}): null when the package
 * is not installed, absent when the report did not ask (an older bundle). Said the same way in the
 * comparison and in summary.md, and as the checklist says it: "not installed".
 */
public final class PackageVersionJson {

    public static final String NOT_INSTALLED = "not installed";
    public static final String UNKNOWN = "unknown";

    private PackageVersionJson() {}

    /** The package's version in an env report's {@code versions}: absent, null (not installed) or the version. */
    public static String describe(Map<String, String> versions, String distribution) {
        if (versions == null || !versions.containsKey(distribution)) {
            return UNKNOWN;
        }
        String version = versions.get(distribution);
        return version == null ? NOT_INSTALLED : version;
    }

    public static String describe(JsonNode version) {
        if (version == null || version.isMissingNode()) {
            return UNKNOWN;
        }
        return version.isNull() ? NOT_INSTALLED : version.asText();
    }
}
