package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What a deadline reached means beside the load it was reached at (issue 38). */
class LoadNowTest {

    @Test
    void onABusyMachineADeadlineSaysNothingAboutTheGpu() {
        LoadNow busy = new LoadNow(31.0, 2);
        assertThat(busy.busy()).isTrue();
        assertThat(busy.sentence()).isEqualTo("the load was 31.0 on 2 cores");
        assertThat(busy.meaning()).startsWith("This says nothing about the GPU");
    }

    @Test
    void onAQuietMachineAHangCanBeTheProblem() {
        LoadNow quiet = new LoadNow(0.4, 16);
        assertThat(quiet.busy()).isFalse();
        assertThat(quiet.meaning()).contains("can itself be the problem");
        assertThat(new LoadNow(-1, 1).sentence()).isEqualTo("the load was not known (1 core)");
    }
}
