package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.host.NvidiaSmiXml;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The figures the H200 measured (docs/gpu-results/2026-11-26-h200, capabilities --json on the lent machine) read
 * against their ceilings, and a low figure that names its cause from the link nvidia-smi read.
 */
class PeakComparisonTest {

    private static final Path H200 = Path.of("docs/gpu-results/2026-11-26-h200/capabilities-budgets-probes.json");
    private static final PeakComparison PEAKS = PeakComparison.standard();

    /** nvidia-smi -q -x's PCI part, laid out as the driver writes it; the H200's values are its nvidia-smi.txt's. */
    private static String smiXml(String name, int currentGen, int maxGen, int currentWidth, int maxWidth) {
        return "<?xml version=\"1.0\" ?>\n<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">\n<nvidia_smi_log>\n"
                + "<driver_version>580.159.04</driver_version><cuda_version>13.0</cuda_version>\n"
                + "<gpu id=\"00000000:00:06.0\"><product_name>" + name + "</product_name>"
                + "<uuid>GPU-5f4c2a1e-0000-0000-0000-000000000000</uuid>\n"
                + "<pci><pci_bus>00</pci_bus><pci_bus_id>00000000:00:06.0</pci_bus_id><pci_gpu_link_info>\n"
                + "<pcie_gen><max_link_gen>" + maxGen + "</max_link_gen><current_link_gen>" + currentGen
                + "</current_link_gen>"
                + "<device_current_link_gen>" + currentGen + "</device_current_link_gen><max_device_link_gen>" + maxGen
                + "</max_device_link_gen><max_host_link_gen>N/A</max_host_link_gen></pcie_gen>\n"
                + "<link_widths><max_link_width>" + maxWidth + "x</max_link_width><current_link_width>" + currentWidth
                + "x</current_link_width></link_widths></pci_gpu_link_info></pci>\n"
                + "<processes></processes></gpu>\n</nvidia_smi_log>\n";
    }

    private static HostFacts host(Platform.Kind kind, String xml) {
        NvidiaSmiXml.Parsed parsed = NvidiaSmiXml.parse(xml).orElseThrow();
        return new HostFacts(
                "/",
                null,
                new Platform(kind, List.of()),
                null,
                null,
                new HostFacts.NvidiaSmi(
                        List.of(), "ran", null, parsed.driverVersion(), parsed.cudaVersion(), parsed.gpus(), List.of()),
                null,
                Map.of(),
                "process",
                List.of(),
                null,
                null);
    }

    private static CapabilityMatrix h200() throws Exception {
        return CapabilityJson.read(new ObjectMapper().readTree(H200.toFile()));
    }

    private static CapabilityCell compared(CapabilityMatrix matrix, Capability capability, HostFacts host) {
        return PEAKS.compare(
                capability, matrix.row(capability).orElseThrow().cells().get(0), host, matrix.devices());
    }

    private static double number(CapabilityCell cell, String key) {
        assertThat(cell.evidence()).as(cell.detail()).containsKey(key);
        return ((Number) cell.evidence().get(key)).doubleValue();
    }

    @Test
    void nvidiaSmiXmlGivesTheLinksCurrentAndMaximum() {
        HostFacts.Gpu gpu = NvidiaSmiXml.parse(smiXml("NVIDIA H200", 1, 5, 8, 16))
                .orElseThrow()
                .gpus()
                .get(0);

        assertThat(gpu.pcie()).isEqualTo(new HostFacts.PcieLink(1, 5, 8, 16));
        assertThat(gpu.busId()).isEqualTo("00000000:00:06.0");
    }

