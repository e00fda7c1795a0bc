package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ReferenceSpeedsTest {

    private final ReferenceSpeeds references = ReferenceSpeeds.standard();

    @Test
    void atLeastEightSourcedEntriesAcrossPublishedAndMeasuredFigures() {
        assertThat(references.all()).hasSizeGreaterThanOrEqualTo(8);
        assertThat(references.all()).allSatisfy(r -> {
            assertThat(r.url().startsWith("https://")
                            || r.url().matches("issue:\\d+")
                            || Files.isRegularFile(Path.of(r.url())))
                    .as(r.id() + " source")
                    .isTrue();
            assertThat(r.usPerAtomStep()).isPositive();
            assertThat(r.system()).isNotBlank();
        });
        assertThat(references.all().stream()
                        .filter(r -> r.url().startsWith("https://"))
                        .count())
                .isGreaterThanOrEqualTo(8);
        assertThat(references.all().stream().map(ReferenceSpeed::gpu).distinct().count())
                .isGreaterThanOrEqualTo(5);
    }

    @Test
    void gpuNamesAsDriversPrintThemMapToKeysAndArchitectures() {
        assertThat(references.gpuKey("NVIDIA H100 80GB HBM3")).contains("H100");
        assertThat(references.gpuKey("NVIDIA A100-SXM4-40GB")).contains("A100");
        assertThat(references.gpuKey("NVIDIA RTX 6000 Ada Generation")).contains("RTX 6000 Ada");
        assertThat(references.gpuKey("NVIDIA GeForce RTX 4090")).contains("RTX 4090");
        assertThat(references.gpuKey("Tesla T4")).isEmpty();
        assertThat(references.architecture("NVIDIA GeForce RTX 4090", "8.9")).contains("Ada");
        assertThat(references.architecture("Tesla T4", "7.5")).contains("Turing");
        assertThat(references.architecture("Some future GPU", null)).isEmpty();
    }

    @Test
    void aMisspeltKeyOrAnUnknownGpuIsRefused() {
        String misspelt =
                "{\"gpus\": [{\"key\": \"H100\", \"pattern\": \"H100\", \"architecture\": \"Hopper\"}], \"architectures\": {},"
                        + " \"references\": [{\"id\": \"a\", \"gpu\": \"H100\", \"model\": \"m\", \"system\": \"s\", \"software\": \"s\","
                        + " \"method\": \"ase-step\", \"edges_per_atom\": 88.0, \"edges_basis\": \"measured\","
                        + " \"us_per_atom_steps\": 1.0, \"source\": \"s\", \"url\": \"https://x\"}]}";
        assertThatThrownBy(() -> ReferenceSpeeds.read(stream(misspelt))).hasMessageContaining("us_per_atom_step");
        String unknownGpu = misspelt.replace("us_per_atom_steps", "us_per_atom_step")
                .replace("\"gpu\": \"H100\"", "\"gpu\": \"V100\"");
        assertThatThrownBy(() -> ReferenceSpeeds.read(stream(unknownGpu))).hasMessageContaining("names GPU V100");
    }

    @Test
    void everyRowHasAKnownMethodAndItsEdgesPerAtomWithTheirBasis() {
        assertThat(references.all()).allSatisfy(r -> {
            assertThat(ReferenceSpeed.METHODS).as(r.id()).contains(r.method());
            assertThat(r.edgesPerAtom()).as(r.id()).isPositive();
            assertThat(r.edgesBasis()).as(r.id()).matches("^(measured|estimated)\\b.*");
        });
        // The NIM rows are batched MD, the cuEquivariance chart LAMMPS MD: never "model only".
        assertThat(references.all().stream().filter(r -> r.id().startsWith("nim-")))
                .allSatisfy(r -> assertThat(r.method()).isEqualTo(ReferenceSpeed.BATCHED_MD))
                .allSatisfy(r -> assertThat(r.system()).contains("neighbour list, model, integrator"));
        assertThat(references.all().stream().filter(r -> r.id().startsWith("cueq-docs")))
                .allSatisfy(r -> assertThat(r.method()).isEqualTo(ReferenceSpeed.LAMMPS_MD));
    }

    @Test
    void macesOwnBenchmarkIsTheModelOnlyAnchorAtC5832() {
        ReferenceSpeed h100 = references.all().stream()
                .filter(r -> r.id().equals("mace-benchmark-h100-c5832"))
                .findFirst()
                .orElseThrow();
        assertThat(h100.method()).isEqualTo(ReferenceSpeed.MODEL_ONLY);
        assertThat(h100.usPerAtomStep()).isEqualTo(92.1);
        assertThat(h100.usPerEdge()).isBetween(0.57, 0.59); // 0.58 µs/edge in the facts note
        assertThat(references.all().stream().filter(r -> r.id().startsWith("mace-benchmark-h100-f64")))
                .hasSize(3);
        assertThat(references.all().stream().filter(r -> r.id().startsWith("mace-benchmark-a100")))
                .hasSize(1);
        assertThat(references.all().stream().filter(ReferenceSpeed::onCpu))
                .allSatisfy(r -> assertThat(r.cpuModel()).isNotBlank())
                .allSatisfy(r -> assertThat(r.threads()).isPositive());
    }

    private static ByteArrayInputStream stream(String json) {
        return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
    }
}
