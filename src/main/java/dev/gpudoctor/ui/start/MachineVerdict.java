package dev.gpudoctor.ui.start;

import java.util.List;
import java.util.Objects;

/**
 * The start page's answer for this machine: one sentence, how good it is, and the few findings that
 * matter most, each with its next step. Built by {@link MachineVerdicts} from the checklist's and the
 * capability probes' own results; it judges nothing itself.
 *
 * @param tone        how the sentence reads: not known yet, fine, works with caveats, or broken
 * @param headline    one sentence in plain words
 * @param findings    at most three, most harmful first
 * @param offersSetUp true when the way out is the guided MACE set-up (no torch, no mace-torch)
 * @param checked     true once at least one check or probe has answered
 */
public record MachineVerdict(Tone tone, String headline, List<Finding> findings, boolean offersSetUp, boolean checked) {

    /** How the headline reads; the start page colours it, and says it in words too. */
    public enum Tone {
        UNKNOWN,
        GOOD,
        WARN,
        BAD
    }

    /**
     * One thing a check or probe found.
     *
     * @param source      the check or capability id ("python-env", "cuequivariance")
     * @param title       the check's or capability's title
     * @param status      the word the Checklist and Capabilities tabs show (FAIL, WARN, failed, unsupported)
     * @param found       what was found, in a few words
     * @param nextStep    the first step of the producer's remedy or mitigation
     * @param offersSetUp true when that step is the guided MACE set-up
     */
    public record Finding(
            String source, String title, String status, String found, String nextStep, boolean offersSetUp) {
        public Finding {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(title, "title");
            status = status == null ? "" : status;
            found = found == null ? "" : found;
            nextStep = nextStep == null ? "" : nextStep;
        }
    }

    public MachineVerdict {
        Objects.requireNonNull(tone, "tone");
        Objects.requireNonNull(headline, "headline");
        findings = List.copyOf(findings);
    }
}
