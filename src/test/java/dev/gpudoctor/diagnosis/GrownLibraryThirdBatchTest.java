package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The third batch of issue 37's library (fixtures/train-2026-11-27f/README.md): every rank 1-8 of queries for the kinds
 * of failure the seventh and eighth held-out sets missed, training reports the round-five signals were chosen on. Checks
 * what GrownLibrarySecondBatchTest checks (source, stack, year, platform, labels of the knowledge base, the query, no
 * thread of another folder), prints how the rules alone read it per query, stack group and paste form, and holds that.
 */
class GrownLibraryThirdBatchTest {

    /**
     * Measured on the batch as collected (43 reports, 13 negatives), the engine of round four: recall 0.333 (10/30),
     * precision 0.909, 0 negatives hit. After round five's signals (NVIDIA's container banner, Windows' driver reset, a
     * CUDA error in another runtime's form, a CUDA library said missing, "unknown error" at initialisation, a runtime
     * without a GPU): recall 0.800 (24/30), precision 0.960, 0 negatives hit (docs/diagnosis-quality.md, "Round five").
     * The three threads of hashcat's repository were then taken out (the sixth held-out set's rule is that no other
     * folder cites its repositories): 40 reports, 12 negatives, recall 0.786 (22/28), precision 0.957, 0 hit.
     */
    private static final double RECALL_FLOOR = 0.78;

    private static final double PRECISION_FLOOR = 0.95;
    private static final int NEGATIVES_HIT_CEILING = 0;

    private static final Pattern RULE = Pattern.compile("q=([a-z0-9-]+) rank=(\\d+)");
    private static final Set<String> PASTE_FORMS = Set.of("full", "title-only", "non-english", "windows-paths");

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026f();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        assertThat(library).as("reports in the batch").hasSizeGreaterThanOrEqualTo(40);
        assertThat(library.stream().filter(f -> f.expected().isEmpty()).count())
                .as("negatives in the batch")
                .isGreaterThanOrEqualTo(10);
        assertThat(library).allSatisfy(f -> {
            assertThat(f.source()).as(f.name()).startsWith("https://github.com/");
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
            assertThat(f.platform()).as(f.name() + " platform").isNotBlank();
            Matcher rule = RULE.matcher(f.rule());
            assertThat(rule.matches())
                    .as(f.name() + " names its query and rank")
                    .isTrue();
            assertThat(Integer.parseInt(rule.group(2))).as(f.name() + " rank").isBetween(1, 8);
            assertThat(f.paste()).as(f.name() + " paste form").isIn(PASTE_FORMS);
            assertThat(ids)
                    .as(f.name() + " labels are ids of the knowledge base")
                    .containsAll(f.expected());
            assertThat(f.text()).as(f.name() + " carries text").isNotBlank();
        });
        Set<String> elsewhere = Stream.of(
                        Fixtures.load().all(),
                        Fixtures.newHeldOut(),
                        Fixtures.directionHeldOut(),
                        Fixtures.freshHeldOut(),
                        Fixtures.fifthHeldOut(),
                        Fixtures.sixthHeldOut(),
                        Fixtures.seventhHeldOut(),
                        Fixtures.eighthHeldOut(),
                        Fixtures.library2026(),
                        Fixtures.library2026c())
                .flatMap(List::stream)
                .map(f -> FreshHeldOutSetTest.thread(f.source()))
                .collect(Collectors.toSet());
        assertThat(library)
                .as("threads already in another folder")
                .noneMatch(f -> elsewhere.contains(FreshHeldOutSetTest.thread(f.source())));
        assertThat(library.stream()
                        .map(f -> FreshHeldOutSetTest.thread(f.source()))
                        .distinct()
                        .count())
                .as("one file per thread")
                .isEqualTo(library.size());
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore all = FixtureScore.of("train-2026-11-27f", library, service);
        String table = all.table()
                + System.lineSeparator()
                + FixtureScore.breakdown("query", library, GrownLibraryThirdBatchTest::query, service)
                + FixtureScore.breakdown("stack group", library, f -> Fixtures.stackGroup(f.stack()), service)
                + FixtureScore.breakdown("paste form", library, Fixtures.Fixture::paste, service)
                + FixtureScore.readWrongly(library, service);
        System.out.println(table);
        assertThat(all.recall()).as("recall on the batch\n" + table).isGreaterThanOrEqualTo(RECALL_FLOOR);
        assertThat(all.precision()).as("precision on the batch\n" + table).isGreaterThanOrEqualTo(PRECISION_FLOOR);
        assertThat(all.negativesHit())
                .as("negatives of the batch with a known-issue finding\n" + table)
                .isLessThanOrEqualTo(NEGATIVES_HIT_CEILING);
    }

    private static String query(Fixtures.Fixture f) {
        Matcher rule = RULE.matcher(f.rule());
        return rule.matches() ? rule.group(1) : "?";
    }
}
