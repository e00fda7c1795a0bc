package dev.gpudoctor.run;

import dev.gpudoctor.model.BridgeFailure;

import java.util.Objects;

/** How a MACE run ended: a checked {@link MaceRunResult}, or why there is none. */
public sealed interface MaceRunOutcome {

    record Succeeded(MaceRunResult result) implements MaceRunOutcome {

        public Succeeded {
            Objects.requireNonNull(result, "result");
        }
    }

    record Failed(BridgeFailure failure) implements MaceRunOutcome {

        public Failed {
            Objects.requireNonNull(failure, "failure");
        }
    }
}
