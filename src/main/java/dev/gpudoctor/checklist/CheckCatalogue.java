package dev.gpudoctor.checklist;

import dev.gpudoctor.checklist.Check.PythonChild;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.RecommendedAction;
import java.util.List;

/** Every check, in the order they run, with what it tests, why that matters and what to do (shown in the window). */
final class CheckCatalogue {

    static final CheckInfo GPU_VISIBLE = host(
            CheckId.GPU_VISIBLE,
            RecommendedAction.UPDATE_DRIVER,
            "A GPU is visible to the driver",
            "Asks nvidia-smi which GPUs the NVIDIA driver sees. Nothing on the GPU works without this: no "
                    + "driver, or a driver that lists no GPU, means every CUDA call fails and only CPU runs are "
                    + "possible. It also reads the PCI bus: with no NVIDIA device there, the machine has no NVIDIA GPU "
                    + "and only CPU runs are possible, whatever driver is installed. Otherwise, if it fails, install or "
                    + "repair the driver; under WSL2 that is the Windows driver only, followed by wsl --shutdown.");
    static final CheckInfo DRIVER_VERSION = host(
            CheckId.DRIVER_VERSION,
            RecommendedAction.UPDATE_DRIVER,
            "Driver version and its CUDA version",
            "Reads the driver version and the newest CUDA version it supports. torch brings its own CUDA "
                    + "runtime, but that runtime needs a driver at least as new as it. If it warns, update the driver "
                    + "(on Windows for WSL2) or use a torch built for an older CUDA.");
    static final CheckInfo WSL = host(
            CheckId.WSL,
            RecommendedAction.FIX_CONFIGURATION,
            "WSL set-up for CUDA",
            "Tells WSL1 from WSL2 from a native Linux and, under WSL2, looks for the Windows driver's "
                    + "libraries in /usr/lib/wsl/lib and for a Linux NVIDIA driver installed inside the distro. WSL1 "
                    + "has no GPU at all, and a Linux driver inside WSL2 shadows the Windows one and breaks CUDA. If it "
                    + "fails, convert the distro to WSL2 or remove the Linux driver packages, as the remedy says.");
    static final CheckInfo LOADER_PATH = host(
            CheckId.LOADER_PATH,
            RecommendedAction.FIX_CONFIGURATION,
            "The loader and Triton can find libcuda",
            "Checks that the dynamic loader (ldconfig, LD_LIBRARY_PATH) finds exactly one libcuda.so.1, the "
                    + "driver's. A missing or second, stale libcuda makes CUDA fail to initialise, and Triton "
                    + "(torch.compile, some MACE kernels) searches for it on its own. If it fails, fix the library path "
                    + "or set TRITON_LIBCUDA_PATH as the remedy says.");
    static final CheckInfo CUDA_LAUNCH_BLOCKING = host(
            CheckId.CUDA_LAUNCH_BLOCKING,
            RecommendedAction.FIX_CONFIGURATION,
            "CUDA_LAUNCH_BLOCKING",
            "Looks whether CUDA_LAUNCH_BLOCKING is set. With it every kernel runs synchronously: good for "
                    + "finding which call raised a CUDA error, but 20 to 30 % slower, so it should not be left on for "
                    + "real runs. If it warns, unset it where it is exported (shell profile, job script).");
    static final CheckInfo TORCH_CUDA_DSA = host(
            CheckId.TORCH_CUDA_DSA,
            RecommendedAction.FIX_CONFIGURATION,
            "TORCH_USE_CUDA_DSA (device-side assertions)",
            "Looks whether TORCH_USE_CUDA_DSA is set. Error messages suggest it, but it only works in a torch "
                    + "built with it; stock wheels ignore it, so setting it changes nothing. If it warns, unset it, or "
                    + "build torch with device-side assertions when you need them.");
    static final CheckInfo DEBUG_ENV_VARS = host(
            CheckId.DEBUG_ENV_VARS,
            RecommendedAction.FIX_CONFIGURATION,
            "No debugging or profiling variables left on",
            "Lists CUDA debugging and profiling variables that are set (core dumps on exception, injected "
                    + "profilers, CUDA_DEVICE_WAITS_ON_EXCEPTION, PYTORCH_NO_CUDA_MEMORY_CACHING and the like). Left "
                    + "on, they slow runs down, stall a failing process or change memory behaviour without saying so. "
                    + "If it warns, unset the ones you did not mean to keep.");
    static final CheckInfo PYTHON_ENV = python(
            CheckId.PYTHON_ENV,
            RecommendedAction.FIX_PYTHON_STACK,
            "Python interpreter and packages",
            "Starts the chosen Python and lists its version and the packages MACE needs: torch, mace-torch, "
                    + "cuEquivariance, Triton, nvidia-ml-py. Every check below runs in this interpreter, so without "
                    + "torch none of them can say anything. If torch or mace-torch is missing, the guided set-up (Set "
                    + "up MACE) installs them into GPU Doctor's own environment.");
    static final CheckInfo TORCH_CUDA_BUILD = python(
            CheckId.TORCH_CUDA_BUILD,
            RecommendedAction.FIX_PYTHON_STACK,
            "The CUDA and cuDNN torch was built with",
            "Reads the CUDA and cuDNN versions torch was built with, or that it is a CPU-only build. A "
                    + "CPU-only torch never uses the GPU, however good the driver is. If it is CPU-only, install a CUDA "
                    + "build of torch (the guided set-up does).");
    static final CheckInfo DRIVER_VS_TORCH = python(
            CheckId.DRIVER_VS_TORCH,
            RecommendedAction.UPDATE_DRIVER,
            "The driver supports torch's CUDA",
            "Compares the driver's newest CUDA version with the CUDA torch was built for. A driver older than "
                    + "torch's CUDA is the most common reason for \u201cCUDA driver version is insufficient\u201d. If "
                    + "it fails, update the driver or install a torch built for the driver's CUDA.");
    static final CheckInfo ARCH_VS_WHEEL = python(
            CheckId.ARCH_VS_WHEEL,
            RecommendedAction.FIX_PYTHON_STACK,
            "torch has kernels for each GPU's architecture",
            "Matches each GPU's compute capability against the architectures compiled into torch. A GPU the "
                    + "wheel has no kernels for still reports CUDA as available, then fails every launch with \u201cno "
                    + "kernel image is available\u201d. If it fails, install a torch build whose architecture list "
                    + "includes the GPU.");
    static final CheckInfo CUDA_INIT = python(
            CheckId.CUDA_INIT,
            RecommendedAction.RERUN_WITH_SWITCH,
            "CUDA initialises and computes",
            "In a child Python, initialises CUDA, allocates memory and runs a small computation on each GPU, "
                    + "comparing it with the CPU. This is the end-to-end proof that torch can use the GPU. If it fails, "
                    + "the checks above usually name the cause; re-run with CUDA_LAUNCH_BLOCKING to see the failing "
                    + "call.");
    static final CheckInfo GPU_PROCESSES = host(
            CheckId.GPU_PROCESSES,
            RecommendedAction.RESTART_PROCESS,
            "Other processes on the GPU",
            "Lists other processes holding GPU memory. They take memory your runs need and make timings "
                    + "noisy. If it warns, stop the processes you do not need (under WSL2 the list can be empty even "
                    + "when Windows programs use the GPU).");
    static final CheckInfo MEMORY = host(
            CheckId.MEMORY,
            RecommendedAction.RESTART_PROCESS,
            "GPU and host memory",
            "Reads free GPU and host memory. Large structures run out of GPU memory first, and WSL2 gets only "
                    + "part of the Windows host's RAM. If it warns, close other programs or raise the WSL2 memory limit "
                    + "in .wslconfig.");
    static final CheckInfo SHM = host(
            CheckId.SHM,
            RecommendedAction.FIX_CONFIGURATION,
            "Shared memory (/dev/shm)",
            "Measures /dev/shm, the shared memory that DataLoader workers and CUDA IPC use. Containers and "
                    + "some WSL set-ups give only 64 MiB, and workers then die with \u201cBus error\u201d. If it warns, "
                    + "enlarge it (e.g. docker run --shm-size, or remount).");
    static final CheckInfo MACE_IMPORT_CHAIN = python(
            CheckId.MACE_IMPORT_CHAIN,
            RecommendedAction.FIX_PYTHON_STACK,
            "import mace survives its optional accelerators",
            "Imports mace.calculators in a fresh child and records which optional accelerators "
                    + "(cuEquivariance, OpenEquivariance) it loaded. mace imports them even when they are not used, so "
                    + "one broken accelerator breaks every MACE run, even on the CPU. If it fails, uninstall or fix the "
                    + "accelerator the remedy names.");
    static final CheckInfo NVML_CALLS = python(
            CheckId.NVML_CALLS,
            RecommendedAction.RERUN_WITH_SWITCH,
            "NVML queries tools make are supported",
            "Makes the NVML queries that cuEquivariance, torch.cuda.utilization() and monitoring tools make, "
                    + "and notes which answer NotSupported. Under WSL2 several do, and tools that treat that as fatal "
                    + "crash. If it warns, run through GPU Doctor's NVML shim (the Runs tab has the toggle).");
    static final CheckInfo CUEQ_VERSIONS = python(
            CheckId.CUEQ_VERSIONS,
            RecommendedAction.FIX_PYTHON_STACK,
            "cuEquivariance, mace-torch and torch versions fit together",
            "Compares the versions of cuequivariance, cuequivariance-torch, its CUDA ops package, mace-torch "
                    + "and torch's CUDA. pip installs mismatched sets without complaint; they fail at the first "
                    + "cuEquivariance call or run far slower. If it fails, install the matching set the remedy names, "
                    + "or run MACE without cuEquivariance.");

