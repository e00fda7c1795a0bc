package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28l/README.md): clusters, schedulers and GPU operations. Every rank
 * 1-8 of 32 GitHub-issue queries "<tool> <failure word>" (Slurm, PBS, HTCondor, LSF, the GPU Operator, the device plugin,
 * DCGM, the container toolkit on Kubernetes, Ray, Kubeflow, SkyPilot, Determined, MLflow, HAMi/Volcano, HPC modules),
 * labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read the batch per query,
 * stack group and paste form, and holds that reading: a rule change that loses one of these, or starts claiming one of its
 * negatives, fails here.
 */
class GrownLibraryBatchLTest {

    /**
     * Measured on the batch as collected (20 reports, 7 negatives, 14 failure labels) with the engine at 4cb48ab plus this
     * batch: recall 0.571 (8/14), precision 0.889 (8/9), none of the 7 negatives hit. The floors hold today's figures, not a
     * target.
     */
    private static final double RECALL_FLOOR = 0.57;

    private static final double PRECISION_FLOOR = 0.88;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives; its 32 queries gave 20 and 7 (README,
     * "Counts"), so the least size held here is the batch as collected: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(20, 60, 7, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28L));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28l();

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
                "train-2026-11-28l", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
