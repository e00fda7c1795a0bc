package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A failure said on a machine that has no NVIDIA GPU (a Mac, a CPU-only host) is still the failure the text states, and
 * its first step is the one that machine needs: run on 'mps' or 'cpu', or drop the container's GPU request; never
 * "install a CUDA build" or "install the container toolkit", which cannot help there. The reports are the library's
 * fourth batch (train-2026-11-28), collected as look-alike negatives and relabelled at the merge by this policy.
 */
class MachineWithoutNvidiaGpuRemedyTest {

    /** What a report's own platform line says when its machine has no NVIDIA GPU. */
    private static final Pattern NO_NVIDIA_GPU =
            Pattern.compile("macos|apple|cpu-only|no nvidia gpu|no gpu", Pattern.CASE_INSENSITIVE);

    private final DiagnosisService service = DiagnosisService.standard();

    @Test
    void torchWithoutCudaOnAMacOrACpuOnlyMachineLeadsWithTheDeviceNotACudaBuild() {
        List<Fixtures.Fixture> reports = withoutNvidiaGpu("torch-not-compiled-with-cuda");
        assertThat(reports).hasSizeGreaterThanOrEqualTo(6);
        for (Fixtures.Fixture report : reports) {
            String first = firstStepOf(report, "torch-not-compiled-with-cuda");
            assertThat(first).as(report.name()).contains("'mps' or 'cpu'").doesNotContain("pip install");
        }
    }

    @Test
    void aComposeFileAskingForAnNvidiaGpuOnAMachineWithoutOneLeadsWithDroppingTheRequest() {
        List<Fixtures.Fixture> reports = withoutNvidiaGpu("container-no-gpu");
        assertThat(reports).hasSize(3);
        for (Fixtures.Fixture report : reports) {
            String first = firstStepOf(report, "container-no-gpu");
            assertThat(first)
                    .as(report.name())
                    .contains("remove the GPU request")
                    .doesNotContain("apt-get install");
        }
    }

    @Test
    void noCudaToolkitOnAMacLeadsWithTheCpuBuildAndElsewhereWithInstallingTheToolkit() {
        // The batch's Mac report says only the error (its platform is in its thread, not its text): the finding is
        // right, and the step for a machine without an NVIDIA GPU is listed though not first.
        List<Fixtures.Fixture> mac = withoutNvidiaGpu("cuda-version-toolkit-mismatch");
        assertThat(mac).hasSize(1);
        assertThat(finding(mac.get(0).text(), "cuda-version-toolkit-mismatch").remedy())
                .contains("On a machine without an NVIDIA GPU");
        // Said with the machine, that step comes first.
        assertThat(RemedyDirectionTest.firstStep(finding(
                                "On my M2 Mac, pip install fails: OSError: CUDA_HOME environment variable is not set."
                                        + " Please set it to your CUDA install root.",
                                "cuda-version-toolkit-mismatch")
                        .remedy()))
                .contains("CPU build");

        List<Fixtures.Fixture> linux = Fixtures.library2026_11_28().stream()
                .filter(f -> f.expected().contains("cuda-version-toolkit-mismatch"))
                .filter(f -> !NO_NVIDIA_GPU.matcher(f.platform()).find())
                .toList();
        assertThat(linux).hasSize(3);
        for (Fixtures.Fixture report : linux) {
            assertThat(firstStepOf(report, "cuda-version-toolkit-mismatch"))
                    .as(report.name())
                    .contains("install the CUDA toolkit of torch's CUDA version");
        }
    }

    @Test
    void onAMachineThatNamesItsNvidiaGpuTheCudaBuildAndTheToolkitStayFirst() {
        DiagnosisFinding torch = service.diagnose(
                        "Windows 11, RTX 3060, pip install torch\nAssertionError: Torch not compiled with CUDA enabled",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(torch.id()).isEqualTo("torch-not-compiled-with-cuda");
        assertThat(RemedyDirectionTest.firstStep(torch.remedy())).startsWith("1. Check which torch is installed");

        // NVIDIA's Multi-Process Service is an NVIDIA machine's, not Apple's 'mps' device.
        DiagnosisFinding underMps = service.diagnose(
                        "started nvidia-cuda-mps-control -d; the CUDA MPS server is running\n"
                                + "AssertionError: Torch not compiled with CUDA enabled",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(RemedyDirectionTest.firstStep(underMps.remedy())).startsWith("1. Check which torch is installed");

        DiagnosisFinding container = service.diagnose(
                        "Ubuntu 22.04 with an RTX 4090\ndocker: Error response from daemon: could not select device driver"
                                + " \"nvidia\" with capabilities: [[gpu]].",
                        DiagnosisContext.NATIVE_LINUX)
                .findings()
                .get(0);
        assertThat(container.id()).isEqualTo("container-no-gpu");
        assertThat(RemedyDirectionTest.firstStep(container.remedy())).contains("Install the NVIDIA Container Toolkit");
    }

    private List<Fixtures.Fixture> withoutNvidiaGpu(String family) {
        return Fixtures.library2026_11_28().stream()
                .filter(f -> f.expected().contains(family))
                .filter(f -> NO_NVIDIA_GPU.matcher(f.platform()).find())
                .toList();
    }

    private String firstStepOf(Fixtures.Fixture report, String family) {
        return RemedyDirectionTest.firstStep(finding(report.text(), family).remedy());
    }

    private DiagnosisFinding finding(String text, String family) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(f -> f.id().equals(family))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + family + " finding in: " + text));
    }
}
