package dev.gpudoctor.model;

import java.util.Locale;

/**
 * A CUDA device as the driver lists it.
 *
 * @param computeCapability "8.9"
 * @param uuid              "GPU-5b7bd6a0-…" as nvidia-smi writes it, or null when not read
 * @param pciBusId          "00000000:84:00.0" in nvidia-smi's form (8-digit domain, upper-case hex), or null, so metrics
 *                          join with {@code gpu_doctor_gpu_info} on it
 */
public record GpuDevice(
        int index, String name, String computeCapability, long totalMemoryBytes, String uuid, String pciBusId) {

    public GpuDevice(int index, String name, String computeCapability, long totalMemoryBytes) {
        this(index, name, computeCapability, totalMemoryBytes, null, null);
    }

    /** "0: NVIDIA GeForce RTX 4090 (8.9)" for column headings. */
    public String label() {
        return index + ": " + name + (computeCapability == null ? "" : " (" + computeCapability + ")");
    }

    /** CUDA's 16 UUID bytes as nvidia-smi prints them: "GPU-" and 8-4-4-4-12 lower-case hex digits; null for another length. */
    public static String uuidText(byte[] bytes) {
        if (bytes == null || bytes.length != 16) {
            return null;
        }
        StringBuilder text = new StringBuilder("GPU-");
        for (int i = 0; i < 16; i++) {
            if (i == 4 || i == 6 || i == 8 || i == 10) {
                text.append('-');
            }
            text.append(String.format(Locale.ROOT, "%02x", bytes[i] & 0xff));
        }
        return text.toString();
    }

    /**
     * CUDA's PCI bus id ("0000:84:00.0") in nvidia-smi's form ("00000000:84:00.0"): the domain padded to eight digits,
     * hex digits upper-case. Null or text not of that shape: returned unchanged (null stays null).
     */
    public static String pciBusIdText(String cuda) {
        if (cuda == null || !cuda.matches("[0-9A-Fa-f]{1,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-7]")) {
            return cuda;
        }
        int colon = cuda.indexOf(':');
        return ("0".repeat(8 - colon) + cuda).toUpperCase(Locale.ROOT);
    }
}
