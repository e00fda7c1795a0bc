package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fifth-round batch of issue 37's library (fixtures/train-2026-11-28e/README.md), the first not from GitHub: every rank
 * 1-8 of one Q&A-title query for each of the 30 families with the most library reports and 8 queries aimed at look-alike
 * negatives, over the search tool's pages corpus (Q&A sites, NVIDIA and PyTorch forums, blogs, error catalogues), kept
 * where the page pastes the error and says what it was. Checks the rule, prints how the rules alone read the batch per
 * query, stack group and paste form with every report read wrongly, and holds the figures measured on it as collected.
 */
class GrownLibraryFifthBatchETest {

    /**
     * Measured on the batch as collected (69 reports, 49 failures, 20 negatives) with the engine of aa81e6d: recall 0.796
     * (39/49), precision 0.830 (39/47), 7 of the 20 negatives hit -- five cuBLAS errors that were the program's own
     * shapes, a cuDNN BAD_PARAM from a wrong input shape, TensorFlow's cudart warning on a machine without a GPU (README,
     * "The rules alone"). The floors hold today's figures so that a rule change that loses one of these reports, or
     * claims one more negative, fails here; a rule that reads more of them should raise them.
     * Less the 16 pages of generated error catalogues dropped at the merge (53 reports): 0.789 / 0.882 / 3 with
     * aa81e6d, 0.816 / 0.886 / 3 with round seven's first changes, 0.895 / 0.895 / 3 after the rules written from it,
     * held since.
     */
    private static final double RECALL_FLOOR = 0.89;

    private static final double PRECISION_FLOOR = 0.89;
    private static final int NEGATIVES_HIT_CEILING = 3;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), at least 15 negatives, no page any other folder cites;
     * the sources are pages off GitHub. The rule aimed at 100-130 reports; the corpus gave 69 once pages other folders
     * cite were dropped, and 53 once the lead dropped the generated error catalogues' pages at the merge (README), so
     * the bounds are 50-130.
     */
    private static final CollectionRule RULE = new CollectionRule(
            50, 130, 15, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28E), CollectionRule.Sources.PAGE);

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28e();

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
                "train-2026-11-28e", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