    /** Every check with how it judges and the Python children it reads, in the order they run. */
    static final List<Check> CHECKS = List.of(
            new Check(GPU_VISIBLE, (host, request, python) -> HostChecks.gpuVisible(host, request.expectedGpus())),
            Check.onHost(DRIVER_VERSION, HostChecks::driverVersion),
            Check.onHost(XidHistoryCheck.INFO, XidHistoryCheck::run),
            Check.onHost(WSL, HostChecks::wsl),
            Check.onHost(WindowsHalfCheck.INFO, WindowsHalfCheck::run),
            Check.onHost(LOADER_PATH, HostChecks::loaderPath),
            new Check(CUDA_LAUNCH_BLOCKING, (host, request, python) -> HostChecks.cudaLaunchBlocking(host, request)),
            new Check(TORCH_CUDA_DSA, (host, request, python) -> HostChecks.torchCudaDsa(host, request)),
            Check.onHost(DEBUG_ENV_VARS, HostChecks::debugEnvVars),
            Check.inPython(PYTHON_ENV, PythonChecks::pythonEnv, PythonChild.ENV_REPORT),
            Check.inPython(TORCH_CUDA_BUILD, PythonChecks::torchCudaBuild, PythonChild.ENV_REPORT),
            Check.inPython(DRIVER_VS_TORCH, PythonChecks::driverVsTorch, PythonChild.ENV_REPORT),
            Check.inPython(ARCH_VS_WHEEL, PythonChecks::archVsWheel, PythonChild.ENV_REPORT),
            Check.inPython(CUDA_INIT, PythonChecks::cudaInit, PythonChild.CUDA_INIT),
            Check.onHost(GPU_PROCESSES, HostChecks::gpuProcesses),
            Check.onHost(MEMORY, HostChecks::memory),
            Check.onHost(SHM, HostChecks::shm),
            Check.inPython(MACE_IMPORT_CHAIN, PythonChecks::maceImportChain, PythonChild.IMPORT_CHAIN),
            Check.inPython(CUEQ_VERSIONS, PythonChecks::cueqVersions, PythonChild.ENV_REPORT),
            Check.inPython(NVML_CALLS, PythonChecks::nvmlCalls, PythonChild.NVML_CALLS),
            // Last: every other check's child has answered by now, so none of ours shares the GPU while it is timed.
            new Check(GpuOutlierCheck.INFO, (host, request, python) -> GpuOutlierCheck.run(host, python.ops())));

    static final List<CheckInfo> ALL = CHECKS.stream().map(Check::info).toList();

    private CheckCatalogue() {}

    // The action is what a warning or failure of the check usually asks for; a check names another
    // where what it found asks for more (Verdict.raise with an action).
    private static CheckInfo host(CheckId id, RecommendedAction action, String title, String explanation) {
        return new CheckInfo(id, title, false, explanation, action);
    }

    private static CheckInfo python(CheckId id, RecommendedAction action, String title, String explanation) {
        return new CheckInfo(id, title, true, explanation, action);
    }
}
