package dev.gpudoctor.run;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.bridge.ResultReader;
import java.util.List;

/**
 * A {@code consistency} answer (PROTOCOL.md): one model and structure under two set-ups, compared.
 * Components in the bridge's order, so {@code consistency --json} prints the object it received.
 * Differences the child could not compute (NaN on its side) are null.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ConsistencyResult(
        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "model", required = true)
        String model,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "structure", required = true)
        Structure structure,

        @JsonProperty("seed") Integer seed,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "a", required = true)
        Side a,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "b", required = true)
        Side b,

        @JsonProperty(value = "max_abs_dE_per_atom_eV", required = true)
        Double maxAbsEnergyPerAtomEv,

        @JsonProperty(value = "max_abs_dF_eV_per_A", required = true)
        Double maxAbsForceEvPerA,

        @JsonProperty("max_abs_F_eV_per_A") Double maxAbsForceScaleEvPerA,
        @JsonProperty("relative_dF") Double relativeForce,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "tolerance", required = true)
        Tolerance tolerance,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "verdict", required = true)
        String verdict) {

    static final ResultReader<ConsistencyResult> READER = ResultReader.of("consistency", ConsistencyResult.class);

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Structure(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "name", required = true)
            String name,

            @JsonProperty(value = "atoms", required = true) int atoms,
            @JsonProperty("periodic") Boolean periodic) {}

    /** One set-up and what it gave. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Side(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "device", required = true)
            String device,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "dtype", required = true)
            String dtype,

            @JsonProperty(value = "enable_cueq", required = true)
            boolean enableCueq,

            @JsonProperty(value = "energy_eV", required = true)
            Double energyEv,

            @JsonProperty(value = "energy_per_atom_eV", required = true)
            Double energyPerAtomEv,

            @JsonProperty("model_cached") Boolean modelCached,
            @JsonProperty("seconds") Double seconds,

            @JsonProperty("stress_eV_per_A3") @JsonInclude(JsonInclude.Include.NON_NULL)
            List<Double> stress) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Tolerance(
            @JsonProperty(value = "energy_eV_per_atom", required = true)
            double energyEvPerAtom,

            @JsonProperty(value = "force_eV_per_A", required = true)
            double forceEvPerA,

            @JsonProperty("relative_force") @JsonInclude(JsonInclude.Include.NON_NULL)
            Double relativeForce,

            @JsonProperty("source") String source) {}

    public boolean consistent() {
        return "consistent".equals(verdict);
    }

    /** The answer as {@code consistency --json} prints it. */
    public ObjectNode json() {
        return READER.write(this);
    }
}
