package dev.gpudoctor.sniff;

/**
 * The figures the per-GPU sniff compares (docs/gpu-sniff.md): each is measured by a capability probe
 * ({@code matmul-bf16}, {@code copy-bandwidth}); the sniff only reads and compares them.
 */
public enum SniffFigure {
    /** A 4096×4096 bfloat16 multiply, the matmul-bf16 probe's {@code tflops}. */
    GEMM_BF16("gemm-bf16", "BF16 GEMM", "TFLOPS"),
    /** 256 MiB from pinned host memory to the GPU, the copy-bandwidth probe's {@code h2d_pinned_gbps}. */
    H2D_PINNED("h2d-pinned", "pinned host→device copy", "GB/s"),
    /** 256 MiB between two buffers on the GPU, the copy-bandwidth probe's {@code d2d_gbps} (bytes copied per second). */
    D2D("d2d", "device→device copy", "GB/s");

    private final String jsonName;
    private final String label;
    private final String unit;

    SniffFigure(String jsonName, String label, String unit) {
        this.jsonName = jsonName;
        this.label = label;
        this.unit = unit;
    }

    public String jsonName() {
        return jsonName;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }
}
