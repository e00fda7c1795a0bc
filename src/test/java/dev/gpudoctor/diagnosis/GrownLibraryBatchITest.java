package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch of issue 37's library (fixtures/train-2026-11-28i/README.md): older threads. Every rank 1-8 of one GitHub-issue
 * query for each of 29 of the families with the most library reports, worded in the stack of 2016-2020 (TensorFlow 1.x,
 * Caffe, Theano, Chainer, MXNet, PyTorch 0.4-1.5, CUDA 8-10, nvidia-docker v1/v2), posts of 2016-2020 only, labelled by each
 * thread's resolution. Checks the collection rule, prints how the rules alone read the batch per query, stack group and
 * paste form, and holds that reading: a rule change that loses one of these, or starts claiming a negative, fails here.
 */
class GrownLibraryBatchITest {

    /**
     * Measured on the batch as collected (27 reports, 0 negatives, 27 failure labels) with the engine of dd11b32: recall
     * 0.852 (23/27), precision 0.920 (23/25), no negative to hit. The floors hold today's figures: they record what the rules
     * miss in the words of the older stacks now, and a rule that reads more of them should raise them.
     */
    private static final double RECALL_FLOOR = 0.85;

    private static final double PRECISION_FLOOR = 0.92;
    private static final int NEGATIVES_HIT_CEILING = 0;

    /**
     * Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no repository of the
     * sixth held-out set. The rule aimed at 40-70 reports and 8 negatives; its 29 queries gave 27 and none (README,
     * "Counts"), so the sizes held here are the batch as collected, not the aim: the rule was not widened after the search.
     */
    private static final CollectionRule RULE =
            new CollectionRule(27, 70, 0, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.TRAIN_2026_11_28I));

    // Rules and signals only: the shipped similar-reports library holds these very reports.
    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());
    private final List<Fixtures.Fixture> library = Fixtures.library2026_11_28i();

    @Test
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery() {
        List<String> ids = List.copyOf(service.knowledgeBase().ids());
        RULE.check(library, ids);
        assertThat(library)
                .allSatisfy(
                        f -> assertThat(f.platform()).as(f.name() + " platform").isNotBlank());
    }

    @Test
    void everyPostIsFrom2016To2020() {
        assertThat(library)
                .allSatisfy(f -> assertThat(Integer.parseInt(f.year()))
                        .as(f.name() + " year")
                        .isBetween(2016, 2020));
    }

    @Test
    void howTheRulesReadTheBatchIsPrintedAndHeld() {
        FixtureScore.printAndHold(
                "train-2026-11-28i", library, service, RECALL_FLOOR, PRECISION_FLOOR, NEGATIVES_HIT_CEILING);
    }
}
