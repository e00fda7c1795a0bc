package dev.gpudoctor.bundle;

import java.util.List;

/**
 * One part of a bundle. Sections are pluggable so a later feature (the capability matrix) adds
 * its own without touching the writer; a section that throws is recorded as errored and the rest
 * of the bundle is still written.
 */
public interface BundleSection {

    /** The name in report.json and in the summary's table ("host", "checklist", "capabilities"). */
    String id();

    /** What it includes, in a sentence, for the preview. */
    String description();

    /** The files it writes (folder patterns allowed, "raw/proc/version"), for the preview. */
    List<String> files();

    /**
     * Adds files and report parts to the draft.
     *
     * @throws SectionSkipped when it has nothing to add, with why
     */
    void write(BundleInputs inputs, BundleDraft draft) throws Exception;
}
