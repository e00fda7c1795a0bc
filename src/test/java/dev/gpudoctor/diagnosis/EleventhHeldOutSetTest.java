package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The eleventh held-out set of issue 37 (fixtures/heldout-2026-11-27h/README.md): pull-request threads only, found by
 * queries worded the way a fix's PR title names a failure, kept only where the PR quotes a pasted error and says what it
 * was, labelled by the fixed cause. Checks that the set keeps its rule (pull requests included), prints recall and
 * precision per stack group and per paste form with every report read wrongly (expected, got), and holds what the engine
 * read when the set was first scored as floors. Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_27h.py
 * also checks that every file is what its collected excerpt makes.
 */
class EleventhHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_27h.py), first round and second; a report names one of them. */
    private static final Set<String> QUERIES = Set.of(
            "fix-oom",
            "fix-libcudnn",
            "handle-no-device",
            "fix-driver-insufficient",
            "fix-nvidia-smi-parsing",
            "fix-wsl2-crash",
            "support-sm120",
            "fix-triton-compile",
            "fix-nccl-error",
            "fix-illegal-memory-access",
            "catch-cuda-init-error",
            "fix-docker-gpu",
            "fix-libcudart",
            "fix-cublas-status",
            "fix-device-side-assert",
            "fix-not-compiled-with-cuda",
            "fix-nvml-init",
            "fix-cudnn-status",
            "fix-onnxruntime-cuda-provider",
            "fix-windows-dll",
            "fix-no-kernel-image",
            "fix-oom-tried-to-allocate",
            "fix-libcudnn-so-8",
            "fix-container-cli",
            "fix-is-available-false",
            "fix-no-nvidia-driver",
            "fix-invalid-device-ordinal",
            "fix-nvcc-unsupported-arch",
            "fix-triton-out-of-resources",
            "fix-cudnn-version-incompatible",
            "fix-jax-no-device",
            "fix-nvml-shared-library");

    /**
     * Ranks 1-10 of each answer, at most 3 files a query; no thread any other folder cites. The rule gave 9 reports and 6 negatives, below the 25 and 8 the
     * task aimed at (README); the floors are what it gave, so a file lost shows.
     */
    private static final CollectionRule RULE =
            new CollectionRule(9, 50, 6, 10, 3, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_27H));

    private static final double RECALL_FLOOR = 0.66;
    private static final double PRECISION_FLOOR = 0.95;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.eleventhHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> QUERIES.contains(CollectionRule.query(f)));
        assertThat(set)
                .as("every source is a pull request")
                .allSatisfy(
                        f -> assertThat(f.source()).as(f.name()).matches("https://github\\.com/[^/]+/[^/]+/pull/\\d+"));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-27h", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-27 by the engine of commit 592cd8d (main as
     * it was; the set was committed on top of it, 1ae8b70 and 8e5026f, before this ran): recall 0.667 (2 of 3), precision
     * 1.000 (2 of 2), 0 of 6 negatives hit (docs/diagnosis-quality.md, "The eleventh set, before"). Held: recall at that
     * figure rounded down; precision at the bar of 0.95 (today's 1.000 is above it; with two findings any wrong one
     * fails it); negatives hit at the bar (at most one; today none).
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        CollectionRule.printAndHold(
                "heldout-2026-11-27h",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
