package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The eighteenth held-out set of issue 37 (fixtures/heldout-2026-11-28g/README.md): found by queries worded as the
 * versions the user ran (torch 2.5 CUDA 12.4, cuDNN 9 tensorflow 2.16, driver 535 ubuntu 22.04, onnxruntime-gpu 1.20 cuda
 * 12...), naming nothing of the error, kept only where an error was pasted and the thread says what it was, labelled by
 * that resolution. Checks that the set keeps its rule, prints recall and precision per stack group, per paste form and per
 * stack the query's versions name, with every report read wrongly (expected, got), and holds what the engine read when the
 * set was first scored as floors. Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_28g.py also
 * checks that every file is what its collected excerpt makes.
 */
class EighteenthHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_28g.py), each with the stack whose versions it names. */
    private static final Map<String, String> STACK_OF_QUERY = Map.ofEntries(
            Map.entry("torch25-cuda124", "pytorch"),
            Map.entry("torch113-cuda117", "pytorch"),
            Map.entry("torch271-cu128", "pytorch"),
            Map.entry("torch20-cuda118-py310", "pytorch"),
            Map.entry("torch17-cuda110", "pytorch"),
            Map.entry("tf216-cudnn9", "tensorflow"),
            Map.entry("tf210-cuda112", "tensorflow"),
            Map.entry("tf115-cuda100", "tensorflow"),
            Map.entry("tf24-cuda110", "tensorflow"),
            Map.entry("jax0430-cuda12", "jax"),
            Map.entry("jaxlib0413-cuda11", "jax"),
            Map.entry("ort120-cuda12", "onnxruntime-tensorrt"),
            Map.entry("ort116-cuda118", "onnxruntime-tensorrt"),
            Map.entry("trt10-cuda125", "onnxruntime-tensorrt"),
            Map.entry("vllm06-cuda121", "llm-serving"),
            Map.entry("ollama05-driver", "llm-serving"),
            Map.entry("llamacpp-cuda122", "llm-serving"),
            Map.entry("llama-cpp-python-cu121", "llm-serving"),
            Map.entry("comfyui-torch26-cu126", "sd-frontends"),
            Map.entry("a1111-torch21-cu121", "sd-frontends"),
            Map.entry("ctk117", "containers"),
            Map.entry("docker-cuda118-ubuntu22", "containers"),
            Map.entry("k8s-plugin-014", "containers"),
            Map.entry("cuda128-driver570", "drivers-wsl"),
            Map.entry("driver535-ubuntu2204", "drivers-wsl"),
            Map.entry("wsl2-driver560-cuda126", "drivers-wsl"),
            Map.entry("driver470-cuda114", "drivers-wsl"),
            Map.entry("driver390-cuda91", "drivers-wsl"),
            Map.entry("cupy-py312-cuda12", "cupy-numba"),
            Map.entry("numba-057-cuda118", "cupy-numba"),
            Map.entry("gromacs2023-cuda12", "science"),
            Map.entry("openmm8-cuda118", "science"),
            Map.entry("cuda118-rtx4090", "gpu-model"),
            Map.entry("cuda121-rtx5090", "gpu-model"),
            Map.entry("cuda102-gtx1080", "gpu-model"),
            Map.entry("windows11-cuda123", "drivers-wsl"),
            Map.entry("r2-torch1101-cu113-ubuntu2004", "pytorch"),
            Map.entry("r2-torch201-cu118-rtx3090", "pytorch"),
            Map.entry("r2-torch212-cu121-win10", "pytorch"),
            Map.entry("r2-torch240-cu124-driver550", "pytorch"),
            Map.entry("r2-torch19-cu102-k80", "pytorch"),
            Map.entry("r2-tf212-cuda118-wsl2", "tensorflow"),
            Map.entry("r2-tf215-cuda122", "tensorflow"),
            Map.entry("r2-tf114-cuda100-win10", "tensorflow"),
            Map.entry("r2-tf217-cuda123-driver535", "tensorflow"),
            Map.entry("r2-jaxlib0425-cuda123", "jax"),
            Map.entry("r2-jax0426-cuda12-local", "jax"),
            Map.entry("r2-ort118-cudnn9-win", "onnxruntime-tensorrt"),
            Map.entry("r2-ort1151-cuda117", "onnxruntime-tensorrt"),
            Map.entry("r2-vllm042-cuda118", "llm-serving"),
            Map.entry("r2-vllm065-v100", "llm-serving"),
            Map.entry("r2-ollama0130-driver535", "llm-serving"),
            Map.entry("r2-llamacpp-cuda118-p40", "llm-serving"),
            Map.entry("r2-comfyui-torch210-cu118", "sd-frontends"),
            Map.entry("r2-a1111-torch1131-cu117", "sd-frontends"),
            Map.entry("r2-docker24-ctk114", "containers"),
            Map.entry("r2-docker-desktop-wsl2-537", "containers"),
            Map.entry("r2-gpu-operator-239", "containers"),
            Map.entry("r2-driver550-kernel68", "drivers-wsl"),
            Map.entry("r2-driver525-debian12", "drivers-wsl"),
            Map.entry("r2-wsl2-driver528-cuda117", "drivers-wsl"),
            Map.entry("r2-cupy-cuda11x-v12", "cupy-numba"),
            Map.entry("r2-numba056-cuda120", "cupy-numba"),
            Map.entry("r2-lammps-kokkos-cuda122", "science"),
            Map.entry("r2-amber22-cuda114", "science"),
            Map.entry("r2-pyg-torch113-cu116", "torch-extensions"),
            Map.entry("r2-detectron2-torch110-cu113", "torch-extensions"),
            Map.entry("r2-bnb0411-cuda118", "torch-extensions"),
            Map.entry("r2-deepspeed012-cuda121", "torch-extensions"),
            Map.entry("r2-flash-attn25-torch22", "torch-extensions"),
            Map.entry("r2-xformers0022-torch210", "torch-extensions"),
            Map.entry("r2-mmcv14-torch18-cu111", "torch-extensions"));

    /**
     * Every rank 1-8 of each answer (the per-query cap is the window); no thread any other folder cites. The rule gave 25
     * reports and 13 negatives (README: short of its 30-50 aim, not loosened); the floors are what it gave, so a file lost
     * shows.
     */
    private static final CollectionRule RULE =
            new CollectionRule(25, 25, 13, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_28G));

    private static final double RECALL_FLOOR = 0.25;
    private static final double PRECISION_FLOOR = 0.33;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.eighteenthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> STACK_OF_QUERY.containsKey(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-28g", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-28 by the engine of commit dd97e1a (main at
     * this branch's point; the set was committed on top of it, 6c8d795, before this ran): recall 0.250 (3 of 12), precision
     * 0.333 (3 of 9 claims), 1 of 13 negatives hit. Held: recall and precision at those figures rounded down to two
     * decimals (far below the bar), negatives hit at the bar (at most one; the first run hit one).
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        System.out.println(FixtureScore.breakdown(
                "versions' stack", set, f -> STACK_OF_QUERY.get(CollectionRule.query(f)), service));
        CollectionRule.printAndHold(
                "heldout-2026-11-28g",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
