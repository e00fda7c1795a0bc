package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The thirteenth held-out set of issue 37 (fixtures/heldout-2026-11-28b/README.md): found by queries that name the machine
 * a user runs on (a GPU model, a laptop chip, a board, a data-centre card, a cloud instance, a notebook service) crossed
 * with one failure word, kept only where an error was pasted and the thread says what it was, labelled by that resolution.
 * Checks that the set keeps its rule, prints recall and precision per stack group, per paste form and per machine kind
 * with every report read wrongly (expected, got), and holds what the engine read when the set was first scored as floors.
 * Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_28b.py also checks that every file is what its
 * collected excerpt makes.
 */
class ThirteenthHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_28b.py), each with the kind of machine it names. */
    private static final Map<String, String> MACHINE_KIND_OF_QUERY = Map.ofEntries(
            Map.entry("jetson-nano", "embedded"),
            Map.entry("jetson-xavier", "embedded"),
            Map.entry("jetson-orin", "embedded"),
            Map.entry("gtx-titan-black", "desktop"),
            Map.entry("gt-730", "desktop"),
            Map.entry("gtx-750-ti", "desktop"),
            Map.entry("gtx-970", "desktop"),
            Map.entry("gtx-1060", "desktop"),
            Map.entry("gtx-1080-ti", "desktop"),
            Map.entry("gtx-1650", "desktop"),
            Map.entry("rtx-2080-ti", "desktop"),
            Map.entry("rtx-3060", "desktop"),
            Map.entry("rtx-3090", "desktop"),
            Map.entry("rtx-4090", "desktop"),
            Map.entry("rtx-5090", "desktop"),
            Map.entry("mx150", "laptop"),
            Map.entry("940mx", "laptop"),
            Map.entry("rtx-3050-laptop", "laptop"),
            Map.entry("rtx-4060-laptop", "laptop"),
            Map.entry("quadro-p2000", "workstation"),
            Map.entry("titan-v", "workstation"),
            Map.entry("rtx-a6000", "workstation"),
            Map.entry("tesla-k80", "data-centre"),
            Map.entry("tesla-t4", "data-centre"),
            Map.entry("v100", "data-centre"),
            Map.entry("a100-mig", "data-centre"),
            Map.entry("h100", "data-centre"),
            Map.entry("b200", "data-centre"),
            Map.entry("l4", "data-centre"),
            Map.entry("dgx", "data-centre"),
            Map.entry("colab", "cloud-or-notebook"),
            Map.entry("kaggle-p100", "cloud-or-notebook"),
            Map.entry("sagemaker", "cloud-or-notebook"),
            Map.entry("aws-g4dn", "cloud-or-notebook"),
            Map.entry("azure-nc", "cloud-or-notebook"),
            Map.entry("gcp-gpu", "cloud-or-notebook"));

    /**
     * Every rank 1-8 of each answer (the per-query cap is the window); no thread any other folder cites. The rule gave 44
     * reports and 10 negatives (README); the floors are what it gave, so a file lost shows.
     * Round seven: 0.676, 0.920, 0 hit, held since. Not clean for no-kernel-image any more: the architecture signal
     * was written in the round after this set's family counts (not its texts) showed that family missed most.
     */
    private static final CollectionRule RULE =
            new CollectionRule(44, 45, 10, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_28B));

    private static final double RECALL_FLOOR = 0.67;
    private static final double PRECISION_FLOOR = 0.92;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.thirteenthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> MACHINE_KIND_OF_QUERY.containsKey(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-28b", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-28 by the engine of commit 0d976ae (main as
     * it was; the set was committed on top of it, 570870f and fa6ca3a, before this ran): recall 0.559 (19 of 34), precision
     * 0.864 (19 of 22), 0 of 10 negatives hit (docs/diagnosis-quality.md, "The thirteenth set, before"). Held: recall and
     * precision at those figures rounded down (both below the bar); negatives hit at the bar (at most one;
     * today none), as the eleventh set's test holds it.
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        System.out.println(FixtureScore.breakdown(
                "machine kind", set, f -> MACHINE_KIND_OF_QUERY.get(CollectionRule.query(f)), service));
        CollectionRule.printAndHold(
                "heldout-2026-11-28b",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
