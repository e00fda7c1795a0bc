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
 * @param found      what the check found, for the user ("torch 2.8.0 with CUDA 12.8, mace-torch 0.3.16"); empty when not asked
 * @param runsMace   torch imported there and mace-torch is installed: nothing to set up
 */
public record DeviceList(
        List<String> devices,
        Map<String, String> labels,
        String note,
        boolean needsSetUp,
        String found,
        boolean runsMace) {

    public DeviceList(List<String> devices, Map<String, String> labels, String note) {
        this(devices, labels, note, false);
    }

    public DeviceList(List<String> devices, Map<String, String> labels, String note, boolean needsSetUp) {
        this(devices, labels, note, needsSetUp, "", false);
    }

    public DeviceList {
        devices = List.copyOf(devices);
        labels = Map.copyOf(labels);
        note = note == null ? "" : note;
        found = found == null ? "" : found;
    }

    public String label(String device) {
        return labels.getOrDefault(device, device);
    }
}
