package dev.gpudoctor.capability;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;

import java.util.ArrayList;
import java.util.List;

/**
 * The matrix as JSON: {@code {"devices": [...], "capabilities": [{"id", "title", "mitigation",
 * "cells": [{"device", "state", "detail", "evidence", "action"}]}]}} — what {@code capabilities --json}
 * prints and what {@code docs/gpu-results/} keeps. Reads it back too (recorded results).
 */
public final class CapabilityJson {

    private CapabilityJson() {
    }

    /** The matrix's shape on disk and on stdout. */
    public record MatrixJson(List<GpuDevice> devices, List<RowJson> capabilities) {
    }

    /** One capability with what it is for and its cells (each {@code {"device", "state", "detail", "evidence", "action"}}). */
    public record RowJson(String id, String title, String mitigation, List<CapabilityCell> cells) {
    }

    public static JsonNode write(CapabilityMatrix matrix) {
        return JsonMappers.records().valueToTree(new MatrixJson(matrix.devices(), matrix.rows().stream()
                .map(row -> new RowJson(row.capability().id(), row.capability().title(), row.capability().mitigation(), row.cells()))
                .toList()));
    }

    /** Reads a matrix written by {@link #write}; rows with an unknown id are skipped. */
    public static CapabilityMatrix read(JsonNode root) {
        List<GpuDevice> devices = new ArrayList<>();
        root.path("devices").forEach(d -> devices.add(new GpuDevice(d.path("index").asInt(), d.path("name").asText(""),
                d.path("compute_capability").asText(null), d.path("total_memory_bytes").asLong(),
                d.path("uuid").asText(null), d.path("pci_bus_id").asText(null))));
        List<CapabilityRow> rows = new ArrayList<>();
        for (JsonNode node : root.path("capabilities")) {
            Capability.ofId(node.path("id").asText("")).ifPresent(capability -> {
                List<CapabilityCell> cells = new ArrayList<>();
                node.path("cells").forEach(cell -> cells.add(CellJson.read(cell)));
                rows.add(new CapabilityRow(capability, cells));
            });
        }
        return new CapabilityMatrix(devices, rows);
    }
}
