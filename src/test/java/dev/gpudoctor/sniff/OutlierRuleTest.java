package dev.gpudoctor.sniff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.json.JsonMappers;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The slow-GPU rule on synthetic per-GPU figures: Megatron-LM's "more than one standard deviation and more than
 * 10 % from the mean" with its edge cases, the ceiling instead where one or two like GPUs cannot give a deviation,
 * and the DCGM#122 case (an A100 at a third of its siblings' GEMM speed that passed dcgmi diag).
 */
class OutlierRuleTest {

    private static final String A100 = "NVIDIA A100-SXM4-80GB";

    private static SniffedGpu gemm(String machine, int index, String name, Double tflops, Double percent) {
        return new SniffedGpu(machine, index, name, tflops, percent, null, null, null, null, 0, List.of());
    }

    private static List<SniffedGpu> gemms(String name, double... tflops) {
        List<SniffedGpu> gpus = new ArrayList<>();
        for (int i = 0; i < tflops.length; i++) {
            gpus.add(gemm(null, i, name, tflops[i], null));
        }
        return gpus;
    }

    private static List<FigureVerdict.Kind> gemmKinds(SniffReport report) {
        return report.verdicts().stream()
                .filter(v -> v.figure() == SniffFigure.GEMM_BF16)
                .map(FigureVerdict::kind)
                .toList();
    }

    @Test
    void dcgm122_an_a100_at_a_third_of_its_siblings_is_the_one_slow_outlier() {
        SniffReport report = SniffReport.of(gemms(A100, 231, 229, 233, 230, 77, 232, 228, 231));

        assertThat(gemmKinds(report))
                .containsExactly(
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.SLOW_OUTLIER,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK);
        FigureVerdict slow = report.ofKind(FigureVerdict.Kind.SLOW_OUTLIER).get(0);
        assertThat(slow.gpu()).isEqualTo(4);
        assertThat(slow.likeGpus()).isEqualTo(8);
        assertThat(slow.mean()).isEqualTo(211.38);
        assertThat(slow.std()).isEqualTo(50.81); // Python's statistics.pstdev of the same eight: 50.8108
        assertThat(slow.sentence())
                .startsWith(
                        "GPU 4 (NVIDIA A100-SXM4-80GB) BF16 GEMM 77.0 TFLOPS, -64 % from the mean 211.4 of 8 like GPUs")
                .endsWith("more than one standard deviation and more than 10 % from the mean, a slow GPU.");
    }

    @Test
    void more_than_one_deviation_but_within_ten_percent_is_not_an_outlier() {
        // mean 97.3, standard deviation 3.8: 92 is 5.3 off, more than one deviation, but under 10 % (9.7) of the mean.
        assertThat(gemmKinds(SniffReport.of(gemms(A100, 100, 100, 92)))).containsOnly(FigureVerdict.Kind.OK);
        // mean 95, deviation 7.1: 85 is 10 off, more than both.
        assertThat(gemmKinds(SniffReport.of(gemms(A100, 100, 100, 85))))
                .containsExactly(FigureVerdict.Kind.OK, FigureVerdict.Kind.OK, FigureVerdict.Kind.SLOW_OUTLIER);
    }

    @Test
    void more_than_ten_percent_but_not_more_than_one_deviation_is_not_an_outlier() {
        // Half slow: mean 90, deviation 10, every GPU exactly one deviation (and 11 %) off; "more than" fails for all.
        assertThat(gemmKinds(SniffReport.of(gemms(A100, 100, 80, 100, 80)))).containsOnly(FigureVerdict.Kind.OK);
    }

    @Test
    void with_two_gpus_each_is_exactly_one_deviation_from_the_mean_so_the_rule_can_never_fire() {
        OutlierRule.Spread spread = OutlierRule.Spread.of(List.of(1000.0, 1.0));

        assertThat(spread.outlier(1000.0)).isFalse();
        assertThat(spread.outlier(1.0)).isFalse();
    }

    @Test
    void one_or_two_gpus_are_read_against_their_ceiling_instead() {
        SniffReport two = SniffReport.of(List.of(gemm(null, 0, A100, 230.0, 73.7), gemm(null, 1, A100, 77.0, 24.7)));

        assertThat(gemmKinds(two)).containsExactly(FigureVerdict.Kind.OK, FigureVerdict.Kind.BELOW_CEILING);
        FigureVerdict low = two.verdicts().stream()
                .filter(v -> v.kind() == FigureVerdict.Kind.BELOW_CEILING)
                .findFirst()
                .orElseThrow();
        assertThat(low.mean()).isNull();
        assertThat(low.likeGpus()).isEqualTo(2);
        assertThat(low.sentence())
                .isEqualTo(
                        "GPU 1 (NVIDIA A100-SXM4-80GB) BF16 GEMM 77.0 TFLOPS (25 % of its ceiling): only 2 GPUs"
                                + " of its name, too few for a standard deviation; read against its ceiling, it is below half of it.");

        SniffReport one = SniffReport.of(List.of(gemm(null, 0, "NVIDIA Mystery GPU", 50.0, null)));
        assertThat(gemmKinds(one)).containsExactly(FigureVerdict.Kind.NOT_COMPARED);
        assertThat(one.verdicts().get(0).sentence())
                .endsWith("no other GPU of its name to compare with, and no ceiling known for it.");
    }

