package dev.gpudoctor.bundle;

/** Names and versions of the bundle format, shared by writer and reader. */
public final class BundleFormat {

    /**
     * Raised when report.json changes incompatibly; readers refuse versions they do not know and bring
     * older ones to today's shape ({@link ReportUpgrade}). 2: one JSON shape per record (snake_case,
     * lowercase enum words) and the platform as {@code host.platform}.
     */
    public static final int SCHEMA_VERSION = 2;
    /** The oldest schema this GPU Doctor still reads. */
    public static final int OLDEST_READABLE = 1;

    public static final String SUMMARY = "summary.md";
    public static final String REPORT = "report.json";
    public static final String MANIFEST = "manifest.json";

    private BundleFormat() {}
}
