package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The collection rule a fixture folder collected as {@code collected.jsonl} keeps (the seventh held-out set onward, and the
 * library's third batch): how many reports and negatives, which search ranks, how many files a query, which folders'
 * threads it must not cite. One checker for every such folder, so a fix to the check reaches all of them; tools/diagnosis/collect_rules_common.py is the same check
 * on the Python side, over the collected excerpts.
 *
 * @param minReports   the fewest reports the set may hold
 * @param maxReports   the most reports the set may hold
 * @param minNegatives the fewest negatives (reports no family should claim) the set must hold
 * @param lastRank     the lowest search rank the rule takes (ranks 1 to lastRank)
 * @param maxPerQuery  the most files one query may give
 * @param elsewhere    every other folder whose threads the set must not cite
 * @param sources      what kind of address every source must be
 */
record CollectionRule(
        int minReports,
        int maxReports,
        int minNegatives,
        int lastRank,
        int maxPerQuery,
        List<List<Fixtures.Fixture>> elsewhere,
        Sources sources) {

    /** The kind of page a set's rule collects from. */
    enum Sources {
        /** A GitHub issue, pull request or discussion. */
        GITHUB_THREAD,
        /** A Q&A, forum or blog page off GitHub (train-2026-11-28e/: the search tool's pages corpus). */
        PAGE
    }

    /** A rule that collects GitHub threads, as every set before train-2026-11-28e/ does. */
    CollectionRule(
            int minReports,
            int maxReports,
            int minNegatives,
            int lastRank,
            int maxPerQuery,
            List<List<Fixtures.Fixture>> elsewhere) {
        this(minReports, maxReports, minNegatives, lastRank, maxPerQuery, elsewhere, Sources.GITHUB_THREAD);
    }

    private static final Pattern RULE = Pattern.compile("q=([a-z0-9-]+) rank=(\\d+)");
    // The forms tools/diagnosis/collect_rules_2026_11_27.py knows (PASTE_FORMS there), so both checks accept the same
    // set.
    private static final Set<String> PASTE_FORMS = Set.of(
            "full",
            "title-only",
            "non-english",
            "windows-paths",
            "run-together",
            "last-lines",
            "ansi",
            "rich-box",
            "title-and-line");

    /** Asserts that every report of the set, and the set as a whole, keeps this rule. */
    void check(List<Fixtures.Fixture> set, Collection<String> knowledgeBaseIds) {
        assertThat(set).as("reports in the set").hasSizeBetween(minReports, maxReports);
        assertThat(set.stream().filter(Fixtures.Fixture::negative).count())
                .as("negatives in the set")
                .isGreaterThanOrEqualTo(minNegatives);
        assertThat(set).allSatisfy(f -> {
            if (sources == Sources.GITHUB_THREAD) {
                assertThat(f.source()).as(f.name() + " is a GitHub thread").startsWith("https://github.com/");
            } else {
                assertThat(f.source())
                        .as(f.name() + " is a page off GitHub")
                        .matches("https?://\\S+")
                        .doesNotContain("github.com/");
            }
            Matcher rule = RULE.matcher(f.rule());
            assertThat(rule.matches())
                    .as(f.name() + " names its query and rank")
                    .isTrue();
            assertThat(Integer.parseInt(rule.group(2))).as(f.name() + " rank").isBetween(1, lastRank);
            assertThat(f.paste()).as(f.name() + " paste form").isIn(PASTE_FORMS);
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
            assertThat(knowledgeBaseIds)
                    .as(f.name() + " labels are ids of the knowledge base")
                    .containsAll(f.expected());
            assertThat(f.text()).as(f.name() + " carries text").isNotBlank();
        });
        Set<String> citedElsewhere = elsewhere.stream()
                .flatMap(List::stream)
                .map(f -> FreshHeldOutSetTest.thread(f.source()))
                .collect(Collectors.toSet());
        assertThat(set)
                .as("threads another folder cites")
                .noneMatch(f -> citedElsewhere.contains(FreshHeldOutSetTest.thread(f.source())));
        // The sixth set's own rule is that no other folder cites its repositories, so every later set leaves them out.
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
                        .collect(Collectors.groupingBy(CollectionRule::query, Collectors.counting()))
                        .values())
                .as("files per query")
                .allMatch(n -> n <= maxPerQuery);
    }

    /**
     * Asserts that the folder is held out of the shipped known-reports library and that no report of the set is in it:
     * a held-out report the fallback could find would score itself.
     */
    static void assertHeldOutOfTheShippedLibrary(String folder, List<Fixtures.Fixture> set) {
        assertThat(KnownReportLibraryTest.heldOut(Path.of(folder)))
                .as(folder + " is held out")
                .isTrue();
        Set<String> names =
                set.stream().map(f -> f.name().replaceFirst("\\.txt$", "")).collect(Collectors.toSet());
        assertThat(KnownReportLibrary.standard().stream().map(KnownReport::id)).doesNotContainAnyElementsOf(names);
    }

    /**
     * Prints the set's figures, per group and per paste form, with every report read wrongly, and holds the floors it was
     * given.
     */
    static void printAndHold(
            String name,
            List<Fixtures.Fixture> set,
            DiagnosisService service,
            String groupName,
            Function<Fixtures.Fixture, String> group,
            double recallFloor,
            double precisionFloor,
            int negativesHitCeiling) {
        FixtureScore all = FixtureScore.of(name, set, service);
        String table = all.table()
                + System.lineSeparator()
                + FixtureScore.breakdown(groupName, set, group, service)
                + FixtureScore.breakdown("paste form", set, Fixtures.Fixture::paste, service)
                + FixtureScore.readWrongly(set, service);
        System.out.println(table);
        assertThat(all.reports()).as(table).isEqualTo(set.size());
        assertThat(all.recall()).as(table).isGreaterThanOrEqualTo(recallFloor);
        assertThat(all.precision()).as(table).isGreaterThanOrEqualTo(precisionFloor);
        assertThat(all.negativesHit()).as(table).isLessThanOrEqualTo(negativesHitCeiling);
    }

    /** The id of the query that found the report: {@code q=docker-gpu-error rank=3} reads {@code docker-gpu-error}. */
    static String query(Fixtures.Fixture f) {
        Matcher m = RULE.matcher(f.rule());
        return m.matches() ? m.group(1) : f.rule();
    }
}
