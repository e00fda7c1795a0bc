package dev.gpudoctor.model;

import static dev.gpudoctor.model.CheckStatus.ERROR;
import static dev.gpudoctor.model.CheckStatus.FAIL;
import static dev.gpudoctor.model.CheckStatus.PASS;
import static dev.gpudoctor.model.CheckStatus.SKIP;
import static dev.gpudoctor.model.CheckStatus.WARN;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CheckStatusOverallTest {

    @Test
    void aHealthyNativeMachineIsPassThoughItsWslChecksAreSkipped() {
        // The H200's checklist of 2026-11-26: 18 pass, wsl and windows-half skipped.
        assertThat(CheckStatus.overall(List.of(PASS, PASS, PASS, SKIP, SKIP, PASS)))
                .isEqualTo(PASS);
    }

    @Test
    void theWorstOfWhatRanWinsAndSkipOnlyWhenNothingRan() {
        assertThat(CheckStatus.overall(List.of(SKIP, WARN, PASS))).isEqualTo(WARN);
        assertThat(CheckStatus.overall(List.of(FAIL, SKIP, ERROR, WARN))).isEqualTo(ERROR);
        assertThat(CheckStatus.overall(List.of(SKIP, SKIP))).isEqualTo(SKIP);
        assertThat(CheckStatus.overall(List.of())).isEqualTo(PASS);
    }
}
