package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fifth batch of issue 37's library (fixtures/train-2026-11-28f/README.md): stacks the library had not seen. Every rank
 * 1-8 of "&lt;project&gt; &lt;failure word&gt;" issue queries for 25 GPU-using Python projects no folder cited (DeepSpeed,
 * ultralytics, LightGBM, XGBoost, CTranslate2, apex, AutoAWQ, Open3D, spaCy, ...), labelled by each thread's
 * resolution. Checks the folder against its rule, prints how the rules alone read it per query, project and paste form,
 * and holds that reading: a rule change that reads these reports worse fails here.
 */
class GrownLibraryFifthBatchFTest {

    /**
     * Measured on the batch as collected (51 reports, 22 negatives, 29 failures holding 32 labels) with the engine it
     * was collected on (aa81e6d): recall 0.594 (19/32), precision 0.950 (19/20), 1 of the 22 negatives hit (DeepSpeed
     * running out of host memory, read as cuda-oom). What the rules miss is listed per family in the README, "The rules
     * alone". The floors hold today's figures, so they record what the rules miss and claim wrongly now; an engine
     * change that reads these better should raise them.
     * Round seven's first changes read it unchanged; after the rules written from it: 0.719 / 1.000 / 0 hit, held
     * since. Round eighteen reads LightGBM's "GPU Tree Learner was not enabled in this build" as a CPU-only build (two
     * library threads resolve it so); this batch's lightgbm#4120, a CUDA build asked for the OpenCL learner and labelled
     * a negative, is now hit: 0.781 / 0.962 / 1 hit.
     */
    private static final double RECALL_FLOOR = 0.71;

    private static final double PRECISION_FLOOR = 0.96;
    private static final int NEGATIVES_HIT_CEILING = 1;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), at least 15 negatives, no thread any other folder cites
     * and no repository of the sixth held-out set. The rule aimed at 100-130 reports; two rounds of 50 queries found 51
     * that keep it, and nothing is added to reach a number, so the size held is what was found (README, "Counts").
     */
    private static final CollectionRule RULE =
            new CollectionRule(51, 130, 15, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28F));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28f();

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
                "train-2026-11-28f",
                library,
                service,
                "project",
                Fixtures.Fixture::stack,
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
