package dev.gpudoctor.model;

import java.util.Optional;

/**
 * Every check's id, typed: the checklist's catalogue names each check by one of these, and whoever
 * reads a result by id (the Start page's verdicts) asks with one, so a renamed or removed check
 * fails to compile instead of silently dropping out. {@link #id()} is the word in JSON and on the
 * command line ({@code check --only}), and what {@link #toString()} gives, so a message or a line that
 * names a check reads the same as when ids were strings.
 */
public enum CheckId {
    GPU_VISIBLE("gpu-visible"),
    DRIVER_VERSION("driver-version"),
    XID_HISTORY("xid-history"),
    WSL("wsl"),
    WINDOWS_HALF("windows-half"),
    LOADER_PATH("loader-path"),
    CUDA_LAUNCH_BLOCKING("cuda-launch-blocking"),
    TORCH_CUDA_DSA("torch-cuda-dsa"),
    DEBUG_ENV_VARS("debug-env-vars"),
    PYTHON_ENV("python-env"),
    TORCH_CUDA_BUILD("torch-cuda-build"),
    DRIVER_VS_TORCH("driver-vs-torch"),
    ARCH_VS_WHEEL("arch-vs-wheel"),
    CUDA_INIT("cuda-init"),
    GPU_PROCESSES("gpu-processes"),
    MEMORY("memory"),
    SHM("shm"),
    MACE_IMPORT_CHAIN("mace-import-chain"),
    CUEQ_VERSIONS("cueq-versions"),
    NVML_CALLS("nvml-calls"),
    GPU_OUTLIER("gpu-outlier");

    private final String id;

    CheckId(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The word the one mapper writes and reads ({@code "gpu-visible"}), as it did when ids were strings. */
    public String jsonName() {
        return id;
    }

    @Override
    public String toString() {
        return id;
    }

    public static Optional<CheckId> of(String id) {
        for (CheckId value : values()) {
            if (value.id.equals(id)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
