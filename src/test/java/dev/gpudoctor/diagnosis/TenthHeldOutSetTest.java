package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tenth held-out set of issue 37 (fixtures/heldout-2026-11-27g/README.md): GitHub threads created on 2025-01-01 or
 * later, found by queries worded as an exception class or a process outcome plus a stack word, kept only where someone
 * pasted the error and the thread says what it was, labelled by that resolution. Checks that the set keeps its rule (the
 * creation date included), prints recall and precision per stack group and per paste form with every report read wrongly
 * (expected, got), and holds what the engine read when the set was first scored as floors. Nothing is ever tuned on this
 * set; tools/diagnosis/collect_rules_2026_11_27g.py also checks that every file is what its collected excerpt makes.
 */
class TenthHeldOutSetTest {

    /** The rule's date window: only threads created on this day or later (ISO dates compare as text). */
    private static final String CREATED_SINCE = "2025-01-01";

    /** Ranks 1-10 of each answer, at most 3 files a query; no thread any other folder cites. */
    private static final CollectionRule RULE =
            new CollectionRule(10, 50, 3, 10, 3, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_27G));

    /**
     * The stack each query of the rule named: the queries fix the stacks, so a report is counted under the stack its query
     * named even where the corpus answered with a thread of another project (its {@code # stack:} says which).
     * Round seven (the same changes): 0.571, 1.000, 0 hit, held since.
     */
    private static final Map<String, String> STACK_OF_QUERY = Map.ofEntries(
            Map.entry("onnxruntime-importerror", "onnxruntime"),
            Map.entry("onnxruntime-fail", "onnxruntime"),
            Map.entry("tensorflow-oserror", "tensorflow"),
            Map.entry("tensorflow-internalerror", "tensorflow"),
            Map.entry("tensorflow-blackwell", "tensorflow"),
            Map.entry("jax-xlaruntimeerror", "jax"),
            Map.entry("jax-runtimeerror", "jax"),
            Map.entry("vllm-runtimeerror", "llm-serving"),
            Map.entry("vllm-engine-core", "llm-serving"),
            Map.entry("ollama-exit-139", "llm-serving"),
            Map.entry("ollama-exit-status-2", "llm-serving"),
            Map.entry("ollama-0xc0000409", "llm-serving"),
            Map.entry("llamacpp-segfault", "llm-serving"),
            Map.entry("llamacpp-abort", "llm-serving"),
            Map.entry("comfyui-oom", "sd-frontends"),
            Map.entry("comfyui-importerror", "sd-frontends"),
            Map.entry("sdwebui-runtimeerror", "sd-frontends"),
            Map.entry("docker-exit-status", "containers"),
            Map.entry("docker-oci-runtime", "containers"),
            Map.entry("container-cdi-error", "containers"),
            Map.entry("k8s-crashloop", "containers"),
            Map.entry("k8s-nvml-error", "containers"),
            Map.entry("triton-calledprocesserror", "triton"),
            Map.entry("dkms-bad-exit", "driver-install"),
            Map.entry("wsl2-error", "wsl2"),
            Map.entry("wsl2-cuda-error", "wsl2"),
            Map.entry("windows-oserror-winerror", "windows"),
            Map.entry("pytorch-runtimeerror", "pytorch"),
            Map.entry("torch-sm120", "pytorch"),
            Map.entry("flashattn-importerror", "pytorch"));

    private static final double RECALL_FLOOR = 0.57;
    private static final double PRECISION_FLOOR = 0.95;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.tenthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's, with its stack")
                .allMatch(f -> STACK_OF_QUERY.containsKey(CollectionRule.query(f)));
        assertThat(set)
                .as("every thread was created on " + CREATED_SINCE + " or later (# date: YYYY-MM-DD)")
                .allSatisfy(f -> assertThat(f.date())
                        .as(f.name())
                        .matches("\\d{4}-\\d{2}-\\d{2}")
                        .isGreaterThanOrEqualTo(CREATED_SINCE));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-27g", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-27 by the engine of commit e3f6bca (main as
     * it was; the set was committed on top of it, 2df332e, before this ran): recall 0.429 (3 of 7), precision 1.000 (3 of
     * 3), 0 of 3 negatives hit (docs/diagnosis-quality.md, "The tenth set, before"). Held: recall at that figure rounded
     * down; precision at the bar of 0.95 (today's 1.000 is above it; with three findings any wrong one fails
     * either floor); negatives hit at the bar (at most one).
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        CollectionRule.printAndHold(
                "heldout-2026-11-27g",
                set,
                service,
                "stack",
                f -> STACK_OF_QUERY.get(CollectionRule.query(f)),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
