package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28t/README.md): inference engines, compilers and quantisation
 * libraries. Every rank 1-8 of 30 GitHub-issue queries "<library> <failure word>" for TensorRT, Triton Inference Server,
 * torch-tensorrt, ONNX Runtime's execution providers, TVM, CTranslate2, MLC-LLM, ExLlamaV2, AutoGPTQ / AutoAWQ,
 * bitsandbytes, Apex, xformers, FlashInfer, cupy, numba, PyCUDA and JCuda, labelled by each thread's resolution. Checks
 * the collection rule, prints how the rules alone read the batch, and holds that reading: a rule change that loses one of
 * these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchTTest {

    /**
     * Measured on the batch as collected (41 reports, 14 negatives, 27 failure labels) with the engine at b1c3cab (main
     * plus this batch): recall 0.556 (15/27), precision 1.000 (15/15), none of the 14 negatives hit. The floors hold
     * today's figures, not a target.
     * Rules written from its misses (a linker that cannot find -lcudart, TensorRT's and bitsandbytes' numbered CUDA and cuBLAS errors) read 0.704 (19/27), 1.000, none hit; those are held.
     */
    private static final double RECALL_FLOOR = 0.70;

    private static final double PRECISION_FLOOR = 0.99;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 41 and 14.
     */
    private static final CollectionRule RULE =
            new CollectionRule(41, 50, 14, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28T));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28t();

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
                "train-2026-11-28t", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
