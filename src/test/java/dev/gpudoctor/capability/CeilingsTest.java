package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ceilings table: the PCIe arithmetic per generation and width, and every SKU the issue names found by its real name. */
class CeilingsTest {

    private static final Ceilings TABLE = Ceilings.standard();

    private static double gbps(int generation, int width) {
        return TABLE.pcie(generation, width).orElseThrow().gbps(width);
    }

    @Test
    void pcieLinksCarryTheirPublishedRatePerDirectionAfterEncoding() {
        assertThat(gbps(3, 16)).isCloseTo(15.75, within(0.01));
        assertThat(gbps(4, 16)).isCloseTo(31.51, within(0.01));
        assertThat(gbps(5, 16)).isCloseTo(63.02, within(0.01));
        assertThat(gbps(6, 16)).isCloseTo(121.0, within(0.01));
        assertThat(gbps(5, 1)).isCloseTo(3.94, within(0.01));
        assertThat(gbps(4, 8)).isCloseTo(15.75, within(0.01));
        assertThat(TABLE.pcie(5, 12)).isEmpty();
        assertThat(TABLE.pcie(7, 16)).isEmpty();
    }

    @Test
    void everyNamedSkuIsFoundByTheNameCudaGivesIt() {
        Map<String, String> names = Map.ofEntries(
                Map.entry("NVIDIA H100 80GB HBM3", "H100 SXM"),
                Map.entry("NVIDIA H100 PCIe", "H100 PCIe"),
                Map.entry("NVIDIA H100 NVL", "H100 NVL"),
                Map.entry("NVIDIA H200", "H200 SXM"),
                Map.entry("NVIDIA H200 NVL", "H200 NVL"),
                Map.entry("NVIDIA A100-SXM4-40GB", "A100 SXM 40GB"),
                Map.entry("NVIDIA A100-SXM4-80GB", "A100 SXM 80GB"),
                Map.entry("NVIDIA A100-PCIE-40GB", "A100 PCIe 40GB"),
                Map.entry("NVIDIA A100 80GB PCIe", "A100 PCIe 80GB"),
                Map.entry("NVIDIA L40S", "L40S"),
                Map.entry("NVIDIA GeForce RTX 4090", "GeForce RTX 4090"),
                Map.entry("NVIDIA GeForce RTX 3090", "GeForce RTX 3090"));
        names.forEach((name, sku) ->
                assertThat(TABLE.gpu(name).orElseThrow().sku()).as(name).isEqualTo(sku));
        assertThat(TABLE.gpu("NVIDIA GeForce RTX 3090 Ti")).isEmpty();
        assertThat(TABLE.gpu("NVIDIA GeForce RTX 4090 D")).isEmpty();
    }

    @Test
    void everySkuHasASourceAndDensePeaksBelowItsSparseOnes() {
        for (Ceilings.GpuPeaks gpu : TABLE.gpus()) {
            assertThat(gpu.source()).as(gpu.sku()).contains("https://");
            assertThat(gpu.bf16DenseTflops()).as(gpu.sku()).isPositive();
            assertThat(gpu.memoryGbps()).as(gpu.sku()).isPositive();
            assertThat(gpu.fp32Tflops()).as(gpu.sku()).isPositive();
        }
        assertThat(TABLE.gpu("NVIDIA H100 80GB HBM3").orElseThrow().bf16DenseTflops())
                .isEqualTo(989.5);
        assertThat(TABLE.gpu("NVIDIA A100-SXM4-80GB").orElseThrow().fp8DenseTflops())
                .isNull();
    }
}
