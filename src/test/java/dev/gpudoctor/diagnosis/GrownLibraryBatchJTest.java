package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28j/README.md): the same failures posted in other languages. Every
 * rank 1-8 of GitHub-issue queries for the 21 knowledge-base families with the most library reports, worded in Chinese,
 * Japanese, Korean, Russian, Spanish, Portuguese or German, taking only threads whose post is not in English, labelled by
 * each thread's resolution. Checks the collection rule, prints how the rules alone read the batch per query, stack group and
 * paste form, and holds that reading: a rule change that loses one of these fails here.
 */
class GrownLibraryBatchJTest {

    /**
     * Measured on the batch as collected (8 reports, no negatives, 8 failure labels) with the engine on main at c1f824f:
     * recall 1.000 (8/8), precision 1.000 (8/8), no negatives to hit. Every report pastes the error's own English line (a
     * PyTorch, Caffe, Docker or DataLoader message) amid the other language, so the rules read all eight; the floors hold
     * that, and a rule change that loses one fails here.
     */
    private static final double RECALL_FLOOR = 1.0;

    private static final double PRECISION_FLOOR = 1.0;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 30-60 reports and at least 8 negatives; its 42 queries (two rounds) gave 8 and
     * none (README, "Counts"), so the sizes held here are the batch as collected: the rule was not widened to reach the aim.
     */
    private static final CollectionRule RULE =
            new CollectionRule(8, 60, 0, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28J));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28j();

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
                "train-2026-11-28j", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
