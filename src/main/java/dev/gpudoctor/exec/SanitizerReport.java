package dev.gpudoctor.exec;

import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What compute-sanitizer reported, read from its "========= " lines (the format of NVIDIA's Compute
 * Sanitizer documentation, memcheck_demo): the first error, the kernel it was in, the address, and the
 * first host frame that is not the CUDA driver or runtime (where the kernel was launched from).
 *
 * @param executable the compute-sanitizer that ran, or null when none was found
 * @param errors     the count of its "ERROR SUMMARY" line, or null when it printed none
 * @param firstError "Invalid __global__ write of size 4 bytes", or null when it reported no error
 * @param block      the first error's lines as printed (without the prefix), for the bug report
 */
public record SanitizerReport(
        String tool,
        String executable,
        Integer errors,
        String firstError,
        String kernel,
        String address,
        String hostFrame,
        List<String> block,
        String note) {

    private static final String PREFIX = "=========";
    private static final Pattern SUMMARY = Pattern.compile("ERROR SUMMARY: (\\d+) errors?");
    /** "at unaligned_kernel()+0x60 in memcheck_demo.cu:6", "at 0x9670 in void cub::…Kernel<…>(…)" */
    private static final Pattern AT = Pattern.compile("^at (.+?)(?: in (.+))?$");
    /** "Address 0x… is out of bounds" (the documentation's demo) or "Access to 0x… is out of bounds" (compute-sanitizer 2025, on an H200). */
    private static final Pattern ADDRESS = Pattern.compile("^(?:Address|Access to) (0x[0-9a-fA-F]+)\\b.*");
    /** "Host Frame:run_unaligned() [0xa9e4]", "Host Frame: [0x2dbb3f]", "Host Frame:/lib/libcuda.so.1 (cuLaunchKernel + 0x34e) [0x2c25be]" */
    private static final Pattern HOST_FRAME = Pattern.compile("^Host Frame:\\s*(.*?)\\s*(\\[0x[0-9a-fA-F]+\\])?$");

    private static final Pattern DRIVER_LIBRARY = Pattern.compile(".*\\blib(cuda|cudart|nvidia-[a-z]+)\\.so.*");

    public SanitizerReport {
        block = block == null ? List.of() : List.copyOf(block);
        note = note == null ? "" : note;
    }

    /** compute-sanitizer is not here: where it comes from. */
    static SanitizerReport absent(String tool) {
        return new SanitizerReport(
                tool,
                null,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "compute-sanitizer was not found on PATH or in /usr/local/cuda/bin. It comes with the CUDA Toolkit, not with the "
                        + "driver or the torch wheels: install the toolkit (e.g. 'sudo apt install cuda-toolkit-12-x', or "
                        + "'conda install -c nvidia cuda-sanitizer-api'), then run again; the command ran without it.");
    }

    /** Reads the report out of the command's output lines. */
    static SanitizerReport parse(String tool, String executable, List<String> output) {
        Integer errors = null;
        String firstError = null;
        String kernel = null;
        String address = null;
        String hostFrame = null;
        List<String> block = new ArrayList<>();
        boolean inFirst = false;
        String pendingFrame = null;
        for (String raw : output) {
            if (!raw.startsWith(PREFIX)) {
                continue;
            }
            String body = raw.substring(PREFIX.length());
            String text = body.strip();
            Matcher summary = SUMMARY.matcher(text);
            if (summary.find()) {
                errors = Integer.parseInt(summary.group(1));
                inFirst = false;
                continue;
            }
            boolean indented = body.startsWith("  ");
            if (!indented && !text.isEmpty() && !text.equals("COMPUTE-SANITIZER")) {
                if (firstError == null) {
                    firstError = text;
                    inFirst = true;
                    block.add(text);
                    continue;
                }
                inFirst = false;
            }
            if (!inFirst || text.isEmpty()) {
                if (text.isEmpty()) {
                    inFirst = false;
                }
                continue;
            }
            block.add(text);
            Matcher at = AT.matcher(text);
            Matcher addressLine = ADDRESS.matcher(text);
            Matcher frame = HOST_FRAME.matcher(text);
            if (kernel == null && at.matches()) {
                String first = at.group(1);
                String second = at.group(2);
                // "at 0x9670 in KERNEL" names the kernel second; "at KERNEL+0x60 in file.cu:6" first.
                kernel = first.startsWith("0x") && second != null
                        ? second
                        : first.replaceFirst("\\+0x[0-9a-fA-F]+$", "");
                if (second != null && !first.startsWith("0x")) {
                    kernel += " (" + second + ")";
                }
            } else if (address == null && addressLine.matches()) {
                address = addressLine.group(1);
            } else if (frame.matches()) {
                pendingFrame = frame.group(1);
                if (hostFrame == null && launchSite(pendingFrame, kernel)) {
                    hostFrame = pendingFrame;
                }
            } else if (text.startsWith("in ") && pendingFrame != null) {
                // The newer format puts the library on the next line: a frame in the driver is not the launch site.
                if (hostFrame != null
                        && hostFrame.equals(pendingFrame)
                        && DRIVER_LIBRARY.matcher(text).matches()) {
                    hostFrame = null;
                } else if (hostFrame != null && hostFrame.equals(pendingFrame)) {
                    hostFrame = pendingFrame + " " + text;
                }
                pendingFrame = null;
            }
        }
        return new SanitizerReport(tool, executable, errors, firstError, kernel, address, hostFrame, block, "");
    }

    /**
     * Whether a host frame is where the program launched the kernel: not the driver or the runtime, not the launch
     * call itself, not the stub nvcc generates for the kernel (named like the kernel, or __device_stub__…).
     */
    private static boolean launchSite(String frame, String kernel) {
        if (frame.isEmpty()
                || DRIVER_LIBRARY.matcher(frame).matches()
                || frame.startsWith("cudaLaunch")
                || frame.startsWith("cuLaunch")
                || frame.startsWith("__device_stub")) {
            return false;
        }
        return kernel == null || !name(frame).equals(name(kernel));
    }

    private static String name(String function) {
        int paren = function.indexOf('(');
        return (paren >= 0 ? function.substring(0, paren) : function).strip();
    }

    /** The first error as a finding beside the knowledge base's: a sanitizer error is a recognised failure. */
    Optional<DiagnosisFinding> finding() {
        if (firstError == null) {
            return Optional.empty();
        }
        StringBuilder title = new StringBuilder("compute-sanitizer " + tool + ": " + firstError);
        if (kernel != null) {
            title.append(" in ").append(kernel);
        }
        List<EvidenceLine> evidence = new ArrayList<>();
        for (int i = 0; i < Math.min(block.size(), 12); i++) {
            evidence.add(new EvidenceLine(i + 1, block.get(i)));
        }
        String explanation =
                "compute-sanitizer watched every memory access of the command's kernels and stopped at this one"
                        + (address != null ? " (address " + address + ")" : "")
                        + (hostFrame != null ? "; the kernel was launched from " + hostFrame : "") + ".";
        String remedy =
                "Fix the kernel's index or size arithmetic at the reported place; for a PyTorch op, the index tensor "
                        + "passed to it is usually out of range.\nRebuild the extension with -lineinfo to see the source line.";
        return Optional.of(new DiagnosisFinding(
                "compute-sanitizer-" + tool,
                title.toString(),
                0.95,
                evidence,
                explanation,
                remedy,
                List.of("https://docs.nvidia.com/compute-sanitizer/ComputeSanitizer/index.html"),
                List.of(),
                RecommendedAction.FIX_CONFIGURATION));
    }
}
