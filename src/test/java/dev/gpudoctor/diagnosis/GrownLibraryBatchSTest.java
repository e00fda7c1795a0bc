package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28s/README.md): distributed and multi-GPU training. Every rank
 * 1-8 of 30 GitHub-issue queries "<framework> <failure word>" for Horovod, DeepSpeed, FSDP / DDP, torchrun, Megatron-LM /
 * NeMo, Accelerate, Colossal-AI, Ray Train, CUDA-aware MPI, UCX, NVSHMEM, GPUDirect RDMA and NVLink / P2P, labelled by each
 * thread's resolution. Checks the collection rule, prints how the rules alone read the batch, and holds that reading: a
 * rule change that loses one of these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchSTest {

    /**
     * Measured on the batch as collected (26 reports, 14 negatives, 13 failure labels) with the engine at b1c3cab (main
     * plus this batch): recall 0.538 (7/13), precision 0.583 (7/12), 5 of the 14 negatives hit. The floors hold today's
     * figures, not a target. Half the batch is negatives because a program's own setting (a hard-coded cuda:1, a
     * collective timeout too short for its own work, two ranks on one GPU) fails in the GPU stack's words; the hit ones
     * are NCCL watchdog and NCCL-error texts whose thread found the cause in the program.
     * Rules written from its and batch 28t's misses (an NCCL WARN line naming an error) read 0.615 (8/13), 0.615, 5 hit; those are held. The five negatives hit are NCCL failures whose threads put the cause in the program's own settings (a timeout too short for its work, two ranks on one GPU): the text states the family's failure, and the family's remedies name those settings.
     */
    private static final double RECALL_FLOOR = 0.61;

    private static final double PRECISION_FLOOR = 0.61;
    private static final int NEGATIVES_HIT_CEILING = 5;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 26 and 14 (README,
     * "Counts"), held here as the least size.
     */
    private static final CollectionRule RULE =
            new CollectionRule(26, 50, 14, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28S));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28s();

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
                "train-2026-11-28s", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
