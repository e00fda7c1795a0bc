package dev.gpudoctor.probe;

import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 42: each probe's evidence is a record now, turned into the cell's map by the one mapper. The cell a probe
 * child prints must not change by a byte: each case below is the map the probe built by hand before, key by key
 * in its order, against the record, both written as the child writes its cell line.
 */
class ProbeEvidenceShapeTest {

    private static String cell(Map<String, Object> evidence) throws Exception {
        return JsonMappers.records().writeValueAsString(new CapabilityCell(0, CapabilityState.SUPPORTED, "d", evidence));
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
        same(new MappedMemoryProbe.Evidence(1, 4_194_304L, 0.125, 0),
                map("can_map_host_memory", 1, "bytes", 4_194_304L, "kernel_ms", 0.125, "wrong_values", 0));
    }

    @Test
    void managedMemory() throws Exception {
        same(new ManagedMemoryProbe.Evidence(0, null, null, null), map("managed_memory", 0));
        same(new ManagedMemoryProbe.Evidence(1, 4_194_304L, 2.0, 7),
                map("managed_memory", 1, "bytes", 4_194_304L, "kernel_ms", 2.0, "wrong_values", 7));
    }

    @Test
    void concurrentManagedAccess() throws Exception {
        same(new ConcurrentManagedAccessProbe.Evidence(1, 0, null, null, null, null),
                map("managed_memory", 1, "concurrent_managed_access", 0));
        same(new ConcurrentManagedAccessProbe.Evidence(1, 1, 390_000_000L, true, "CUDA_ERROR_NOT_READY", 0),
                map("managed_memory", 1, "concurrent_managed_access", 1, "spin_cycles", 390_000_000L,
                        "kernel_running_during_touch", true, "stream_query", "CUDA_ERROR_NOT_READY", "wrong_values", 0));
    }

    @Test
    void cooperativeLaunch() throws Exception {
        same(new CooperativeLaunchProbe.Evidence(0, null, null, null, null, null, null, null, null), map("cooperative_launch", 0));
        same(new CooperativeLaunchProbe.Evidence(1, 132, 8, 1056, 0, 2113, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", 2.5, 3.25),
                map("cooperative_launch", 1, "multiprocessors", 132, "blocks_per_multiprocessor", 8, "blocks", 1056,
                        "blocks_that_saw_a_broken_barrier", 0, "too_large_launch_blocks", 2113,
                        "too_large_launch_result", "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", "launch_latency_us", 2.5,
                        "cooperative_launch_latency_us", 3.25));
    }
}
