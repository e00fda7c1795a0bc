package dev.gpudoctor.checklist;

import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.PciDevices;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The checks that need no Python: verdicts on {@link HostFacts} alone, in microseconds. */
final class HostChecks {

    static final String WSL_LIB = "/usr/lib/wsl/lib";
    static final List<String> DEBUG_VARIABLES = List.of(
            "CUDA_LAUNCH_BLOCKING",
            "CUDA_INJECTION64_PATH",
            "CUDA_ENABLE_COREDUMP_ON_EXCEPTION",
            "CUDA_ENABLE_CPU_COREDUMP_ON_EXCEPTION",
            "CUDA_ENABLE_USER_TRIGGERED_COREDUMP",
            "CUDA_COREDUMP_FILE",
            "CUDA_DEVICE_WAITS_ON_EXCEPTION",
            "CUDA_PROFILE",
            "COMPUTE_PROFILE",
            "NSIGHT_CUDA_DEBUGGER",
            "CUDA_AUTO_BOOST",
            "CUDA_MEMCHECK_PATCH_MODULE",
            "PYTORCH_NO_CUDA_MEMORY_CACHING");
    static final long GIB = 1024L * 1024 * 1024;
    static final long SMALL_SHM = GIB;

    static final String NO_NVIDIA_HARDWARE = PciDevices.NO_NVIDIA_HARDWARE;
    static final String NO_NVIDIA_HARDWARE_SENTENCE =
            "This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only.";
    static final String NO_NVIDIA_HARDWARE_REMEDY =
            "Nothing to install: CPU runs work here. For GPU runs use a machine with an "
                    + "NVIDIA GPU (on a cloud, a GPU instance type; on a VM host, pass the GPU through to this VM).";

    private HostChecks() {}

