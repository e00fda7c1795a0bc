package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 42: each probe's evidence is a record now, turned into the cell's map by the one mapper. The cell a probe
 * child prints must not change by a byte: each case below is the map the probe built by hand before, key by key
 * in its order, against the record, both written as the child writes its cell line.
 */
class ProbeEvidenceShapeTest {

    private static String cell(Map<String, Object> evidence) throws Exception {
        return JsonMappers.records()
                .writeValueAsString(new CapabilityCell(0, CapabilityState.SUPPORTED, "d", evidence));
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    private static void same(Object record, Map<String, Object> byHand) throws Exception {
        assertThat(cell(ProbeEvidence.of(record))).isEqualTo(cell(byHand));
    }

    @Test
    void mappedMemory() throws Exception {
        same(new MappedMemoryProbe.Evidence(0, null, null, null), map("can_map_host_memory", 0));
        same(
                new MappedMemoryProbe.Evidence(1, 4_194_304L, 0.125, 0),
                map("can_map_host_memory", 1, "bytes", 4_194_304L, "kernel_ms", 0.125, "wrong_values", 0));
    }

    @Test
    void managedMemory() throws Exception {
        same(new ManagedMemoryProbe.Evidence(0, null, null, null), map("managed_memory", 0));
        same(
                new ManagedMemoryProbe.Evidence(1, 4_194_304L, 2.0, 7),
                map("managed_memory", 1, "bytes", 4_194_304L, "kernel_ms", 2.0, "wrong_values", 7));
    }

    @Test
    void concurrentManagedAccess() throws Exception {
        same(
                new ConcurrentManagedAccessProbe.Evidence(1, 0, null, null, null, null),
                map("managed_memory", 1, "concurrent_managed_access", 0));
        same(
                new ConcurrentManagedAccessProbe.Evidence(1, 1, 390_000_000L, true, "CUDA_ERROR_NOT_READY", 0),
                map(
                        "managed_memory",
                        1,
                        "concurrent_managed_access",
                        1,
                        "spin_cycles",
                        390_000_000L,
                        "kernel_running_during_touch",
                        true,
                        "stream_query",
                        "CUDA_ERROR_NOT_READY",
                        "wrong_values",
                        0));
    }

    @Test
    void cooperativeLaunch() throws Exception {
        same(
                new CooperativeLaunchProbe.Evidence(0, null, null, null, null, null, null, null, null),
                map("cooperative_launch", 0));
        same(
                new CooperativeLaunchProbe.Evidence(
                        1, 132, 8, 1056, 0, 2113, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", 2.5, 3.25),
                map(
                        "cooperative_launch",
                        1,
                        "multiprocessors",
                        132,
                        "blocks_per_multiprocessor",
                        8,
                        "blocks",
                        1056,
                        "blocks_that_saw_a_broken_barrier",
                        0,
                        "too_large_launch_blocks",
                        2113,
                        "too_large_launch_result",
                        "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
                        "launch_latency_us",
                        2.5,
                        "cooperative_launch_latency_us",
                        3.25));
    }

    @Test
    void residentMemory() throws Exception {
        same(
                new ResidentMemoryProbe.Evidence(
                        8192, 8000, 2408, 5592, "refusal", "make-resident", "CUDA_SUCCESS", 812.5),
                map(
                        "reported_total_mib",
                        8192L,
                        "reported_free_mib",
                        8000L,
                        "resident_mib",
                        2408L,
                        "hidden_overhead_mib",
                        5592L,
                        "stopped_by",
                        "refusal",
                        "wall",
                        "make-resident",
                        "small_allocation_after_free",
                        "CUDA_SUCCESS",
                        "fill_ms",
                        812.5));
        same(
                new ResidentMemoryProbe.Evidence(8192, 8000, 7900, 100, "time", null, "CUDA_SUCCESS", 30000.0),
                map(
                        "reported_total_mib",
                        8192L,
                        "reported_free_mib",
                        8000L,
                        "resident_mib",
                        7900L,
                        "hidden_overhead_mib",
                        100L,
                        "stopped_by",
                        "time",
                        "small_allocation_after_free",
                        "CUDA_SUCCESS",
                        "fill_ms",
                        30000.0));
        assertThat(ResidentMemoryProbe.judge(0, 8000, 8192, 2408, "refusal", "make-resident", 0, 812.5)
                        .evidence())
                .isEqualTo(ProbeEvidence.of(new ResidentMemoryProbe.Evidence(
                        8192, 8000, 2408, 5592, "refusal", "make-resident", CudaErrors.name(0), 812.5)));
    }

    @Test
    void pinnedBudget() throws Exception {
        same(
                new PinnedBudgetProbe.Evidence(
                        16384,
                        768,
                        3,
                        "refusal",
                        "CUDA_ERROR_OUT_OF_MEMORY",
                        512,
                        "CUDA_ERROR_OUT_OF_MEMORY",
                        true,
                        41.25),
                map(
                        "cap_mib",
                        16384L,
                        "total_pinned_mib",
                        768L,
                        "blocks",
                        3,
                        "stopped_by",
                        "refusal",
                        "refusal",
                        "CUDA_ERROR_OUT_OF_MEMORY",
                        "largest_single_block_mib",
                        512L,
                        "small_allocation_after_free",
                        "CUDA_ERROR_OUT_OF_MEMORY",
                        "sticky_failure",
                        true,
                        "fill_ms",
                        41.25));
        same(
                new PinnedBudgetProbe.Evidence(16384, 16384, 64, "cap", null, 1024, "CUDA_SUCCESS", false, 900.0),
                map(
                        "cap_mib",
                        16384L,
                        "total_pinned_mib",
                        16384L,
                        "blocks",
                        64,
                        "stopped_by",
                        "cap",
                        "largest_single_block_mib",
                        1024L,
                        "small_allocation_after_free",
                        "CUDA_SUCCESS",
                        "sticky_failure",
                        false,
                        "fill_ms",
                        900.0));
    }

    @Test
    void pinnedMemory() throws Exception {
        List<PinnedMemoryProbe.Attempt> attempts = List.of(
                new PinnedMemoryProbe.Attempt(64, "CUDA_SUCCESS", 1.5),
                new PinnedMemoryProbe.Attempt(256, "CUDA_ERROR_OUT_OF_MEMORY", 0.25));
        List<Map<String, Object>> byHand = List.of(
                map("mib", 64L, "result", "CUDA_SUCCESS", "ms", 1.5),
                map("mib", 256L, "result", "CUDA_ERROR_OUT_OF_MEMORY", "ms", 0.25));
        same(
                PinnedMemoryProbe.Evidence.allocationsOnly(4096, 0, attempts),
                map("cap_mib", 4096L, "largest_pinned_mib", 0L, "allocations", byHand));
        same(
                new PinnedMemoryProbe.Evidence(4096, 64, attempts, 64L, 5, 24.5, 9.75, 25.0, 8.5, 2.51, 2.94),
                map(
                        "cap_mib",
                        4096L,
                        "largest_pinned_mib",
                        64L,
                        "allocations",
                        byHand,
                        "copy_mib",
                        64L,
                        "copies",
                        5,
                        "h2d_pinned_gbps",
                        24.5,
                        "h2d_pageable_gbps",
                        9.75,
                        "d2h_pinned_gbps",
                        25.0,
                        "d2h_pageable_gbps",
                        8.5,
                        "h2d_pinned_over_pageable",
                        2.51,
                        "d2h_pinned_over_pageable",
                        2.94));
    }

    @Test
    void driver() throws Exception {
        same(
                new DriverProbe.Evidence(
                        12080, "NVIDIA H100 80GB HBM3", "9.0", 85_045_379_072L, 132, 1_980_000, 0, 0, 1, 1, 1, 1, 0, 1),
                map(
                        "driver_version",
                        12080,
                        "name",
                        "NVIDIA H100 80GB HBM3",
                        "compute_capability",
                        "9.0",
                        "total_memory_bytes",
                        85_045_379_072L,
                        "multiprocessor_count",
                        132,
                        "clock_rate_khz",
                        1_980_000,
                        "integrated",
                        0,
                        "tcc_driver",
                        0,
                        "can_map_host_memory",
                        1,
                        "unified_addressing",
                        1,
                        "managed_memory",
                        1,
                        "concurrent_managed_access",
                        1,
                        "pageable_memory_access",
                        0,
                        "cooperative_launch",
                        1));
    }

    @Test
    void aFailedCallAndTheProbesTime() throws Exception {
        same(
                new ProbeRun.CallFailed("cuMemHostAlloc", "CUDA_ERROR_OUT_OF_MEMORY"),
                map("call", "cuMemHostAlloc", "error", "CUDA_ERROR_OUT_OF_MEMORY"));
        same(new ProbeRun.Timed(1234L), map("probe_ms", 1234L));
    }
}
