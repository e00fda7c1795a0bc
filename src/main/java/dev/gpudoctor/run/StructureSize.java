package dev.gpudoctor.run;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.gpudoctor.bridge.ResultReader;

/**
 * A {@code structure_size} answer (PROTOCOL.md): a structure's atoms and MACE graph edges at a cutoff, counted in the
 * bridge by MACE's own neighbour list, for "your system, estimated" (issue 40).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record StructureSize(
        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "structure", required = true)
        String structure,

        @JsonProperty(value = "atoms", required = true) int atoms,
        @JsonProperty(value = "edges", required = true) long edges,
        @JsonProperty("edges_per_atom") Double edgesPerAtom,
        @JsonProperty(value = "r_max", required = true) double rMax,
        @JsonProperty("periodic") Boolean periodic) {

    static final ResultReader<StructureSize> READER = ResultReader.of("structure_size", StructureSize.class);

    /** MACE-MP-0's cutoff, and the bridge's default. */
    public static final double DEFAULT_R_MAX = 6.0;
}