    /**
     * @param expectedGpus how many GPUs the machine should show ({@code --expect-gpus}); null: no expectation, so a
     *                     machine without any NVIDIA device is a CPU machine (skipped, nothing to do), not a failure
     */
    static CheckResult gpuVisible(HostFacts host, Integer expectedGpus) {
        Verdict v = new Verdict(CheckCatalogue.GPU_VISIBLE);
        HostFacts.NvidiaSmi smi = host.nvidiaSmi();
        if (host.platform().wsl1()) {
            return v.raise(
                            CheckStatus.FAIL,
                            "WSL1 translates Linux system calls and has no GPU at all; CUDA needs WSL2.",
                            "In Windows PowerShell: wsl --set-version <distro> 2 (list distros with wsl -l -v)")
                    .value("WSL1: no GPU")
                    .evidence(host.platform().evidence())
                    .result();
        }
        v.evidence(smi.locations().stream().map(path -> "nvidia-smi at " + path).toList());
        if (smi.source() == null && "not collected".equals(smi.problem())) {
            return Verdict.skip(
                    CheckCatalogue.GPU_VISIBLE,
                    "nvidia-smi output not collected",
                    "The captured host has no .gpu-doctor/commands/nvidia-smi-q-x.txt, so there is nothing to judge.");
        }
        if (HostCommands.notReadInTime(smi.problem())) {
            return Verdict.skip(
                    CheckCatalogue.GPU_VISIBLE,
                    "nvidia-smi not read in time",
                    "nvidia-smi: " + smi.problem() + ". Nothing is judged from an answer that did not come: a slow "
                            + "machine is not a missing GPU. Run the check again when the machine is less busy.");
        }
        int pciNvidia = host.pci().nvidia().size();
        if (smi.source() == null || smi.driverVersion() == null && smi.gpus().isEmpty()) {
            String problem = smi.problem() == null ? "no GPUs listed" : smi.problem();
            if (smi.locations().isEmpty()) {
                v.evidence("nvidia-smi: " + problem + " (looked on PATH, in " + WSL_LIB + ", /usr/bin and "
                        + HostFacts.GPU_OPERATOR_DRIVER_ROOT + "/usr/bin)");
            } else {
                v.evidence("nvidia-smi: " + problem);
            }
            v.evidence(smi.outputTail());
            v.evidence(host.pci().evidence());
            if (host.noNvidiaHardware()) {
                if (expectedGpus == null || expectedGpus == 0) {
                    return v.status(CheckStatus.SKIP)
                            .value(NO_NVIDIA_HARDWARE)
                            .explain(
                                    NO_NVIDIA_HARDWARE_SENTENCE + " No GPU is expected here (give --expect-gpus N where"
                                            + " this machine should have N), so there is nothing to fix.")
                            .remedy(NO_NVIDIA_HARDWARE_REMEDY)
                            .result();
                }
                return v.raise(
                                CheckStatus.FAIL,
                                RecommendedAction.REPLACE_HARDWARE,
                                NO_NVIDIA_HARDWARE_SENTENCE
                                        + " " + expectedGpus
                                        + " expected (--expect-gpus), and there is no NVIDIA device on the PCI bus,"
                                        + " so no NVIDIA driver can help here.",
                                "Have the GPU seated, powered or passed through to this machine (or the node's expected"
                                        + " count corrected).")
                        .value(NO_NVIDIA_HARDWARE + ", " + expectedGpus + " expected")
                        .result();
            }
            List<PciDevices.Device> nvidia = host.pci().nvidia();
            String onTheBus = nvidia.isEmpty()
                    ? ""
                    : " An NVIDIA device is on the PCI bus (" + nvidia.get(0).address() + ", "
                            + (nvidia.get(0).boundDriver() == null
                                    ? "no kernel driver bound"
                                    : "bound to " + nvidia.get(0).boundDriver())
                            + "): the hardware is there, the driver is not.";
            String fix = host.platform().wsl2()
                    ? "Install or update the NVIDIA driver on Windows (it provides the GPU to WSL2; never install a Linux "
                            + "driver inside WSL), then in PowerShell: wsl --shutdown"
                    : "Install the NVIDIA driver, e.g. on Ubuntu: sudo ubuntu-drivers install (then reboot)";
            return v.raise(
                            CheckStatus.FAIL,
                            "nvidia-smi gave no GPU (" + problem + "): no NVIDIA driver is talking to a GPU."
                                    + onTheBus,
                            fix)
                    .value("no GPU: nvidia-smi " + problem)
                    .result();
        }
        if (smi.gpus().isEmpty()) {
            return v.raise(
                            CheckStatus.FAIL,
                            RecommendedAction.REBOOT,
                            "The driver is loaded but lists no GPU.",
                            "Check that the GPU is seated and enabled; on WSL2 update the Windows driver and run wsl --shutdown")
                    .value("0 GPUs (driver " + smi.driverVersion() + ")")
                    .result();
        }
        List<String> names = new ArrayList<>();
        for (HostFacts.Gpu gpu : smi.gpus()) {
            names.add(gpu.name());
            v.evidence("GPU " + gpu.busId() + ": " + gpu.name()
                    + (gpu.driverModel() == null ? "" : " (" + gpu.driverModel() + ")"));
        }
        int seen = smi.gpus().size();
        v.value(seen + " GPU" + (seen == 1 ? "" : "s") + ": " + String.join(", ", names))
                .explain("nvidia-smi (" + smi.source() + ") lists the GPUs the driver sees" + operatorNote(host) + ".");
        if (expectedGpus != null && seen < expectedGpus) {
            boolean fellOff = pciNvidia >= expectedGpus;
            v.raise(
                    CheckStatus.FAIL,
                    fellOff ? RecommendedAction.REBOOT : RecommendedAction.REPLACE_HARDWARE,
                    "The driver lists " + seen + " of the " + expectedGpus + " GPUs expected (--expect-gpus)"
                            + (fellOff
                                    ? "; the PCI bus still shows " + pciNvidia
                                            + " NVIDIA devices, so the driver lost some"
                                    : "")
                            + ".",
                    fellOff
                            ? "Look for 'fallen off the bus' and Xid 79 in the kernel log; reboot the node, and replace the GPU"
                                    + " if it happens again"
                            : "Check that every GPU is seated, powered and enabled in the firmware");
            v.value(seen + " of " + expectedGpus + " GPUs: " + String.join(", ", names));
        }
        return v.result();
    }

