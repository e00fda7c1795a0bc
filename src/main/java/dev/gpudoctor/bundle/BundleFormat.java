package dev.gpudoctor.bundle;

/** Names and versions of the bundle format, shared by writer and reader. */
public final class BundleFormat {

    /** Raised when report.json changes incompatibly; readers refuse versions they do not know. */
    public static final int SCHEMA_VERSION = 1;
    public static final String SUMMARY = "summary.md";
    public static final String REPORT = "report.json";
    public static final String MANIFEST = "manifest.json";

    private BundleFormat() {
    }
}
