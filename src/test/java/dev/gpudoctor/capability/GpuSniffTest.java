package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.SniffFigure;
import dev.gpudoctor.sniff.SniffReport;
import dev.gpudoctor.sniff.SniffedGpu;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sniff reads the two probes' cells as the bridge writes them, read against their ceilings by the one
 * {@link PeakComparison}: the H100's figures get their share of peak (device→device against memory bandwidth), a
 * copy whose pinning failed keeps its device figure and says why the pinned one is missing.
 */
class GpuSniffTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static BridgeCalls canned(Map<String, String> answers, List<String> asked) {
        return (python, op, params, timeout) -> {
            asked.add(op + " " + params);
            try {
                return new BridgeCalls.Answer(JSON.readTree(answers.get(op)), null);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
    }

    @Test
    void eachFigureComesFromItsProbeWithItsShareOfTheCeiling() throws Exception {
        List<String> asked = new ArrayList<>();
        String gemm =
                "{\"cells\": [{\"device\": 0, \"state\": \"supported\", \"detail\": \"BF16 matmul: 700.0 TFLOPS\", \"evidence\":"
                        + " {\"gpu\": \"NVIDIA H100 80GB HBM3\", \"tflops\": 700.0}}]}";
        String copy =
                "{\"cells\": [{\"device\": 0, \"state\": \"unsupported\", \"detail\": \"Pinning 256 MiB failed (RuntimeError: x)\","
                        + " \"evidence\": {\"gpu\": \"NVIDIA H100 80GB HBM3\", \"d2d_gbps\": 1300.0, \"h2d_pageable_gbps\": 10.1,"
                        + " \"pinned_error\": \"RuntimeError: x\"}}]}";
        GpuSniff sniff = new GpuSniff(
                canned(Map.of("matmul_probe", gemm, "copy_bandwidth_probe", copy), asked), Platform.unknown("test"));

        SniffReport report = sniff.measure("/fake/python", null);

        assertThat(asked).containsExactly("matmul_probe {\"dtype\":\"bf16\"}", "copy_bandwidth_probe {}");
        SniffedGpu gpu = report.gpus().get(0);
        assertThat(gpu.gemmBf16Tflops()).isEqualTo(700.0);
        assertThat(gpu.gemmBf16PercentOfPeak()).isEqualTo(70.7); // of 989.5, the H100 SXM's dense BF16
        assertThat(gpu.d2dGbps()).isEqualTo(1300.0);
        assertThat(gpu.d2dPercentOfPeak()).isEqualTo(77.6); // 2 × 1300 of 3350 GB/s memory bandwidth
        assertThat(gpu.h2dPinnedGbps()).isNull();
        assertThat(gpu.notes()).containsExactly("copy (unsupported): Pinning 256 MiB failed (RuntimeError: x)");
        assertThat(report.verdicts())
                .extracting(FigureVerdict::figure, FigureVerdict::kind)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(SniffFigure.GEMM_BF16, FigureVerdict.Kind.OK),
                        org.assertj.core.groups.Tuple.tuple(SniffFigure.H2D_PINNED, FigureVerdict.Kind.NOT_COMPARED),
                        org.assertj.core.groups.Tuple.tuple(SniffFigure.D2D, FigureVerdict.Kind.OK));
    }

    @Test
    void noDeviceCellIsNotMeasuredAndACrashSaysTheProbeFailed() throws Exception {
        String crashed =
                "{\"cells\": [{\"device\": null, \"state\": \"failed\", \"detail\": \"The bridge crashed.\", \"evidence\": {}}]}";
        String none =
                "{\"cells\": [{\"device\": null, \"state\": \"not-probed\", \"detail\": \"no CUDA device\", \"evidence\": {}}]}";

        SniffReport failed = new GpuSniff(
                        canned(Map.of("matmul_probe", crashed, "copy_bandwidth_probe", none), new ArrayList<>()),
                        Platform.unknown("test"))
                .measure("/fake/python", null);

        assertThat(failed.gpus()).isEmpty();
        assertThat(failed.probeFailed()).isTrue();
        assertThat(failed.notMeasured()).isEqualTo("The bridge crashed. no CUDA device");
    }
}
