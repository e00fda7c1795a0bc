package dev.gpudoctor.sniff;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * One GPU's sniff figures as its probes measured them, each with its share of the ceiling where one is known
 * ({@code capability/PeakComparison}). A figure that was not measured is null; {@code notes} say why.
 *
 * @param machine        the machine it is in (a fleet's target name); null for this machine
 * @param gpu            the CUDA device index
 * @param name           the GPU's name as CUDA or nvidia-smi gives it; GPUs are compared only with GPUs of the same name
 * @param otherProcesses how many other processes nvidia-smi listed on it while it was measured: a shared GPU's
 *                       figures measure the sharing, so they are shown but not compared
 * @param failures       what failed on it, as its probes' cells said (a CUDA error, a wrong product): worse than slow
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SniffedGpu(
        String machine,
        int gpu,
        String name,
        Double gemmBf16Tflops,
        Double gemmBf16PercentOfPeak,
        Double h2dPinnedGbps,
        Double h2dPinnedPercentOfPeak,
        Double d2dGbps,
        Double d2dPercentOfPeak,
        int otherProcesses,
        List<String> notes,
        List<String> failures) {

    public SniffedGpu {
        notes = notes == null ? List.of() : List.copyOf(notes);
        failures = failures == null ? List.of() : List.copyOf(failures);
    }

    /** A GPU on which no probe failed. */
    public SniffedGpu(
            String machine,
            int gpu,
            String name,
            Double gemmBf16Tflops,
            Double gemmBf16PercentOfPeak,
            Double h2dPinnedGbps,
            Double h2dPinnedPercentOfPeak,
            Double d2dGbps,
            Double d2dPercentOfPeak,
            int otherProcesses,
            List<String> notes) {
        this(
                machine,
                gpu,
                name,
                gemmBf16Tflops,
                gemmBf16PercentOfPeak,
                h2dPinnedGbps,
                h2dPinnedPercentOfPeak,
                d2dGbps,
                d2dPercentOfPeak,
                otherProcesses,
                notes,
                List.of());
    }

    /** The measured figure, or null. */
    public Double value(SniffFigure figure) {
        return switch (figure) {
            case GEMM_BF16 -> gemmBf16Tflops;
            case H2D_PINNED -> h2dPinnedGbps;
            case D2D -> d2dGbps;
        };
    }

    /** The figure's share of its ceiling in percent, or null where no ceiling is known. */
    public Double percentOfPeak(SniffFigure figure) {
        return switch (figure) {
            case GEMM_BF16 -> gemmBf16PercentOfPeak;
            case H2D_PINNED -> h2dPinnedPercentOfPeak;
            case D2D -> d2dPercentOfPeak;
        };
    }

    /** The same GPU as part of {@code target}'s (a fleet compares every target's GPUs). */
    public SniffedGpu on(String target) {
        return new SniffedGpu(
                target,
                gpu,
                name,
                gemmBf16Tflops,
                gemmBf16PercentOfPeak,
                h2dPinnedGbps,
                h2dPinnedPercentOfPeak,
                d2dGbps,
                d2dPercentOfPeak,
                otherProcesses,
                notes,
                failures);
    }

    /** "GPU 3 (NVIDIA A100-SXM4-80GB)", with the machine in front where there is one. */
    public String label() {
        return (machine == null ? "" : machine + " ") + "GPU " + gpu + " ("
                + Objects.requireNonNullElse(name, "unknown") + ")";
    }
}
