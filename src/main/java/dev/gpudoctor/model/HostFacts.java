package dev.gpudoctor.model;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What GPU Doctor read about a machine (or a captured tree standing for one), before any verdict.
 * Paths are strings as they appear on that machine ("/usr/lib/wsl/lib"). A value that could not
 * be read is null; why goes into {@link #problems()}.
 *
 * @param hostRoot          the directory that stood for "/"
 * @param platform          native Linux, WSL1 or WSL2, decided once from {@code os} and {@code wsl}
 * @param environment       the variables that matter to CUDA, torch and the loader that are set (others are absent)
 * @param environmentSource "process", "environ.txt" or "not collected"
 * @param windows           the Windows half of a WSL2 machine (not read elsewhere: state NOT_WSL2)
 * @param xids              the driver's Xid lines in the kernel log since boot
 * @param pci               the NVIDIA devices and display controllers on the PCI bus (not recorded: not read)
 */
public record HostFacts(
        String hostRoot,
        Os os,
        Platform platform,
        Wsl wsl,
        Loader loader,
        NvidiaSmi nvidiaSmi,
        Memory memory,
        Map<String, String> environment,
        String environmentSource,
        List<String> problems,
        WindowsHalf windows,
        XidHistory xids,
        PciDevices pci) {

    public HostFacts {
        Objects.requireNonNull(hostRoot, "hostRoot");
        Objects.requireNonNull(platform, "platform");
        environment = environment == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(environment));
        problems = problems == null ? List.of() : List.copyOf(problems);
        windows = windows == null ? WindowsHalf.notRead(WindowsHalf.State.NOT_WSL2, "not read") : windows;
        xids = xids == null ? XidHistory.unreadable("not read") : xids;
        pci = pci == null ? PciDevices.notRead("not recorded") : pci;
    }

    /**
     * This machine has no NVIDIA GPU at all: the PCI bus was read and holds no NVIDIA device, and it is
     * not WSL (whose GPU arrives through /dev/dxg, never as a PCI device). No driver would help.
     */
    public boolean noNvidiaHardware() {
        return pci.read() && pci.nvidia().isEmpty() && !platform.wsl1() && !platform.wsl2() && !wsl.dxgPresent();
    }

    /** Facts without the PCI bus (older reports, tests that do not need it). */
    public HostFacts(
            String hostRoot,
            Os os,
            Platform platform,
            Wsl wsl,
            Loader loader,
            NvidiaSmi nvidiaSmi,
            Memory memory,
            Map<String, String> environment,
            String environmentSource,
            List<String> problems,
            WindowsHalf windows,
            XidHistory xids) {
        this(
                hostRoot,
                os,
                platform,
                wsl,
                loader,
                nvidiaSmi,
                memory,
                environment,
                environmentSource,
                problems,
                windows,
                xids,
                null);
    }

    /** Facts without the Windows half and the Xid history (older reports, tests that do not need them). */
    public HostFacts(
            String hostRoot,
            Os os,
            Platform platform,
            Wsl wsl,
            Loader loader,
            NvidiaSmi nvidiaSmi,
            Memory memory,
            Map<String, String> environment,
            String environmentSource,
            List<String> problems) {
        this(
                hostRoot,
                os,
                platform,
                wsl,
                loader,
                nvidiaSmi,
                memory,
                environment,
                environmentSource,
                problems,
                null,
                null,
                null);
    }

    /** /etc/os-release and /proc/version. */
    public record Os(String prettyName, String id, String versionId, String procVersion, String kernelRelease) {}

    /**
     * What WSL leaves on a machine, raw: the verdict is {@link HostFacts#platform()}.
     *
     * @param libDirFiles   the libcuda / libnvidia-ml / nvidia-smi entries of /usr/lib/wsl/lib
     */
    public record Wsl(
            boolean interopPresent, boolean dxgPresent, boolean libDirPresent, List<LibraryFile> libDirFiles) {
        public Wsl {
            libDirFiles = List.copyOf(libDirFiles);
        }
    }

    /** A library file as found: a regular file, a link (with its target) or a dangling link. */
    public record LibraryFile(String path, boolean symlink, String linkTarget, boolean targetExists, long sizeBytes) {
        public String describe() {
            if (symlink) {
                return path + " -> " + linkTarget + (targetExists ? "" : " (dangling)");
            }
            return path + " (file, " + sizeBytes + " bytes)";
        }
    }

    /** One file of /etc/ld.so.conf.d with its non-comment lines. */
    public record ConfFile(String path, List<String> lines) {
        public ConfFile {
            lines = List.copyOf(lines);
        }
    }

    /**
     * The dynamic loader's view.
     *
     * @param searchDirs      LD_LIBRARY_PATH, then the ld.so.conf.d directories in file order, then the defaults
     * @param linuxDriverLibs libcuda / libnvidia-ml in the distro's own lib directories (a Linux driver), and the
     *                        same directories under {@link #GPU_OPERATOR_DRIVER_ROOT} (the GPU Operator's driver)
     * @param libcudaDir      the first search directory holding libcuda.so.1, or null
     */
    public record Loader(
            String ldLibraryPath,
            List<ConfFile> confFiles,
            List<String> searchDirs,
            List<LibraryFile> linuxDriverLibs,
            String libcudaDir) {
        public Loader {
            confFiles = List.copyOf(confFiles);
            searchDirs = List.copyOf(searchDirs);
            linuxDriverLibs = List.copyOf(linuxDriverLibs);
        }

        /** The driver libraries the GPU Operator's driver container put under {@link #GPU_OPERATOR_DRIVER_ROOT}. */
        public List<LibraryFile> gpuOperatorLibs() {
            return linuxDriverLibs.stream()
                    .filter(file -> underGpuOperatorRoot(file.path()))
                    .toList();
        }
    }

    /**
     * Where NVIDIA's GPU Operator mounts its containerised driver's root on the host: nvidia-smi at
     * usr/bin/nvidia-smi and libcuda / libnvidia-ml in the lib directory of the driver image's distro
     * (usr/lib/x86_64-linux-gnu on Ubuntu images, usr/lib64 on RHEL ones), not on the host's own paths. The
     * host's loader does not know those directories, so that nvidia-smi runs with LD_LIBRARY_PATH set to them.
     * Sources: the GPU Operator docs, Install NVIDIA GPU Operator
     * (https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/install-gpu-operator.html,
     * driver.enabled: "the Operator deploys NVIDIA drivers as a container on the system"); NVIDIA/k8s-driver-manager
     * README ("Driver root filesystem mounted on the host previously under /run/nvidia/driver",
     * https://github.com/NVIDIA/k8s-driver-manager).
     */
    public static final String GPU_OPERATOR_DRIVER_ROOT = "/run/nvidia/driver";

    /** Words for the checks' text, the same wherever the operator's driver is named. */
    public static final String GPU_OPERATOR_DRIVER =
            "driver from the GPU Operator's container, " + GPU_OPERATOR_DRIVER_ROOT;

    public static boolean underGpuOperatorRoot(String path) {
        return path != null && path.startsWith(GPU_OPERATOR_DRIVER_ROOT + "/");
    }

    /**
     * {@code nvidia-smi -q -x}, parsed.
     *
     * @param locations     every nvidia-smi found (PATH and the usual places)
     * @param source        "ran", "captured" or null when there is no output
     * @param problem       why there is no (usable) output: "not collected", "not found", its error
     * @param outputTail    the last lines of the output when it was not XML (the driver's own message)
     */
    public record NvidiaSmi(
            List<String> locations,
            String source,
            String problem,
            String driverVersion,
            String cudaVersion,
            List<Gpu> gpus,
            List<String> outputTail) {
        public NvidiaSmi {
            locations = List.copyOf(locations);
            gpus = List.copyOf(gpus);
            outputTail = List.copyOf(outputTail);
        }
    }

    /**
     * One GPU of nvidia-smi. Values nvidia-smi marks "N/A", "Not available in WDDM driver model" or
     * "ERR!" are null here: not measured, not an error.
     */
    /** @param pcie the PCIe link as nvidia-smi read it (null: not in the answer, as under WSL2's WDDM) */
    public record Gpu(
            String busId,
            String name,
            String uuid,
            String driverModel,
            Long memoryTotalMib,
            Long memoryUsedMib,
            Long memoryFreeMib,
            Integer utilizationPercent,
            List<GpuProcess> processes,
            PcieLink pcie) {
        public Gpu {
            processes = List.copyOf(processes);
        }

        public Gpu(
                String busId,
                String name,
                String uuid,
                String driverModel,
                Long memoryTotalMib,
                Long memoryUsedMib,
                Long memoryFreeMib,
                Integer utilizationPercent,
                List<GpuProcess> processes) {
            this(
                    busId,
                    name,
                    uuid,
                    driverModel,
                    memoryTotalMib,
                    memoryUsedMib,
                    memoryFreeMib,
                    utilizationPercent,
                    processes,
                    null);
        }
    }

    /**
     * A GPU's PCIe link: generation and lane width now and at most (nvidia-smi's max_link_gen is the lower of
     * the GPU's and the host's maximum). Any value may be null (not reported). An idle GPU lowers its
     * current generation to save power, so "current below max" read at rest is not yet a fault.
     */
    public record PcieLink(Integer currentGeneration, Integer maxGeneration, Integer currentWidth, Integer maxWidth) {}

    /** @param usedMemoryMib null where the driver model cannot tell (WDDM) */
    public record GpuProcess(long pid, String type, String name, Long usedMemoryMib) {}

    /**
     * @param shmSource     "mount options", "file store" or null
     * @param memlockLimit  "Max locked memory" of /proc/self/limits, as written ("65536 bytes", "unlimited")
     */
    public record Memory(
            Long memTotalBytes, Long memAvailableBytes, Long shmBytes, String shmSource, String memlockLimit) {}
}
