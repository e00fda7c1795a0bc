package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;

import java.util.List;

/** Every check, in the order they run. */
final class CheckCatalogue {

    static final CheckInfo GPU_VISIBLE = host("gpu-visible", "A GPU is visible to the driver");
    static final CheckInfo DRIVER_VERSION = host("driver-version", "Driver version and its CUDA version");
    static final CheckInfo WSL = host("wsl", "WSL set-up for CUDA");
    static final CheckInfo LOADER_PATH = host("loader-path", "The loader and Triton can find libcuda");
    static final CheckInfo CUDA_LAUNCH_BLOCKING = host("cuda-launch-blocking", "CUDA_LAUNCH_BLOCKING");
    static final CheckInfo TORCH_CUDA_DSA = host("torch-cuda-dsa", "TORCH_USE_CUDA_DSA (device-side assertions)");
    static final CheckInfo DEBUG_ENV_VARS = host("debug-env-vars", "No debugging or profiling variables left on");
    static final CheckInfo PYTHON_ENV = python("python-env", "Python interpreter and packages");
    static final CheckInfo TORCH_CUDA_BUILD = python("torch-cuda-build", "The CUDA and cuDNN torch was built with");
    static final CheckInfo DRIVER_VS_TORCH = python("driver-vs-torch", "The driver supports torch's CUDA");
    static final CheckInfo ARCH_VS_WHEEL = python("arch-vs-wheel", "torch has kernels for each GPU's architecture");
    static final CheckInfo CUDA_INIT = python("cuda-init", "CUDA initialises and computes");
    static final CheckInfo GPU_PROCESSES = host("gpu-processes", "Other processes on the GPU");
    static final CheckInfo MEMORY = host("memory", "GPU and host memory");
    static final CheckInfo SHM = host("shm", "Shared memory (/dev/shm)");
    static final CheckInfo MACE_IMPORT_CHAIN = python("mace-import-chain", "import mace survives its optional accelerators");
    static final CheckInfo NVML_CALLS = python("nvml-calls", "NVML queries tools make are supported");
    static final CheckInfo CUEQ_VERSIONS = python("cueq-versions", "cuEquivariance, mace-torch and torch versions fit together");

    static final List<CheckInfo> ALL = List.of(GPU_VISIBLE, DRIVER_VERSION, WSL, LOADER_PATH, CUDA_LAUNCH_BLOCKING,
            TORCH_CUDA_DSA, DEBUG_ENV_VARS, PYTHON_ENV, TORCH_CUDA_BUILD, DRIVER_VS_TORCH, ARCH_VS_WHEEL, CUDA_INIT,
            GPU_PROCESSES, MEMORY, SHM, MACE_IMPORT_CHAIN, CUEQ_VERSIONS, NVML_CALLS);

    private CheckCatalogue() {
    }

    private static CheckInfo host(String id, String title) {
        return new CheckInfo(id, title, false);
    }

    private static CheckInfo python(String id, String title) {
        return new CheckInfo(id, title, true);
    }
}
