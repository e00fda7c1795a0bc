package dev.gpudoctor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Windows half of a WSL2 machine, read from inside the distro through interop ({@code cmd.exe},
 * {@code wsl.exe}, the Windows {@code nvidia-smi.exe}) and the Windows user's {@code .wslconfig}. A
 * value that could not be read is null, and {@link #outputs()} says what each command answered.
 *
 * @param state                what could be read: not WSL2, interop unavailable, or read (perhaps partly)
 * @param reason               why the Windows side is not read (state other than READ), else null
 * @param windowsBuild         "10.0.22631.4460" from {@code cmd.exe /c ver}
 * @param wslVersion           the WSL package version ("2.3.26.0"), or null when wsl.exe has no --version (inbox WSL)
 * @param wslKernelVersion     the kernel version wsl.exe ships ("5.15.167.4-1")
 * @param windowsDriverVersion the NVIDIA driver version Windows reports ("566.36")
 * @param windowsDriverModel   "WDDM", "TCC" or "MCDM" as the Windows nvidia-smi reports it
 * @param wslConfigPath        the .wslconfig read (a path inside the distro, /mnt/c/Users/…), or null
 * @param wslConfig            its settings as "section.key" → value ("wsl2.memory" → "8GB"); empty when absent
 * @param outputs              what each interop command answered (sanitised, bounded), in the order run
 */
public record WindowsHalf(
        State state,
        String reason,
        String windowsBuild,
        String wslVersion,
        String wslKernelVersion,
        String windowsDriverVersion,
        String windowsDriverModel,
        String wslConfigPath,
        Map<String, String> wslConfig,
        List<InteropOutput> outputs) {

    public enum State {
        NOT_WSL2,
        UNAVAILABLE,
        READ
    }

    /** The first WSL release with which CUDA graph capture works (microsoft/WSL#14452). */
    public static final String CUDA_GRAPHS_WSL = "2.7.0";

    public WindowsHalf {
        wslConfig = wslConfig == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(wslConfig));
        outputs = outputs == null ? List.of() : List.copyOf(outputs);
    }

    public static WindowsHalf notRead(State state, String reason) {
        return new WindowsHalf(state, reason, null, null, null, null, null, null, Map.of(), List.of());
    }

    /** A .wslconfig setting ("wsl2", "memory"), keys and sections compared without case as WSL does; null when unset. */
    public String setting(String section, String key) {
        return wslConfig.get(section.toLowerCase(Locale.ROOT) + "." + key.toLowerCase(Locale.ROOT));
    }

    /** Whether the WSL version is known and older than {@code version} ("2.7.0"). */
    public boolean wslBefore(String version) {
        return wslVersion != null && compareVersions(wslVersion, version) < 0;
    }

    /** Dotted versions compared part by part ("2.6.3.0" < "2.7.0"); a missing or non-numeric part is 0. */
    public static int compareVersions(String a, String b) {
        String[] x = a.split("[.-]");
        String[] y = b.split("[.-]");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int p = i < x.length ? number(x[i]) : 0;
            int q = i < y.length ? number(y[i]) : 0;
            if (p != q) {
                return Integer.compare(p, q);
            }
        }
        return 0;
    }

    private static int number(String part) {
        String digits = part.replaceAll("\\D.*", "");
        return digits.isEmpty() || digits.length() > 9 ? 0 : Integer.parseInt(digits);
    }

    /**
     * One interop command's answer.
     *
     * @param name    the capture name ("wsl-version")
     * @param problem why it gave nothing usable (not found, timed out, exit code), else null
     * @param lines   its output decoded (UTF-16LE undone), control characters replaced, cut to a few lines
     */
    public record InteropOutput(String name, String problem, List<String> lines) {
        public InteropOutput {
            lines = lines == null ? List.of() : List.copyOf(lines);
        }
    }
}
