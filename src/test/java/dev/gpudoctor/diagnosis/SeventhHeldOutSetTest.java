package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The seventh held-out set of issue 37 (fixtures/heldout-2026-11-27d/README.md): GitHub threads found by queries worded as
 * a user's symptom, kept only where someone pasted the error and the thread says what it was, labelled by that
 * resolution. Checks that the set keeps its rule, prints recall and precision per stack group and per paste form with
 * every report read wrongly (expected, got), and holds what the engine read when the set was first scored as floors.
 * Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_27d.py also checks that every file is what
 * its collected excerpt makes.
 */
class SeventhHeldOutSetTest {

    private static final Pattern RULE = Pattern.compile("q=([a-z0-9-]+) rank=(\\d+)");
    private static final Set<String> PASTE_FORMS =
            Set.of("full", "title-only", "non-english", "windows-paths", "last-lines");
    private static final double RECALL_FLOOR = 0.39;
    private static final double PRECISION_FLOOR = 0.95;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.seventhHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        assertThat(set).as("reports in the set").hasSizeBetween(40, 80);
        assertThat(set.stream().filter(Fixtures.Fixture::negative).count())
                .as("negatives in the set")
                .isGreaterThanOrEqualTo(8);
        assertThat(set).allSatisfy(f -> {
            assertThat(f.source()).as(f.name() + " is a GitHub thread").startsWith("https://github.com/");
            Matcher rule = RULE.matcher(f.rule());
            assertThat(rule.matches())
                    .as(f.name() + " names its symptom query and rank")
                    .isTrue();
            assertThat(Integer.parseInt(rule.group(2))).as(f.name() + " rank").isBetween(1, 10);
            assertThat(f.paste()).as(f.name() + " paste form").isIn(PASTE_FORMS);
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
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
                        Fixtures.library2026(),
                        Fixtures.library2026c())
                .flatMap(List::stream)
                .map(f -> FreshHeldOutSetTest.thread(f.source()))
                .collect(Collectors.toSet());
        assertThat(set)
                .as("threads another folder cites")
                .noneMatch(f -> elsewhere.contains(FreshHeldOutSetTest.thread(f.source())));
        Set<String> sixthSetRepositories = Fixtures.sixthHeldOut().stream()
                .map(f -> SixthHeldOutSetTest.repository(f.source()))
                .collect(Collectors.toSet());
        assertThat(set)
                .as("threads of a repository the sixth held-out set cites")
                .noneMatch(f -> sixthSetRepositories.contains(SixthHeldOutSetTest.repository(f.source())));
        assertThat(set.stream()
                        .map(f -> FreshHeldOutSetTest.thread(f.source()))
                        .distinct()
                        .count())
                .as("one file per thread")
                .isEqualTo(set.size());
        assertThat(set.stream()
                        .collect(Collectors.groupingBy(SeventhHeldOutSetTest::query, Collectors.counting()))
                        .values())
                .as("files per query")
                .allMatch(n -> n <= 4);
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        assertThat(KnownReportLibraryTest.heldOut(Path.of("heldout-2026-11-27d")))
                .isTrue();
        Set<String> names =
                set.stream().map(f -> f.name().replaceFirst("\\.txt$", "")).collect(Collectors.toSet());
        assertThat(KnownReportLibrary.standard().stream().map(KnownReport::id)).doesNotContainAnyElementsOf(names);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-27 by the engine of commit 760b987 (rules +
     * signals + similar reports; the set was committed on top of it, 624aab4, before this ran): recall 0.400 (12 of 30),
     * precision 1.000, 0 of 11 negatives hit; every miss answered nothing (docs/diagnosis-quality.md, "The seventh set,
     * before"). Held: recall at that figure (rounded down), precision and negatives hit at the bar (at least 0.95,
     * at most one), as the sixth set's test holds them.
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        FixtureScore all = FixtureScore.of("heldout-2026-11-27d", set, service);
        String table = all.table()
                + System.lineSeparator()
                + FixtureScore.breakdown("stack group", set, f -> Fixtures.stackGroup(f.stack()), service)
                + FixtureScore.breakdown("paste form", set, Fixtures.Fixture::paste, service)
                + FixtureScore.readWrongly(set, service);
        System.out.println(table);
        assertThat(all.reports()).as(table).isEqualTo(set.size());
        assertThat(all.recall()).as(table).isGreaterThanOrEqualTo(RECALL_FLOOR);
        assertThat(all.precision()).as(table).isGreaterThanOrEqualTo(PRECISION_FLOOR);
        assertThat(all.negativesHit()).as(table).isLessThanOrEqualTo(NEGATIVES_HIT_CEILING);
    }

    /** The id of the symptom query that found the report: {@code q=docker-gpu-error rank=3} reads {@code docker-gpu-error}. */
    static String query(Fixtures.Fixture f) {
        Matcher m = RULE.matcher(f.rule());
        return m.matches() ? m.group(1) : f.rule();
    }
}
