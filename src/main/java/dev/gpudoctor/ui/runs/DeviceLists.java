package dev.gpudoctor.ui.runs;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads the device list out of the bridge's {@code env} report. */
public final class DeviceLists {

    private DeviceLists() {
    }

    public static DeviceList cpuOnly(String note) {
        return new DeviceList(List.of("cpu"), Map.of("cpu", "cpu"), note);
    }

    /** An interpreter without a usable torch: only "cpu" to show, and the set-up offered. */
    public static DeviceList noTorch(String why) {
        return new DeviceList(List.of("cpu"), Map.of("cpu", "cpu"),
                "No usable torch in this interpreter (" + why + "): set up the MACE environment first.", true);
    }

    public static DeviceList fromEnv(JsonNode env) {
        JsonNode torch = env.path("torch");
        if (torch.isMissingNode() || torch.isNull()) {
            return noTorch(env.path("torch_error").asText("not installed"));
        }
        List<String> devices = new ArrayList<>(List.of("cpu"));
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("cpu", "cpu");
        for (JsonNode device : torch.path("devices")) {
            String id = "cuda:" + device.path("index").asInt();
            devices.add(id);
            labels.put(id, String.format(Locale.ROOT, "%s — %s, sm_%s, %.0f GiB", id, device.path("name").asText("?"),
                    device.path("capability").asText("?").replace(".", ""),
                    device.path("total_memory_bytes").asDouble(0) / (1L << 30)));
        }
        String note = "";
        if (!torch.path("cuda_available").asBoolean(false)) {
            note = torch.path("cuda").isNull() || torch.path("cuda").isMissingNode()
                    ? "This torch " + torch.path("version").asText() + " is a CPU-only build."
                    : "torch " + torch.path("version").asText() + " (CUDA " + torch.path("cuda").asText()
                    + ") sees no GPU here: the Checklist tab says why.";
        }
        return new DeviceList(devices, labels, note);
    }
}
