package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fourteenth held-out set of issue 37 (fixtures/heldout-2026-11-28c/README.md): found by queries that name a program
 * whose host language is not Python (Julia, Rust, C++, Java, C#, JavaScript, R, MATLAB, Go) crossed with one failure
 * word, kept only where an error was pasted and the thread says what it was, labelled by that resolution. Checks that the
 * set keeps its rule, prints recall and precision per stack group, per paste form and per host language with every report
 * read wrongly (expected, got), and holds what the engine read when the set was first scored as floors. Nothing is ever
 * tuned on this set; tools/diagnosis/collect_rules_2026_11_28c.py also checks that every file is what its collected
 * excerpt makes.
 */
class FourteenthHeldOutSetTest {

    /** The queries of the rule (collect_rules_2026_11_28c.py, both rounds), each with the host language it names. */
    private static final Map<String, String> HOST_LANGUAGE_OF_QUERY = Map.ofEntries(
            Map.entry("cudajl-oom", "julia"),
            Map.entry("cudajl-libcuda", "julia"),
            Map.entry("flux-gpu", "julia"),
            Map.entry("lux-cuda", "julia"),
            Map.entry("r2-cudajl-launch", "julia"),
            Map.entry("candle-cuda-error", "rust"),
            Map.entry("candle-oom", "rust"),
            Map.entry("burn-cuda", "rust"),
            Map.entry("cudarc-driver", "rust"),
            Map.entry("tch-rs-cuda", "rust"),
            Map.entry("ort-rust-cuda", "rust"),
            Map.entry("r2-candle-nvcc", "rust"),
            Map.entry("libtorch-cuda", "c++"),
            Map.entry("libtorch-oom", "c++"),
            Map.entry("onnxruntime-cpp", "c++"),
            Map.entry("tensorrt-cpp", "c++"),
            Map.entry("opencv-cuda", "c++"),
            Map.entry("whisper-cpp", "c++"),
            Map.entry("ggml-cuda", "c++"),
            Map.entry("blender-cycles", "c++"),
            Map.entry("ffmpeg-nvenc", "c++"),
            Map.entry("ffmpeg-cuda-filter", "c++"),
            Map.entry("r2-opencv-dnn", "c++"),
            Map.entry("djl-cuda", "java"),
            Map.entry("dl4j-cuda", "java"),
            Map.entry("jcuda", "java"),
            Map.entry("r2-jcuda-link", "java"),
            Map.entry("r2-djl-oom", "java"),
            Map.entry("torchsharp", "c#"),
            Map.entry("mlnet-gpu", "c#"),
            Map.entry("onnxruntime-csharp", "c#"),
            Map.entry("r2-torchsharp-oom", "c#"),
            Map.entry("r2-llamasharp", "c#"),
            Map.entry("tfjs-node-gpu", "javascript"),
            Map.entry("onnxruntime-node", "javascript"),
            Map.entry("r2-tfjs-node-gpu-oom", "javascript"),
            Map.entry("torch-r", "r"),
            Map.entry("tensorflow-r", "r"),
            Map.entry("matlab-gpuarray", "matlab"),
            Map.entry("matlab-oom", "matlab"),
            Map.entry("gorgonia", "go"),
            Map.entry("go-llama", "go"),
            Map.entry("go-onnxruntime", "go"));

    /**
     * Every rank 1-8 of each answer (the per-query cap is the window); no thread any other folder cites. The rule gave 37
     * reports and 10 negatives (README); the floors are what it gave, so a file lost shows.
     * Round seven, the clean "after" (every change of the round was made before this set was first scored with it):
     * 0.519, 0.933, 0 hit, held since.
     */
    private static final CollectionRule RULE =
            new CollectionRule(37, 38, 10, 8, 8, Fixtures.everyFolderBut(Fixtures.Split.HELDOUT_2026_11_28C));

    private static final double RECALL_FLOOR = 0.51;
    private static final double PRECISION_FLOOR = 0.93;
    private static final int NEGATIVES_HIT_CEILING = 1;

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.fourteenthHeldOut();

    @Test
    void theSetKeepsItsCollectionRule() {
        RULE.check(set, service.knowledgeBase().ids());
        assertThat(set)
                .as("every report's query is one of the rule's")
                .allMatch(f -> HOST_LANGUAGE_OF_QUERY.containsKey(CollectionRule.query(f)));
    }

    @Test
    void theSetIsHeldOutOfTheShippedLibrary() {
        CollectionRule.assertHeldOutOfTheShippedLibrary("heldout-2026-11-28c", set);
    }

    /**
     * Prints the figures and every report read wrongly. First scored on 2026-11-28 by the engine of commit aa81e6d (main as
     * it was; the set was committed on top of it, b06bef5, 8b3957a and a9a7fbf, before this ran): recall 0.481 (13 of
     * 27), precision 0.929 (13 of 14), 0 of 10 negatives hit (docs/diagnosis-quality.md, "The fourteenth set, before").
     * Held: recall and precision at those figures rounded down (both below the issue's bar); negatives hit at the issue's
     * bar (at most one; today none), as the thirteenth set's test holds it.
     */
    @Test
    void scoresPerStackAndPasteFormArePrinted() {
        System.out.println(FixtureScore.breakdown(
                "host language", set, f -> HOST_LANGUAGE_OF_QUERY.get(CollectionRule.query(f)), service));
        CollectionRule.printAndHold(
                "heldout-2026-11-28c",
                set,
                service,
                "stack",
                f -> Fixtures.stackGroup(f.stack()),
                RECALL_FLOOR,
                PRECISION_FLOOR,
                NEGATIVES_HIT_CEILING);
    }
}
