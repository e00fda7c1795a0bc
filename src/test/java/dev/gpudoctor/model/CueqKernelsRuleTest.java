package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one rule that says whether cuEq's fast kernels ran, from the recorded facts, whatever word was recorded. */
class CueqKernelsRuleTest {

    @Test
    void anImportErrorOrAFallbackWarningIsNaiveEvenWhereTheRecordSaysFast() {
        var importError = new RunConditions.CueqKernels(
                "fast",
                null,
                "ImportError: libcublas.so.13",
                List.of(),
                List.of(),
                List.of("SegmentedPolynomialFromUniform1dJit"));
        var warned = new RunConditions.CueqKernels(
                "fast",
                "0.13.0",
                null,
                List.of(),
                List.of("cuequivariance-ops-torch is not available, falling back to naive"),
                List.of());
        assertThat(importError.naive()).isTrue();
        assertThat(importError.reason()).isEqualTo("cuequivariance-ops could not load: ImportError: libcublas.so.13");
        assertThat(warned.naive()).isTrue();
        assertThat(warned.reason()).startsWith("a fallback warning: ");
    }

    @Test
    void naiveModulesWithNoFastOneAreNaiveButBesideAFastOneAreMacesLinearLayers() {
        var onlyNaive = new RunConditions.CueqKernels(
                "fast", "0.13.0", null, List.of("SegmentedPolynomialNaive"), List.of(), List.of());
        var both = new RunConditions.CueqKernels(
                "naive",
                "0.13.0",
                null,
                List.of("SegmentedPolynomialNaive"),
                List.of(),
                List.of("SegmentedPolynomialFromUniform1dJit"));
        assertThat(onlyNaive.naive()).isTrue();
        assertThat(onlyNaive.reason()).isEqualTo("only naive polynomial modules (SegmentedPolynomialNaive)");
        assertThat(both.naive()).isFalse();
        assertThat(both.decided()).isEqualTo("fast");
    }

    @Test
    void aRunKeptBeforeFastModulesWereListedIsJudgedByItsImportAndWarnings() {
        var old =
                new RunConditions.CueqKernels("naive", "0.13.0", null, List.of("SegmentedPolynomialNaive"), List.of());
        assertThat(old.fastModules()).isNull();
        assertThat(old.naive()).isFalse();
    }
}
