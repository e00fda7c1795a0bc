package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StageNamesTest {

    @Test
    void stageIdsReadAsWords() {
        assertThat(StageNames.describe("model_load")).isEqualTo("Loading the model");
        assertThat(StageNames.describe("first_call")).isEqualTo("First evaluation (kernels compile here)");
        assertThat(StageNames.describe("warmup 1/3")).isEqualTo("Warm-up step 1 of 3");
        assertThat(StageNames.describe("steps 12/20")).isEqualTo("Timed step 12 of 20");
        assertThat(StageNames.describe("something new")).isEqualTo("something new");
    }
}