    @Test
    void gpus_of_different_names_are_never_compared_with_each_other() {
        List<SniffedGpu> gpus = new ArrayList<>(gemms("NVIDIA H100 80GB HBM3", 700, 705, 698));
        gpus.add(gemm(null, 3, A100, 230.0, 73.7));

        SniffReport report = SniffReport.of(gpus);

        assertThat(gemmKinds(report)).containsOnly(FigureVerdict.Kind.OK);
        assertThat(report.verdicts().stream()
                        .filter(v -> v.gpu() == 3 && v.figure() == SniffFigure.GEMM_BF16)
                        .findFirst()
                        .orElseThrow()
                        .likeGpus())
                .isEqualTo(1);
    }

    @Test
    void a_shared_gpu_is_shown_but_neither_compared_nor_counted() {
        List<SniffedGpu> gpus = new ArrayList<>(gemms(A100, 231, 229, 233));
        gpus.add(new SniffedGpu(null, 3, A100, 77.0, null, null, null, null, null, 2, List.of()));

        SniffReport report = SniffReport.of(gpus);

        assertThat(gemmKinds(report))
                .containsExactly(
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.OK,
                        FigureVerdict.Kind.NOT_COMPARED);
        assertThat(report.verdicts().get(0).likeGpus()).isEqualTo(3);
        assertThat(report.verdicts().stream()
                        .filter(v -> v.gpu() == 3)
                        .findFirst()
                        .orElseThrow()
                        .sentence())
                .endsWith("not compared, 2 other process(es) shared the GPU while it was measured.");
    }

    @Test
    void a_fast_outlier_is_named_as_such_not_as_slow() {
        assertThat(gemmKinds(SniffReport.of(gemms(A100, 100, 100, 100, 100, 100, 100, 100, 150)))
                        .get(7))
                .isEqualTo(FigureVerdict.Kind.FAST_OUTLIER);
    }

    @Test
    void identical_figures_have_no_deviation_and_no_outlier() {
        assertThat(gemmKinds(SniffReport.of(gemms(A100, 230, 230, 230, 230)))).containsOnly(FigureVerdict.Kind.OK);
    }

    @Test
    void a_figure_not_measured_is_said_so_and_leaves_the_group() {
        List<SniffedGpu> gpus = new ArrayList<>(gemms(A100, 231, 229, 233));
        gpus.add(gemm(null, 3, A100, null, null));

        SniffReport report = SniffReport.of(gpus);

        assertThat(report.verdicts().stream()
                        .filter(v -> v.gpu() == 3 && v.figure() == SniffFigure.GEMM_BF16)
                        .findFirst()
                        .orElseThrow()
                        .sentence())
                .isEqualTo("GPU 3 (NVIDIA A100-SXM4-80GB) BF16 GEMM: not measured.");
        assertThat(report.verdicts().get(0).likeGpus()).isEqualTo(3);
    }

    @Test
    void like_gpus_are_below_ceiling_together_without_being_outliers() {
        SniffReport report = SniffReport.of(List.of(
                gemm(null, 0, A100, 100.0, 32.1), gemm(null, 1, A100, 101.0, 32.4), gemm(null, 2, A100, 99.0, 31.7)));

        assertThat(gemmKinds(report)).containsOnly(FigureVerdict.Kind.BELOW_CEILING);
    }

    @Test
    void across_machines_the_machines_with_a_slow_gpu_are_named_once() {
        List<SniffedGpu> gpus = new ArrayList<>();
        for (String machine : List.of("gpu1", "gpu2", "gpu3", "gpu4")) {
            gpus.add(gemm(machine, 0, A100, 230.0, null));
            gpus.add(gemm(machine, 1, A100, machine.equals("gpu3") ? 76.0 : 231.0, null));
        }
        gpus.add(gemm("gpu3", 2, A100, 75.0, null));

        assertThat(SniffReport.of(gpus).machinesWithSlowGpus()).containsExactly("gpu3");
    }

    @Test
    void the_report_has_one_json_shape() throws Exception {
        String json = JsonMappers.records().writeValueAsString(SniffReport.of(gemms(A100, 231, 229, 233, 77)));

        assertThat(json)
                .contains(
                        "\"gemm_bf16_tflops\":77.0",
                        "\"figure\":\"gemm-bf16\"",
                        "\"kind\":\"slow-outlier\"",
                        "\"like_gpus\":4");
        SniffReport read = JsonMappers.records().readValue(json, SniffReport.class);
        assertThat(read).isEqualTo(SniffReport.of(gemms(A100, 231, 229, 233, 77)));
    }
}