    static CheckResult driverVersion(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.DRIVER_VERSION);
        HostFacts.NvidiaSmi smi = host.nvidiaSmi();
        if (smi.driverVersion() == null) {
            return Verdict.skip(
                    CheckCatalogue.DRIVER_VERSION,
                    "unknown",
                    "No driver version: nvidia-smi gave none (" + (smi.problem() == null ? "no output" : smi.problem())
                            + ").");
        }
        v.value("driver " + smi.driverVersion() + ", CUDA "
                        + (smi.cudaVersion() == null ? "unknown" : smi.cudaVersion()))
                .evidence("driver_version " + smi.driverVersion())
                .evidence("cuda_version " + smi.cudaVersion())
                .explain("The CUDA version is the newest CUDA this driver supports; torch's CUDA must not be newer"
                        + operatorNote(host) + ".");
        double cuda = Versions.majorMinor(smi.cudaVersion());
        if (!Double.isNaN(cuda) && cuda < 11.8) {
            v.raise(
                    CheckStatus.WARN,
                    "Current PyTorch wheels are built for CUDA 11.8 or newer; this driver is older.",
                    host.platform().wsl2()
                            ? "Update the NVIDIA driver on Windows, then in PowerShell: wsl --shutdown"
                            : "Update the NVIDIA driver (e.g. sudo ubuntu-drivers install) and reboot");
        }
        return v.result();
    }

    static CheckResult wsl(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.WSL);
        HostFacts.Wsl wsl = host.wsl();
        Platform platform = host.platform();
        v.evidence(platform.evidence());
        if (platform.kind() == Platform.Kind.NATIVE_LINUX || platform.kind() == Platform.Kind.OTHER) {
            return v.status(CheckStatus.SKIP)
                    .value(platform.kind() == Platform.Kind.NATIVE_LINUX ? "native Linux" : "not Linux")
                    .explain("Not WSL: nothing WSL-specific to check.")
                    .result();
        }
        if (platform.wsl1()) {
            return v.raise(
                            CheckStatus.FAIL,
                            "WSL1 has no CUDA at all: GPU paravirtualisation exists only in WSL2.",
                            "In Windows PowerShell: wsl --set-version <distro> 2 (list distros with wsl -l -v)")
                    .value("WSL1")
                    .result();
        }
        List<String> found = new ArrayList<>();
        found.add("WSL2");
        if (!wsl.dxgPresent()) {
            v.raise(
                    CheckStatus.FAIL,
                    "/dev/dxg, the GPU paravirtualisation device, is missing.",
                    "Update WSL and the Windows NVIDIA driver: in PowerShell wsl --update, then wsl --shutdown");
        }
        if (!wsl.libDirPresent()) {
            v.raise(
                    CheckStatus.FAIL,
                    WSL_LIB + " is missing: the Windows driver's CUDA libraries are not mounted.",
                    "Install the NVIDIA driver on Windows, then in PowerShell: wsl --shutdown");
        } else {
            found.add(WSL_LIB + " present");
            wsl.libDirFiles().forEach(file -> v.evidence(file.describe()));
            HostFacts.LibraryFile so1 = file(wsl.libDirFiles(), WSL_LIB + "/libcuda.so.1");
            if (so1 == null || !so1.targetExists()) {
                v.raise(
                        CheckStatus.FAIL,
                        WSL_LIB + "/libcuda.so.1 is missing.",
                        "Reinstall the NVIDIA driver on Windows, then in PowerShell: wsl --shutdown");
            } else {
                List<String> copies = new ArrayList<>();
                for (String name : List.of("libcuda.so", "libcuda.so.1")) {
                    HostFacts.LibraryFile entry = file(wsl.libDirFiles(), WSL_LIB + "/" + name);
                    if (entry != null && !entry.symlink()) {
                        copies.add(name);
                    }
                }
                if (copies.isEmpty()) {
                    found.add("libcuda links fine");
                } else {
                    found.add(String.join(", ", copies) + " copies, not links");
                    v.explain("Windows ships " + String.join(" and ", copies)
                            + " as copies rather than links; ldconfig then"
                            + " warns \"is not a symbolic link\". Harmless: the loader still finds libcuda.so.1.");
                }
            }
        }
        List<HostFacts.LibraryFile> linuxDriver = host.loader().linuxDriverLibs();
        if (!linuxDriver.isEmpty()) {
            linuxDriver.forEach(file -> v.evidence("Linux driver library: " + file.describe()));
            found.add("Linux driver inside WSL");
            v.raise(
                    CheckStatus.FAIL,
                    "A Linux NVIDIA driver is installed inside WSL ("
                            + linuxDriver.get(0).path()
                            + "). Its libcuda / libnvidia-ml shadow the Windows driver's in " + WSL_LIB
                            + ": the classic cause of \"CUDA driver version is insufficient for CUDA runtime version\".",
                    "Remove the Linux driver from the distro (WSL uses the Windows driver): "
                            + "sudo apt-get remove --purge '^nvidia-driver-.*' '^libnvidia-compute-.*' && sudo ldconfig\n"
                            + "Inside WSL install only the toolkit (cuda-toolkit-12-x), never the cuda or cuda-drivers packages.");
        }
        List<String> smi = host.nvidiaSmi().locations();
        if (!smi.isEmpty()) {
            v.evidence("nvidia-smi found at: " + String.join(", ", smi));
            if (!smi.get(0).startsWith(WSL_LIB + "/")) {
                found.add("nvidia-smi from " + smi.get(0));
                v.raise(
                        CheckStatus.WARN,
                        "The first nvidia-smi on PATH is " + smi.get(0) + ", not WSL's " + WSL_LIB
                                + "/nvidia-smi: it belongs to a Linux driver package and may fail or report the wrong driver.",
                        "Use " + WSL_LIB + "/nvidia-smi, and remove the Linux driver package that installed "
                                + smi.get(0));
            }
        } else {
            found.add("no nvidia-smi");
        }
        return v.value(String.join("; ", found)).result();
    }

    static CheckResult loaderPath(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.LOADER_PATH);
        HostFacts.Loader loader = host.loader();
        host.loader().confFiles().forEach(conf -> v.evidence(conf.path() + ": " + String.join(" ", conf.lines())));
        if (loader.ldLibraryPath() != null) {
            v.evidence("LD_LIBRARY_PATH=" + loader.ldLibraryPath());
        }
        boolean wsl2 = host.platform().wsl2();
        List<String> found = new ArrayList<>();
        HostFacts.LibraryFile operatorLibcuda = loader.gpuOperatorLibs().stream()
                .filter(file -> file.path().endsWith("/libcuda.so.1") && file.targetExists())
                .findFirst()
                .orElse(null);
        if (loader.libcudaDir() == null && operatorLibcuda != null && !wsl2) {
            loader.gpuOperatorLibs().forEach(file -> v.evidence(file.describe()));
            String dir =
                    operatorLibcuda.path().substring(0, operatorLibcuda.path().lastIndexOf('/'));
            found.add("libcuda.so.1 in " + dir + " (" + HostFacts.GPU_OPERATOR_DRIVER + ")");
            v.explain("On a GPU Operator node the driver's libraries stay under " + HostFacts.GPU_OPERATOR_DRIVER_ROOT
                    + ": pods get them from the NVIDIA Container Toolkit, and a program run on the host itself (outside"
                    + " a pod) does not find libcuda.so.1, by design.");
        } else if (loader.libcudaDir() == null) {
            found.add("libcuda.so.1 not on the loader path");
            if (wsl2) {
                v.raise(
                        CheckStatus.FAIL,
                        "The loader cannot find libcuda.so.1: " + WSL_LIB + " is on neither the ld.so.conf.d"
                                + " list nor LD_LIBRARY_PATH (WSL writes /etc/ld.so.conf.d/ld.wsl.conf for it).",
                        "echo " + WSL_LIB + " | sudo tee /etc/ld.so.conf.d/ld.wsl.conf && sudo ldconfig");
            } else if (host.noNvidiaHardware()) {
                return v.status(CheckStatus.SKIP)
                        .value("no NVIDIA GPU here: no libcuda.so.1 needed")
                        .evidence(host.pci().evidence())
                        .explain(
                                "This machine has no NVIDIA PCI device, so there is no driver library to find; CPU runs need none.")
                        .result();
            } else if (host.nvidiaSmi().driverVersion() == null) {
                v.raise(
                        CheckStatus.FAIL,
                        "No libcuda.so.1 on the loader path: there is no NVIDIA driver here.",
                        "Install the NVIDIA driver, e.g. on Ubuntu: sudo ubuntu-drivers install (then reboot)");
            } else {
                v.raise(
                        CheckStatus.FAIL,
                        "nvidia-smi works but libcuda.so.1 is on no loader path.",
                        "Reinstall the driver's CUDA library package (e.g. libnvidia-compute-<version>) and run sudo ldconfig");
            }
        } else {
            found.add("libcuda.so.1 in " + loader.libcudaDir());
            boolean shadowed = wsl2
                    && host.loader().linuxDriverLibs().stream()
                            .anyMatch(file -> file.path().endsWith("/libcuda.so.1"));
            if (shadowed && loader.libcudaDir().equals(WSL_LIB)) {
                v.raise(
                        CheckStatus.FAIL,
                        "A Linux driver's libcuda.so.1 is also in the ldconfig cache; which one a program"
                                + " gets depends on the cache order and RPATHs, and it is often the Linux one.",
                        "sudo apt-get remove --purge '^libnvidia-compute-.*' && sudo ldconfig");
            }
            if (wsl2 && !loader.libcudaDir().equals(WSL_LIB)) {
                v.raise(
                        CheckStatus.FAIL,
                        "The loader finds libcuda.so.1 in " + loader.libcudaDir() + " before " + WSL_LIB
                                + ": a Linux driver's library shadows the Windows driver's.",
                        "sudo apt-get remove --purge '^libnvidia-compute-.*' && sudo ldconfig (or take "
                                + loader.libcudaDir() + " out of LD_LIBRARY_PATH)");
            }
        }
        String triton = host.environment().get("TRITON_LIBCUDA_PATH");
        if (triton != null) {
            String dir = triton.endsWith("/") ? triton.substring(0, triton.length() - 1) : triton;
            boolean ok = host.loader().searchDirs().contains(dir) && dir.equals(loader.libcudaDir())
                    || host.wsl().libDirFiles().stream().anyMatch(f -> f.path().equals(dir + "/libcuda.so.1"))
                    || host.loader().linuxDriverLibs().stream()
                            .anyMatch(f -> f.path().equals(dir + "/libcuda.so.1"));
            found.add("TRITON_LIBCUDA_PATH=" + triton);
            if (!ok) {
                v.raise(
                        CheckStatus.WARN,
                        "TRITON_LIBCUDA_PATH points at " + triton + ", where GPU Doctor sees no libcuda.so.1;"
                                + " Triton (torch.compile, cuEquivariance kernels) will fail to load CUDA.",
                        wsl2 ? "export TRITON_LIBCUDA_PATH=" + WSL_LIB : "unset TRITON_LIBCUDA_PATH");
            }
        } else {
            v.explain("Triton finds libcuda through ldconfig -p (or TRITON_LIBCUDA_PATH, unset here).");
        }
        return v.value(String.join("; ", found)).result();
    }

    static CheckResult cudaLaunchBlocking(HostFacts host, ChecklistRequest request) {
        Verdict v = new Verdict(CheckCatalogue.CUDA_LAUNCH_BLOCKING);
        String current = host.environment().get("CUDA_LAUNCH_BLOCKING");
        String toggle = "GPU Doctor's runs: " + (request.cudaLaunchBlocking() ? "on (CUDA_LAUNCH_BLOCKING=1)" : "off");
        v.value((current == null ? "unset" : "CUDA_LAUNCH_BLOCKING=" + current) + "; " + toggle)
                .explain(
                        "With CUDA_LAUNCH_BLOCKING=1 every kernel launch waits for the kernel, so a CUDA error is reported at"
                                + " the call that caused it instead of a later one. The toggle applies it to every run GPU Doctor launches.");
        if (truthy(current)) {
            v.raise(
                    CheckStatus.WARN,
                    "It is set globally: every kernel runs synchronously, roughly 20-30 % slower.",
                    "unset CUDA_LAUNCH_BLOCKING (and remove it from ~/.bashrc or the job script); use GPU Doctor's toggle to debug");
        }
        return v.result();
    }

    static CheckResult torchCudaDsa(HostFacts host, ChecklistRequest request) {
        Verdict v = new Verdict(CheckCatalogue.TORCH_CUDA_DSA);
        String current = host.environment().get("TORCH_USE_CUDA_DSA");
        v.value((current == null ? "unset" : "TORCH_USE_CUDA_DSA=" + current) + "; GPU Doctor's runs: "
                        + (request.torchUseCudaDsa() ? "on (TORCH_USE_CUDA_DSA=1)" : "off"))
                .explain(
                        "TORCH_USE_CUDA_DSA is a build-time flag: device-side assertions exist only in a torch compiled with it,"
                                + " and stock PyTorch wheels ignore the variable at run time, although their error messages suggest"
                                + " setting it. What helps instead: CUDA_LAUNCH_BLOCKING=1 (the error at its call),"
                                + " compute-sanitizer python script.py (out-of-bounds accesses and races), and CUDA core dumps"
                                + " (CUDA_ENABLE_COREDUMP_ON_EXCEPTION=1, opened with cuda-gdb).");
        return v.result();
    }

    static CheckResult debugEnvVars(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.DEBUG_ENV_VARS);
        if ("not collected".equals(host.environmentSource())) {
            return Verdict.skip(
                    CheckCatalogue.DEBUG_ENV_VARS,
                    "environment not collected",
                    "The captured host has no .gpu-doctor/environ.txt.");
        }
        List<String> on = new ArrayList<>();
        for (String name : DEBUG_VARIABLES) {
            String value = host.environment().get(name);
            if (truthy(value)
                    || value != null && !value.isBlank() && (name.endsWith("_PATH") || name.endsWith("_FILE"))) {
                on.add(name + "=" + value);
            }
        }
        v.evidence(on);
        if (on.isEmpty()) {
            return v.value("none set")
                    .explain("Checked: " + String.join(", ", DEBUG_VARIABLES) + ".")
                    .result();
        }
        return v.value(String.join(", ", on))
                .raise(
                        CheckStatus.WARN,
                        "Debugging or profiling variables are on: they slow every CUDA program (synchronous"
                                + " launches, injected profilers, core dumps) and are easily forgotten in a shell profile.",
                        "unset "
                                + String.join(
                                        " ",
                                        on.stream()
                                                .map(entry -> entry.substring(0, entry.indexOf('=')))
                                                .toList())
                                + " (and remove them from ~/.bashrc or the job script)")
                .result();
    }

    static CheckResult gpuProcesses(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.GPU_PROCESSES);
        HostFacts.NvidiaSmi smi = host.nvidiaSmi();
        if (smi.gpus().isEmpty()) {
            return Verdict.skip(CheckCatalogue.GPU_PROCESSES, "no GPU listed", "nvidia-smi listed no GPU to look at.");
        }
        boolean wsl2 = host.platform().wsl2();
        List<String> compute = new ArrayList<>();
        int all = 0;
        for (HostFacts.Gpu gpu : smi.gpus()) {
            for (HostFacts.GpuProcess process : gpu.processes()) {
                all++;
                String memory = process.usedMemoryMib() == null ? "memory n/a" : process.usedMemoryMib() + " MiB";
                v.evidence(gpu.busId() + " pid " + process.pid() + " " + process.type() + " " + process.name() + " ("
                        + memory + ")");
                if (process.type() != null && process.type().contains("C")) {
                    compute.add(process.pid() + " " + process.name() + " (" + memory + ")");
                }
            }
        }
        if (wsl2) {
            v.explain(
                    "Under WSL2 the GPU is shared with Windows through WDDM: nvidia-smi shows no or few processes and no"
                            + " per-process memory (\"Not available in WDDM driver model\"). Windows Task Manager (Performance > GPU,"
                            + " Details > Dedicated GPU memory) shows who holds it.");
            return v.value(all == 0 ? "none visible (WSL2 cannot list them)" : all + " listed, memory n/a under WDDM")
                    .result();
        }
        if (compute.isEmpty()) {
            return v.value(all == 0 ? "none" : all + " graphics only")
                    .explain("No compute process holds the GPU.")
                    .result();
        }
        return v.value(compute.size() + " compute: " + String.join("; ", compute))
                .raise(
                        CheckStatus.WARN,
                        "Other compute processes hold the GPU: they take memory and time from yours.",
                        "nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv, then stop the ones you do not"
                                + " need (kill <pid>)")
                .result();
    }

    static CheckResult memory(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.MEMORY);
        List<String> parts = new ArrayList<>();
        for (HostFacts.Gpu gpu : host.nvidiaSmi().gpus()) {
            if (gpu.memoryTotalMib() == null) {
                parts.add(gpu.name() + ": memory n/a");
                continue;
            }
            long total = gpu.memoryTotalMib();
            Long free = gpu.memoryFreeMib() != null
                    ? gpu.memoryFreeMib()
                    : gpu.memoryUsedMib() != null ? total - gpu.memoryUsedMib() : null;
            parts.add(gpu.name() + ": " + (free == null ? "?" : free) + " of " + total + " MiB free");
            v.evidence(gpu.busId() + " fb_memory total " + total + " MiB, used " + gpu.memoryUsedMib() + " MiB, free "
                    + free + " MiB");
            if (free != null && (free < 1024 || free < total / 10)) {
                v.raise(
                        CheckStatus.WARN,
                        gpu.name() + " has only " + free + " MiB of " + total + " MiB free: something else"
                                + " holds its memory, and a run may fail with \"CUDA out of memory\".",
                        host.platform().wsl2()
                                ? "Close GPU-heavy Windows programs (see Task Manager > Performance > GPU)"
                                : "nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv, then stop what you do not need");
            }
        }
        HostFacts.Memory memory = host.memory();
        if (memory.memTotalBytes() != null) {
            String ram = "host RAM " + gib(memory.memAvailableBytes()) + " of " + gib(memory.memTotalBytes())
                    + " GiB available";
            parts.add(ram);
            v.evidence("MemTotal " + memory.memTotalBytes() + " B, MemAvailable " + memory.memAvailableBytes() + " B");
            if (host.platform().wsl2()) {
                v.explain("Under WSL2 host RAM is the VM's share of Windows memory (by default half of it), capped by"
                        + " memory= in %UserProfile%\\.wslconfig.");
            }
            if (memory.memAvailableBytes() != null && memory.memAvailableBytes() < 4 * GIB) {
                v.raise(
                        CheckStatus.WARN,
                        RecommendedAction.FIX_CONFIGURATION,
                        "Less than 4 GiB of host RAM is available: loading models and DataLoader workers may"
                                + " be killed by the OOM killer.",
                        host.platform().wsl2()
                                ? "Raise the WSL memory cap in %UserProfile%\\.wslconfig ([wsl2] memory=16GB), then wsl --shutdown"
                                : "Close memory-heavy programs, or add RAM or swap");
            }
        }
        if (parts.isEmpty()) {
            return Verdict.skip(
                    CheckCatalogue.MEMORY,
                    "unknown",
                    "Neither GPU memory (nvidia-smi) nor /proc/meminfo could be read.");
        }
        return v.value(String.join("; ", parts)).result();
    }

    static CheckResult shm(HostFacts host) {
        Verdict v = new Verdict(CheckCatalogue.SHM);
        Long shm = host.memory().shmBytes();
        if (shm == null) {
            return Verdict.skip(
                    CheckCatalogue.SHM, "unknown", "The size of /dev/shm could not be read (no /dev/shm mount seen).");
        }
        v.value(String.format(Locale.ROOT, "/dev/shm %.1f GiB", shm / (double) GIB))
                .evidence("/dev/shm size " + shm + " B (" + host.memory().shmSource() + ")")
                .explain("PyTorch DataLoader workers pass batches through /dev/shm.");
        if (shm < SMALL_SHM) {
            v.raise(
                    CheckStatus.WARN,
                    "It is small: DataLoader workers die with \"Bus error\" or \"unable to write to file"
                            + " </torch_...>\" once batches do not fit.",
                    "sudo mount -o remount,size=8G /dev/shm (in Docker: --shm-size=8g or --ipc=host)");
        }
        return v.result();
    }

    static boolean truthy(String value) {
        if (value == null) {
            return false;
        }
        String text = value.strip().toLowerCase(Locale.ROOT);
        return !text.isEmpty()
                && !text.equals("0")
                && !text.equals("false")
                && !text.equals("off")
                && !text.equals("no");
    }

    /** Where the driver the checks judged came from, when it is the GPU Operator's ("" otherwise). */
    static String operatorNote(HostFacts host) {
        List<String> smi = host.nvidiaSmi().locations();
        boolean operator = !smi.isEmpty()
                ? HostFacts.underGpuOperatorRoot(smi.get(0))
                : host.loader().libcudaDir() == null
                        && !host.loader().gpuOperatorLibs().isEmpty();
        return operator ? " (" + HostFacts.GPU_OPERATOR_DRIVER + ")" : "";
    }

    private static HostFacts.LibraryFile file(List<HostFacts.LibraryFile> files, String path) {
        return files.stream().filter(f -> f.path().equals(path)).findFirst().orElse(null);
    }

    private static String gib(Long bytes) {
        return bytes == null ? "?" : String.format(Locale.ROOT, "%.1f", bytes / (double) GIB);
    }
}
