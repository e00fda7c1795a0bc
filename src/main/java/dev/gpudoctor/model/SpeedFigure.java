package dev.gpudoctor.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Locale;

/**
 * One speed figure of a run, timed apart from the others and labelled with what it measures, so it
 * is only ever set beside a reference of the same {@link Method}. Building the structure is never a
 * figure. Written by the bridge ({@code figures} of a {@code mace_run} answer, PROTOCOL.md) and kept
 * unchanged in the history, {@code run --json} and {@code bench --json}.
 *
 * @param method      what was timed: {@code ase_step}, {@code graph_cpu}, {@code model}, {@code graph_gpu},
 *                    {@code md_gpu}, {@code md_gpu_skin}, {@code batched}
 * @param seconds     null when the figure was not measured ({@code skipped} says why)
 * @param stress      for {@code model}: stress computed too (as ASE does) or not (as MACE's benchmark)
 * @param split       for {@code ase_step}: the median graph / model / rest of the same steps
 * @param matchesMace for {@code graph_gpu}: the device graph set against MACE's own
 * @param copies      for {@code batched}: the copies of the structure in the one batch (atoms and edges are the
 *                    whole batch's)
 * @param reduced     when the extra figures' time budget allowed fewer timed calls than asked: how many, and why
 *                    (issue 38); null when the figure had all its calls
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SpeedFigure(
        @JsonProperty("method") String method,
        @JsonProperty("device") String device,
        @JsonProperty("atoms") int atoms,
        @JsonProperty("edges") Long edges,
        @JsonProperty("edges_per_atom") Double edgesPerAtom,
        @JsonProperty("precision") String precision,
        @JsonProperty("cueq") boolean cueq,
        @JsonProperty("timer") String timer,
        @JsonProperty("seconds") Seconds seconds,
        @JsonProperty("us_per_atom") Double usPerAtom,
        @JsonProperty("us_per_edge") Double usPerEdge,
        @JsonProperty("stress") Boolean stress,
        @JsonProperty("split") Split split,
        @JsonProperty("peak_device_bytes") Long peakDeviceBytes,
        @JsonProperty("matches_mace") GraphCheck matchesMace,
        @JsonProperty("library") String library,
        @JsonProperty("skin_a") Double skinA,
        @JsonProperty("rebuilds") Integer rebuilds,
        @JsonProperty("timestep_fs") Double timestepFs,
        @JsonProperty("skipped") String skipped,
        @JsonProperty("copies") Integer copies,
        @JsonProperty("reduced") String reduced) {

    /** The methods a figure can have, as the bridge names them. */
    public enum Method {
        ASE_STEP,
        GRAPH_CPU,
        MODEL,
        GRAPH_GPU,
        MD_GPU,
        MD_GPU_SKIN,
        BATCHED;

        public String jsonName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Timed repeats in seconds. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Seconds(
            @JsonProperty("min") double min,
            @JsonProperty("p10") double p10,
            @JsonProperty("median") double median,
            @JsonProperty("p90") double p90,
            @JsonProperty("max") double max,
            @JsonProperty("n") int n) {}

    /** Medians of the parts of the same ASE steps, and the graph's and model's share of the median step. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Split(
            @JsonProperty("graph_s") Double graphS,
            @JsonProperty("model_s") Double modelS,
            @JsonProperty("rest_s") Double restS,
            @JsonProperty("graph_share") Double graphShare,
            @JsonProperty("model_share") Double modelShare) {}

    /** The device-built graph against MACE's own on the same positions. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record GraphCheck(
            @JsonProperty("mace_edges") long maceEdges,
            @JsonProperty("device_edges") long deviceEdges,
            @JsonProperty("same_edges") boolean sameEdges,
            @JsonProperty("energy_eV") Double energyEv,
            @JsonProperty("energy_diff_eV") Double energyDiffEv,
            @JsonProperty("max_force_diff_eV_per_A") Double maxForceDiff,
            @JsonProperty("max_force_eV_per_A") Double maxForce) {}

    public boolean is(Method wanted) {
        return wanted.jsonName().equals(method);
    }

    @JsonIgnore
    public boolean measured() {
        return seconds != null && seconds.median() > 0;
    }

    /** Median seconds, NaN when not measured. */
    @JsonIgnore
    public double medianS() {
        return measured() ? seconds.median() : Double.NaN;
    }
}
