package dev.gpudoctor.diagnosis;

import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.DiagnosisContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class FailureDiagnoserTest {

    @TempDir
    Path root;

    private DiagnosisContext platformWithKernel(String release) throws Exception {
        Path file = root.resolve("proc/sys/kernel/osrelease");
        Files.createDirectories(file.getParent());
        Files.writeString(file, release + "\n");
        return FailureDiagnoser.platformOf(HostRoot.of(root));
    }

    @Test
    void theMachinesPlatformComesFromItsKernelOrDxg() throws Exception {
        assertThat(platformWithKernel("5.15.153.1-microsoft-standard-WSL2")).isEqualTo(DiagnosisContext.WSL2);
        assertThat(platformWithKernel("6.8.0-45-generic")).isEqualTo(DiagnosisContext.NATIVE_LINUX);
        assertThat(platformWithKernel("4.4.0-19041-Microsoft")).as("WSL1 has no CUDA at all").isEqualTo(DiagnosisContext.UNKNOWN);
        Files.createDirectories(root.resolve("dev"));
        Files.writeString(root.resolve("dev/dxg"), "");
        assertThat(platformWithKernel("6.6.36-custom")).as("a custom WSL2 kernel").isEqualTo(DiagnosisContext.WSL2);
    }

    @Test
    void withoutAKernelFileThePlatformIsUnknown() {
        assertThat(FailureDiagnoser.platformOf(HostRoot.of(root))).isEqualTo(DiagnosisContext.UNKNOWN);
    }

    @Test
    void theSameTextGetsThisPlatformsRemedy() {
        String triton = "AssertionError: libcuda.so cannot found!";
        FailureDiagnoser wsl2 = new FailureDiagnoser(DiagnosisService.standard(), DiagnosisContext.WSL2);
        FailureDiagnoser nativeLinux = new FailureDiagnoser(DiagnosisService.standard(), DiagnosisContext.NATIVE_LINUX);
        dev.gpudoctor.model.CapabilityCell cell = new dev.gpudoctor.model.CapabilityCell(0, dev.gpudoctor.model.CapabilityState.FAILED,
                triton, java.util.Map.of());

        assertThat(wsl2.diagnose(cell)).get().extracting(f -> f.id()).isEqualTo("wsl-libcuda-not-found");
        assertThat(wsl2.diagnose(cell).orElseThrow().firstRemedy()).contains("/usr/lib/wsl/lib");
        assertThat(nativeLinux.diagnose(cell)).get().extracting(f -> f.id()).isEqualTo("wsl-libcuda-not-found");
        assertThat(nativeLinux.diagnose(cell).orElseThrow().remedy()).doesNotContain("/usr/lib/wsl/lib").contains("ldconfig -p");
    }
}
