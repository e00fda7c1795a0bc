package dev.gpudoctor.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What changed on a machine between its previous check and this one.
 *
 * @param previousAt when the previous check ran; null when there was none (then no changes)
 */
public record SinceLast(Instant previousAt, List<Change> changes) {

    /** One difference: a version ("driver", "torch") or a check's status that flipped. */
    public record Change(Kind kind, String what, String before, String after) {
        public Change {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(what, "what");
        }

        /** "driver 535.86.05 → 550.54.14", "loader-path pass → fail", "torch not recorded → 2.8.0". */
        public String sentence() {
            return what + " " + (before == null ? "not recorded" : before) + " → "
                    + (after == null ? "not recorded" : after);
        }
    }

    public enum Kind {
        VERSION("version"),
        CHECK("check");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public SinceLast {
        changes = List.copyOf(changes);
    }

    public static SinceLast firstRun() {
        return new SinceLast(null, List.of());
    }

    public boolean hadPrevious() {
        return previousAt != null;
    }
}
