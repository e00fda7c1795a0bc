package dev.gpudoctor.diagnosis;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The eighth held-out set of issue 37 (fixtures/heldout-2026-11-27e/README.md): GitHub threads found by queries written in
 * languages other than English, kept only where someone pasted the error and the thread says what it was, labelled by that
 * resolution. Checks that the set keeps its rule, prints recall and precision per stack group and per paste form with
 * every report read wrongly (expected, got), and holds what the engine read when the set was first scored as floors.
 * Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_27e.py also checks that every file is what
 * its collected excerpt makes.
 */
class EighthHeldOutSetTest {

    /** Ranks 1-8 of each answer, at most 4 files a query; no thread any other folder cites. */
    private static final CollectionRule RULE =
            new CollectionRule(15, 80, 8, 8, 4, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_27E));

    private static final double RECALL_FLOOR = 0.50;
    private static final double PRECISION_FLOOR = 0.50;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.eighthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-27e", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-27 by the engine of commit 11c7dbd (main as
     * it was; the set was committed on top of it, 0afadc8, before this ran): recall 0.500 (4 of 8), precision 0.500 (4 of
     * 8), 1 of 9 negatives hit (docs/diagnosis-quality.md, "The eighth set, before"). Held: recall and precision at those
     * figures (precision already misses the bar of 0.95, so its floor is today's figure, not the bar), negatives
     * hit at the bar (at most one).
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        CollectionRule.printAndHold(
                "heldout-2026-11-27e",
                set,
                service,
                "stack group",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
