package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DurationsTest {

    @Test
    void secondsReadLikeAPersonWritesThem() {
        assertThat(Durations.seconds(41.2)).isEqualTo("41 s");
        assertThat(Durations.seconds(2.34)).isEqualTo("2.3 s");
        assertThat(Durations.seconds(0.371)).isEqualTo("371 ms");
        assertThat(Durations.seconds(0.0173)).isEqualTo("17.3 ms");
        assertThat(Durations.seconds(0.025)).isEqualTo("25.0 ms");
        assertThat(Durations.seconds(0.0012)).isEqualTo("1.20 ms");
        assertThat(Durations.seconds(0.00048)).isEqualTo("480 µs");
        assertThat(Durations.seconds(0.0009996))
                .as("rounds up into the next unit's digits, no exponent")
                .isEqualTo("1000 µs");
        assertThat(Durations.seconds(Double.NaN)).isEqualTo("n/a");
        assertThat(Durations.decimals(1.125, 2)).as("half up, not half even").isEqualTo("1.13");
    }
}
