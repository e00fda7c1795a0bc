package dev.gpudoctor.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.BridgeFailure;

import java.util.Objects;

/**
 * How a MACE run ended. The result stays the bridge's JSON (its fields are defined by the
 * {@code mace_run} op and grow with it); the accessors cover what the summaries need.
 */
public sealed interface MaceRunOutcome {

    record Succeeded(ObjectNode result) implements MaceRunOutcome {

        public Succeeded {
            Objects.requireNonNull(result, "result");
        }

        public double energyEv() {
            return number(result.path("energy_eV"));
        }

        public int atoms() {
            return result.path("structure").path("atoms").asInt(-1);
        }

        public boolean randomWeights() {
            return result.path("model").path("random_weights").asBoolean(false);
        }

        public double medianStepSeconds() {
            return number(result.path("timings_s").path("step").path("median"));
        }

        public double throughputAtomStepsPerSecond() {
            return number(result.path("throughput_atom_steps_per_s"));
        }

        public double startupSeconds() {
            return number(result.path("timings_s").path("startup"));
        }

        private static double number(JsonNode node) {
            return node.isNumber() ? node.asDouble() : Double.NaN;
        }
    }

    record Failed(BridgeFailure failure) implements MaceRunOutcome {

        public Failed {
            Objects.requireNonNull(failure, "failure");
        }
    }
}
