package dev.gpudoctor.exec;

import java.util.List;

/**
 * The CUDA init test the guide runs before the user's program, in that program's own interpreter: torch and
 * its CUDA, the device count and names, a tensor, a copy and a matmul on the device (the checklist's
 * {@code cuda_init} op, in a fresh child).
 *
 * @param infoLines  the guide's "[CUDA Info]" lines
 * @param failedStep the first step that failed, else null
 * @param failure    what went wrong: the failed step's error, or why the test could not run (no torch, a crash)
 */
public record InitTest(
        String interpreter, boolean ok, List<String> infoLines, String failedStep, String failure, double durationS) {

    public InitTest {
        infoLines = infoLines == null ? List.of() : List.copyOf(infoLines);
    }

    /** "The CUDA init test in /usr/bin/python3 failed at tensor on cuda:0: RuntimeError: …". */
    public String sentence() {
        if (ok) {
            return "The CUDA init test in " + interpreter + " passed.";
        }
        return "The CUDA init test in " + interpreter + " failed" + (failedStep != null ? " at " + failedStep : "")
                + (failure != null && !failure.isBlank()
                        ? ": " + failure.strip().replaceFirst("\\.$", "")
                        : "") + ".";
    }
}
