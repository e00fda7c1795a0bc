package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.RecommendedAction;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Three remedies that once came out wrong on real reports (src/test/resources/diagnosis/remedies/, each
 * with its thread): the failing layer decides the first step, a version the text names pins the fix,
 * and a device that CUDA cannot see names CUDA_VISIBLE_DEVICES.
 */
class RemedyFollowsSignalsTest {

    private final DiagnosisService service = DiagnosisService.standard();

    @Test
    void theContainerToolkitFailingToLoadTheDriversLibraryLeadsWithTheHostDriverNotTheToolkit() throws IOException {
        DiagnosisFinding finding = finding("container-toolkit-present-host-driver-missing.txt", "container-no-gpu");

        String first = RemedyDirectionTest.firstStep(finding.remedy());
        assertThat(first)
                .contains("host's NVIDIA driver")
                .contains("nvidia-smi")
                .doesNotContain("Install the NVIDIA Container Toolkit");
        assertThat(finding.action()).isEqualTo(RecommendedAction.UPDATE_DRIVER);
    }

    @Test
    void withoutTheDriversLibraryInTheTextTheToolkitStaysFirst() {
        DiagnosisFinding finding = service.diagnose(
                        "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(finding.id()).isEqualTo("container-no-gpu");
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("Install the NVIDIA Container Toolkit");
    }

    @Test
    void aContainerAskedForADeviceTheHostDoesNotHaveLeadsWithTheDeviceNameNotTheToolkit() {
        // nvidia-container-toolkit#29 (train-2026-11-28zm): Unraid passed NVIDIA_VISIBLE_DEVICES=false.
        DiagnosisFinding finding = service.diagnose(
                        "nvidia-container-cli: device error: false: unknown device: unknown.",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(finding.id()).isEqualTo("container-no-gpu");
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("NVIDIA_VISIBLE_DEVICES");
        // A MIG device named in the pre-R470 form is MIG's own naming, not a device the host lacks.
        assertThat(service.diagnose(
                                "nvidia-container-cli.real: device error: MIG-GPU-932bfb2c-849a-2a22-1e84-9eff6bc02b39/1/0:"
                                        + " unknown device",
                                DiagnosisContext.NATIVE_LINUX)
                        .findings()
                        .get(0)
                        .id())
                .isEqualTo("mig-misconfig");
    }

    @Test
    void tensorflowAskingForCudnn8BesideCuda11GetsCudnn8ForCuda11Pinned() throws IOException {
        DiagnosisFinding finding = finding("tensorflow-cudnn8-cuda11.txt", "cuda-runtime-lib-not-found");

        assertThat(finding.remedy())
                .contains("'nvidia-cudnn-cu11==8.*'")
                .contains("nvidia-cuda-runtime-cu11")
                .doesNotContain("nvidia-cudnn-cu12");
    }

    @Test
    void withNoVersionNamedTheRuntimeWheelsAreTheCuda12Ones() {
        DiagnosisFinding finding = service.diagnose(
                        "ImportError: libcublasLt.so: cannot open shared object file: No such file or directory",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(finding.id()).isEqualTo("cuda-runtime-lib-not-found");
        assertThat(finding.remedy())
                .contains("pip install nvidia-cuda-runtime-cu12 nvidia-cublas-cu12 nvidia-cudnn-cu12");
    }

    @Test
    void jaxSeeingNoDeviceNamesCudaVisibleDevicesFirstAndNoContainerWhenNoneIsMentioned() throws IOException {
        DiagnosisFinding finding = finding("jax-cuda-error-no-device.txt", "no-driver");

        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("CUDA_VISIBLE_DEVICES");
        assertThat(finding.remedy()
                        .lines()
                        .filter(l -> l.matches("\\d+\\. .*"))
                        .findFirst()
                        .orElseThrow())
                .doesNotContainIgnoringCase("docker");
        assertThat(finding.remedy().indexOf("docker"))
                .as("the container step, if shown, comes after the driver's")
                .isGreaterThan(finding.remedy().indexOf("nvidia-smi"));
    }

    /**
     * A program in a container that finds no driver or no device was most often started without GPUs (no --gpus, no
     * toolkit, no device request): the container layer, not the host's driver, is what failed (adelaidet#348,
     * bentoml#3387 in the library). Where the text says the host itself has no NVIDIA libraries, or that nvidia-smi
     * works inside, the driver or the device choice stays the reading.
     */
    @Test
    void aProgramInAContainerThatFindsNoDriverIsTheContainerStartedWithoutGpus() {
        DiagnosisFinding finding =
                service.diagnose("""
                $ docker run --rm my-image python -c "import torch; torch.zeros(1).cuda()"
                RuntimeError: Found no NVIDIA driver on your system.
                """, DiagnosisContext.NATIVE_LINUX).findings().get(0);
        assertThat(finding.id()).isEqualTo("container-no-gpu");
        assertThat(finding.remedy()).contains("docker run --gpus all");
        assertThat(ids("RuntimeError: Found no NVIDIA driver on your system."))
                .as("no container named")
                .containsExactly("no-driver");
        assertThat(ids("""
                $ singularity exec --nv ./container.simg python main.py
                WARNING: Could not find any NVIDIA libraries on this host!
                RuntimeError: Found no NVIDIA driver on your system.
                """)).as("the host has no driver").contains("no-driver").doesNotContain("container-no-gpu");
        assertThat(ids("""
                Inside the docker container I can run nvidia-smi without problem.
                RuntimeError: Found no NVIDIA driver on your system.
                """)).as("the container sees the GPU").containsExactly("no-driver");
    }

    private List<String> ids(String text) {
        return service.diagnose(text, DiagnosisContext.NATIVE_LINUX).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }

    @Test
    void noDeviceAfterAKernelUpdateLeadsWithRebuildingAndLoadingTheModule() {
        DiagnosisFinding finding =
                service.diagnose("""
                        Since the kernel was upgraded yesterday every run fails:
                        cudaGetDeviceCount returned 100 -> no CUDA-capable device is detected
                        """, DiagnosisContext.NATIVE_LINUX).findings().get(0);
        assertThat(finding.id()).isEqualTo("no-driver");
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("dkms autoinstall");
        DiagnosisFinding plain = service.diagnose(
                        "cudaGetDeviceCount returned 100 -> no CUDA-capable device is detected",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(RemedyDirectionTest.firstStep(plain.remedy())).doesNotContain("dkms");
    }

    private DiagnosisFinding finding(String file, String id) throws IOException {
        String text = text(file);
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(f -> f.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError(file + " should be recognised as " + id));
    }

    /** The report's text, without its "# source:" / "# stack:" header lines. */
    static String text(String file) throws IOException {
        try (InputStream in = RemedyFollowsSignalsTest.class.getResourceAsStream("/diagnosis/remedies/" + file)) {
            String content = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return content.lines().filter(l -> !l.startsWith("# ")).reduce("", (a, b) -> a + b + "\n");
        }
    }
}
