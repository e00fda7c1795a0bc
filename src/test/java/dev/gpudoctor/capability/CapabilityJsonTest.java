package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.RecommendedAction;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code capabilities --json} as written, read back into the same matrix; a report without one has none. */
class CapabilityJsonTest {

    private static final CapabilityMatrix MATRIX = new CapabilityMatrix(
            List.of(new GpuDevice(0, "NVIDIA H100 80GB HBM3", "9.0", 85_000_000_000L, null, "00000000:84:00.0")),
            List.of(
                    new CapabilityRow(
                            Capability.DRIVER,
                            List.of(new CapabilityCell(
                                    0, CapabilityState.SUPPORTED, "12.4", Map.of("driver_version", 12040)))),
                    new CapabilityRow(
                            Capability.NVML,
                            List.of(CapabilityCell.failed(
                                    0,
                                    "NVML queries failed: power limit.",
                                    Map.of("nvmlDeviceGetPowerManagementLimit", "error: x"),
                                    RecommendedAction.UPDATE_DRIVER)))));

    @Test
    void aWrittenMatrixReadsBackAsItself() {
        assertThat(CapabilityJson.read(CapabilityJson.write(MATRIX))).isEqualTo(MATRIX);
    }

    @Test
    void aReportKeepsItsMatrixUnderCapabilitiesAndAQuickOneHasNone() {
        JsonNode report = JsonMappers.records().createObjectNode().set("capabilities", CapabilityJson.write(MATRIX));
        assertThat(CapabilityJson.inReport(report)).contains(MATRIX);
        assertThat(CapabilityJson.inReport(
                        JsonMappers.records().createObjectNode().put("schema_version", 3)))
                .isEmpty();
    }

    @Test
    void aRowOfAnUnknownIdIsSkippedAndACellOfAnUnknownStateKept() throws Exception {
        JsonNode written = JsonMappers.records().readTree("""
                {"devices": [], "capabilities": [
                  {"id": "warp-drive", "cells": [{"device": null, "state": "supported", "detail": "", "evidence": {}}]},
                  {"id": "driver", "cells": [{"device": null, "state": "sideways", "detail": "why", "evidence": {}}]}]}""");
        CapabilityMatrix matrix = CapabilityJson.read(written);
        assertThat(matrix.rows()).singleElement().satisfies(row -> {
            assertThat(row.capability()).isEqualTo(Capability.DRIVER);
            assertThat(row.cells().get(0).state()).isEqualTo(CapabilityState.FAILED);
            assertThat(row.cells().get(0).detail()).isEqualTo("Unknown state 'sideways': why");
        });
    }

    @Test
    void aMatrixNotInItsShapeIsRefusedWithASentenceAndHasNoSniffFigures() throws Exception {
        JsonNode garbled = JsonMappers.records().readTree("{\"capabilities\": {\"capabilities\": \"none\"}}");
        assertThatThrownBy(() -> CapabilityJson.inReport(garbled))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the capability matrix does not read");
        assertThat(GpuSniff.fromCapabilitiesAnswer(garbled.get("capabilities"))).isEmpty();
    }
}
