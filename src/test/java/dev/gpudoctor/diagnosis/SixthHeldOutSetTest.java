package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sixth held-out set of issue 37 (fixtures/heldout-2026-11-27c/README.md): stack x year searches of GitHub issues,
 * every rank, only repositories no other fixture cites, then degraded by a fixed script (last lines, title only, a
 * Chinese wrapper, Windows paths) chosen by the sha256 of the source URL. Checks that the set keeps its rule, prints
 * recall and precision per stack and per paste form, and holds what the engine read when the set was scored as
 * floors. Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_27c.py also checks that every file
 * is what its collected excerpt and transform make.
 */
class SixthHeldOutSetTest {

    private static final Pattern RULE = Pattern.compile("q=([a-z0-9]+)-(\\d{4}) rank=(\\d+)");
    private static final Set<String> PASTE_FORMS =
            Set.of("full", "title-only", "non-english", "windows-paths", "last-lines");

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.sixthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        assertThat(set).as("reports in the set").hasSizeBetween(50, 80);
        assertThat(set.stream().filter(Fixtures.Fixture::negative).count())
                .as("negatives in the set")
                .isGreaterThanOrEqualTo(15);
        assertThat(set).allSatisfy(f -> {
            assertThat(f.source()).as(f.name() + " is a GitHub thread").startsWith("https://github.com/");
            assertThat(RULE.matcher(f.rule()).matches())
                    .as(f.name() + " names its stack x year query and rank")
                    .isTrue();
            assertThat(f.paste()).as(f.name() + " paste form").isIn(PASTE_FORMS);
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
            assertThat(f.text()).as(f.name() + " carries text").isNotBlank();
        });
        Set<String> citedElsewhere = Stream.of(
                        Fixtures.load().all(),
                        Fixtures.newHeldOut(),
                        Fixtures.directionHeldOut(),
                        Fixtures.freshHeldOut(),
                        Fixtures.fifthHeldOut(),
                        Fixtures.library2026())
                .flatMap(List::stream)
                .map(f -> repository(f.source()))
                .collect(Collectors.toSet());
        assertThat(set)
                .as("threads of a repository another folder cites")
                .noneMatch(f -> citedElsewhere.contains(repository(f.source())));
        assertThat(set.stream()
                        .map(f -> FreshHeldOutSetTest.thread(f.source()))
                        .distinct()
                        .count())
                .as("one file per thread")
                .isEqualTo(set.size());
        assertThat(set.stream()
                        .collect(Collectors.groupingBy(SixthHeldOutSetTest::queryStack, Collectors.counting()))
                        .values())
                .as("files per query")
                .allMatch(n -> n <= 5);
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        assertThat(KnownReportLibraryTest.heldOut(Path.of("heldout-2026-11-27c")))
                .isTrue();
        Set<String> names =
                set.stream().map(f -> f.name().replaceFirst("\\.txt$", "")).collect(Collectors.toSet());
        assertThat(KnownReportLibrary.standard().stream().map(KnownReport::id)).doesNotContainAnyElementsOf(names);
    }

    /**
     * Prints the figures and holds, as floors, what the engine read when the set was first scored (2026-11-27, the
     * engine of commit e56f15f, rules + similar reports): recall 0.375 (15/40), precision 1.000, 0 of 17 negatives hit.
     * Then the shipped library of known reports grew by train-2026-11-27c/ (no rule changed, nothing read from this set)
     * and the fallback answered one negative: negative--mmcv-cicc-not-found-nvcc-exit-127 read as
     * cuda-version-toolkit-mismatch, like the library's new nvcc/extension-build reports (0.375, 0.938, 1 hit). Floors:
     * that, which is still within the "at most one negative hit".
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        FixtureScore all = FixtureScore.of("heldout-2026-11-27c", set, service);
        String table = all.table()
                + System.lineSeparator()
                + FixtureScore.breakdown("query stack", set, SixthHeldOutSetTest::queryStack, service)
                + FixtureScore.breakdown("stack group", set, f -> Fixtures.stackGroup(f.stack()), service)
                + FixtureScore.breakdown("paste form", set, Fixtures.Fixture::paste, service);
        System.out.println(table);
        assertThat(all.reports()).as(table).isEqualTo(set.size());
        // 0.37 before round five; round five read 0.450 (0.947, 1 hit), partly on kinds this set's misses name. The
        // fallback's settings chosen again on the library (score 34, after its fourth batch): 0.425, 1.000, 0 hit.
        assertThat(all.recall()).as(table).isGreaterThanOrEqualTo(0.45);
        assertThat(all.precision()).as(table).isGreaterThanOrEqualTo(0.93);
        assertThat(all.negativesHit()).as(table).isLessThanOrEqualTo(1);
    }

    /** The stack of the query that found the report: {@code q=openmm-2022} reads {@code openmm}. */
    static String queryStack(Fixtures.Fixture f) {
        Matcher m = RULE.matcher(f.rule());
        return m.matches() ? m.group(1) : f.rule();
    }

    static String repository(String source) {
        Matcher m = Pattern.compile("https://github\\.com/([^/]+/[^/]+)/").matcher(source);
        return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : source;
    }
}