    @Test
    void theH200sPinnedCopyIs88PercentOfPcieGen5x16AndItsPageableCopyIsCalledOut() throws Exception {
        CapabilityCell copy = compared(
                h200(),
                Capability.COPY_BANDWIDTH,
                host(Platform.Kind.NATIVE_LINUX, smiXml("NVIDIA H200", 5, 5, 16, 16)));

        assertThat(number(copy, "percent_of_peak")).isEqualTo(87.9);
        assertThat(number(copy, "d2h_pinned_percent_of_peak")).isEqualTo(87.8);
        assertThat(number(copy, "h2d_pageable_percent_of_peak")).isEqualTo(37.6);
        assertThat(number(copy, "peak_gbps")).isEqualTo(63.02);
        assertThat(copy.evidence().get("peak_name")).isEqualTo("PCIe Gen5 x16");
        assertThat((String) copy.evidence().get("peak_source")).contains("pcisig.com", "128b/130b");
        assertThat(copy.evidence().get("link_read_from")).isEqualTo("nvidia-smi (the link's maximum)");
        assertThat(copy.detail())
                .contains(
                        "Pinned host→device is 88 % of PCIe Gen5 x16 (63.0 GB/s per direction), device→host 88 %.",
                        "Pageable copies reach 30 %", "pin_memory=True");
        assertThat(copy.detail()).doesNotContain("Low:");
        assertThat(copy.state()).isEqualTo(CapabilityState.SUPPORTED);
    }

    @Test
    void theJCudaPinnedMemoryProbesCopiesAreReadAgainstTheSameLink() throws Exception {
        CapabilityMatrix matrix = CapabilityJson.read(new ObjectMapper()
                .readTree(Path.of("docs/gpu-results/2026-11-26-h200/capabilities.json")
                        .toFile()));
        CapabilityCell pinned = compared(
                matrix,
                Capability.PINNED_MEMORY,
                host(Platform.Kind.NATIVE_LINUX, smiXml("NVIDIA H200", 5, 5, 16, 16)));

        assertThat(number(pinned, "percent_of_peak")).isEqualTo(86.1);
        assertThat(number(pinned, "d2h_pinned_percent_of_peak")).isEqualTo(85.2);
        assertThat(number(pinned, "h2d_pageable_percent_of_peak")).isEqualTo(11.4);
        assertThat(pinned.detail())
                .contains("Pinned host→device is 86 % of PCIe Gen5 x16", "Pageable copies reach 11 %");
    }

    @Test
    void withoutALinkReadTheSkusOwnInterfaceIsTheCeiling() throws Exception {
        CapabilityCell copy = compared(h200(), Capability.COPY_BANDWIDTH, null);

        assertThat(number(copy, "percent_of_peak")).isEqualTo(87.9);
        assertThat(copy.evidence().get("link_read_from")).isEqualTo("the H200 SXM's host interface (no link read)");
    }

    @Test
    void theH200sMatmulsReadAgainstTheDenseDatasheetPeaks() throws Exception {
        CapabilityMatrix matrix = h200();
        CapabilityCell bf16 = compared(matrix, Capability.MATMUL_BF16, null);
        CapabilityCell fp8 = compared(matrix, Capability.MATMUL_FP8, null);

        assertThat(number(bf16, "percent_of_peak")).isEqualTo(80.2);
        assertThat(number(bf16, "peak_tflops")).isEqualTo(989.5);
        assertThat(bf16.evidence().get("peak_name")).isEqualTo("H200 SXM dense BF16");
        assertThat((String) bf16.evidence().get("peak_source")).contains("nvidia.com", "with sparsity");
        assertThat(bf16.detail()).endsWith("That is 80 % of the H200 SXM's dense BF16 peak (989.5 TFLOPS).");
        assertThat(number(fp8, "percent_of_peak")).isEqualTo(66.9);
        assertThat(number(fp8, "peak_tflops")).isEqualTo(1979);
    }

    @Test
    void aCopyAtAThirdOfTheLinkNamesTheNarrowLinkNvidiaSmiRead() throws Exception {
        CapabilityCell recorded =
                h200().row(Capability.COPY_BANDWIDTH).orElseThrow().cells().get(0);
        Map<String, Object> evidence = new LinkedHashMap<>(recorded.evidence());
        evidence.put("h2d_pinned_gbps", 6.1);
        evidence.put("d2h_pinned_gbps", 6.4);
        CapabilityCell slow =
                new CapabilityCell(0, CapabilityState.SUPPORTED, "host→device 6.1 GB/s pinned.", evidence);

        CapabilityCell compared = PEAKS.compare(
                Capability.COPY_BANDWIDTH,
                slow,
                host(Platform.Kind.NATIVE_LINUX, smiXml("NVIDIA GeForce RTX 4090", 3, 4, 8, 16)),
                List.of());

        assertThat(number(compared, "percent_of_peak")).isEqualTo(19.4);
        assertThat(compared.evidence().get("peak_name")).isEqualTo("PCIe Gen4 x16");
        assertThat(compared.detail()).contains("Low: the link trained at x8 of x16 (nvidia-smi)", "Gen3 of Gen4");
        assertThat(compared.evidence()).containsEntry("pcie_current_width", 8).containsEntry("pcie_max_width", 16);
    }

