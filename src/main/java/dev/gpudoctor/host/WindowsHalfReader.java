package dev.gpudoctor.host;

import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.WindowsHalf;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the Windows half of a WSL2 machine from inside the distro, through interop: the Windows build
 * ({@code cmd.exe /c ver}), the WSL package version ({@code wsl.exe --version}, printed in UTF-16LE),
 * the Windows NVIDIA driver and its driver model (the Windows {@code nvidia-smi.exe}) and the user's
 * {@code .wslconfig} (found from {@code %USERPROFILE%}). Every command goes through {@link HostCommands}
 * with a timeout; its output is decoded and cut by {@link InteropText}. On a captured tree the outputs
 * are read from {@code .gpu-doctor/commands/<name>.txt} and the .wslconfig from the tree.
 */
public final class WindowsHalfReader {

    public static final String VER = "windows-ver";
    public static final String WSL_VERSION = "wsl-version";
    public static final String NVIDIA_SMI = "windows-nvidia-smi";
    public static final String USERPROFILE = "windows-userprofile";
    /** Where a captured tree (a bundle's raw/) keeps the .wslconfig it read. */
    public static final String WSLCONFIG_CAPTURE = "wslconfig.txt";

    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    private static final Pattern VERSION = Pattern.compile("(\\d+\\.\\d+(?:\\.\\d+){0,3}(?:-\\S+)?)");
    private static final Pattern WINDOWS_BUILD = Pattern.compile("\\[[^\\]]*?(\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?)\\]");
    private static final Pattern PROFILE = Pattern.compile("^([A-Za-z]):\\\\(.*)$");

    /**
     * Where the Windows programs are, as seen from the distro.
     *
     * @param driveRoot where Windows drives are mounted ("/mnt/": C: is /mnt/c)
     */
    public record Programs(String cmdExe, String wslExe, List<String> nvidiaSmiExe, String driveRoot) {
        public Programs {
            nvidiaSmiExe = List.copyOf(nvidiaSmiExe);
        }

        /** The places WSL puts them, under the automount root of /etc/wsl.conf ("/mnt/" unless changed). */
        public static Programs standard(String driveRoot) {
            String c = driveRoot + "c/";
            return new Programs(
                    c + "Windows/System32/cmd.exe",
                    c + "Windows/System32/wsl.exe",
                    List.of(
                            c + "Windows/System32/nvidia-smi.exe",
                            c + "Program Files/NVIDIA Corporation/NVSMI/nvidia-smi.exe"),
                    driveRoot);
        }
    }

    private final HostRoot root;
    private final HostCommands commands;
    private final Programs programs;
    private final Duration timeout;

    public WindowsHalfReader(HostRoot root, HostCommands commands, Programs programs, Duration timeout) {
        this.root = root;
        this.commands = commands;
        this.programs = programs;
        this.timeout = timeout;
    }

    /** The reader for a host root, with the programs where WSL's automount puts them. */
    public static WindowsHalfReader of(HostRoot root, HostCommands commands) {
        return new WindowsHalfReader(root, commands, Programs.standard(automountRoot(root)), DEFAULT_TIMEOUT);
    }

