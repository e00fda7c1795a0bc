package dev.gpudoctor.sniff;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A sniff of this machine's GPUs (or a fleet's): each GPU's figures and how each reads ({@link OutlierRule}).
 *
 * @param notMeasured why no GPU was measured (no NVIDIA GPU, no torch, no CUDA device, a probe that crashed), null
 *                    when some were
 * @param probeFailed whether nothing was measured because a probe failed (a crash, an error on the GPU), not because
 *                    there was nothing to measure
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SniffReport(
        List<SniffedGpu> gpus, List<FigureVerdict> verdicts, String notMeasured, boolean probeFailed) {

    public SniffReport {
        gpus = List.copyOf(gpus);
        verdicts = List.copyOf(verdicts);
    }

    /** The GPUs judged by the rule. */
    public static SniffReport of(List<SniffedGpu> gpus) {
        return new SniffReport(gpus, OutlierRule.judge(gpus), null, false);
    }

    /** Nothing measured, and the sentence that says why. */
    public static SniffReport notMeasured(String why, boolean probeFailed) {
        return new SniffReport(List.of(), List.of(), why, probeFailed);
    }

    @JsonIgnore
    public List<FigureVerdict> ofKind(FigureVerdict.Kind kind) {
        return verdicts.stream().filter(verdict -> verdict.kind() == kind).toList();
    }

    /** The machines with a slow outlier among their GPUs, in the order first met (a fleet's exclude list). */
    @JsonIgnore
    public List<String> machinesWithSlowGpus() {
        return ofKind(FigureVerdict.Kind.SLOW_OUTLIER).stream()
                .map(FigureVerdict::machine)
                .distinct()
                .toList();
    }
}
