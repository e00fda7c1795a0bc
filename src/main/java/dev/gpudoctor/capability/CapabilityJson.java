package dev.gpudoctor.capability;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;

import java.util.ArrayList;
import java.util.List;

/**
 * The matrix as JSON: {@code {"devices": [...], "capabilities": [{"id", "title", "mitigation",
 * "cells": [{"device", "state", "detail", "evidence"}]}]}} — what {@code capabilities --json}
 * prints and what {@code docs/gpu-results/} keeps. Reads it back too (recorded results).
 */
public final class CapabilityJson {

    private CapabilityJson() {
    }

    public static ObjectNode write(CapabilityMatrix matrix) {
        ObjectNode root = JsonMappers.records().createObjectNode();
        ArrayNode devices = root.putArray("devices");
        for (GpuDevice device : matrix.devices()) {
            devices.addObject().put("index", device.index()).put("name", device.name())
                    .put("compute_capability", device.computeCapability()).put("total_memory_bytes", device.totalMemoryBytes());
        }
        ArrayNode capabilities = root.putArray("capabilities");
        for (CapabilityRow row : matrix.rows()) {
            ObjectNode node = capabilities.addObject();
            node.put("id", row.capability().id());
            node.put("title", row.capability().title());
            node.put("mitigation", row.capability().mitigation());
            ArrayNode cells = node.putArray("cells");
            row.cells().forEach(cell -> cells.add(CellJson.write(cell)));
        }
        return root;
    }

    /** Reads a matrix written by {@link #write}; rows with an unknown id are skipped. */
    public static CapabilityMatrix read(JsonNode root) {
        List<GpuDevice> devices = new ArrayList<>();
        root.path("devices").forEach(d -> devices.add(new GpuDevice(d.path("index").asInt(), d.path("name").asText(""),
                d.path("compute_capability").asText(null), d.path("total_memory_bytes").asLong())));
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
