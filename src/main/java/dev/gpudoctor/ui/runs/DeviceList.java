package dev.gpudoctor.ui.runs;

import java.util.List;
import java.util.Map;

/**
 * The devices an interpreter's torch can run on, as the bridge's {@code env} op saw them.
 *
 * @param devices device strings a run accepts ("cpu", "cuda:0", …)
 * @param labels  what to show for each ("cuda:0 — NVIDIA H100 80GB HBM3, sm_90")
 * @param note    a sentence when CUDA is not usable (no torch, no driver, CPU-only build); else empty
 * @param needsSetUp true when the interpreter has no usable torch: the way out is the guided MACE set-up
 */
public record DeviceList(List<String> devices, Map<String, String> labels, String note, boolean needsSetUp) {

    public DeviceList(List<String> devices, Map<String, String> labels, String note) {
        this(devices, labels, note, false);
    }

    public DeviceList {
        devices = List.copyOf(devices);
        labels = Map.copyOf(labels);
        note = note == null ? "" : note;
    }

    public String label(String device) {
        return labels.getOrDefault(device, device);
    }
}
