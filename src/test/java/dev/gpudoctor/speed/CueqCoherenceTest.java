package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CueqCoherenceTest {

    private final CueqCoherence coherence = CueqCoherence.standard();

    @Test
    void theH100sPackagesFitTogether() {
        CueqCoherence.Result result = coherence.check(RecordedH100Runs.versions(), "13.0");
        assertThat(result.installed()).isTrue();
        assertThat(result.problems()).isEmpty();
        assertThat(result.found()).contains("cuequivariance-ops-torch-cu13 0.13.0");
    }

    @Test
    void whatSetupPythonInstallsHasNoCueqAndNothingToMatch() {
        Map<String, String> setUp =
                new LinkedHashMap<>(Map.of("torch", "2.8.0", "mace-torch", "0.3.16", "triton", "3.4.0"));
        CueqCoherence.Result result = coherence.check(setUp, "12.8");
        assertThat(result.installed()).isFalse();
        assertThat(result.coherent()).isTrue();
    }

    @Test
    void anOpsWheelOneVersionBehindIsAMismatchWithTheFixingCommand() {
        Map<String, String> planted = RecordedH100Runs.versions();
        planted.put("cuequivariance-ops-torch-cu13", "0.12.1");
        CueqCoherence.Result result = coherence.check(planted, "13.0");
        assertThat(result.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.what()).contains("cuequivariance-torch 0.13.0 but cuequivariance-ops-torch-cu13 0.12.1");
            assertThat(problem.fix())
                    .isEqualTo(
                            "pip install cuequivariance==0.13.0 cuequivariance-torch==0.13.0 cuequivariance-ops-torch-cu13==0.13.0");
            assertThat(problem.source()).contains("mace/issues/1273");
        });
    }

    @Test
    void anOpsWheelForAnotherCudaThanTorchsIsNamed() {
        Map<String, String> planted = RecordedH100Runs.versions();
        planted.remove("cuequivariance-ops-torch-cu13");
        planted.remove("cuequivariance-ops-cu13");
        planted.put("cuequivariance-ops-torch-cu12", "0.13.0");
        CueqCoherence.Result result = coherence.check(planted, "13.0");
        assertThat(result.problems())
                .singleElement()
                .satisfies(
                        problem -> assertThat(problem.fix())
                                .isEqualTo(
                                        "pip uninstall -y cuequivariance-ops-torch-cu12 && pip install cuequivariance-ops-torch-cu13==0.13.0"));
    }

    @Test
    void bindingsWithoutKernelsOrOnACpuTorchAreNamed() {
        Map<String, String> noOps = new LinkedHashMap<>(Map.of(
                "torch", "2.8.0", "mace-torch", "0.3.16", "cuequivariance", "0.7.0", "cuequivariance-torch", "0.7.0"));
        assertThat(coherence.check(noOps, "12.8").problems())
                .singleElement()
                .satisfies(p -> assertThat(p.fix()).isEqualTo("pip install cuequivariance-ops-torch-cu12==0.7.0"));
        assertThat(coherence.check(noOps, null).problems())
                .singleElement()
                .satisfies(p -> assertThat(p.what()).contains("CPU-only build"));
    }

    @Test
    void oldMaceNeedsTheOldCueqAndNewMaceTheNewOne() {
        Map<String, String> old = new LinkedHashMap<>(Map.of(
                "torch",
                "2.5.1",
                "mace-torch",
                "0.3.10",
                "cuequivariance",
                "0.2.0",
                "cuequivariance-torch",
                "0.2.0",
                "cuequivariance-ops-torch-cu12",
                "0.2.0"));
        assertThat(coherence.check(old, "12.4").problems()).singleElement().satisfies(p -> {
            assertThat(p.what()).contains("optimize_fallback");
            assertThat(p.fix())
                    .isEqualTo(
                            "pip install cuequivariance==0.1.0 cuequivariance-torch==0.1.0 cuequivariance-ops-torch-cu12==0.1.0");
            assertThat(p.source()).endsWith("mace/issues/827");
        });
        Map<String, String> oldTorch = new LinkedHashMap<>(old);
        oldTorch.put("mace-torch", "0.3.12");
        oldTorch.put("torch", "2.3.1+cu121");
        assertThat(coherence.check(oldTorch, "12.1").problems())
                .singleElement()
                .satisfies(p -> assertThat(p.what())
                        .startsWith("torch 2.3.1+cu121 but MACE's cuEquivariance acceleration needs PyTorch 2.4.0"));
    }

    @Test
    void theTableIsReadStrictly() {
        String unknownKey =
                "{\"family\": [], \"family_source\": \"s\", \"ops_torch_prefix\": \"p\", \"ops_source\": \"s\","
                        + " \"rules\": [], \"surprise\": 1}";
        assertThatThrownBy(
                        () -> CueqCoherence.read(new ByteArrayInputStream(unknownKey.getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("surprise");
        String badRequirement =
                "{\"family\": [], \"family_source\": \"s\", \"ops_torch_prefix\": \"p\", \"ops_source\": \"s\","
                        + " \"rules\": [{\"id\": \"x\", \"when\": {\"torch\": \"~=2\"}, \"require\": {}, \"why\": \"w\", \"fix\": \"f\", \"source\": \"s\"}]}";
        assertThatThrownBy(() ->
                        CueqCoherence.read(new ByteArrayInputStream(badRequirement.getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("not a requirement: '~=2'");
    }

    @Test
    void versionsCompareByReleaseNumber() {
        assertThat(PackageVersion.satisfies("2.11.0+cu130", ">=2.4")).isTrue();
        assertThat(PackageVersion.satisfies("0.3.9", "<=0.3.10")).isTrue();
        assertThat(PackageVersion.satisfies("0.3.10", "<=0.3.10")).isTrue();
        assertThat(PackageVersion.satisfies("0.3.11", "<=0.3.10")).isFalse();
        assertThat(PackageVersion.sameRelease("0.13.0", "0.13")).isTrue();
        assertThat(PackageVersion.satisfies("garbage", ">=0")).isFalse();
    }
}
