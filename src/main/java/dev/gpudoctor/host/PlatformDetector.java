package dev.gpudoctor.host;

import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.Platform.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place that decides {@link Platform}: from a machine's facts (its kernel release and the
 * files WSL leaves) and, for a pasted log with no machine behind it, from the text alone. Both
 * read a kernel string by the same rule, so a log and the machine it came from get the same answer.
 */
public final class PlatformDetector {

    /** A kernel release as it appears in a text: "5.15.153.1-microsoft-standard-WSL2", "4.4.0-19041-Microsoft". */
    private static final Pattern KERNEL_IN_TEXT =
            Pattern.compile("\\b\\d+\\.\\d+\\.\\d+[\\w.+-]*-microsoft[\\w.+-]*", Pattern.CASE_INSENSITIVE);
    /** Signs that only WSL2 leaves (its driver folder, its GPU device) or a text that names WSL2. */
    private static final Pattern WSL2_SIGN =
            Pattern.compile("/usr/lib/wsl/|/dev/dxg|\\bdxg\\b|\\bwsl ?2\\b|wsl\\.exe", Pattern.CASE_INSENSITIVE);

    private static final Pattern WSL_WORD = Pattern.compile("\\bwsl\\b", Pattern.CASE_INSENSITIVE);

    /**
     * A line that mentions WSL to say this is not it ("not WSL2", "non-WSL", "native Linux" as the `wsl` check's value, as
     * GPU Doctor's own checklist prints on native Linux): no sign of WSL2. "Works on native Linux, fails under WSL2" still
     * is one.
     */
    private static final Pattern WSL_DENIED = Pattern.compile(
            "\\b(?:not|without) (?:a |the )?wsl|\\bnon-wsl|\\bwsl`? *\\| *native linux", Pattern.CASE_INSENSITIVE);

    private PlatformDetector() {}

    /** This machine's platform, from the few files it is decided from (no command runs). */
    public static Platform ofThisMachine() {
        return new HostFactsReader(HostRoot.real(), new CommandRunner(), System.getenv()).platform();
    }

    /** The platform of the machine these facts were read from. */
    public static Platform detect(HostFacts.Os os, HostFacts.Wsl wsl) {
        List<String> evidence = new ArrayList<>();
        String kernel = os == null || os.kernelRelease() == null ? "" : os.kernelRelease();
        if (!kernel.isEmpty()) {
            evidence.add("kernel " + kernel);
        }
        evidence.add("WSLInterop binfmt entry " + (wsl.interopPresent() ? "present" : "absent"));
        evidence.add("/dev/dxg " + (wsl.dxgPresent() ? "present" : "absent"));
        evidence.add(HostFactsReader.WSL_LIB + " " + (wsl.libDirPresent() ? "present" : "absent"));
        Kind byKernel = byKernel(kernel);
        Kind kind;
        if (byKernel == Kind.WSL2 || byKernel == Kind.WSL1) {
            kind = byKernel;
        } else if (wsl.dxgPresent()) {
            kind = Kind.WSL2; // a custom WSL2 kernel: its name says nothing, the paravirtual GPU device does
        } else if (wsl.interopPresent()) {
            kind = Kind.WSL1;
        } else if (!kernel.isEmpty()) {
            kind = Kind.NATIVE_LINUX;
        } else {
            kind = os != null && os.procVersion() != null && os.procVersion().startsWith("Linux")
                    ? Kind.NATIVE_LINUX
                    : Kind.OTHER;
        }
        return new Platform(kind, evidence);
    }

    /**
     * A kernel release alone: WSL2's are "…-microsoft-standard[-WSL2]" (or name "wsl2", as custom builds do), WSL1's
     * "4.4.0-19041-Microsoft" (a capital M, no real kernel); anything else says nothing of WSL.
     */
    static Kind byKernel(String kernel) {
        String lower = kernel.toLowerCase(Locale.ROOT);
        if (lower.contains("microsoft-standard") || lower.contains("wsl2")) {
            return Kind.WSL2;
        }
        if (lower.contains("microsoft")) {
            return Kind.WSL1;
        }
        return Kind.OTHER;
    }

    /**
     * The platform a pasted text (a log, a traceback) was most likely produced on, from the text
     * alone: a kernel string decides as it would on the machine; otherwise WSL2's driver folder, its
     * device, or the words "WSL2"/"WSL" (CUDA text cannot come from WSL1, which has no GPU) say
     * WSL2. A text without any sign is {@link Kind#OTHER}: not known.
     */
    public static Platform guessFromText(List<String> lines) {
        String wsl2Line = null;
        for (String line : lines) {
            String lower = line.toLowerCase(Locale.ROOT); // the same string, not a copy, when it is lower case already
            if (lower.contains("microsoft")) {
                Matcher kernel = KERNEL_IN_TEXT.matcher(line);
                if (kernel.find()) {
                    return new Platform(byKernel(kernel.group()), List.of("kernel " + kernel.group() + " in the text"));
                }
            }
            if (wsl2Line == null
                    && (lower.contains("wsl") || lower.contains("dxg"))
                    && (WSL2_SIGN.matcher(line).find() || WSL_WORD.matcher(line).find())
                    && !WSL_DENIED.matcher(line).find()) {
                wsl2Line = line.strip();
            }
        }
        if (wsl2Line != null) {
            return new Platform(Kind.WSL2, List.of("the text mentions WSL: " + wsl2Line));
        }
        return Platform.unknown("the text names no platform");
    }
}