    @Test
    void underWsl2ALowCopyNamesWsl2() throws Exception {
        CapabilityCell recorded =
                h200().row(Capability.COPY_BANDWIDTH).orElseThrow().cells().get(0);
        Map<String, Object> evidence = new LinkedHashMap<>(recorded.evidence());
        evidence.put("h2d_pinned_gbps", 9.0);
        CapabilityCell slow = new CapabilityCell(0, CapabilityState.SUPPORTED, "", evidence);

        CapabilityCell compared = PEAKS.compare(
                Capability.COPY_BANDWIDTH,
                slow,
                host(Platform.Kind.WSL2, smiXml("NVIDIA GeForce RTX 4090", 4, 4, 16, 16)),
                List.of());

        assertThat(compared.detail()).contains("Low: under WSL2").doesNotContain("trained at");
    }

    @Test
    void anA100HasNoFp8PeakAndAnUnknownGpuNoCeilingNeitherIsInvented() throws Exception {
        CapabilityCell recorded =
                h200().row(Capability.MATMUL_FP8).orElseThrow().cells().get(0);
        Map<String, Object> a100 = new LinkedHashMap<>(recorded.evidence());
        a100.put("gpu", "NVIDIA A100-SXM4-80GB");
        Map<String, Object> unknown = new LinkedHashMap<>(recorded.evidence());
        unknown.put("gpu", "NVIDIA GeForce RTX 3090 Ti");

        CapabilityCell onA100 = PEAKS.compare(
                Capability.MATMUL_FP8, new CapabilityCell(0, CapabilityState.SUPPORTED, "x", a100), null, List.of());
        CapabilityCell onUnknown = PEAKS.compare(
                Capability.MATMUL_FP8, new CapabilityCell(0, CapabilityState.SUPPORTED, "x", unknown), null, List.of());

        assertThat(onA100.evidence())
                .doesNotContainKey("percent_of_peak")
                .containsEntry("peak", "the A100 SXM 80GB has no dense FP8 tensor-core peak in its datasheet");
        assertThat(onUnknown.evidence())
                .doesNotContainKey("percent_of_peak")
                .containsEntry("peak", "no ceiling known for NVIDIA GeForce RTX 3090 Ti");
        assertThat(onA100.detail()).isEqualTo("x");
    }

    @Test
    void theServicePutsTheCeilingIntoWhatCapabilitiesJsonPrints() throws Exception {
        // The H200's recorded copy-bandwidth cell as the op answered it, through the service with the host read.
        com.fasterxml.jackson.databind.JsonNode recorded =
                new ObjectMapper().readTree(H200.toFile()).at("/capabilities");
        com.fasterxml.jackson.databind.JsonNode copyCells = null;
        for (com.fasterxml.jackson.databind.JsonNode row : recorded) {
            if (row.path("id").asText().equals("copy-bandwidth")) {
                copyCells = new ObjectMapper().createObjectNode().set("cells", row.path("cells"));
            }
        }
        com.fasterxml.jackson.databind.JsonNode answer = copyCells;
        BridgeCalls bridge = (python, op, params, timeout) -> new BridgeCalls.Answer(answer, null);
        ProbeChild noChild = new ProbeChild(
                List.of("/nonexistent/java"), java.time.Duration.ofSeconds(1), new dev.gpudoctor.host.CommandRunner());
        HostFacts host = host(Platform.Kind.NATIVE_LINUX, smiXml("NVIDIA H200", 5, 5, 16, 16));

        CapabilityMatrix matrix = new CapabilityService(
                        noChild, bridge, () -> "/usr/bin/python3", Platform.unknown("a test"), () -> host)
                .probe(new CapabilityRequest(java.util.Set.of(Capability.COPY_BANDWIDTH), null, null), row -> {});
        com.fasterxml.jackson.databind.JsonNode printed =
                CapabilityJson.write(matrix).at("/capabilities/0/cells/0");

        assertThat(printed.at("/evidence/percent_of_peak").asDouble()).isEqualTo(87.9);
        assertThat(printed.at("/evidence/peak_name").asText()).isEqualTo("PCIe Gen5 x16");
        assertThat(printed.at("/detail").asText()).contains("88 % of PCIe Gen5 x16");
    }

