package dev.gpudoctor.bundle;

import java.util.regex.Pattern;

/** The one rule for entry names, used when writing and when reading: relative, forward slashes, no "..". */
final class BundlePaths {

    private static final Pattern SAFE_SEGMENT = Pattern.compile("[A-Za-z0-9_.+@,=-]+");

    private BundlePaths() {}

    /** Why the name is not acceptable, or null when it is. */
    static String problem(String name) {
        if (name == null || name.isEmpty()) {
            return "an entry has an empty name";
        }
        if (name.length() > 512) {
            return "an entry name is longer than 512 characters";
        }
        if (name.startsWith("/") || name.startsWith("\\") || name.matches("^[A-Za-z]:.*")) {
            return "entry '" + printable(name) + "' has an absolute path";
        }
        if (name.contains("\\")) {
            return "entry '" + printable(name) + "' has a backslash in its path";
        }
        String bare = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
        for (String segment : bare.split("/", -1)) {
            if (segment.equals("..")) {
                return "entry '" + printable(name) + "' points outside the bundle (..)";
            }
            if (segment.isEmpty()
                    || segment.equals(".")
                    || !SAFE_SEGMENT.matcher(segment).matches()) {
                return "entry '" + printable(name) + "' has an unexpected path segment";
            }
        }
        return null;
    }

    static String checked(String name) {
        String problem = problem(name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return name;
    }

    static String printable(String name) {
        StringBuilder out = new StringBuilder();
        name.codePoints().limit(120).forEach(c -> out.append(c < 0x20 || c == 0x7f ? "?" : Character.toString(c)));
        return out.toString();
    }
}
