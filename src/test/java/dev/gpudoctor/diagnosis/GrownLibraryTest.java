package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The library of real reports grown for issue 37 (fixtures/train-2026-11-27/README.md). Checks that every report carries
 * what the similarity layer and a leave-one-stack-out run need (source, stack, year, labels, the query that found it)
 * and that no thread of a held-out set is in it, and prints how the rules read it per stack group and per id. Its recall
 * is held at the figure measured when the files were added, so a change that loses what the rules found shows here.
 */
class GrownLibraryTest {

    /**
     * Measured when the last files were added, rounded down: 171 reports, recall 0.863 (139/161), precision 0.993, 0 of 10
     * negatives hit. It read 0.920 at 100 reports and 0.895 at 153: the later batches (nouveau/DKMS driver installs, Triton
     * "PassManager::run failed", vLLM OOM titles, TensorFlow in containers) are the harder ones.
     */
    private static final double RECALL_FLOOR = 0.86;

    private static final Pattern RULE = Pattern.compile("q=(\\S+) rank=(\\d+)");
    private static final Set<String> PASTE_FORMS = Set.of(
            "full", "title-only", "non-english", "windows-paths", "run-together", "last-lines", "ansi", "rich-box");

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> library = Fixtures.library2026();

    @Test
    void everyReportCarriesSourceStackYearLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        assertThat(library).as("reports in the library").hasSizeGreaterThanOrEqualTo(100);
        assertThat(library).allSatisfy(f -> {
            assertThat(f.source()).as(f.name()).startsWith("https://");
            assertThat(f.stack()).as(f.name() + " stack").isNotBlank();
            assertThat(f.year()).as(f.name() + " year").isNotBlank();
            assertThat(RULE.matcher(f.rule()).matches())
                    .as(f.name() + " names its query and rank")
                    .isTrue();
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
                        Fixtures.freshHeldOut())
                .flatMap(List::stream)
                .map(f -> FreshHeldOutSetTest.thread(f.source()))
                .collect(Collectors.toSet());
        assertThat(library)
                .as("threads already in another set")
                .noneMatch(f -> elsewhere.contains(FreshHeldOutSetTest.thread(f.source())));
        assertThat(library.stream()
                        .map(f -> FreshHeldOutSetTest.thread(f.source()))
                        .distinct()
                        .count())
                .as("one file per thread")
                .isEqualTo(library.size());
    }

    @Test
    void howTheRulesReadTheLibraryIsPrintedAndHeld() {
        FixtureScore all = FixtureScore.of("train-2026-11-27", library, service);
        Map<String, List<Fixtures.Fixture>> groups = library.stream()
                .collect(Collectors.groupingBy(f -> Fixtures.stackGroup(f.stack()), TreeMap::new, Collectors.toList()));
        StringBuilder table = new StringBuilder(all.table())
                .append(System.lineSeparator())
                .append("per stack group:")
                .append(System.lineSeparator());
        groups.forEach((group, fixtures) -> table.append("  ")
                .append(FixtureScore.of(group, fixtures, service).summary())
                .append(System.lineSeparator()));
        table.append(FixtureScore.readWrongly(library, service));
        System.out.println(table);
        assertThat(all.recall())
                .as("recall of the rules on the library\n" + table)
                .isGreaterThanOrEqualTo(RECALL_FLOOR);
        assertThat(all.negativesHit())
                .as("negatives of the library with a known-issue finding\n" + table)
                .isZero();
    }
}
