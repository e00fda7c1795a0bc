package dev.gpudoctor.model;

import java.util.Optional;

/**
 * What the capability matrix measures, each by doing the operation. The mitigation is what the
 * DotCompute team (and others) fell back to when the operation did not work under WSL2.
 */
public enum Capability {
    DRIVER("driver", "CUDA driver and devices", Source.JCUDA,
            "Install or repair the NVIDIA driver (under WSL2: the Windows driver only, never a Linux one inside the distro).",
            "Loads the CUDA driver in a child JVM, lists the devices and creates a context on each. Every other "
                    + "capability needs this; when it fails nothing else can be measured, and the Checklist's gpu-visible "
                    + "and loader-path checks usually say why."),
    PINNED_MEMORY("pinned-memory", "Pinned host memory", Source.JCUDA,
            "Synchronous copies from pageable memory when pinned allocation fails or caps out; pin in chunks below the cap.",
            "Allocates page-locked host memory in growing sizes and times copies from it against ordinary memory. "
                    + "Pinned memory makes host-device copies two to three times faster; WSL2 caps how much can be pinned, "
                    + "and a program that pins more fails with out-of-memory although RAM is free."),
    MAPPED_MEMORY("mapped-memory", "Mapped (zero-copy) host memory", Source.JCUDA,
            "Explicit host-to-device copies instead of zero-copy buffers.",
            "Maps host memory into the device's address space and has a kernel read it (zero-copy). Some "
                    + "libraries use it for small buffers; where it fails they must copy explicitly."),
    MANAGED_MEMORY("managed-memory", "Managed (unified) memory", Source.JCUDA,
            "Runtime-API-only memory operations: explicit device allocations and copies instead of managed memory.",
            "Allocates unified (managed) memory, lets a kernel write it and reads it back on the host. Managed "
                    + "memory is what cudaMallocManaged and some frameworks' oversubscription rest on; under WSL2 it works "
                    + "but without page migration on demand."),
    CONCURRENT_MANAGED_ACCESS("concurrent-managed-access", "Host access to managed memory while a kernel runs", Source.JCUDA,
            "Synchronise the device before the host touches managed memory (WSL2 and Windows have no concurrent access).",
            "Reads the device attribute that says whether the host may touch managed memory while a kernel runs. "
                    + "It is 0 under WSL2 and Windows: doing it anyway is a segmentation fault, so it is read, not tried."),
    COOPERATIVE_LAUNCH("cooperative-launch", "Cooperative launch (grid barrier)", Source.JCUDA,
            "Non-cooperative launch fallback: split the kernel at each grid barrier into separate launches.",
            "Launches a kernel whose blocks wait at a grid-wide barrier, and checks that a launch too large is "
                    + "refused. Some solvers and reductions need cooperative launch; where it is missing they must split "
                    + "the kernel."),
    TRITON("triton", "Triton kernels", Source.PYTHON,
            "Point TRITON_LIBCUDA_PATH at the folder holding libcuda.so.1 (WSL2: /usr/lib/wsl/lib), or run without Triton-compiled kernels.",
            "Compiles and runs a small Triton kernel in the chosen Python. torch.compile and some MACE kernels "
                    + "are Triton; it fails when Triton cannot find libcuda (common under WSL2) or the GPU is too old for "
                    + "it."),
    CUEQUIVARIANCE("cuequivariance", "cuEquivariance kernels", Source.PYTHON,
            "Run MACE without cuEquivariance (the e3nn path), or install cuequivariance-ops-torch matching the torch CUDA build.",
            "Imports NVIDIA's cuEquivariance CUDA kernels and compares one operation on the GPU with the CPU. "
                    + "MACE's fast path (--enable_cueq) uses them; they fail to import when versions do not match torch's "
                    + "CUDA, or when NVML queries are unsupported as under WSL2."),
    NVML("nvml", "NVML queries", Source.PYTHON,
            "Treat NotSupported/Unknown as 'no value' (GPU Doctor's NVML shim does), not as a fatal error.",
            "Makes the NVML queries tools rely on (memory, utilisation, power, clocks) and records which answer "
                    + "NotSupported. Under WSL2 several do; tools that treat that as fatal (cuEquivariance, nvitop, "
                    + "torch.cuda.utilization) crash."),
    CUDA_IPC("cuda-ipc", "CUDA IPC between processes", Source.PYTHON,
            "Share tensors through host memory (or one process per GPU) instead of CUDA IPC handles; WSL2 has no CUDA IPC.",
            "Shares a CUDA tensor with a child process through a CUDA IPC handle. Multi-process data loading and "
                    + "some training set-ups use it; WSL2 has no CUDA IPC, so they need host memory instead.");

    /** Where the probe runs: the probe child JVM (JCuda) or the Python bridge. */
    public enum Source { JCUDA, PYTHON }

    private final String id;
    private final String title;
    private final Source source;
    private final String mitigation;
    private final String explanation;

    Capability(String id, String title, Source source, String mitigation, String explanation) {
        this.id = id;
        this.title = title;
        this.source = source;
        this.mitigation = mitigation;
        this.explanation = explanation;
    }

    /** What the probe does and why the capability matters, in plain sentences (the window's help for it). */
    public String explanation() {
        return explanation;
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
