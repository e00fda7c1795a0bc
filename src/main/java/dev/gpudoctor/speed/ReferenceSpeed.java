package dev.gpudoctor.speed;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.Objects;

/**
 * One published or measured MACE speed with the conditions it was measured under; fields a source
 * does not state are null. See {@code reference-speeds.json}'s "format".
 */
public record ReferenceSpeed(
        @JsonProperty(value = "id", required = true) String id,
        @JsonProperty(value = "gpu", required = true) String gpu,
        @JsonProperty(value = "model", required = true) String model,
        @JsonProperty("model_l") Integer modelL,
        @JsonProperty("precision") String precision,
        @JsonProperty("cueq") Boolean cueq,
        @JsonProperty("method") String method,
        @JsonProperty("atoms") Integer atoms,
        @JsonProperty(value = "system", required = true) String system,
        @JsonProperty(value = "software", required = true) String software,
        @JsonProperty(value = "us_per_atom_step", required = true) double usPerAtomStep,
        @JsonProperty(value = "source", required = true) String source,
        @JsonProperty(value = "url", required = true) String url) {

    /** What a GPU Doctor run measures: one ASE calculator call per step on one structure. */
    public static final String ASE_STEP = "ase-step";

    public ReferenceSpeed {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(gpu, "gpu");
        if (!(usPerAtomStep > 0)) {
            throw new IllegalArgumentException("reference " + id + ": us_per_atom_step must be positive");
        }
    }

    /** "H100, MACE-MPA-0, batched MD at about 82,000 atoms: 3.02 µs/atom/step (NVIDIA NIM …)". */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%s, %s%s: %s µs/atom/step (%s)", gpu, model,
                atoms == null ? "" : ", " + SpeedFormat.atoms(atoms) + " atoms",
                SpeedFormat.us(usPerAtomStep), source);
    }
}