    public WindowsHalf read(Platform platform, HostFacts.Wsl wsl) throws InterruptedException {
        if (!platform.wsl2()) {
            return WindowsHalf.notRead(WindowsHalf.State.NOT_WSL2, "not WSL2 (" + platform.label() + ")");
        }
        Optional<String> off = interopOff(wsl);
        if (off.isPresent()) {
            return WindowsHalf.notRead(WindowsHalf.State.UNAVAILABLE, off.get());
        }
        List<WindowsHalf.InteropOutput> outputs = new ArrayList<>();
        List<String> ver = run(outputs, VER, List.of(programs.cmdExe(), "/c", "ver"));
        List<String> wslVersion = run(outputs, WSL_VERSION, List.of(programs.wslExe(), "--version"));
        List<String> smi = List.of();
        for (String exe : programs.nvidiaSmiExe()) {
            if (!root.isReal() || root.exists(exe)) {
                smi = run(
                        outputs,
                        NVIDIA_SMI,
                        List.of(exe, "--query-gpu=name,driver_version,driver_model.current", "--format=csv,noheader"));
                break;
            }
        }
        if (root.isReal() && programs.nvidiaSmiExe().stream().noneMatch(root::exists)) {
            outputs.add(new WindowsHalf.InteropOutput(
                    NVIDIA_SMI, "no nvidia-smi.exe in " + String.join(" or ", programs.nvidiaSmiExe()), List.of()));
        }
        List<String> profile = run(outputs, USERPROFILE, List.of(programs.cmdExe(), "/c", "echo", "%USERPROFILE%"));
        if (outputs.stream().allMatch(output -> output.problem() != null)) {
            return new WindowsHalf(
                    WindowsHalf.State.UNAVAILABLE,
                    "no Windows program answered (" + outputs.get(0).problem() + ")",
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    Map.of(),
                    outputs);
        }
        String build = windowsBuild(ver);
        WslVersion versions = wslVersion(wslVersion);
        if (build == null) {
            build = versions.windows();
        }
        String[] driver = windowsDriver(smi);
        String configPath = wslConfigPath(profile);
        Optional<String> configText = configPath == null ? Optional.empty() : root.readString(configPath);
        if (configText.isEmpty() && !root.isReal()) {
            // A bundle redacts the Windows user name in %USERPROFILE%, so it keeps the .wslconfig as a capture.
            configText = root.readCaptured(WSLCONFIG_CAPTURE);
            if (configText.isPresent() && configPath == null) {
                configPath = "/" + HostRoot.CAPTURE_DIR + "/" + WSLCONFIG_CAPTURE;
            }
        }
        Map<String, String> config =
                configText.map(WindowsHalfReader::parseWslConfig).orElse(Map.of());
        boolean configRead = configText.isPresent();
        return new WindowsHalf(
                WindowsHalf.State.READ,
                null,
                build,
                versions.wsl(),
                versions.kernel(),
                driver[0],
                driver[1],
                configRead ? configPath : null,
                config,
                outputs);
    }

    private Optional<String> interopOff(HostFacts.Wsl wsl) {
        if (!wsl.interopPresent()) {
            return Optional.of(
                    "interop is off: no WSLInterop entry in /proc/sys/fs/binfmt_misc, so Windows programs cannot run"
                            + " from the distro (/etc/wsl.conf [interop] enabled=false, or a systemd-binfmt reset)");
        }
        Map<String, String> wslConf = root.readString("/etc/wsl.conf")
                .map(WindowsHalfReader::parseWslConfig)
                .orElse(Map.of());
        if ("false"
                .equalsIgnoreCase(
                        wslConf.getOrDefault("interop.enabled", "true").strip())) {
            return Optional.of("interop is off: /etc/wsl.conf sets [interop] enabled=false");
        }
        if (root.isReal() && !root.exists(programs.cmdExe())) {
            return Optional.of("no " + programs.cmdExe() + ": the C: drive is not mounted where WSL mounts it"
                    + " (/etc/wsl.conf [automount])");
        }
        return Optional.empty();
    }

    /** Runs one interop command; its decoded lines when it answered, else empty (the problem is in outputs). */
    private List<String> run(List<WindowsHalf.InteropOutput> outputs, String name, List<String> command)
            throws InterruptedException {
        CollectedOutput output = commands.output(name, command, timeout, line -> true, InteropText.MAX_LINES * 4);
        List<String> lines = InteropText.decode(output.lines());
        String problem =
                output.hasOutput() ? output.problem() : output.problem() == null ? "no output" : output.problem();
        if (problem == null && lines.isEmpty()) {
            problem = "no output";
        }
        outputs.add(new WindowsHalf.InteropOutput(name, problem, lines));
        return problem == null || output.hasOutput() ? lines : List.of();
    }

    /** "Microsoft Windows [Version 10.0.22631.4460]" (or a localised "[Versión …]") → "10.0.22631.4460". */
    static String windowsBuild(List<String> lines) {
        for (String line : lines) {
            Matcher m = WINDOWS_BUILD.matcher(line);
            if (m.find()) {
                return m.group(1);
            }
        }
        return null;
    }

    record WslVersion(String wsl, String kernel, String windows) {}

