package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The twelfth held-out set of issue 37 (fixtures/heldout-2026-11-28/README.md): found by queries worded as the fix a user
 * applied ("fixed by reinstalling nvidia driver", "set PYTORCH_CUDA_ALLOC_CONF solved", ...), kept where a thread pastes an
 * error (or its title names one) and says what it was, labelled by that resolution. Checks that the set keeps its rule,
 * prints recall and precision per stack group and per paste form with every report read wrongly (expected, got), and holds
 * what the engine read when the set was first scored as floors. Nothing is ever tuned on this set;
 * tools/diagnosis/collect_rules_2026_11_28.py also checks that every file is what its collected excerpt makes.
 */
class TwelfthHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_28.py); a report names one of them. */
    private static final Set<String> QUERIES = Set.of(
            "reinstall-driver",
            "downgrade-cudnn",
            "set-visible-devices",
            "install-container-toolkit",
            "reboot-after-driver-update",
            "pip-torch-cu118",
            "wsl-memory",
            "alloc-conf",
            "secure-boot",
            "reduce-batch-size",
            "docker-gpus-all",
            "ld-library-path",
            "upgrade-driver",
            "reinstall-torch-cuda",
            "install-cudnn-8",
            "arch-list",
            "blacklist-nouveau",
            "shm-size",
            "nccl-p2p-disable",
            "nightly-cu128",
            "matching-toolkit",
            "modprobe",
            "dkms-kernel-update",
            "fabric-manager",
            "cuda-bin-path",
            "onnxruntime-gpu-only",
            "xla-mem-fraction",
            "jax-cuda-reinstall",
            "update-wsl-kernel",
            "tf-allow-growth",
            "no-cgroups",
            "replace-psu",
            "remove-pip-cublas",
            "downgrade-numpy",
            "clear-triton-cache",
            "update-transformers");

    /**
     * Ranks 1-8 of each answer, every result there that keeps the test (no cap a query below the 8 ranks); at most 45
     * reports (the cut written down before the first search); no thread any other folder cites. The rule gave 42 reports
     * and 10 negatives (README); the floors are what it gave, so a file lost shows.
     */
    private static final CollectionRule RULE =
            new CollectionRule(42, 45, 10, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_28));

    /**
     * Before (engine 0d976ae): 0.559, 0.826, 1 hit. After the library's fourth batch and the fallback's settings chosen
     * again on the library (SimilarReports.Settings, score 34; nothing chosen on this set): 0.529, 0.857, 1 hit.
     */
    private static final double RECALL_FLOOR = 0.52;

    private static final double PRECISION_FLOOR = 0.85;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.twelfthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> QUERIES.contains(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-28", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-28 by the engine of commit 0d976ae (main as
     * it was; the set was committed on top of it, 013010d and 3cfab0c, before this ran): recall 0.559 (19 of 34), precision
     * 0.826 (19 of 23), 1 of 10 negatives hit (docs/diagnosis-quality.md, "The twelfth set, before"). Held: recall and
     * precision at those figures rounded down (both below the bars of 0.85 and 0.95); negatives hit at the issue's
     * bar (at most one; today one).
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        CollectionRule.printAndHold(
                "heldout-2026-11-28",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
