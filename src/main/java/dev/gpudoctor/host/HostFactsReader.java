package dev.gpudoctor.host;

import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.PciDevices;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.WindowsHalf;
import dev.gpudoctor.model.XidHistory;
import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads {@link HostFacts} through a {@link HostRoot}. Files only, except {@code nvidia-smi -q -x},
 * which goes through {@link HostCommands} (run with a timeout on "/", read from a capture elsewhere).
 * Never throws for a missing or unreadable file: the fact is null and the reason is listed.
 */
public final class HostFactsReader {

    public static final String WSL_LIB = "/usr/lib/wsl/lib";
    public static final String NVIDIA_SMI_CAPTURE = "nvidia-smi-q-x";
    public static final Duration NVIDIA_SMI_TIMEOUT = Duration.ofSeconds(20);
    static final String DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
    /** The distro's own library directories, where a Linux driver's libcuda would live. */
    static final List<String> DISTRO_LIB_DIRS = List.of(
            "/usr/lib/x86_64-linux-gnu",
            "/lib/x86_64-linux-gnu",
            "/usr/lib/aarch64-linux-gnu",
            "/usr/lib64",
            "/lib64",
            "/usr/lib",
            "/lib");

    static final List<String> LOADER_DEFAULT_DIRS = List.of("/lib", "/usr/lib", "/lib64", "/usr/lib64");
    private static final List<String> ENV_PREFIXES =
            List.of("CUDA_", "TORCH_", "PYTORCH_", "TRITON_", "NVIDIA_", "NSIGHT_", "CUDNN_", "NCCL_");
    private static final Set<String> ENV_NAMES = Set.of(
            "LD_LIBRARY_PATH",
            "LD_PRELOAD",
            "PATH",
            "PYTHONPATH",
            "VIRTUAL_ENV",
            "CONDA_PREFIX",
            "WSL_DISTRO_NAME",
            "COMPUTE_PROFILE",
            "OMP_NUM_THREADS");

    private final HostRoot root;
    private final HostCommands commands;
    private final Map<String, String> processEnvironment;
    /** The {@code nvidia-smi -q -x} output the last {@link #read()} judged; a bundle writes this very text. */
    private CollectedOutput nvidiaSmiXml;

    /**
     * @param processEnvironment this process's environment: used as the host's only when the root is "/"
     */
    public HostFactsReader(HostRoot root, CommandRunner runner, Map<String, String> processEnvironment) {
        this(root, runner, processEnvironment, TimeBudget.unlimited());
    }

    /** @param budget the time every command of a {@link #read()} shares (nvidia-smi, the Windows half, the kernel log) */
    public HostFactsReader(
            HostRoot root, CommandRunner runner, Map<String, String> processEnvironment, TimeBudget budget) {
        this.root = root;
        this.processEnvironment = processEnvironment == null ? Map.of() : Map.copyOf(processEnvironment);
        this.commands = new HostCommands(root, runner, this.processEnvironment, budget);
    }

    public HostRoot root() {
        return root;
    }

    /** The {@code nvidia-smi -q -x} output (or why there is none) the last {@link #read()} parsed; null before one. */
    public CollectedOutput nvidiaSmiXml() {
        return nvidiaSmiXml;
    }

    public HostFacts read() throws InterruptedException {
        List<String> problems = new ArrayList<>();
        Map<String, String> allEnv = new HashMap<>();
        String envSource = environment(allEnv);
        if (envSource.equals(HostCommands.NOT_COLLECTED)) {
            problems.add("environment variables: not collected (no .gpu-doctor/environ.txt)");
        }
        HostFacts.Os os = os(problems);
        HostFacts.Wsl wsl = wsl();
        Platform platform = PlatformDetector.detect(os, wsl);
        HostFacts.Loader loader = loader(allEnv);
        HostFacts.NvidiaSmi smi = nvidiaSmi(allEnv, problems);
        HostFacts.Memory memory = memory(problems);
        Map<String, String> relevant = new LinkedHashMap<>();
        allEnv.forEach((name, value) -> {
            if (ENV_NAMES.contains(name) || ENV_PREFIXES.stream().anyMatch(name::startsWith)) {
                relevant.put(name, value);
            }
        });
        WindowsHalf windows = WindowsHalfReader.of(root, commands).read(platform, wsl);
        XidHistory xids = new XidHistoryReader(root, commands).read();
        return new HostFacts(
                root.directory().toString(),
                os,
                platform,
                wsl,
                loader,
                smi,
                memory,
                relevant,
                envSource,
                problems,
                windows,
                xids,
                pci());
    }

