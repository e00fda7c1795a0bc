package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.WindowsHalf;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each measured budget gets the setting that moves it beside it, from the host facts. */
class BudgetExplanationsTest {

    private static HostFacts wsl2(String wslVersion, Map<String, String> wslConfig) {
        WindowsHalf windows = new WindowsHalf(
                WindowsHalf.State.READ,
                null,
                "10.0.26100.4652",
                wslVersion,
                null,
                "576.88",
                "WDDM",
                wslConfig.isEmpty() ? null : "/mnt/c/Users/bob/.wslconfig",
                wslConfig,
                List.of());
        HostFacts.Gpu gpu = new HostFacts.Gpu(
                "00000000:01:00.0", "NVIDIA GeForce RTX 5090", null, "WDDM", 32_607L, 1_931L, 30_676L, null, List.of());
        return new HostFacts(
                "/",
                null,
                new Platform(Platform.Kind.WSL2, List.of()),
                null,
                null,
                new HostFacts.NvidiaSmi(List.of(), "ran", null, "576.88", "12.9", List.of(gpu), List.of()),
                new HostFacts.Memory(16L << 30, 12L << 30, null, null, null),
                Map.of(),
                "process",
                List.of(),
                windows,
                null);
    }

    @Test
    void thePinnedWallIsExplainedByTheVmsMemoryAndItsWslconfigSetting() {
        CapabilityCell cell = new CapabilityCell(
                0, CapabilityState.UNSUPPORTED, "Pinned memory runs out at 960 MiB in total.", Map.of());
        CapabilityCell explained = BudgetExplanations.explain(
                Capability.PINNED_BUDGET, cell, wsl2("2.6.1.0", Map.of("wsl2.memory", "16GB", "wsl2.swap", "0")));
        assertThat(explained.detail())
                .contains("the VM's 16.0 GiB of RAM (.wslconfig memory=16GB, 16.0 GiB)", "wsl --shutdown");
        assertThat(explained.evidence())
                .containsEntry("wslconfig_memory", "16GB")
                .containsEntry("wslconfig_swap", "0")
                .containsEntry("wsl_version", "2.6.1.0")
                .containsEntry("host_ram_mib", 16_384L);
        assertThat(explained.state()).isEqualTo(CapabilityState.UNSUPPORTED);
        assertThat(BudgetExplanations.explain(Capability.PINNED_BUDGET, cell, wsl2("2.6.1.0", Map.of()))
                        .detail())
                .contains("no memory= in .wslconfig: half of Windows' RAM");
    }

    @Test
    void residentMemoryIsSetBesideNvidiaSmisFreeAndGraphsBesideTheWslVersion() {
        CapabilityCell resident = new CapabilityCell(
                0, CapabilityState.UNSUPPORTED, "26000 MiB could really be written.", Map.of("resident_mib", 26_000L));
        assertThat(BudgetExplanations.explain(Capability.RESIDENT_MEMORY, resident, wsl2("2.6.1.0", Map.of()))
                        .evidence())
                .containsEntry("nvidia_smi_free_mib", 30_676L)
                .containsEntry("hidden_vs_nvidia_smi_mib", 4_676L);
        // nvidia-smi read before the probe's context existed: the difference is not memory this machine lost (H200,
        // 2026-11-26).
        assertThat(BudgetExplanations.explain(Capability.RESIDENT_MEMORY, resident, wsl2("2.6.1.0", Map.of()))
                        .detail())
                .contains("one process could fill 26000 MiB", "the other 4676 MiB are that process's own CUDA context")
                .doesNotContain("could not be used");
        CapabilityCell graphs = new CapabilityCell(
                0,
                CapabilityState.FAILED,
                "CUDA graph capture failed: RuntimeError: CUDA error: unknown error",
                Map.of());
        assertThat(BudgetExplanations.explain(Capability.CUDA_GRAPHS, graphs, wsl2("2.6.1.0", Map.of()))
                        .detail())
                .contains("WSL 2.6.1.0, older than 2.7.0", "wsl --update");
        assertThat(BudgetExplanations.explain(Capability.CUDA_GRAPHS, graphs, wsl2("2.7.1.0", Map.of()))
                        .detail())
                .contains("supports graph capture");
    }

