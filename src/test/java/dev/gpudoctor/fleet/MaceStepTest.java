package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The full level's MACE step time: read once from {@code run --json}, judged as a ratio to the fleet's median. */
class MaceStepTest {

    private static TargetResult machine(String name, MaceStep step) {
        return TargetResult.reached(
                name,
                new TargetFacts(
                        "Debian 12",
                        "6.1",
                        "NONE",
                        "550.54",
                        "12.4",
                        List.of("A100"),
                        "pass",
                        List.of(),
                        Map.of(),
                        step),
                List.of(),
                10);
    }

    private static MaceStep ms(double millis) {
        return new MaceStep(millis / 1000, "cuda", null);
    }

    @Test
    void aRunAnswerIsReadIntoItsMedianStepAndDevice() {
        MaceStep step = MaceStep.read(
                "{\"ok\": true, \"device\": \"cpu\", \"timings_s\": {\"step\": {\"min\": 0.01, \"median\": 0.0123, \"n\": 3}}}");
        assertThat(step.seconds()).isEqualTo(0.0123);
        assertThat(step.text()).isEqualTo("12.3 ms (cpu)");
        assertThat(MaceStep.read(
                                "{\"ok\": false, \"failure\": {\"reason\": \"missing-package\", \"package\": \"torch\", \"message\": \"No module named 'torch'\"}}")
                        .text())
                .isEqualTo("no torch");
        assertThat(MaceStep.read(
                                "{\"ok\": false, \"failure\": {\"reason\": \"crashed-by-signal\", \"message\": \"killed by SIGSEGV\\nmore\"}}")
                        .text())
                .isEqualTo("failed: killed by SIGSEGV");
        assertThat(MaceStep.read("").seconds()).isNull();
        assertThat(MaceStep.read("Traceback (most recent call last):").text()).startsWith("no answer");
    }

    @Test
    void theRunsModelFigureAndGraphShareComeWithTheStep() {
        // Figures as run --json prints them since the speed split (docs/gpu-results/2026-11-26-h200).
        MaceStep step = MaceStep.read("""
                {"ok": true, "device": "cuda", "timings_s": {"step": {"median": 0.0360}}, "figures": [
                  {"method": "ase_step", "stress": true, "seconds": {"median": 0.0360}, "split": {"graph_share": 0.30}},
                  {"method": "model", "stress": false, "seconds": {"median": 0.0120}},
                  {"method": "model", "stress": true, "seconds": {"median": 0.0210}}]}""");
        assertThat(step.modelSeconds()).isEqualTo(0.0120);
        assertThat(step.graphShare()).isEqualTo(0.30);
        assertThat(step.text()).isEqualTo("36.0 ms (cuda; model 12.0 ms; CPU graph 30 %)");
        assertThat(new MaceStep(0.036, "cuda", null, 99.0, 7.0).text())
                .as("a target's impossible parts are dropped")
                .isEqualTo("36.0 ms (cuda)");
    }

    @Test
    void aStepSlowerThanOneAndAHalfTimesTheMedianIsTheOutlierAndNoTorchIsAValue() {
        FleetReport report = FleetReport.of(List.of(
                machine("a", ms(10)),
                machine("b", ms(11)),
                machine("c", ms(14.9)),
                machine("d", ms(10.5)),
                machine("slow", ms(31)),
                machine("bare", new MaceStep(null, null, "no torch"))));

        assertThat(report.differences()).hasSize(1);
        FactDifference step = report.differences().get(0);
        assertThat(step.fact()).isEqualTo(TargetFacts.MACE_STEP_TIME);
        assertThat(step.majority()).isEqualTo("within 1.5× of the median 11.0 ms");
        assertThat(step.outliers()).containsOnlyKeys("slow", "bare");
        assertThat(step.outliers().get("slow")).isEqualTo("31.0 ms (cuda), 2.8× the median");
        assertThat(step.outliers().get("bare")).isEqualTo("no torch");
    }

    @Test
    void stepTimesWithinTheRatioAreAlikeAndATieHasNoMajority() {
        assertThat(FleetReport.of(List.of(machine("a", ms(10)), machine("b", ms(14)), machine("c", ms(9))))
                        .differences())
                .isEmpty();
        FleetReport tie =
                FleetReport.of(List.of(machine("a", ms(10)), machine("b", new MaceStep(null, null, "no torch"))));
        assertThat(tie.differences().get(0).majority()).isNull();
        assertThat(tie.differences().get(0).outliers()).containsOnlyKeys("a", "b");
    }
}
