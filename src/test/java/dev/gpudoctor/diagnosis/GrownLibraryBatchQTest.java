package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28q/README.md): the newest generation. Every rank 1-8 of 36
 * GitHub-issue queries "<new thing> <failure word>" for RTX 50xx / Blackwell, B200 / GB200, CUDA 12.8-13.0, drivers
 * 570-580, cu128-cu130 wheels, cuDNN 9, NCCL 2.2x, Triton 3, vLLM / SGLang / TensorRT-LLM, WSL, Ubuntu 24.04 / 25.04 and
 * the open kernel modules, threads of 2025-2026 only, labelled by each thread's resolution. Checks the collection rule,
 * prints how the rules alone read the batch, and holds that reading: a rule change that loses one of these, or starts
 * claiming one of its negatives, fails here.
 */
class GrownLibraryBatchQTest {

    /**
     * Measured on the batch as collected (27 reports, 10 negatives, 17 failure labels) with the engine at 2b7a2b0 (main
     * plus this batch): recall 0.647 (11/17), precision 0.846 (11/13), none of the 10 negatives hit. The floors hold
     * today's figures, not a target: the batch's "sm_120 is not compatible" and "no kernel image" reports are read, its
     * open-module "No devices were found", GB200 NCCL abort and xformers title are not yet. Rules written from its misses
     * (nvidia-smi's whole line "No devices were found", an undefined symbol in quotes) read 0.824 (14/17), 0.875 (14/16),
     * none hit; those are held.
     */
    private static final double RECALL_FLOOR = 0.82;

    private static final double PRECISION_FLOOR = 0.87;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives; its 36 queries gave 27 and 10 (README,
     * "Counts"), held here as the least size.
     */
    private static final CollectionRule RULE =
            new CollectionRule(27, 60, 10, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28Q));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28q();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        RULE.check(library, ids);
        assertThat(library)
                .allSatisfy(
                        f -> assertThat(f.platform()).as(f.name() + " platform").isNotBlank())
                .allSatisfy(f -> assertThat(f.year())
                        .as(f.name() + " year (2025-2026 only)")
                        .isIn("2025", "2026"));
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore.printAndHold(
                "train-2026-11-28q", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
