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
 * The fifth held-out set of issue 37 (fixtures/heldout-2026-11-27b/README.md): reports from stored web pages (Q&A
 * sites, forums, blogs; no GitHub issue thread), ranks 1-8 of searches built from error kinds, with real negatives
 * asked for on purpose (DKMS and Secure Boot failures of modules that are not NVIDIA's, host-RAM out-of-memory).
 * Checks that the set keeps its rule and prints recall and precision per stack group and per paste form, and holds
 * what it read as floors. Nothing is ever tuned on this set. Collected (by a helper, 96df9d2) while the two scoped
 * signals of SignalPatterns were being written and scored before they landed: recall 0.689, precision 0.912, 3 of 23
 * negatives hit (two DKMS builds of modules that are not NVIDIA's, a JVM's "Java heap space"). With them, on the
 * same set: recall 0.689, precision 0.969, 1 hit (the JVM heap). Floors: that, rounded down.
 */
class FifthHeldOutSetTest {

    private static final Pattern RULE = Pattern.compile("q=(\\S+) rank=(\\d+)");
    private static final Set<String> PASTE_FORMS = Set.of(
            "full", "title-only", "non-english", "windows-paths", "run-together", "last-lines", "ansi", "rich-box");

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.fifthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        assertThat(set).as("reports in the set").hasSizeBetween(60, 80);
        assertThat(set.stream().filter(Fixtures.Fixture::negative).count())
                .as("negatives in the set")
                .isGreaterThanOrEqualTo(12);
        assertThat(set).allSatisfy(f -> {
            assertThat(f.source()).as(f.name()).startsWith("http");
            assertThat(f.source())
                    .as(f.name() + " is a web page, not a GitHub issue thread")
                    .doesNotContain("github.com/")
                    .doesNotStartWith("https://github.com");
            Matcher rule = RULE.matcher(f.rule());
            assertThat(rule.matches())
                    .as(f.name() + " names its query and rank")
                    .isTrue();
            assertThat(Integer.parseInt(rule.group(2)))
                    .as(f.name() + " comes from ranks 1-8")
                    .isBetween(1, 8);
            assertThat(f.paste()).as(f.name() + " paste form").isIn(PASTE_FORMS);
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
            assertThat(f.text()).as(f.name() + " carries text").isNotBlank();
        });
        Set<String> earlier = Stream.of(
                        Fixtures.load().all(),
                        Fixtures.newHeldOut(),
                        Fixtures.directionHeldOut(),
                        Fixtures.freshHeldOut(),
                        Fixtures.library2026())
                .flatMap(List::stream)
                .map(f -> FreshHeldOutSetTest.thread(f.source()))
                .collect(Collectors.toSet());
        assertThat(set)
                .as("pages already used by an earlier set")
                .noneMatch(f -> earlier.contains(FreshHeldOutSetTest.thread(f.source())));
        assertThat(set.stream()
                        .map(f -> FreshHeldOutSetTest.thread(f.source()))
                        .distinct()
                        .count())
                .as("one file per page")
                .isEqualTo(set.size());
        assertThat(set.stream()
                        .collect(Collectors.groupingBy(
                                f -> RULE.matcher(f.rule())
                                        .results()
                                        .findFirst()
                                        .orElseThrow()
                                        .group(1),
                                Collectors.counting()))
                        .values())
                .as("files per query")
                .allMatch(n -> n <= 6);
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        assertThat(KnownReportLibraryTest.heldOut(Path.of("heldout-2026-11-27b")))
                .isTrue();
        Set<String> names =
                set.stream().map(f -> f.name().replaceFirst("\\.txt$", "")).collect(Collectors.toSet());
        assertThat(KnownReportLibrary.standard().stream().map(KnownReport::id)).doesNotContainAnyElementsOf(names);
    }

    /**
     * Prints the figures only: no floor until the lead has measured (issue 37). Measured when the set was committed
     * (96df9d2, rules + similar reports, the same with rules only): recall 0.689 (31/45), precision 0.912, 3 of 23
     * negatives hit.
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        FixtureScore all = FixtureScore.of("heldout-2026-11-27b", set, service);
        String table = all.table()
                + System.lineSeparator()
                + FixtureScore.breakdown("stack group", set, f -> Fixtures.stackGroup(f.stack()), service)
                + FixtureScore.breakdown("paste form", set, Fixtures.Fixture::paste, service);
        System.out.println(table);
        assertThat(all.reports()).as(table).isEqualTo(set.size());
        assertThat(all.recall()).as(table).isGreaterThanOrEqualTo(0.68);
        // 0.973 until the library's fourth batch: with it the fallback answers one report of this set wrongly (at the
        // settings of before and at those chosen again, score 34): 0.947.
        assertThat(all.precision()).as(table).isGreaterThanOrEqualTo(0.97);
        assertThat(all.negativesHit()).as(table).isLessThanOrEqualTo(1);
    }
}
