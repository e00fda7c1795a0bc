package dev.gpudoctor.capability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The matrix as JSON: {@code {"devices": [...], "capabilities": [{"id", "title", "mitigation",
 * "cells": [{"device", "state", "detail", "evidence", "action"}]}]}} — what {@code capabilities --json}
 * prints and what {@code docs/gpu-results/} keeps. Reads it back too (recorded results).
 */
public final class CapabilityJson {

    private CapabilityJson() {}

    /** The matrix's shape on disk and on stdout. */
    public record MatrixJson(List<GpuDevice> devices, List<RowJson> capabilities) {}

    /** One capability with what it is for and its cells (each {@code {"device", "state", "detail", "evidence", "action"}}). */
    public record RowJson(String id, String title, String mitigation, List<CapabilityCell> cells) {}

    public static JsonNode write(CapabilityMatrix matrix) {
        return JsonMappers.records()
                .valueToTree(new MatrixJson(
                        matrix.devices(),
                        matrix.rows().stream()
                                .map(row -> new RowJson(
                                        row.capability().id(),
                                        row.capability().title(),
                                        row.capability().mitigation(),
                                        row.cells()))
                                .toList()));
    }

    /** A matrix as written, each cell still as written: {@link CellJson} reads it, keeping a cell of an unknown state. */
    record WrittenMatrix(List<GpuDevice> devices, List<WrittenRow> capabilities) {}

    /** One row as written; its title and mitigation are ours to say again, not read back. */
    record WrittenRow(String id, List<JsonNode> cells) {}

    /** Where a report.json keeps the matrix; null when it has none. */
    record InReport(WrittenMatrix capabilities) {}

    /**
     * Reads a matrix written by {@link #write}; rows with an unknown id are skipped.
     *
     * @throws IllegalArgumentException when it is not in that shape, with a sentence saying where
     */
    public static CapabilityMatrix read(JsonNode root) {
        return matrix(bind(root, WrittenMatrix.class));
    }

    /**
     * The matrix in a bundle's report.json; empty when the bundle has none (a quick-level bundle, an older one).
     *
     * @throws IllegalArgumentException when it has one that is not in the shape {@link #write} writes
     */
    public static Optional<CapabilityMatrix> inReport(JsonNode report) {
        WrittenMatrix written = bind(report, InReport.class).capabilities();
        return written == null || written.capabilities() == null ? Optional.empty() : Optional.of(matrix(written));
    }

    private static <T> T bind(JsonNode tree, Class<T> type) {
        try {
            T bound = tree == null || !tree.isObject()
                    ? null
                    : JsonMappers.records().treeToValue(tree, type);
            if (bound == null) {
                throw new IllegalArgumentException("the capability matrix is not a JSON object");
            }
            return bound;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the capability matrix does not read: " + e.getOriginalMessage(), e);
        }
    }

    private static CapabilityMatrix matrix(WrittenMatrix written) {
        List<GpuDevice> devices = written.devices() == null
                ? List.of()
                : written.devices().stream().filter(Objects::nonNull).toList();
        List<CapabilityRow> rows = new ArrayList<>();
        for (WrittenRow row : written.capabilities() == null ? List.<WrittenRow>of() : written.capabilities()) {
            if (row == null) {
                continue;
            }
            Capability.ofId(row.id() == null ? "" : row.id()).ifPresent(capability -> {
                List<CapabilityCell> cells = new ArrayList<>();
                (row.cells() == null ? List.<JsonNode>of() : row.cells())
                        .forEach(cell -> cells.add(CellJson.read(cell)));
                rows.add(new CapabilityRow(capability, cells));
            });
        }
        return new CapabilityMatrix(devices, rows);
    }
}
