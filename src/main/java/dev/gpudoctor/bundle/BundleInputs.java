package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.host.CollectedOutput;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.RunRecord;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * Everything the probes of one bundle collected, before anything is written or redacted. Sections
 * only read this: the slow part (children, commands) is over when they run.
 *
 * @param checklist        null when the checklist could not run; why is in {@code checklistProblem}
 * @param envReport        the bridge's {@code env} op answer, or null; why is in {@code envFailure} or {@code envProblem}
 * @param runs             null when runs were left out
 * @param environment      the host's environment as this process sees it (empty for a captured host)
 * @param withoutPython    the quick level: no Python was started, so the Python sections are left out
 * @param checklistRun     when the included checklist ran and whether it was reused (null when it did not run)
 * @param execResults      the runs of the user's own command to include ({@code bundle --exec})
 */
public record BundleInputs(
        Instant startedAt,
        Instant probesFinishedAt,
        AppVersion app,
        HostRoot hostRoot,
        ChecklistReport checklist,
        String checklistProblem,
        CollectedOutput nvidiaSmiPlain,
        CollectedOutput nvidiaSmiXml,
        String python,
        CollectedOutput pipFreeze,
        JsonNode envReport,
        BridgeFailure envFailure,
        String envProblem,
        List<RunRecord> runs,
        String runsProblem,
        List<LogEntry> appLog,
        Map<String, String> environment,
        boolean withoutPython,
        IncludedChecklist checklistRun,
        List<dev.gpudoctor.exec.ExecResult> execResults) {

    /** Without exec results. */
    public BundleInputs(
            Instant startedAt,
            Instant probesFinishedAt,
            AppVersion app,
            HostRoot hostRoot,
            ChecklistReport checklist,
            String checklistProblem,
            CollectedOutput nvidiaSmiPlain,
            CollectedOutput nvidiaSmiXml,
            String python,
            CollectedOutput pipFreeze,
            JsonNode envReport,
            BridgeFailure envFailure,
            String envProblem,
            List<RunRecord> runs,
            String runsProblem,
            List<LogEntry> appLog,
            Map<String, String> environment,
            boolean withoutPython,
            IncludedChecklist checklistRun) {
        this(
                startedAt,
                probesFinishedAt,
                app,
                hostRoot,
                checklist,
                checklistProblem,
                nvidiaSmiPlain,
                nvidiaSmiXml,
                python,
                pipFreeze,
                envReport,
                envFailure,
                envProblem,
                runs,
                runsProblem,
                appLog,
                environment,
                withoutPython,
                checklistRun,
                List.of());
    }

    /**
     * Which checklist run a bundle includes.
     *
     * @param reused true when it is the run the user had just made (in this window or command), not one run for the bundle
     */
    public record IncludedChecklist(Instant startedAt, Instant finishedAt, boolean reused, int checks) {

        /** The sentence the window and the CLI show after a bundle is written. */
        public String sentence() {
            String at = DateTimeFormatter.ofPattern("HH:mm:ss")
                    .withZone(ZoneId.systemDefault())
                    .format(finishedAt);
            return reused
                    ? "It includes the checklist you ran (" + checks + " checks, finished at " + at
                            + "), not run again."
                    : "It includes a checklist run for it (" + checks + " checks, finished at " + at + ").";
        }
    }

    public BundleInputs {
        appLog = appLog == null ? List.of() : List.copyOf(appLog);
        environment = environment == null ? Map.of() : Map.copyOf(environment);
        execResults = execResults == null ? List.of() : List.copyOf(execResults);
    }
}
