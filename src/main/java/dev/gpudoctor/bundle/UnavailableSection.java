package dev.gpudoctor.bundle;

import java.util.List;

/** A section this build cannot fill (the capability matrix before its feature exists): listed as skipped, never faked. */
public final class UnavailableSection implements BundleSection {

    private final String id;
    private final String reason;

    public UnavailableSection(String id, String reason) {
        this.id = id;
        this.reason = reason;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return reason;
    }

    @Override
    public List<String> files() {
        return List.of();
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws SectionSkipped {
        throw new SectionSkipped(reason);
    }
}
