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
 */
public record SpeedVerdict(
        MeasuredSpeed measured,
        Kind kind,
        ReferenceSpeed reference,
        double ratio,
        boolean sameGpu,
        List<String> differences,
        List<String> causes,
        String sentence) {

    public enum Kind {
        IN_LINE("in-line"), FASTER("faster"), SLOWER("slower"), NO_REFERENCE("no-reference");

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
    }

    /** "75.8 µs/atom/step, 0.19 ns/day at 1 fs — in line with …". */
    public String line() {
        return measured.describe() + " — " + sentence;
    }
}
