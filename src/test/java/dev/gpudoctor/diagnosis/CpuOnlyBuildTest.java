package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A framework built without CUDA is one family whichever framework says it: torch's "not compiled with CUDA enabled",
 * ONNX Runtime's provider list without CUDA, PaddlePaddle's CPU package, llama.cpp's build without GPU offload, a package
 * compiled from source without nvcc. The first step is that framework's own fix. A framework that falls back to its CPU
 * because a CUDA library did not load is that library's failure, not a CPU build.
 */
class CpuOnlyBuildTest {

    private static final String FAMILY = "torch-not-compiled-with-cuda";

    private final DiagnosisService service = DiagnosisService.standard();

    @Test
    void eachFrameworksCpuBuildIsTheFamilyWithItsOwnFixFirst() {
        assertFirstStep(
                "UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names."
                        + " Available providers: 'AzureExecutionProvider, CPUExecutionProvider'",
                "pip install onnxruntime-gpu");
        assertFirstStep(
                "Cannot use GPU because you have installed CPU version of PaddlePaddle.",
                "pip install paddlepaddle-gpu");
        assertFirstStep(
                "warning: not compiled with GPU offload support, --n-gpu-layers option will be ignored",
                "-DGGML_CUDA=on");
        assertFirstStep("AssertionError: Pytorch compiled without CUDA support", "torch.version.cuda");
        assertFirstStep("RuntimeError: Not compiled with GPU support", "nvcc --version");
        assertFirstStep(
                "AssertionError: Torch not compiled with CUDA enabled", "torch.__version__, torch.version.cuda");
    }

    @Test
    void aFrameworkFallingBackBecauseACudaLibraryDidNotLoadIsThatLibrary() {
        assertThat(ids("""
                        [E:onnxruntime:Default, provider_bridge_ort.cc:1480 TryGetProviderInfo_CUDA] Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory
                        UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names. Available providers: 'CPUExecutionProvider'
                        """)).containsExactly("cuda-runtime-lib-not-found");
    }

    @Test
    void aGpuArchitectureMissingFromTheBuildInAnotherRuntimesWordsIsNoKernelImage() {
        assertThat(ids("ERROR: no device code compatible with CUDA arch 520 is available"))
                .containsExactly("no-kernel-image");
        assertThat(ids(
                        "Ignoring visible gpu device (device: 0, name: GeForce GT 730, compute capability: 3.5) with Cuda"
                                + " compute capability 3.5. The minimum required Cuda capability is 3.7."))
                .containsExactly("no-kernel-image");
        assertThat(ids("Found GPU0 GeForce GTX 1080 which is of cuda capability 6.1."))
                .as("a capability named without a refusal")
                .isEmpty();
    }

    private void assertFirstStep(String text, String firstStepHolds) {
        DiagnosisFinding finding = service.diagnose(text, DiagnosisContext.NATIVE_LINUX).findings().stream()
                .filter(f -> f.id().equals(FAMILY))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + FAMILY + " finding for: " + text));
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).as(text).contains(firstStepHolds);
    }

    private List<String> ids(String text) {
        return service.diagnose(text, DiagnosisContext.NATIVE_LINUX).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }
}
