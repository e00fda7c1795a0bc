package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sixth-round batch of issue 37's library (fixtures/train-2026-11-28g/README.md): error codes by name. Every rank 1-8 of
 * one GitHub-issue query per catalogue code that error-codes.json maps to a family, the query being the code's name as a
 * program prints it ({@code cudaErrorNoDevice}, {@code CUDA_ERROR_UNSUPPORTED_PTX_VERSION}, {@code NVML_ERROR_GPU_IS_LOST},
 * {@code CUBLAS_STATUS_ARCH_MISMATCH}, {@code ncclSystemError}), labelled by each thread's resolution. Checks the collection
 * rule, prints how the rules alone read the batch per query, stack group and paste form, and holds that reading: a rule
 * change that loses one of these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchGTest {

    /**
     * Measured on the batch as collected (36 reports, 2 negatives, 34 failure labels) with the engine on main at dd11b32:
     * recall 0.824 (28/34), precision 0.933 (28/30), 1 of the 2 negatives hit. The floors hold today's figures, not an
     * aim: the lead does not tune on this batch this round, and a rule that reads more of it should raise them.
     */
    private static final double RECALL_FLOOR = 0.82;

    private static final double PRECISION_FLOOR = 0.93;
    private static final int NEGATIVES_HIT_CEILING = 1;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 40-70 reports and 8 negatives; its 30 queries gave 36 and 2 (README, "Counts"),
     * so the sizes held here are the batch as collected, not the aim: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(36, 70, 2, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28G));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28g();

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
                "train-2026-11-28g", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
