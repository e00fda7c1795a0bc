package dev.gpudoctor.checklist;

/** Small version arithmetic for CUDA versions ("12.2") and compute capabilities ("8.6"). */
final class Versions {

    private Versions() {}

    /** "12.2" -> 12.2, "11.8.0" -> 11.8; NaN when not a version. */
    static double majorMinor(String version) {
        int[] parts = parts(version);
        return parts == null ? Double.NaN : parts[0] + parts[1] / 100.0;
    }

    /** [major, minor] of "12.1" or "12.1.105"; null when not a version. */
    static int[] parts(String version) {
        if (version == null) {
            return null;
        }
        String[] split = version.strip().split("\\.");
        try {
            int major = Integer.parseInt(split[0]);
            int minor = split.length > 1 ? Integer.parseInt(split[1].replaceAll("\\D.*", "")) : 0;
            return new int[] {major, minor};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** -1, 0, 1 like a comparator; 0 when either is not a version. */
    static int compare(String a, String b) {
        int[] x = parts(a);
        int[] y = parts(b);
        if (x == null || y == null) {
            return 0;
        }
        return x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]);
    }
}