    /**
     * {@code wsl.exe --version}: "WSL version: 2.3.26.0", "Kernel version: 5.15.167.4-1", …, "Windows
     * version: 10.0.22631.4460". The labels are translated ("WSL-Version", "Kernelversion"), the order
     * is not: the first line is WSL's version. An inbox wsl.exe without --version prints its usage: no
     * version line, so nulls.
     */
    static WslVersion wslVersion(List<String> lines) {
        String wsl = null;
        String kernel = null;
        String windows = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String label = line.substring(0, colon).toLowerCase(Locale.ROOT);
            Matcher m = VERSION.matcher(line.substring(colon + 1).strip());
            if (!m.lookingAt()) {
                continue;
            }
            if (wsl == null && i == 0 && label.contains("wsl") && !label.contains("wslg")) {
                wsl = m.group(1);
            } else if (kernel == null && label.contains("kernel")) {
                kernel = m.group(1);
            } else if (windows == null && label.contains("windows")) {
                windows = m.group(1);
            }
        }
        return new WslVersion(wsl, kernel, windows);
    }

    /** "NVIDIA GeForce RTX 4090, 566.36, WDDM" → {"566.36", "WDDM"}; the first GPU's (one driver serves all). */
    static String[] windowsDriver(List<String> lines) {
        for (String line : lines) {
            String[] parts = line.split(",");
            if (parts.length >= 3
                    && VERSION.matcher(parts[parts.length - 2].strip()).matches()) {
                String model = parts[parts.length - 1].strip().toUpperCase(Locale.ROOT);
                return new String[] {parts[parts.length - 2].strip(), model.matches("[A-Z]{3,5}") ? model : null};
            }
        }
        return new String[] {null, null};
    }

    /** "C:\Users\alice" → "/mnt/c/Users/alice/.wslconfig" (under the automount root). */
    String wslConfigPath(List<String> lines) {
        for (String line : lines) {
            Matcher m = PROFILE.matcher(line.strip());
            if (m.matches() && !m.group(2).contains("..") && !m.group(2).contains("%")) {
                return programs.driveRoot() + m.group(1).toLowerCase(Locale.ROOT) + "/"
                        + m.group(2).replace('\\', '/') + "/.wslconfig";
            }
        }
        return null;
    }

    /**
     * An INI file as WSL reads it: "[section]" then "key = value"; '#' starts a comment; keys as
     * "section.key" in lower case; values stripped of quotes. A file we did not write: nothing in it
     * is run, bad lines are skipped, and at most a few hundred settings are kept.
     */
    static Map<String, String> parseWslConfig(String text) {
        Map<String, String> settings = new LinkedHashMap<>();
        String section = "";
        for (String raw : text.replace("\u0000", "").lines().limit(2_000).toList()) {
            String line = raw.contains("#") ? raw.substring(0, raw.indexOf('#')) : raw;
            line = line.strip();
            if (line.startsWith("[") && line.endsWith("]")) {
                section = line.substring(1, line.length() - 1).strip().toLowerCase(Locale.ROOT);
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0 || settings.size() >= 200) {
                continue;
            }
            String key = line.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = line.substring(eq + 1).strip();
            if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                value = value.substring(1, value.length() - 1);
            }
            settings.put(section + "." + key, value.length() > 200 ? value.substring(0, 200) : value);
        }
        return settings;
    }

    /** /etc/wsl.conf's [automount] root, with a trailing slash; "/mnt/" when unset. */
    static String automountRoot(HostRoot root) {
        String configured = root.readString("/etc/wsl.conf")
                .map(WindowsHalfReader::parseWslConfig)
                .map(settings -> settings.get("automount.root"))
                .orElse(null);
        if (configured == null || !configured.startsWith("/") || configured.contains("..")) {
            return "/mnt/";
        }
        return configured.endsWith("/") ? configured : configured + "/";
    }

    /**
     * A memory size as .wslconfig writes it ("8GB", "512MB", "16gb") in bytes; null when unreadable.
     * WSL takes a missing unit as bytes.
     */
    public static Long sizeBytes(String value) {
        if (value == null) {
            return null;
        }
        Matcher m = Pattern.compile("(?i)^\\s*(\\d+)\\s*([KMGT]?)B?\\s*$").matcher(value);
        if (!m.matches()) {
            return null;
        }
        long unit = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K" -> 1L << 10;
            case "M" -> 1L << 20;
            case "G" -> 1L << 30;
            case "T" -> 1L << 40;
            default -> 1L;
        };
        try {
            return Math.multiplyExact(Long.parseLong(m.group(1)), unit);
        } catch (ArithmeticException | NumberFormatException e) {
            return null;
        }
    }
}
