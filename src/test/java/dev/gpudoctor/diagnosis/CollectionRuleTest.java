package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared held-out rule checker refuses a set that breaks its rule, so the sets' rule checks can fail. */
class CollectionRuleTest {

    private static final List<String> IDS = List.of("cuda-oom");

    private static Fixtures.Fixture report(String name, String source, int rank, String query, String expect) {
        return Fixtures.parse(
                name,
                Fixtures.Split.HELDOUT,
                "# source: " + source + "\n# year: 2024\n# stack: cupy\n# paste: full\n# rule: q=" + query + " rank="
                        + rank + "\n# expect: " + expect + "\nCUDA error: out of memory\n");
    }

    private static CollectionRule rule(List<Fixtures.Fixture> elsewhere) {
        return new CollectionRule(2, 10, 1, 10, 2, List.of(elsewhere));
    }

    private final Fixtures.Fixture oom =
            report("cuda-oom--a.txt", "https://github.com/o/a/issues/1", 3, "q1", "cuda-oom");
    private final Fixtures.Fixture negative = report("negative--b.txt", "https://github.com/o/b/issues/2", 4, "q1", "");

    @Test
    void aSetThatKeepsTheRulePasses() {
        rule(List.of()).check(List.of(oom, negative), IDS);
        assertThat(CollectionRule.query(oom)).isEqualTo("q1");
    }

    @Test
    void aThreadAnotherFolderCitesIsRefused() {
        Fixtures.Fixture cited = report("x--c.txt", "https://github.com/O/A/issues/1", 1, "q9", "cuda-oom");
        assertThatThrownBy(() -> rule(List.of(cited)).check(List.of(oom, negative), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("threads another folder cites");
    }

    @Test
    void aRankOutsideTheWindowIsRefused() {
        Fixtures.Fixture deep = report("cuda-oom--d.txt", "https://github.com/o/d/issues/4", 11, "q2", "cuda-oom");
        assertThatThrownBy(() -> rule(List.of()).check(List.of(oom, negative, deep), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("rank");
    }

    @Test
    void tooManyFilesFromOneQueryOrTooFewNegativesAreRefused() {
        Fixtures.Fixture third = report("cuda-oom--e.txt", "https://github.com/o/e/issues/5", 6, "q1", "cuda-oom");
        assertThatThrownBy(() -> rule(List.of()).check(List.of(oom, negative, third), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("files per query");
        Fixtures.Fixture other = report("cuda-oom--f.txt", "https://github.com/o/f/issues/6", 2, "q2", "cuda-oom");
        assertThatThrownBy(() -> rule(List.of()).check(List.of(oom, other), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("negatives in the set");
    }

    @Test
    void aLabelOutsideTheKnowledgeBaseIsRefused() {
        Fixtures.Fixture unknown = report("made-up--g.txt", "https://github.com/o/g/issues/7", 2, "q2", "made-up");
        assertThatThrownBy(() -> rule(List.of()).check(List.of(oom, negative, unknown), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("labels are ids of the knowledge base");
    }

    @Test
    void aPageRuleTakesPagesOffGitHubAndRefusesAGitHubThread() {
        CollectionRule pages = new CollectionRule(2, 10, 1, 10, 2, List.of(List.of()), CollectionRule.Sources.PAGE);
        Fixtures.Fixture forum = report(
                "cuda-oom--h.txt",
                "https://forums.developer.nvidia.com/t/cuda-kernel-timeout/12160",
                3,
                "q1",
                "cuda-oom");
        Fixtures.Fixture page = report("negative--i.txt", "https://openillumi.com/?p=69161", 4, "q1", "");
        pages.check(List.of(forum, page), IDS);
        assertThatThrownBy(() -> pages.check(List.of(forum, negative), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("is a page off GitHub");
        assertThatThrownBy(() -> rule(List.of()).check(List.of(forum, page), IDS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("is a GitHub thread");
    }
}