    @Test
    void cellsWithoutADeviceOrHostFactsAreLeftAsTheyAre() {
        CapabilityCell notProbed = CapabilityCell.notProbed(null, "no CUDA device (cuInit failed)");
        assertThat(BudgetExplanations.explain(Capability.PINNED_BUDGET, notProbed, wsl2("2.6.1.0", Map.of())))
                .isEqualTo(notProbed);
        CapabilityCell cell = new CapabilityCell(0, CapabilityState.SUPPORTED, "ok", Map.of());
        assertThat(BudgetExplanations.explain(Capability.PINNED_BUDGET, cell, null))
                .isEqualTo(cell);
        assertThat(BudgetExplanations.explain(Capability.TRITON, cell, wsl2("2.6.1.0", Map.of())))
                .isEqualTo(cell);
    }

    private static HostFacts wsl2Unread(String reason) {
        HostFacts read = wsl2("2.6.1.0", Map.of());
        WindowsHalf unread = new WindowsHalf(
                WindowsHalf.State.UNAVAILABLE, reason, null, null, null, null, null, null, Map.of(), List.of());
        return new HostFacts(
                read.hostRoot(),
                read.os(),
                read.platform(),
                read.wsl(),
                read.loader(),
                read.nvidiaSmi(),
                read.memory(),
                read.environment(),
                read.environmentSource(),
                read.problems(),
                unread,
                null);
    }

    /**
     * Issue 42: what each explanation adds to the evidence, key by key in its order, against the maps it built by hand
     * (the keys, their order and the nulls it wrote).
     */
    @Test
    void theEvidenceEachExplanationAddsKeepsItsShape() throws Exception {
        CapabilityCell budget =
                new CapabilityCell(0, CapabilityState.SUPPORTED, "ok", Map.of("total_pinned_mib", 768L));
        assertThat(json(BudgetExplanations.explain(
                        Capability.PINNED_BUDGET, budget, wsl2("2.6.1.0", Map.of("wsl2.memory", "8GB")))))
                .isEqualTo("{\"total_pinned_mib\":768,\"host_ram_mib\":16384,\"wslconfig_memory\":\"8GB\","
                        + "\"wslconfig_swap\":\"default (a quarter of memory)\",\"wsl_version\":\"2.6.1.0\"}");
        assertThat(json(BudgetExplanations.explain(
                        Capability.PINNED_BUDGET, budget, wsl2Unread("wsl.exe did not answer"))))
                .isEqualTo(
                        "{\"total_pinned_mib\":768,\"host_ram_mib\":16384,\"wslconfig_memory\":\"default (half of Windows' RAM)\","
                                + "\"wslconfig_swap\":\"default (a quarter of memory)\",\"windows_half\":\"wsl.exe did not answer\"}");
        assertThat(json(BudgetExplanations.explain(Capability.PINNED_BUDGET, budget, wsl2Unread(null))))
                .isEqualTo(
                        "{\"total_pinned_mib\":768,\"host_ram_mib\":16384,\"wslconfig_memory\":\"default (half of Windows' RAM)\","
                                + "\"wslconfig_swap\":\"default (a quarter of memory)\",\"windows_half\":null}");
        CapabilityCell resident =
                new CapabilityCell(0, CapabilityState.SUPPORTED, "ok", Map.of("resident_mib", 29_000L));
        assertThat(json(BudgetExplanations.explain(Capability.RESIDENT_MEMORY, resident, wsl2("2.6.1.0", Map.of()))))
                .isEqualTo(
                        "{\"resident_mib\":29000,\"nvidia_smi_free_mib\":30676,"
                                + "\"nvidia_smi_gpu\":\"NVIDIA GeForce RTX 5090 00000000:01:00.0\",\"hidden_vs_nvidia_smi_mib\":1676}");
        CapabilityCell graphs = new CapabilityCell(0, CapabilityState.SUPPORTED, "ok", Map.of());
        assertThat(json(BudgetExplanations.explain(Capability.CUDA_GRAPHS, graphs, wsl2("2.6.1.0", Map.of()))))
                .isEqualTo("{\"wsl_version\":\"2.6.1.0\"}");
        assertThat(json(BudgetExplanations.explain(Capability.CUDA_GRAPHS, graphs, wsl2Unread(null))))
                .isEqualTo("{\"wsl_version\":\"unknown (wsl.exe --version gave none)\"}");
    }

    private static String json(CapabilityCell cell) throws Exception {
        return dev.gpudoctor.json.JsonMappers.records().writeValueAsString(cell.evidence());
    }
}
