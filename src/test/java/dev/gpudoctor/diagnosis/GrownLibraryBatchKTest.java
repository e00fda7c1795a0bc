package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28k/README.md): local LLM and image-generation apps. Every rank 1-8 of
 * two GitHub-issue queries "<app> <failure word>" for each of 12 apps (vLLM, ollama, llama.cpp, text-generation-webui,
 * LocalAI, LM Studio, ComfyUI, AUTOMATIC1111, Forge, Fooocus, SD.Next, kohya_ss), kept only in the app's own repository and
 * labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read the batch per query,
 * stack group and paste form, and holds that reading: a rule change that loses one of these, or starts claiming one of its
 * negatives, fails here.
 */
class GrownLibraryBatchKTest {

    /**
     * Measured on the batch as collected (21 reports, 13 negatives, 8 failure labels) with the engine at 5820679 (main at
     * c1f824f plus this batch): recall 0.625 (5/8), precision 0.833 (5/6), 1 of the 13 negatives hit (A1111#5167, an M1 Mac
     * whose memory monitor prints "Torch not compiled with CUDA enabled" above its segfault). The floors hold today's
     * figures, not a target: a rule that reads the apps' own wordings (ollama's runner exit 127, LM Studio's exit code)
     * should raise them.
     */
    private static final double RECALL_FLOOR = 0.62;

    private static final double PRECISION_FLOOR = 0.83;
    private static final int NEGATIVES_HIT_CEILING = 1;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 30-60 reports and at least 8 negatives; its 24 queries gave 21 and 13 (README,
     * "Counts"), so the least size held here is the batch as collected: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(21, 60, 13, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28K));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28k();

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
                "train-2026-11-28k", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
