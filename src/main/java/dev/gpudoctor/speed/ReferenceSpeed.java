package dev.gpudoctor.speed;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * One published or measured MACE speed with the conditions it was measured under; fields a source
 * does not state are null. See {@code reference-speeds.json}'s "format". {@code url} is a web address, a
 * file of this repository or {@code issue:N}; {@code row} is where the figure stands in that file or
 * record, verbatim, so that anyone can find it again ({@code ReferenceSourcesTest} holds every row to it).
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

        @JsonProperty(value = "us_per_atom_step", required = true)
        double usPerAtomStep,

        @JsonProperty(value = "edges_per_atom", required = true)
        double edgesPerAtom,

        @JsonProperty(value = "edges_basis", required = true)
        String edgesBasis,

        @JsonProperty("stress") Boolean stress,
        @JsonProperty(value = "source", required = true) String source,
        @JsonProperty(value = "url", required = true) String url,
        @JsonProperty("range") List<Double> range,
        @JsonProperty("cpu_model") String cpuModel,
        @JsonProperty("threads") Integer threads,
        @JsonProperty("row") String row) {

    /** One call of MACE's ASE calculator per step on one structure: GPU Doctor's ase_step figure. */
    public static final String ASE_STEP = "ase-step";
    /** The model's forward and forces on a batch already on the device: GPU Doctor's model figure (stress off). */
    public static final String MODEL_ONLY = "model-only";
    /** An MD loop kept on the device: GPU Doctor's md_gpu figure. */
    public static final String MD_GPU = "md-gpu";

    public static final String LAMMPS_MD = "lammps-md";
    public static final String BATCHED_MD = "batched-md";
    public static final Set<String> METHODS = Set.of(ASE_STEP, MODEL_ONLY, MD_GPU, LAMMPS_MD, BATCHED_MD);
    /** The key CPU rows use for "gpu". */
    public static final String CPU = "CPU";

    public ReferenceSpeed {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(gpu, "gpu");
        if (!(usPerAtomStep > 0)) {
            throw new IllegalArgumentException("reference " + id + ": us_per_atom_step must be positive");
        }
        if (method == null || !METHODS.contains(method)) {
            throw new IllegalArgumentException(
                    "reference " + id + ": method must be one of " + METHODS + ", not " + method);
        }
        if (!(edgesPerAtom > 0)) {
            throw new IllegalArgumentException("reference " + id + ": edges_per_atom must be positive");
        }
        if (range != null && (range.size() != 2 || !(range.get(0) <= usPerAtomStep && usPerAtomStep <= range.get(1)))) {
            throw new IllegalArgumentException(
                    "reference " + id + ": range must be [low, high] around us_per_atom_step");
        }
        range = range == null ? null : List.copyOf(range);
    }

    /** Microseconds per edge: the per-atom figure normalised by the work a MACE step scales with. */
    public double usPerEdge() {
        return usPerAtomStep / edgesPerAtom;
    }

    public boolean onCpu() {
        return CPU.equals(gpu);
    }

    /** "H100, MACE-MP-0 medium, model-only, 5,832 atoms: 92.1 µs/atom (MACE's own model benchmark …)". */
    public String describe() {
        String where = onCpu()
                ? (cpuModel != null ? cpuModel : "CPU") + (threads != null ? ", " + threads + " threads" : "")
                : gpu;
        return String.format(
                Locale.ROOT,
                "%s, %s, %s%s: %s µs/atom%s (%s)",
                where,
                model,
                method,
                atoms == null ? "" : ", " + SpeedFormat.atoms(atoms) + " atoms",
                SpeedFormat.us(usPerAtomStep),
                range == null ? "" : ", plausible " + SpeedFormat.us(range.get(0)) + "–" + SpeedFormat.us(range.get(1)),
                source);
    }
}
