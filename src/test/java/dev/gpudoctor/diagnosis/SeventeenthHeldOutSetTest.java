package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The seventeenth held-out set of issue 37 (fixtures/heldout-2026-11-28f/README.md): found by queries worded as the
 * command the user ran when it failed (docker run --gpus, pip install, nvcc -arch, sbatch --gres, modprobe, trtexec...),
 * never as an error text, kept only where an error was pasted and the thread says what it was, labelled by that
 * resolution. Checks that the set keeps its rule, prints recall and precision per stack group, per paste form and per
 * tool the command runs, with every report read wrongly (expected, got), and holds what the engine read when the set was
 * first scored as floors. Nothing is ever tuned on this set; tools/diagnosis/collect_rules_2026_11_28f.py also checks that
 * every file is what its collected excerpt makes.
 */
class SeventeenthHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_28f.py), each with the tool its command runs. */
    private static final Map<String, String> TOOL_OF_QUERY = Map.ofEntries(
            Map.entry("docker-run-gpus", "docker"),
            Map.entry("pip-install-torch", "pip"),
            Map.entry("python-c-torch", "python"),
            Map.entry("nvidia-smi", "nvidia-smi"),
            Map.entry("torchrun", "launchers"),
            Map.entry("ollama-run", "llm-servers"),
            Map.entry("llama-server-ngl", "llm-servers"),
            Map.entry("conda-pytorch-cuda", "conda"),
            Map.entry("sbatch-gres", "slurm-mpi"),
            Map.entry("jupyter-cuda", "python"),
            Map.entry("cmake-cuda-arch", "build"),
            Map.entry("make-cuda", "build"),
            Map.entry("nvcc-arch", "build"),
            Map.entry("accelerate-launch", "launchers"),
            Map.entry("deepspeed-num-gpus", "launchers"),
            Map.entry("docker-compose-gpu", "docker"),
            Map.entry("kubectl-device-plugin", "kubernetes"),
            Map.entry("wsl-update", "driver-setup"),
            Map.entry("modprobe-nvidia", "driver-setup"),
            Map.entry("apt-nvidia-driver", "driver-setup"),
            Map.entry("dkms-nvidia", "driver-setup"),
            Map.entry("trtexec", "media-inference-tools"),
            Map.entry("ffmpeg-hwaccel", "media-inference-tools"),
            Map.entry("train-device-cuda", "python"),
            Map.entry("pip-install-tensorflow", "pip"),
            Map.entry("vllm-serve", "llm-servers"),
            Map.entry("pip-install-bitsandbytes", "pip"),
            Map.entry("pip-install-flash-attn", "pip"),
            Map.entry("pip-install-llama-cpp", "pip"),
            Map.entry("pip-install-cupy", "pip"),
            Map.entry("pip-install-jax", "pip"),
            Map.entry("python-setup-install", "build"),
            Map.entry("nvidia-ctk", "container-toolkit"),
            Map.entry("webui-sh", "sd-frontends"),
            Map.entry("comfyui-main", "sd-frontends"),
            Map.entry("srun-gpu", "slurm-mpi"),
            Map.entry("r2-nvidia-docker-run", "docker"),
            Map.entry("r2-docker-runtime-nvidia", "docker"),
            Map.entry("r2-collect-env", "python"),
            Map.entry("r2-ollama-serve", "llm-servers"),
            Map.entry("r2-pip-onnxruntime-gpu", "pip"),
            Map.entry("r2-mpirun", "slurm-mpi"),
            Map.entry("r2-python-m-bitsandbytes", "python"),
            Map.entry("r2-docker-exec-nvidia-smi", "docker"));

    /**
     * Every rank 1-8 of each answer (the per-query cap is the window); no thread any other folder cites. The rule gave 16
     * reports and 13 negatives (README: short of its 30-50 aim, not loosened); the floors are what it gave, so a file lost
     * shows.
     */
    private static final CollectionRule RULE =
            new CollectionRule(16, 16, 13, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_28F));

    private static final double RECALL_FLOOR = 0.0;
    private static final double PRECISION_FLOOR = 1.0;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.seventeenthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> TOOL_OF_QUERY.containsKey(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-28f", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-28 by the engine of commit 8804e51 (main at
     * this branch's point; the set was committed on top of it before this ran): recall 0.000 (0 of 3), precision 1.000 (no
     * family claimed), 0 of 13 negatives hit. Held: recall and precision at those figures (recall far below the issue's
     * bar; precision is 1.0 only because nothing was claimed, so any claim on a negative fails it); negatives hit at the
     * issue's bar (at most one; today none), as the fourteenth set's test holds it.
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        System.out.println(FixtureScore.breakdown(
                "command's tool", set, f -> TOOL_OF_QUERY.get(CollectionRule.query(f)), service));
        CollectionRule.printAndHold(
                "heldout-2026-11-28f",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
