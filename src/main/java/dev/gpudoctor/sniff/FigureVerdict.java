package dev.gpudoctor.sniff;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How one figure of one GPU reads against its like GPUs or, where fewer than {@link OutlierRule#MIN_LIKE_GPUS} can
 * be compared, against its ceiling.
 *
 * @param likeGpus how many GPUs of the same name were compared (itself included); 0 where none were
 * @param mean     the like GPUs' mean, null where they were not compared
 * @param std      their standard deviation (population, numpy's default), null where they were not compared
 * @param sentence what a person reads: the figure, what it was compared with and what came of it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FigureVerdict(
        String machine,
        int gpu,
        String gpuName,
        SniffFigure figure,
        Double value,
        Kind kind,
        int likeGpus,
        Double mean,
        Double std,
        Double percentOfPeak,
        String sentence) {

    /** What came of the comparison. */
    public enum Kind {
        /** Within the rule's band of its like GPUs, and at least half its ceiling where one is known. */
        OK("ok"),
        /** Below its like GPUs' mean by more than one standard deviation and more than 10 % of the mean. */
        SLOW_OUTLIER("slow-outlier"),
        /** Above the mean by as much: its siblings are the slow ones, or it is another part under the same name. */
        FAST_OUTLIER("fast-outlier"),
        /** Not an outlier among like GPUs (or too few to compare) but below half its ceiling. */
        BELOW_CEILING("below-ceiling"),
        /** Not judged: not measured, the GPU was shared, or neither like GPUs nor a ceiling to compare with. */
        NOT_COMPARED("not-compared");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }
}
