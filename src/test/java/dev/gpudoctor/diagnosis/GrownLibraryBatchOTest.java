package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28o/README.md): short pastes as users title them. Every rank 1-8 of
 * 36 GitHub-issue queries "<stack> <plain symptom>" (PyTorch not using GPU, ComfyUI stopped working after update, vLLM runs
 * out of memory, ...), each report the thread's title plus at most its first error line, labelled by the thread's
 * resolution. Checks the collection rule, prints how the rules alone read the batch per query, stack group and paste form,
 * and holds that reading: a rule change that loses one of these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchOTest {

    /**
     * Measured on the batch as collected (59 reports, 38 negatives, 21 failure labels) with the engine at 59ee546 (main plus
     * this batch): recall 0.048 (1/21), precision 1.000 (1/1), none of the 38 negatives hit. The floors hold today's figures,
     * not a target: a title says a symptom ("not using GPU", "GPU not detected"), rarely the error, so most failures here are
     * said in words no rule reads; that the rules stay quiet on the 38 negatives is the half worth holding.
     */
    private static final double RECALL_FLOOR = 0.047;

    private static final double PRECISION_FLOOR = 1.0;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives.
     */
    private static final CollectionRule RULE =
            new CollectionRule(35, 60, 8, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28O));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28o();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        RULE.check(library, ids);
        assertThat(library).allSatisfy(f -> {
            assertThat(f.platform()).as(f.name() + " platform").isNotBlank();
            assertThat(f.paste()).as(f.name() + " is a short paste").isIn("title-only", "title-and-line");
            assertThat(f.text().strip().lines().count())
                    .as(f.name() + " is the title and at most one line")
                    .isEqualTo(f.paste().equals("title-only") ? 1 : 2);
        });
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore.printAndHold(
                "train-2026-11-28o", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
