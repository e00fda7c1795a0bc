package dev.gpudoctor.exec;

import dev.gpudoctor.model.DiagnosisFinding;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One run of the user's command under GPU Doctor: written by the one mapper to {@code exec --json}, the exec
 * history and a bug report, in this one shape.
 *
 * @param command            the command as run, tokens in its arguments redacted
 * @param environmentAdded   what GPU Doctor added to the command's environment (the switches, faulthandler)
 * @param initTest           the CUDA init test, or null when it did not run (not a Python program, or turned off)
 * @param initTestNote       why it did not run, or ""
 * @param pythonStack        the Python stack the command printed, or null
 * @param findings           the knowledge base's findings in the output, in {@code diagnose --json}'s shape, best first
 * @param timeline           the machine while it ran, or null when not asked for
 * @param rerun              the run with the switches, or null when not asked for (or when the first run succeeded)
 * @param sanitizer          compute-sanitizer's report, or null when not asked for
 * @param kernelLog          the driver's Xid lines that appeared while the command ran (the first run), or null when not read
 * @param summary            the end in plain words: "was killed by SIGSEGV in crash.py line 5"
 */
public record ExecResult(
        String id,
        Instant startedAt,
        List<String> command,
        String workingFolder,
        Toggles toggles,
        Map<String, String> environmentAdded,
        InitTest initTest,
        String initTestNote,
        ExecExit exit,
        PythonStack pythonStack,
        ExecOutput output,
        List<DiagnosisFinding> findings,
        Timeline timeline,
        Rerun rerun,
        SanitizerReport sanitizer,
        KernelLogDuringRun kernelLog,
        double durationS,
        String summary) {

    /** The debugging switches the command ran with. */
    public record Toggles(boolean launchBlocking, boolean dsa) {}

    /** What a script branches on: the command's end and whether its failure was recognised. */
    public enum Verdict {
        SUCCEEDED,
        FAILED_RECOGNISED,
        FAILED_NOT_RECOGNISED
    }

    public ExecResult {
        command = List.copyOf(command);
        environmentAdded = Map.copyOf(environmentAdded);
        findings = List.copyOf(findings);
        initTestNote = initTestNote == null ? "" : initTestNote;
    }

    /** Succeeded; else failed (or did not finish) with a known issue recognised, or without. */
    public Verdict verdict() {
        if (exit.succeeded()) {
            return Verdict.SUCCEEDED;
        }
        return findings.stream().anyMatch(DiagnosisFinding::knownIssue)
                ? Verdict.FAILED_RECOGNISED
                : Verdict.FAILED_NOT_RECOGNISED;
    }
}
