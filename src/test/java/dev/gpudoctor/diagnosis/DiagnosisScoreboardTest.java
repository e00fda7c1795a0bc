package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisReport;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Prints the figures of every fixture set side by side (recall, precision, negatives hit) and the
 * median time to diagnose one report of train/ in one running process, as the Diagnose tab or a
 * batch does. The time is printed for the record, not asserted: a busy machine must not fail a test.
 */
class DiagnosisScoreboardTest {

    /** Passes over train/ after a warm-up pass; the median is taken over every report of every pass. */
    private static final int PASSES = 5;

    @Test
    void everySetsFiguresAndTheMedianTimePerReportArePrinted() {
        DiagnosisService service = DiagnosisService.standard();
        Fixtures fixtures = Fixtures.load();
        List<Fixtures.Fixture> train = fixtures.of(Fixtures.Split.TRAIN);
        List<FixtureScore> scores = List.of(
                FixtureScore.of("train", train, service),
                FixtureScore.of("heldout", fixtures.of(Fixtures.Split.HELDOUT), service),
                FixtureScore.of("heldout-2025", Fixtures.newHeldOut(), service),
                FixtureScore.of("heldout-direction", Fixtures.directionHeldOut(), service));

        for (Fixtures.Fixture fixture : train) {
            service.diagnose(fixture.text(), DiagnosisContext.UNKNOWN); // warm-up: JIT, lazily read tables
        }
        long[] nanos = new long[train.size() * PASSES];
        int n = 0;
        int findings = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            for (Fixtures.Fixture fixture : train) {
                long start = System.nanoTime();
                DiagnosisReport report = service.diagnose(fixture.text(), DiagnosisContext.UNKNOWN);
                nanos[n++] = System.nanoTime() - start;
                findings += report.findings().size();
            }
        }
        Arrays.sort(nanos);
        StringBuilder out = new StringBuilder(System.lineSeparator());
        scores.forEach(s -> out.append(s.summary()).append(System.lineSeparator()));
        out.append(String.format(
                Locale.ROOT,
                "train/: median %.3f ms per report, 90th percentile %.3f ms, max %.3f ms (%d reports x %d passes)%n",
                nanos[nanos.length / 2] / 1e6,
                nanos[nanos.length * 9 / 10] / 1e6,
                nanos[nanos.length - 1] / 1e6,
                train.size(),
                PASSES));
        System.out.println(out);

        assertThat(scores).allSatisfy(s -> assertThat(s.reports()).as(s.name()).isPositive());
        assertThat(findings).as("findings over train/, every pass").isPositive();
    }
}
