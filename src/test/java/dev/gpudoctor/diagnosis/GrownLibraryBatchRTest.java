package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28r/README.md): other vendors and machines without a GPU meeting
 * CUDA. Every rank 1-8 of 36 GitHub-issue queries "<platform> <CUDA word>" for AMD ROCm/HIP and ZLUDA, Intel Arc/XPU,
 * Apple Silicon, DirectML, Vulkan backends, Jetson, TPUs, CPU-only runners, Raspberry Pi, virtual machines and hybrid
 * laptops, labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read the batch,
 * and holds that reading: a rule change that loses one of these fails here.
 */
class GrownLibraryBatchRTest {

    /**
     * Measured on the batch as collected (12 reports, no negative, 12 failure labels) with the engine of main at 2b7a2b0
     * plus this batch: recall 0.583 (7/12), precision 1.000 (7/7). The floors hold today's figures, not a target.
     */
    private static final double RECALL_FLOOR = 0.58;

    private static final double PRECISION_FLOOR = 1.0;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 10 negatives; its 36 queries gave 12 and none
     * (README, "Counts": the answers were mostly feature requests and pull requests), held here as the least size.
     */
    private static final CollectionRule RULE =
            new CollectionRule(12, 60, 0, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28R));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28r();

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
                "train-2026-11-28r", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
