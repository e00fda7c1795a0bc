package dev.gpudoctor.bundle;

import java.util.List;

/** A test section that is always skipped with its reason, to see how a skipped section is shown and counted. */
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
