package dev.gpudoctor.capability;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.host.LoadNow;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.Platform;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The probes that run through the Python bridge, each op in its own child. The ops classify their
 * own cells ({@code {"cells": [...]}}); NVML reuses the checklist's {@code nvml_calls} op.
 */
final class PythonProbes {

    private static final Duration TIMEOUT = Duration.ofSeconds(180);

    private final BridgeCalls bridge;
    private final Platform platform;

    PythonProbes(BridgeCalls bridge, Platform platform) {
        this.bridge = bridge;
        this.platform = platform;
    }

    static String op(Capability capability) {
        return capability
                .bridgeOp()
                .orElseThrow(() -> new IllegalArgumentException(capability.id() + " is not a Python probe"));
    }

    // The evidence the bridge's side adds to a cell, in the order shown: after the op's own fields on an answer; on a
    // failure, how it ended, the op's facts, the end of its stderr and the time; on a timeout, the load it ran under.

    /** Which interpreter answered and how long the op took. */
    record Answered(String interpreter, long opMs) {}

    record FailureHead(
            String interpreter,
            String reason,
            @JsonInclude(JsonInclude.Include.NON_NULL) String errorKind,
            @JsonInclude(JsonInclude.Include.NON_NULL) String signal,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer exitCode) {}

    /** @param stderrTail its last lines, at most 8; null (left out) when it printed none */
    record FailureTail(
            @JsonInclude(JsonInclude.Include.NON_NULL) List<String> stderrTail, long opMs) {}

    record LoadRead(double loadAverage, int cores) {}

    /** A probe op's parameters: the device when one is named, the dtype for a matmul probe. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ProbeParams(Integer device, String dtype) {}

    /** @param driverSeen whether the JCuda probes found a device (NVML's judgement needs it) */
    List<CapabilityCell> probe(Capability capability, String python, Integer device, boolean driverSeen)
            throws InterruptedException {
        String dtype =
                capability == Capability.MATMUL_BF16 ? "bf16" : capability == Capability.MATMUL_FP8 ? "fp8" : null;
        JsonNode params = JsonMappers.records().valueToTree(new ProbeParams(device, dtype));
        long start = System.nanoTime();
        BridgeCalls.Answer answer = bridge.call(python, op(capability), params, TIMEOUT);
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (answer.failure() != null) {
            return List.of(fromFailure(answer.failure(), python, millis));
        }
        List<CapabilityCell> cells;
        if (capability == Capability.NVML) {
            try {
                cells = NvmlCells.judge(NvmlCallsAnswer.read(answer.result()), driverSeen, platform);
            } catch (NvmlCallsAnswer.Unreadable e) {
                return List.of(fromFailure(e.failure(), python, millis));
            }
        } else {
            try {
                cells = read(answer.result());
            } catch (JsonProcessingException | IllegalArgumentException e) {
                return List.of(fromFailure(
                        BridgeFailure.of(
                                FailureReason.PROTOCOL_ERROR,
                                "The " + op(capability) + " answer is not in its shape: "
                                        + e.getMessage().lines().findFirst().orElse(""),
                                List.of()),
                        python,
                        millis));
            }
        }
        List<CapabilityCell> chosen = new ArrayList<>();
        for (CapabilityCell cell : cells) {
            if (device == null || cell.device() == null || cell.device().equals(device)) {
                Map<String, Object> evidence = new LinkedHashMap<>(cell.evidence());
                evidence.putAll(JsonMappers.fields(new Answered(python, millis)));
                chosen.add(new CapabilityCell(cell.device(), cell.state(), cell.detail(), evidence));
            }
        }
        return chosen.isEmpty()
                ? List.of(CapabilityCell.failed(device, "The probe answered no cell.", Map.of("interpreter", python)))
                : chosen;
    }

    /** A probe op's answer (PROTOCOL.md): its cells, each read by {@link CellJson}. */
    record CellsAnswer(List<JsonNode> cells) {}

    private static List<CapabilityCell> read(JsonNode result) throws JsonProcessingException {
        CellsAnswer answer = JsonMappers.records().treeToValue(result, CellsAnswer.class);
        List<CapabilityCell> read = new ArrayList<>();
        if (answer != null && answer.cells() != null) {
            answer.cells().forEach(cell -> read.add(CellJson.read(cell)));
        }
        return read;
    }

    /** A missing package or interpreter is a reason not to probe; a crash is a finding. */
    static CapabilityCell fromFailure(BridgeFailure failure, String python, long millis) {
        Map<String, Object> evidence = JsonMappers.fields(new FailureHead(
                python, failure.reason().jsonName(), failure.errorKind(), failure.signal(), failure.exitCode()));
        failure.facts().forEach(evidence::put);
        List<String> tail = failure.stderrTail();
        evidence.putAll(JsonMappers.fields(new FailureTail(
                tail.isEmpty() ? null : tail.subList(Math.max(0, tail.size() - 8), tail.size()), millis)));
        if (failure.reason() == FailureReason.MISSING_PACKAGE) {
            String pkg = failure.facts().getOrDefault("package", "a package");
            return new CapabilityCell(
                    null,
                    CapabilityState.NOT_PROBED,
                    "package missing: " + pkg + " is not installed in " + python + ".",
                    evidence);
        }
        if (failure.reason() == FailureReason.PYTHON_NOT_FOUND) {
            return new CapabilityCell(null, CapabilityState.NOT_PROBED, "no Python: " + failure.message(), evidence);
        }
        if (failure.reason() == FailureReason.TIMED_OUT) {
            // A deadline reached is "did not finish", never a failed GPU asking for a reset.
            LoadNow load = LoadNow.read();
            evidence.putAll(JsonMappers.fields(new LoadRead(load.load(), load.cores())));
            return new CapabilityCell(
                    null,
                    CapabilityState.NOT_PROBED,
                    "Not probed: " + failure.message() + " (" + load.sentence() + "). " + load.meaning(),
                    evidence);
        }
        if ("device-unavailable".equals(failure.errorKind())) {
            return new CapabilityCell(
                    null, CapabilityState.NOT_PROBED, "no CUDA device: " + failure.message(), evidence);
        }
        return CapabilityCell.failed(null, failure.message(), evidence);
    }
}
