package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28p/README.md): applications that are not machine learning.
 * Every rank 1-8 of 38 GitHub-issue queries "<application> <failure word>" for Blender, DaVinci Resolve, OBS, ffmpeg,
 * HandBrake, hashcat, John the Ripper, Folding@home, BOINC, COLMAP, Meshroom, nerfstudio, OpenCV, MATLAB, PhysX, miners,
 * upscalers, Sunshine, Jellyfin/Plex, gpu-burn and the GPU monitors, labelled by each thread's resolution. Checks the
 * collection rule, prints how the rules alone read the batch per query, stack group and paste form, and holds that
 * reading: a rule change that loses one of these, or starts claiming one of its negatives, fails here.
 */
class GrownLibraryBatchPTest {

    /**
     * Measured on the batch as collected (43 reports, 12 negatives, 33 failure labels) with the engine at 59ee546 (main
     * plus this batch): recall 0.424 (14/33), precision 0.933 (14/15), none of the 12 negatives hit. The floors hold
     * today's figures, not a target: these programs say a failure in their own words (a miner's "CUDA initialize error",
     * Meshroom's "needs a CUDA-Enabled GPU", a title alone), which no rule reads yet. Rules written from its misses
     * (zero CUDA devices counted, a build banner "without CUDA", ffmpeg's "Could not dynamically load CUDA", a numbered
     * CUDA error in an application's sentence) read 0.545 (18/33), 0.947 (18/19), none hit; those are held. The rest
     * say one sentence for two causes (a miner's "CUDA initialize error" is an old driver in two threads and no driver
     * in a third), which no rule can tell apart.
     */
    private static final double RECALL_FLOOR = 0.54;

    private static final double PRECISION_FLOOR = 0.94;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives; its 38 queries gave 43 and 12 (README,
     * "Counts"), held here as the least size.
     */
    private static final CollectionRule RULE =
            new CollectionRule(43, 60, 12, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28P));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28p();

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
                "train-2026-11-28p", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
