package dev.gpudoctor.speed;

import java.util.List;
import java.util.Objects;

/**
 * A run's speed and what it means: the closest reference (same GPU if there is one, else the same
 * architecture), how the two differ, the ratio, the slow-run causes GPU Doctor could check itself,
 * and one sentence saying all that. Computed once by {@link SpeedJudge}; window, CLI and bundle
 * render it.
 *
 * @param reference   null for {@link Kind#NO_REFERENCE}
 * @param ratio       measured / reference µs per atom-step (above 1: slower); NaN without a reference
 * @param differences how the reference's conditions differ from the run's
 * @param causes      slow-run causes found in the run's own conditions, whatever the verdict
 * @param method      the method of the figure that was judged ({@code model-only}, {@code ase-step}); the
 *                    reference is always of the same method
 * @param slowPart    the part of the run the verdict blames
 */
public record SpeedVerdict(
        MeasuredSpeed measured,
        Kind kind,
        ReferenceSpeed reference,
        double ratio,
        boolean sameGpu,
        List<String> differences,
        List<String> causes,
        String sentence,
        String method,
        SlowPart slowPart) {

    /** Which part of a run is slow, as far as its figures tell. */
    public enum SlowPart {
        /** nothing stands out */
        NONE("none"),
        /** the model is normal, the graph built on the CPU every step is a large share of the step */
        GRAPH("graph"),
        /** the model alone is slower than expected */
        MODEL("model"),
        /** the host was busy while the steps ran */
        HOST("host"),
        /** a CPU run's threads outnumber its cores ({@link ThreadOversubscription}) */
        THREADS("threads"),
        /** the figures do not say (no model-only figure, no comparable reference) */
        UNKNOWN("unknown");

        private final String jsonName;

        SlowPart(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public enum Kind {
        IN_LINE("in-line"),
        FASTER("faster"),
        SLOWER("slower"),
        NO_REFERENCE("no-reference"),
        /** The host was busy while the steps ran: the figures are shown, no ratio is drawn from them. */
        NOT_JUDGED("not-judged");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public SpeedVerdict {
        Objects.requireNonNull(measured, "measured");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sentence, "sentence");
        differences = List.copyOf(differences);
        causes = List.copyOf(causes);
        slowPart = slowPart == null ? SlowPart.UNKNOWN : slowPart;
    }

    /** "75.8 µs/atom/step, 0.19 ns/day at 1 fs — in line with …". */
    public String line() {
        return measured.describe() + " — " + sentence;
    }
}