    /**
     * The Windows half alone (the capability probes' budgets are explained by its .wslconfig and WSL
     * version), without nvidia-smi and the kernel log.
     */
    public WindowsHalf windowsHalf() throws InterruptedException {
        HostFacts.Wsl wsl = wsl();
        return WindowsHalfReader.of(root, commands).read(PlatformDetector.detect(os(new ArrayList<>()), wsl), wsl);
    }

    // ---- environment ------------------------------------------------------------------------

    private String environment(Map<String, String> into) {
        Optional<String> captured = root.readCaptured("environ.txt");
        if (captured.isPresent()) {
            for (String line : captured.get().split("\\R|\u0000")) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    into.put(line.substring(0, eq).strip(), line.substring(eq + 1));
                }
            }
            return "environ.txt";
        }
        if (root.isReal()) {
            into.putAll(processEnvironment);
            return "process";
        }
        return HostCommands.NOT_COLLECTED;
    }

    // ---- OS and WSL -------------------------------------------------------------------------

    private HostFacts.Os os(List<String> problems) {
        Map<String, String> release = new HashMap<>();
        Optional<List<String>> osRelease =
                root.readLines("/etc/os-release").or(() -> root.readLines("/usr/lib/os-release"));
        osRelease.ifPresentOrElse(
                lines -> lines.forEach(line -> {
                    int eq = line.indexOf('=');
                    if (eq > 0 && !line.startsWith("#")) {
                        release.put(
                                line.substring(0, eq).strip(),
                                unquote(line.substring(eq + 1).strip()));
                    }
                }),
                () -> problems.add("/etc/os-release: not readable"));
        String procVersion = root.readString("/proc/version").map(String::strip).orElse(null);
        if (procVersion == null) {
            problems.add("/proc/version: not readable");
        }
        String kernel =
                root.readString("/proc/sys/kernel/osrelease").map(String::strip).orElse(null);
        if (kernel == null && procVersion != null && procVersion.startsWith("Linux version ")) {
            String rest = procVersion.substring("Linux version ".length());
            int space = rest.indexOf(' ');
            kernel = space < 0 ? rest : rest.substring(0, space);
        }
        return new HostFacts.Os(
                release.get("PRETTY_NAME"), release.get("ID"), release.get("VERSION_ID"), procVersion, kernel);
    }

    /**
     * This machine's platform alone: the few files it is decided from, without the rest of the facts
     * (nvidia-smi can take seconds); the same decision {@link #read()} makes.
     */
    public Platform platform() {
        return PlatformDetector.detect(os(new ArrayList<>()), wsl());
    }

    private HostFacts.Wsl wsl() {
        boolean interop = root.exists("/proc/sys/fs/binfmt_misc/WSLInterop")
                || root.exists("/proc/sys/fs/binfmt_misc/WSLInterop-late");
        boolean dxg = root.exists("/dev/dxg");
        boolean libDir = root.isDirectory(WSL_LIB);
        List<HostFacts.LibraryFile> files = new ArrayList<>();
        for (String name : root.list(WSL_LIB)) {
            if (name.startsWith("libcuda")
                    || name.startsWith("libnvidia-ml")
                    || name.equals("nvidia-smi")
                    || name.startsWith("libdxcore")) {
                files.add(libraryFile(WSL_LIB + "/" + name));
            }
        }
        return new HostFacts.Wsl(interop, dxg, libDir, files);
    }

    // ---- PCI --------------------------------------------------------------------------------

    /** The NVIDIA devices and display controllers of /sys/bus/pci/devices (what lspci -d 10de: lists). */
    private PciDevices pci() {
        if (!root.isDirectory(PciDevices.SYSFS)) {
            return PciDevices.notRead(root.isReal() ? "not readable" : HostCommands.NOT_COLLECTED);
        }
        List<String> addresses = root.list(PciDevices.SYSFS);
        List<PciDevices.Device> kept = new ArrayList<>();
        for (String address : addresses) {
            String dir = PciDevices.SYSFS + "/" + address;
            String vendor = firstLine(dir + "/vendor");
            String pciClass = firstLine(dir + "/class");
            if (vendor == null || pciClass == null) {
                continue;
            }
            PciDevices.Device device = new PciDevices.Device(
                    address,
                    vendor,
                    Objects.requireNonNullElse(firstLine(dir + "/device"), "?"),
                    pciClass,
                    boundDriver(dir + "/driver"));
            if (device.nvidia() || device.display()) {
                kept.add(device);
            }
        }
        return new PciDevices(null, addresses.size(), kept);
    }

    private String firstLine(String path) {
        return root.readString(path)
                .map(String::strip)
                .filter(text -> !text.isEmpty())
                .map(text -> text.lines().findFirst().orElse(text))
                .orElse(null);
    }

    /** The driver a device is bound to: its driver link names the driver's folder ("../../bus/pci/drivers/nvidia"). */
    private String boundDriver(String link) {
        String target = root.linkTarget(link);
        if (target == null) {
            return null;
        }
        String trimmed = stripSlash(target);
        return trimmed.substring(trimmed.lastIndexOf('/') + 1);
    }

    private HostFacts.LibraryFile libraryFile(String path) {
        boolean link = root.isSymbolicLink(path);
        String resolved = root.resolveLinks(path);
        return new HostFacts.LibraryFile(
                path, link, root.linkTarget(path), resolved != null, resolved == null ? -1 : root.size(resolved));
    }

    // ---- loader -----------------------------------------------------------------------------

    private HostFacts.Loader loader(Map<String, String> env) {
        String ldLibraryPath = env.get("LD_LIBRARY_PATH");
        Set<String> dirs = new LinkedHashSet<>();
        if (ldLibraryPath != null) {
            for (String dir : ldLibraryPath.split(":")) {
                if (!dir.isBlank()) {
                    dirs.add(stripSlash(dir.strip()));
                }
            }
        }
        List<HostFacts.ConfFile> confFiles = new ArrayList<>();
        addConf(confFiles, dirs, "/etc/ld.so.conf");
        for (String name : root.list("/etc/ld.so.conf.d")) {
            if (name.endsWith(".conf")) {
                addConf(confFiles, dirs, "/etc/ld.so.conf.d/" + name);
            }
        }
        LOADER_DEFAULT_DIRS.forEach(dirs::add);
        String libcudaDir = null;
        for (String dir : dirs) {
            if (root.resolveLinks(dir + "/libcuda.so.1") != null) {
                libcudaDir = dir;
                break;
            }
        }
        List<HostFacts.LibraryFile> driverLibs = new ArrayList<>();
        for (String dir : DISTRO_LIB_DIRS) {
            if (underLinkedTopDir(dir) || !root.isDirectory(dir)) {
                continue; // /lib -> usr/lib on merged-/usr systems: the same files again
            }
            addDriverLibs(dir, driverLibs);
        }
        for (String dir : gpuOperatorLibDirs()) {
            addDriverLibs(dir, driverLibs);
        }
        return new HostFacts.Loader(ldLibraryPath, confFiles, new ArrayList<>(dirs), driverLibs, libcudaDir);
    }

    private void addDriverLibs(String dir, List<HostFacts.LibraryFile> into) {
        for (String name : root.list(dir)) {
            if (name.startsWith("libcuda.so") || name.startsWith("libnvidia-ml.so")) {
                into.add(libraryFile(dir + "/" + name));
            }
        }
    }

    /**
     * The distro lib directories under the GPU Operator's driver root that exist (its image's /lib may link to
     * usr/lib like any merged-/usr system: those are skipped, as on the host).
     */
    private List<String> gpuOperatorLibDirs() {
        List<String> dirs = new ArrayList<>();
        for (String dir : DISTRO_LIB_DIRS) {
            String under = HostFacts.GPU_OPERATOR_DRIVER_ROOT + dir;
            int second = dir.indexOf('/', 1);
            String top = HostFacts.GPU_OPERATOR_DRIVER_ROOT + (second < 0 ? dir : dir.substring(0, second));
            if (!root.isSymbolicLink(top) && root.isDirectory(under)) {
                dirs.add(under);
            }
        }
        return dirs;
    }

    private void addConf(List<HostFacts.ConfFile> confFiles, Set<String> dirs, String path) {
        root.readLines(path).ifPresent(lines -> {
            List<String> kept = new ArrayList<>();
            for (String line : lines) {
                String text = line.contains("#")
                        ? line.substring(0, line.indexOf('#')).strip()
                        : line.strip();
                if (text.isEmpty()) {
                    continue;
                }
                kept.add(text);
                if (!text.startsWith("include ") && text.startsWith("/")) {
                    dirs.add(stripSlash(text));
                }
            }
            confFiles.add(new HostFacts.ConfFile(path, kept));
        });
    }

    /**
     * /bin/x as /usr/bin/x where /bin links to usr/bin (merged /usr): one binary, named once. An H200 machine's
     * checklist listed its nvidia-smi at /usr/bin and again at /bin.
     */
    private String delinkedTopDir(String dir) {
        if (!dir.startsWith("/") || !underLinkedTopDir(dir)) {
            return dir;
        }
        int second = dir.indexOf('/', 1);
        String top = second < 0 ? dir : dir.substring(0, second);
        String target = root.linkTarget(top);
        if (target == null || target.isBlank() || target.contains("..")) {
            return dir;
        }
        String base = target.startsWith("/") ? stripSlash(target) : "/" + stripSlash(target);
        return second < 0 ? base : base + dir.substring(second);
    }

    private boolean underLinkedTopDir(String dir) {
        int second = dir.indexOf('/', 1);
        String top = second < 0 ? dir : dir.substring(0, second);
        return root.isSymbolicLink(top);
    }

    // ---- nvidia-smi -------------------------------------------------------------------------

    private HostFacts.NvidiaSmi nvidiaSmi(Map<String, String> env, List<String> problems) throws InterruptedException {
        Set<String> locations = new LinkedHashSet<>();
        for (String dir : env.getOrDefault("PATH", DEFAULT_PATH).split(":")) {
            String real = dir.isBlank() ? "" : delinkedTopDir(stripSlash(dir.strip()));
            if (!real.isEmpty() && root.exists(real + "/nvidia-smi")) {
                locations.add(real + "/nvidia-smi");
            }
        }
        for (String dir : List.of(WSL_LIB, "/usr/bin", HostFacts.GPU_OPERATOR_DRIVER_ROOT + "/usr/bin")) {
            if (root.exists(dir + "/nvidia-smi")) {
                locations.add(dir + "/nvidia-smi");
            }
        }
        if (root.isReal() && locations.isEmpty()) {
            problems.add("nvidia-smi: not found");
            nvidiaSmiXml = new CollectedOutput(NVIDIA_SMI_CAPTURE, null, List.of(), "not found", 0);
            return new HostFacts.NvidiaSmi(List.of(), null, "not found", null, null, List.of(), List.of());
        }
        String command =
                locations.isEmpty() ? "nvidia-smi" : locations.iterator().next();
        CollectedOutput output = commands.output(
                NVIDIA_SMI_CAPTURE, nvidiaSmiCommand(command, gpuOperatorLibDirs(), "-q", "-x"), NVIDIA_SMI_TIMEOUT);
        nvidiaSmiXml = output;
        if (!output.hasOutput()) {
            String problem = locations.isEmpty() && HostCommands.NOT_COLLECTED.equals(output.problem())
                    ? "not found"
                    : output.problem();
            problems.add("nvidia-smi: " + problem);
            return new HostFacts.NvidiaSmi(
                    List.copyOf(locations), null, problem, null, null, List.of(), output.lines());
        }
        Optional<NvidiaSmiXml.Parsed> parsed = NvidiaSmiXml.parse(output.text());
        if (parsed.isEmpty()) {
            String problem = output.problem() != null ? output.problem() : "its output was not nvidia-smi XML";
            problems.add("nvidia-smi: " + problem);
            List<String> lines = output.lines();
            return new HostFacts.NvidiaSmi(
                    List.copyOf(locations),
                    output.source(),
                    problem,
                    null,
                    null,
                    List.of(),
                    lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        }
        NvidiaSmiXml.Parsed smi = parsed.get();
        return new HostFacts.NvidiaSmi(
                List.copyOf(locations),
                output.source(),
                null,
                smi.driverVersion(),
                smi.cudaVersion(),
                smi.gpus(),
                List.of());
    }

    /**
     * The command line for the nvidia-smi at {@code path}. The GPU Operator's nvidia-smi needs its own
     * libnvidia-ml, which the host's loader does not know: it runs through env with LD_LIBRARY_PATH set to the
     * driver root's lib directories (no chroot, which would need root).
     */
    static List<String> nvidiaSmiCommand(String path, List<String> operatorLibDirs, String... args) {
        List<String> command = new ArrayList<>();
        if (HostFacts.underGpuOperatorRoot(path) && !operatorLibDirs.isEmpty()) {
            command.add("/usr/bin/env");
            command.add("LD_LIBRARY_PATH=" + String.join(":", operatorLibDirs));
        }
        command.add(path);
        command.addAll(List.of(args));
        return command;
    }

    // ---- memory -----------------------------------------------------------------------------

    private HostFacts.Memory memory(List<String> problems) {
        Map<String, Long> meminfo = new HashMap<>();
        root.readLines("/proc/meminfo")
                .ifPresentOrElse(
                        lines -> lines.forEach(line -> {
                            String[] parts = line.split("[:\\s]+");
                            if (parts.length >= 2) {
                                try {
                                    long value = Long.parseLong(parts[1]);
                                    meminfo.put(
                                            parts[0],
                                            parts.length > 2 && parts[2].equalsIgnoreCase("kB") ? value * 1024 : value);
                                } catch (NumberFormatException e) {
                                    // not a number line
                                }
                            }
                        }),
                        () -> problems.add("/proc/meminfo: not readable"));
        Long total = meminfo.get("MemTotal");
        Long shm = null;
        String shmSource = null;
        Optional<String> mount = root.readLines("/proc/mounts")
                .flatMap(lines -> lines.stream()
                        .filter(line -> line.split("\\s+").length > 3 && line.split("\\s+")[1].equals("/dev/shm"))
                        .findFirst());
        if (mount.isPresent()) {
            for (String option : mount.get().split("\\s+")[3].split(",")) {
                if (option.startsWith("size=")) {
                    shm = bytes(option.substring(5));
                    shmSource = "mount options";
                }
            }
        }
        if (shm == null && root.isReal()) {
            try {
                FileStore store = Files.getFileStore(root.resolve("/dev/shm"));
                shm = store.getTotalSpace();
                shmSource = "file store";
            } catch (IOException | SecurityException e) {
                problems.add("/dev/shm: " + e.getMessage());
            }
        } else if (shm == null && mount.isPresent() && total != null) {
            shm = total / 2;
            shmSource = "tmpfs default (half of RAM)";
        }
        String memlock = root.readLines("/proc/self/limits")
                .flatMap(lines -> lines.stream()
                        .filter(line -> line.startsWith("Max locked memory"))
                        .findFirst())
                .map(line -> {
                    String[] parts =
                            line.substring("Max locked memory".length()).strip().split("\\s+");
                    return parts.length >= 3 ? parts[0] + " " + parts[2] : parts[0];
                })
                .orElse(null);
        return new HostFacts.Memory(total, meminfo.get("MemAvailable"), shm, shmSource, memlock);
    }

    /** tmpfs sizes: "8g", "16384k", "65536", "50%" (null: relative to RAM, not known here). */
    static Long bytes(String size) {
        String text = size.strip().toLowerCase(Locale.ROOT);
        if (text.isEmpty() || text.endsWith("%")) {
            return null;
        }
        long unit = switch (text.charAt(text.length() - 1)) {
            case 'k' -> 1024L;
            case 'm' -> 1024L * 1024;
            case 'g' -> 1024L * 1024 * 1024;
            case 't' -> 1024L * 1024 * 1024 * 1024;
            default -> 1L;
        };
        String digits = unit == 1 ? text : text.substring(0, text.length() - 1);
        try {
            return Long.parseLong(digits) * unit;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String stripSlash(String dir) {
        return dir.length() > 1 && dir.endsWith("/") ? dir.substring(0, dir.length() - 1) : dir;
    }

    private static String unquote(String value) {
        if (value.length() >= 2
                && (value.startsWith("\"") && value.endsWith("\"") || value.startsWith("'") && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }
}
