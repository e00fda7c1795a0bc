package dev.gpudoctor.capability;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the {@code nvml_calls} report into one cell per device: supported when every query
 * answered, unsupported when some answer NotSupported/Unknown (WSL2 does, and tools that treat that
 * as fatal crash), failed on any other NVML error.
 */
final class NvmlCells {

    private NvmlCells() {
    }

    static List<CapabilityCell> from(JsonNode report) {
        String initError = report.path("init_error").isTextual() ? report.path("init_error").asText() : null;
        if (initError != null) {
            boolean noDriver = initError.contains("LibraryNotFound") || initError.contains("Not Found")
                    || initError.contains("DriverNotLoaded") || initError.contains("Driver Not Loaded");
            Map<String, Object> evidence = Map.of("init_error", initError);
            return List.of(noDriver
                    ? new CapabilityCell(null, CapabilityState.NOT_PROBED, "no NVIDIA driver (NVML did not initialise: " + initError + ")", evidence)
                    : CapabilityCell.failed(null, "nvmlInit failed: " + initError, evidence));
        }
        List<CapabilityCell> cells = new ArrayList<>();
        for (JsonNode device : report.path("devices")) {
            cells.add(cell(device, report.path("driver_version").asText(null)));
        }
        if (cells.isEmpty()) {
            return List.of(CapabilityCell.notProbed(null, "NVML lists no device"));
        }
        return cells;
    }

    private static CapabilityCell cell(JsonNode device, String driverVersion) {
        int index = device.path("index").asInt();
        Map<String, Object> evidence = new LinkedHashMap<>();
        evidence.put("driver_version", driverVersion);
        List<String> notSupported = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        int answered = 0;
        for (JsonNode call : device.path("calls")) {
            String status = call.path("status").asText("");
            String function = call.path("function").asText("");
            evidence.put(function, status + (call.path("error").isTextual() ? ": " + call.path("error").asText() : ""));
            switch (status) {
                case "supported" -> answered++;
                case "not-supported", "unknown" -> notSupported.add(call.path("query").asText(function));
                case "missing" -> { }
                default -> errors.add(call.path("query").asText(function));
            }
        }
        if (device.has("error")) {
            return CapabilityCell.failed(index, "NVML gave no handle for this device: " + device.path("error").asText(), evidence);
        }
        if (!errors.isEmpty()) {
            return CapabilityCell.failed(index, "NVML queries failed: " + String.join(", ", errors) + ".", evidence);
        }
        if (!notSupported.isEmpty()) {
            return new CapabilityCell(index, CapabilityState.UNSUPPORTED, notSupported.size() + " NVML queries answer NotSupported/Unknown ("
                    + String.join(", ", notSupported) + "); " + answered + " answered.", evidence);
        }
        return new CapabilityCell(index, CapabilityState.SUPPORTED, "All " + answered + " NVML queries answered.", evidence);
    }
}
