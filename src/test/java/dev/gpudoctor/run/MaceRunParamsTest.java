package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.MaceRunSpec;
import org.junit.jupiter.api.Test;

/** The mace_run op's parameters, now a record: the keys and order PROTOCOL.md names, as the hand-built object had them. */
class MaceRunParamsTest {

    @Test
    void theOpGetsTheSpecsFieldsAndTrustModelOnlyWhenTrusted() {
        MaceRunSpec plain = new MaceRunSpec(
                "cuda:1", true, "float32", "arch:small", "water-8", 20, 3, 7L, 60, false, false, false, null);
        MaceRunSpec trusted = new MaceRunSpec(
                "cpu", false, "float64", "/m/model.pt", "water-8", 5, 1, 1L, 60, false, false, false, null, true);

        assertThat(MaceRunService.params(plain).toString())
                .isEqualTo("{\"device\":\"cuda:1\",\"enable_cueq\":true,"
                        + "\"dtype\":\"float32\",\"model\":\"arch:small\",\"structure\":\"water-8\",\"repeats\":20,\"warmup\":3,\"seed\":7,"
                        + "\"timeout_s\":60}");
        assertThat(MaceRunService.params(trusted).path("trust_model").asBoolean())
                .isTrue();
        assertThat(MaceRunService.params(trusted).path("enable_cueq").asBoolean())
                .isFalse();
    }
}
