package dev.gpudoctor.bundle;

/** Thrown by a section that has nothing to contribute, with the reason the summary shows. */
public final class SectionSkipped extends Exception {

    public SectionSkipped(String reason) {
        super(reason, null, false, false);
    }
}
