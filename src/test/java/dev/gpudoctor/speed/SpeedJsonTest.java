package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpeedJsonTest {

    @Test
    void aVerdictWithoutAReferenceHasANullRatioNotNaN() throws Exception {
        MeasuredSpeed measured = MeasuredSpeed.of(0.01, 100, 1.0).orElseThrow();
        SpeedVerdict verdict = new SpeedVerdict(
                measured,
                SpeedVerdict.Kind.NO_REFERENCE,
                null,
                Double.NaN,
                false,
                List.of(),
                List.of("the host was busy"),
                "No reference for this GPU.",
                ReferenceSpeed.ASE_STEP,
                SpeedVerdict.SlowPart.UNKNOWN);

        String text = JsonMappers.records().writeValueAsString(SpeedJson.of(verdict));
        JsonNode json = JsonMappers.records().readTree(text);

        assertThat(text).doesNotContain("NaN");
        assertThat(json.fieldNames())
                .toIterable()
                .containsExactly(
                        "us_per_atom_step",
                        "ns_per_day",
                        "timestep_fs",
                        "verdict",
                        "ratio",
                        "same_gpu",
                        "method",
                        "slow_part",
                        "reference",
                        "differences",
                        "causes",
                        "sentence");
        assertThat(json.path("ratio").isNull()).isTrue();
        assertThat(json.path("reference").isNull()).isTrue();
        assertThat(json.path("verdict").asText()).isEqualTo("no-reference");
        assertThat(json.path("slow_part").asText()).isEqualTo("unknown");
        assertThat(json.path("us_per_atom_step").asDouble()).isEqualTo(measured.usPerAtomStep());
        assertThat(json.path("causes").get(0).asText()).isEqualTo("the host was busy");
    }
}
