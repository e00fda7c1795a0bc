package dev.gpudoctor.speed;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Just enough of PEP 440 to compare release numbers: "2.11.0+cu130" → [2, 11, 0]; local and pre-release parts ignored. */
final class PackageVersion {

    private static final Pattern RELEASE = Pattern.compile("^\\s*v?(\\d+(?:\\.\\d+)*)");
    private static final Pattern REQUIREMENT = Pattern.compile("^(==|>=|<=|>|<)\\s*(\\S+)$");

    private PackageVersion() {}

    static List<Integer> release(String version) {
        if (version == null) {
            return List.of();
        }
        Matcher m = RELEASE.matcher(version);
        if (!m.find()) {
            return List.of();
        }
        List<Integer> parts = new ArrayList<>();
        for (String part : m.group(1).split("\\.")) {
            parts.add(Integer.parseInt(part.length() > 9 ? part.substring(0, 9) : part));
        }
        return parts;
    }

    /** Release-number order; missing trailing parts count as 0 (2.4 == 2.4.0). */
    static int compare(String a, String b) {
        List<Integer> x = release(a);
        List<Integer> y = release(b);
        for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
            int left = i < x.size() ? x.get(i) : 0;
            int right = i < y.size() ? y.get(i) : 0;
            if (left != right) {
                return Integer.compare(left, right);
            }
        }
        return 0;
    }

    /** Whether {@code version} meets one requirement such as ">=0.3.11"; an unreadable version meets none. */
    static boolean satisfies(String version, String requirement) {
        Matcher m = REQUIREMENT.matcher(requirement.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "not a requirement: '" + requirement + "' (use ==, >=, <=, > or < and a version)");
        }
        if (release(version).isEmpty()) {
            return false;
        }
        int order = compare(version, m.group(2));
        return switch (m.group(1)) {
            case "==" -> order == 0;
            case ">=" -> order >= 0;
            case "<=" -> order <= 0;
            case ">" -> order > 0;
            default -> order < 0;
        };
    }

    static boolean sameRelease(String a, String b) {
        return !release(a).isEmpty() && compare(a, b) == 0;
    }
}
