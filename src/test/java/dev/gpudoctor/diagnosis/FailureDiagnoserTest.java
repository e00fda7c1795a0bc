package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

class FailureDiagnoserTest {

    @Test
    void aMachinesPlatformGivesItsContext() {
        assertThat(DiagnosisContext.of(new Platform(Platform.Kind.WSL2, List.of())))
                .isEqualTo(DiagnosisContext.WSL2);
        assertThat(DiagnosisContext.of(new Platform(Platform.Kind.NATIVE_LINUX, List.of())))
                .isEqualTo(DiagnosisContext.NATIVE_LINUX);
        assertThat(DiagnosisContext.of(new Platform(Platform.Kind.WSL1, List.of())))
                .as("WSL1 has no CUDA at all")
                .isEqualTo(DiagnosisContext.UNKNOWN);
        assertThat(DiagnosisContext.of(Platform.unknown("no kernel"))).isEqualTo(DiagnosisContext.UNKNOWN);
    }

    @Test
    void theSameTextGetsThisPlatformsRemedy() {
        String triton = "AssertionError: libcuda.so cannot found!";
        FailureDiagnoser wsl2 = new FailureDiagnoser(DiagnosisService.standard(), DiagnosisContext.WSL2);
        FailureDiagnoser nativeLinux = new FailureDiagnoser(DiagnosisService.standard(), DiagnosisContext.NATIVE_LINUX);
        dev.gpudoctor.model.CapabilityCell cell = new dev.gpudoctor.model.CapabilityCell(
                0, dev.gpudoctor.model.CapabilityState.FAILED, triton, java.util.Map.of());

        assertThat(wsl2.diagnose(cell)).get().extracting(f -> f.id()).isEqualTo("wsl-libcuda-not-found");
        assertThat(wsl2.diagnose(cell).orElseThrow().firstRemedy()).contains("/usr/lib/wsl/lib");
        assertThat(nativeLinux.diagnose(cell)).get().extracting(f -> f.id()).isEqualTo("wsl-libcuda-not-found");
        assertThat(nativeLinux.diagnose(cell).orElseThrow().remedy())
                .doesNotContain("/usr/lib/wsl/lib")
                .contains("ldconfig -p");
    }
}
