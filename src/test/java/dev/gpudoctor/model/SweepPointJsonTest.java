package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A sweep point has one JSON shape (history, bundle, bench), reads back as written, and reads what older versions wrote. */
class SweepPointJsonTest {

    private static final SweepPoint MEASURED = new SweepPoint(
            "cuda",
            "water-8",
            24,
            new StepStats(0.010, 0.011, 0.012, Double.NaN, 0.02),
            1.5,
            2000.0,
            24_000_000L,
            true,
            null,
            null,
            null,
            List.of());

    @Test
    void aPointReadsBackAsItWasWritten() throws Exception {
        SweepPoint failed = SweepPoint.failed("cuda+cueq", "water-64", "op-error", "CUDA out of memory");
        for (SweepPoint point : List.of(MEASURED, failed)) {
            String text = JsonMappers.records().writeValueAsString(point);
            assertThat(text).doesNotContain("NaN");
            assertThat(JsonMappers.records().readValue(text, SweepPoint.class)).isEqualTo(point);
        }
    }

    @Test
    void unknownNumbersAreNullAndAFailureStandsBesideTheRest() throws Exception {
        JsonNode failed =
                JsonMappers.records().valueToTree(SweepPoint.failed("cuda", "water-64", "op-error", "out of memory"));
        assertThat(failed.get("atoms").isNull()).isTrue();
        assertThat(failed.get("step_s").isNull()).isTrue();
        assertThat(failed.get("first_call_s").isNull()).isTrue();
        assertThat(failed.get("failure_reason").asText()).isEqualTo("op-error");
        assertThat(failed.get("failure_message").asText()).isEqualTo("out of memory");

        JsonNode measured = JsonMappers.records().valueToTree(MEASURED);
        assertThat(measured.at("/step_s/median").asDouble()).isEqualTo(0.012);
        assertThat(measured.at("/step_s/p90").isNull())
                .as("a percentile not known")
                .isTrue();
    }

    @Test
    void aPointAnOlderVersionWroteWithNaNAndMinusOneReadsTheSame() throws Exception {
        String older = """
                {"config": "cuda", "structure": "water-64", "atoms": -1,
                 "step_s": {"min": "NaN", "p10": "NaN", "median": "NaN", "p90": "NaN", "max": "NaN"},
                 "first_call_s": "NaN", "throughput_atom_steps_per_s": "NaN", "peak_memory_bytes": null, "ok": false,
                 "failure_reason": "op-error", "failure_message": "out of memory", "conditions": null, "figures": []}""";

        SweepPoint read = JsonMappers.records().readValue(older, SweepPoint.class);

        assertThat(read).isEqualTo(SweepPoint.failed("cuda", "water-64", "op-error", "out of memory"));
        assertThat(read.stepS().known()).isFalse();
    }
}
