package dev.gpudoctor.run;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.PartialRun;
import java.util.Objects;

/** How a MACE run ended: a checked {@link MaceRunResult}, or why there is none. */
public sealed interface MaceRunOutcome {

    record Succeeded(MaceRunResult result) implements MaceRunOutcome {

        public Succeeded {
            Objects.requireNonNull(result, "result");
        }
    }

    /** @param partial what the run measured before a timeout, cancel or crash ended it; null when nothing was */
    record Failed(BridgeFailure failure, PartialRun partial) implements MaceRunOutcome {

        public Failed {
            Objects.requireNonNull(failure, "failure");
        }

        public Failed(BridgeFailure failure) {
            this(failure, null);
        }
    }
}