    /**
     * Issue 42: the evidence each comparison adds, byte for byte as recorded before it was built from records: every
     * cell of the H200's matrix on a Gen5 x16 host, a narrow Gen3 x8 link under WSL2, no host at all, and a GPU without
     * a ceiling. Record again after a deliberate change with {@code -Dgolden.write=true} and read the diff.
     */
    @Test
    void theEvidenceEachComparisonAddsIsUnchanged() throws Exception {
        CapabilityMatrix matrix = h200();
        List<HostFacts> hosts = java.util.Arrays.asList(
                host(Platform.Kind.NATIVE_LINUX, smiXml("NVIDIA H200", 5, 5, 16, 16)),
                host(Platform.Kind.WSL2, smiXml("NVIDIA GeForce RTX 4090", 3, 4, 8, 16)),
                null);
        StringBuilder lines = new StringBuilder();
        for (HostFacts host : hosts) {
            for (CapabilityRow row : matrix.rows()) {
                for (CapabilityCell cell : row.cells()) {
                    CapabilityCell compared = PEAKS.compare(row.capability(), cell, host, matrix.devices());
                    lines.append(row.capability().id())
                            .append(' ')
                            .append(dev.gpudoctor.json.JsonMappers.records().writeValueAsString(compared.evidence()))
                            .append('\n');
                }
            }
        }
        Map<String, Object> unknown = new LinkedHashMap<>(matrix.row(Capability.COPY_BANDWIDTH)
                .orElseThrow()
                .cells()
                .get(0)
                .evidence());
        unknown.put("gpu", "NVIDIA GeForce RTX 3090 Ti");
        lines.append(dev.gpudoctor.json.JsonMappers.records()
                        .writeValueAsString(PEAKS.compare(
                                        Capability.COPY_BANDWIDTH,
                                        new CapabilityCell(0, CapabilityState.SUPPORTED, "x", unknown),
                                        null,
                                        List.of())
                                .evidence()))
                .append('\n');
        Map<String, Object> withDeviceCopy = new LinkedHashMap<>(matrix.row(Capability.COPY_BANDWIDTH)
                .orElseThrow()
                .cells()
                .get(0)
                .evidence());
        withDeviceCopy.put("d2d_gbps", 2000.0);
        Map<String, Object> deviceCopyOnly = new LinkedHashMap<>(withDeviceCopy);
        deviceCopyOnly.remove("h2d_pinned_gbps");
        Map<String, Object> a100 = new LinkedHashMap<>(
                matrix.row(Capability.MATMUL_FP8).orElseThrow().cells().get(0).evidence());
        a100.put("gpu", "NVIDIA A100-SXM4-80GB");
        for (Map<String, Object> evidence : List.of(withDeviceCopy, deviceCopyOnly)) {
            lines.append(dev.gpudoctor.json.JsonMappers.records()
                            .writeValueAsString(PEAKS.compare(
                                            Capability.COPY_BANDWIDTH,
                                            new CapabilityCell(0, CapabilityState.SUPPORTED, "x", evidence),
                                            hosts.get(0),
                                            matrix.devices())
                                    .evidence()))
                    .append('\n');
        }
        lines.append(dev.gpudoctor.json.JsonMappers.records()
                        .writeValueAsString(PEAKS.compare(
                                        Capability.MATMUL_FP8,
                                        new CapabilityCell(0, CapabilityState.SUPPORTED, "x", a100),
                                        null,
                                        List.of())
                                .evidence()))
                .append('\n');
        Path golden = Path.of("src/test/resources/golden/peak-comparison.txt");
        if (Boolean.getBoolean("golden.write")) {
            java.nio.file.Files.writeString(golden, lines);
        }
        assertThat(lines.toString()).isEqualTo(java.nio.file.Files.readString(golden));
    }
}
