package dev.gpudoctor.model;

import java.util.Optional;

/**
 * What the capability matrix measures, each by doing the operation. The mitigation is what the
 * DotCompute team (and others) fell back to when the operation did not work under WSL2.
 */
public enum Capability {
    DRIVER(
            "driver",
            "CUDA driver and devices",
            Source.JCUDA,
            null,
            "Install or repair the NVIDIA driver (under WSL2: the Windows driver only, never a Linux one inside the distro).",
            "Loads the CUDA driver in a child JVM, lists the devices and creates a context on each. Every other "
                    + "capability needs this; when it fails nothing else can be measured, and the Checklist's gpu-visible "
                    + "and loader-path checks usually say why."),
    PINNED_MEMORY(
            "pinned-memory",
            "Pinned host memory",
            Source.JCUDA,
            null,
            "Synchronous copies from pageable memory when pinned allocation fails or caps out; pin in chunks below the cap.",
            "Allocates page-locked host memory in growing sizes and times copies from it against ordinary memory. "
                    + "Pinned memory makes host-device copies two to three times faster; WSL2 caps how much can be pinned, "
                    + "and a program that pins more fails with out-of-memory although RAM is free."),
    MAPPED_MEMORY(
            "mapped-memory",
            "Mapped (zero-copy) host memory",
            Source.JCUDA,
            null,
            "Explicit host-to-device copies instead of zero-copy buffers.",
            "Maps host memory into the device's address space and has a kernel read it (zero-copy). Some "
                    + "libraries use it for small buffers; where it fails they must copy explicitly."),
    MANAGED_MEMORY(
            "managed-memory",
            "Managed (unified) memory",
            Source.JCUDA,
            null,
            "Runtime-API-only memory operations: explicit device allocations and copies instead of managed memory.",
            "Allocates unified (managed) memory, lets a kernel write it and reads it back on the host. Managed "
                    + "memory is what cudaMallocManaged and some frameworks' oversubscription rest on; under WSL2 it works "
                    + "but without page migration on demand."),
    CONCURRENT_MANAGED_ACCESS(
            "concurrent-managed-access",
            "Host access to managed memory while a kernel runs",
            Source.JCUDA,
            null,
            "Synchronise the device before the host touches managed memory (WSL2 and Windows have no concurrent access).",
            "Reads the device attribute that says whether the host may touch managed memory while a kernel runs. "
                    + "It is 0 under WSL2 and Windows: doing it anyway is a segmentation fault, so it is read, not tried."),
    COOPERATIVE_LAUNCH(
            "cooperative-launch",
            "Cooperative launch (grid barrier)",
            Source.JCUDA,
            null,
            "Non-cooperative launch fallback: split the kernel at each grid barrier into separate launches.",
            "Launches a kernel whose blocks wait at a grid-wide barrier, and checks that a launch too large is "
                    + "refused. Some solvers and reductions need cooperative launch; where it is missing they must split "
                    + "the kernel."),
    PINNED_BUDGET(
            "pinned-budget",
            "Total pinned host memory (budget)",
            Source.JCUDA,
            null,
            "Keep pinned buffers below the measured total (DataLoader pin_memory=False, smaller pinned pools); under WSL2 raise "
                    + "memory= in .wslconfig and run wsl --shutdown; restart a process whose pinning failed.",
            "Pins host memory in 256 MiB blocks until the driver refuses (capped, with a time limit), reports the total and "
                    + "the largest single block, frees everything and checks that 1 MiB can be pinned again. WSL2 stops "
                    + "at roughly 0.75-1 GiB in total and a refused allocation can keep failing afterwards (the sticky "
                    + "failure); the setting that moves it is the VM's memory (.wslconfig memory=)."),
    RESIDENT_MEMORY(
            "resident-memory",
            "Device memory that can really be used",
            Source.JCUDA,
            null,
            "Size batches to the measured resident memory, not to what nvidia-smi reports free; close GPU-heavy Windows programs "
                    + "under WSL2.",
            "Allocates device memory in chunks and writes every byte until the driver refuses or writing fails, beside what "
                    + "the driver reports free (cuMemGetInfo, which nvidia-smi and NVML agree with). Under WSL2 memory can be "
                    + "allocated but not made resident (dxgkio_make_resident ENOMEM) while it is still shown free; the "
                    + "difference is the hidden overhead that makes a run fail out of memory."),
    TRITON(
            "triton",
            "Triton kernels",
            Source.PYTHON,
            "triton_probe",
            "Point TRITON_LIBCUDA_PATH at the folder holding libcuda.so.1 (WSL2: /usr/lib/wsl/lib), or run without Triton-compiled kernels.",
            "Compiles and runs a small Triton kernel in the chosen Python. torch.compile and some MACE kernels "
                    + "are Triton; it fails when Triton cannot find libcuda (common under WSL2) or the GPU is too old for "
                    + "it."),
    CUEQUIVARIANCE(
            "cuequivariance",
            "cuEquivariance kernels",
            Source.PYTHON,
            "cueq_probe",
            "Run MACE without cuEquivariance (the e3nn path), or install cuequivariance-ops-torch matching the torch CUDA build.",
            "Imports NVIDIA's cuEquivariance CUDA kernels and compares one operation on the GPU with the CPU. "
                    + "MACE's fast path (--enable_cueq) uses them; they fail to import when versions do not match torch's "
                    + "CUDA, or when NVML queries are unsupported as under WSL2."),
    NVML(
            "nvml",
            "NVML queries",
            Source.PYTHON,
            "nvml_calls",
            "Treat NotSupported/Unknown as 'no value' (GPU Doctor's NVML shim does), not as a fatal error.",
            "Makes the NVML queries tools rely on (memory, utilisation, power, clocks) and records which answer "
                    + "NotSupported. Under WSL2 several do; tools that treat that as fatal (cuEquivariance, nvitop, "
                    + "torch.cuda.utilization) crash."),
    CUDA_IPC(
            "cuda-ipc",
            "CUDA IPC between processes",
            Source.PYTHON,
            "cuda_ipc_probe",
            "Share tensors through host memory (or one process per GPU) instead of CUDA IPC handles; WSL2 has no CUDA IPC.",
            "Shares a CUDA tensor with a child process through a CUDA IPC handle. Multi-process data loading and "
                    + "some training set-ups use it; WSL2 has no CUDA IPC, so they need host memory instead."),
    CUDA_GRAPHS(
            "cuda-graphs",
            "CUDA graph capture and replay",
            Source.PYTHON,
            "cuda_graph_probe",
            "Run without CUDA graphs (vLLM --enforce-eager, torch.compile mode without cudagraphs); under WSL2 update to WSL 2.7.0 "
                    + "or newer (wsl --update).",
            "Captures a few kernels into a CUDA graph with torch, replays it and compares the result with the same work run "
                    + "eagerly. vLLM, torch.compile's reduce-overhead mode and GPU-resident MD loops rely on graphs; under "
                    + "WSL before 2.7.0 capture fails with cudaErrorUnknown."),
    MATMUL_BF16(
            "matmul-bf16",
            "BF16 matrix multiply",
            Source.PYTHON,
            "matmul_probe",
            "Use float16 or float32 matrix multiplies (mixed precision with fp16, or TF32).",
            "Multiplies two 4096x4096 bfloat16 matrices with torch, checks the result against float32 and reports the "
                    + "TFLOPS. Ampere (compute capability 8.0) and newer do BF16 in tensor cores; older GPUs emulate or refuse "
                    + "it."),
    MATMUL_FP8(
            "matmul-fp8",
            "FP8 matrix multiply",
            Source.PYTHON,
            "matmul_probe",
            "Use BF16 instead of FP8 (no FP8 scaled matmul here); on Blackwell under WSL2 run natively for FP8.",
            "Multiplies two float8_e4m3 matrices with torch._scaled_mm, checks the result against float32 and reports the "
                    + "TFLOPS. FP8 needs compute capability 8.9 (Ada, Hopper, Blackwell) and a torch that exposes it; under "
                    + "WSL2 it is reported not exposed on Blackwell."),
    COPY_BANDWIDTH(
            "copy-bandwidth",
            "Host-device copy bandwidth both ways",
            Source.PYTHON,
            "copy_bandwidth_probe",
            "Pin the buffers that are copied often (pin_memory=True) when pinned beats pageable; under WSL2 keep pinned memory "
                    + "below its budget.",
            "Times 256 MiB copies host to device, device to host, and both at once on two streams, from pinned and from "
                    + "pageable memory, with torch and CUDA events. Pinned copies are usually two to three times faster; "
                    + "a bidirectional figure near the one-way figure means the copy engines or the bus serialise."),
    PEER_COPY(
            "peer-copy",
            "Peer-to-peer copy between GPUs",
            Source.PYTHON,
            "peer_copy_probe",
            "Stage copies between GPUs through host memory (NCCL_P2P_DISABLE=1 for NCCL) when peer access is missing or wrong.",
            "Where two or more GPUs exist, asks torch whether each pair has peer access, copies a known pattern from one "
                    + "GPU to the other, reads it back and compares, and reports the bandwidth. A copy that arrives wrong is "
                    + "the known IOMMU / ACS fault of some boards, which makes multi-GPU training hang or diverge.");

    /** Where the probe runs: the probe child JVM (JCuda) or the Python bridge. */
    public enum Source {
        JCUDA,
        PYTHON
    }

    private final String id;
    private final String title;
    private final Source source;
    private final String bridgeOp;
    private final String mitigation;
    private final String explanation;

    /** @param bridgeOp the Python bridge op that probes it (python-bridge/gpudoctor_bridge/ops/); null for a JCuda probe */
    Capability(String id, String title, Source source, String bridgeOp, String mitigation, String explanation) {
        if ((source == Source.PYTHON) != (bridgeOp != null)) {
            throw new IllegalArgumentException(id + ": a Python probe names its bridge op, a JCuda probe none");
        }
        this.id = id;
        this.title = title;
        this.source = source;
        this.bridgeOp = bridgeOp;
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

    /** The Python bridge op that probes it, with the capability's own parameters; empty for a JCuda probe. */
    public Optional<String> bridgeOp() {
        return Optional.ofNullable(bridgeOp);
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
