package dev.gpudoctor.model;

import java.util.Optional;

/**
 * What the capability matrix measures, each by doing the operation. The mitigation is what the
 * DotCompute team (and others) fell back to when the operation did not work under WSL2.
 */
public enum Capability {
    DRIVER("driver", "CUDA driver and devices", Source.JCUDA,
            "Install or repair the NVIDIA driver (under WSL2: the Windows driver only, never a Linux one inside the distro)."),
    PINNED_MEMORY("pinned-memory", "Pinned host memory", Source.JCUDA,
            "Synchronous copies from pageable memory when pinned allocation fails or caps out; pin in chunks below the cap."),
    MAPPED_MEMORY("mapped-memory", "Mapped (zero-copy) host memory", Source.JCUDA,
            "Explicit host-to-device copies instead of zero-copy buffers."),
    MANAGED_MEMORY("managed-memory", "Managed (unified) memory", Source.JCUDA,
            "Runtime-API-only memory operations: explicit device allocations and copies instead of managed memory."),
    CONCURRENT_MANAGED_ACCESS("concurrent-managed-access", "Host access to managed memory while a kernel runs", Source.JCUDA,
            "Synchronise the device before the host touches managed memory (WSL2 and Windows have no concurrent access)."),
    COOPERATIVE_LAUNCH("cooperative-launch", "Cooperative launch (grid barrier)", Source.JCUDA,
            "Non-cooperative launch fallback: split the kernel at each grid barrier into separate launches."),
    TRITON("triton", "Triton kernels", Source.PYTHON,
            "Point TRITON_LIBCUDA_PATH at the folder holding libcuda.so.1 (WSL2: /usr/lib/wsl/lib), or run without Triton-compiled kernels."),
    CUEQUIVARIANCE("cuequivariance", "cuEquivariance kernels", Source.PYTHON,
            "Run MACE without cuEquivariance (the e3nn path), or install cuequivariance-ops-torch matching the torch CUDA build."),
    NVML("nvml", "NVML queries", Source.PYTHON,
            "Treat NotSupported/Unknown as 'no value' (GPU Doctor's NVML shim does), not as a fatal error."),
    CUDA_IPC("cuda-ipc", "CUDA IPC between processes", Source.PYTHON,
            "Share tensors through host memory (or one process per GPU) instead of CUDA IPC handles; WSL2 has no CUDA IPC.");

    /** Where the probe runs: the probe child JVM (JCuda) or the Python bridge. */
    public enum Source { JCUDA, PYTHON }

    private final String id;
    private final String title;
    private final Source source;
    private final String mitigation;

    Capability(String id, String title, Source source, String mitigation) {
        this.id = id;
        this.title = title;
        this.source = source;
        this.mitigation = mitigation;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public Source source() {
        return source;
    }

    /** The known fallback when the capability is missing or broken. */
    public String mitigation() {
        return mitigation;
    }

    public static Optional<Capability> ofId(String id) {
        for (Capability capability : values()) {
            if (capability.id.equals(id)) {
                return Optional.of(capability);
            }
        }
        return Optional.empty();
    }
}
