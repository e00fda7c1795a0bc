package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fifth-round batch of issue 37's library (fixtures/train-2026-11-28d/README.md): the thin families. Every rank 1-8 of two
 * GitHub-issue queries for each knowledge-base family with fewer than 13 library reports, each query in another stack's or
 * layer's words than that family's existing reports (a container, a cluster, a driver log, Julia or Go, a Jetson, a PR's
 * title), labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read the batch per
 * query, stack group and paste form, and holds that reading: a rule change that loses one of these, or starts claiming one of
 * its negatives, fails here.
 */
class GrownLibraryFifthBatchDTest {

    /**
     * Measured on the batch as collected (73 reports, 8 negatives, 67 failure labels) with the engine on main at aa81e6d:
     * recall 0.582 (39/67), precision 0.929 (39/42), 1 of the 8 negatives hit (optimum#265, whose paste carries TensorFlow's
     * cudart warning above the import error). The floors hold today's figures: they record what the
     * rules miss in other stacks' words now (the README lists the misses by family), and a rule that reads more of them
     * should raise them.
     * Before any rule was written from it, round seven's engine read it 0.597 / 0.930 / 1 hit; after the rules
     * written from it: 0.821 / 0.948 / 1 hit, held since.
     */
    private static final double RECALL_FLOOR = 0.82;

    private static final double PRECISION_FLOOR = 0.94;
    private static final int NEGATIVES_HIT_CEILING = 1;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 100-130 reports and 15 negatives; its 50 queries gave 73 and 8 (README, "Counts"),
     * so the sizes held here are the batch as collected, not the aim: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(73, 130, 8, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28D));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28d();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        RULE.check(library, ids);
        assertThat(library)
                .allSatisfy(
                        f -> assertThat(f.platform()).as(f.name() + " platform").isNotBlank());
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore.printAndHold(
                "train-2026-11-28d", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
