package dev.gpudoctor.model;

/**
 * A CUDA device as the driver lists it.
 *
 * @param computeCapability "8.9"
 */
public record GpuDevice(int index, String name, String computeCapability, long totalMemoryBytes) {

    /** "0: NVIDIA GeForce RTX 4090 (8.9)" for column headings. */
    public String label() {
        return index + ": " + name + (computeCapability == null ? "" : " (" + computeCapability + ")");
    }
}
