package dev.gpudoctor.checklist;

import dev.gpudoctor.host.CollectedOutput;
import dev.gpudoctor.model.ChecklistReport;
import java.time.Instant;
import java.util.Objects;

/**
 * One checklist run with the facts it judged, as they were collected: the {@code nvidia-smi -q -x}
 * output its host facts were parsed from and the bridge's {@code env} answer its Python checks read.
 * A bundle made soon after writes these, so its raw files are the ones its checklist judged.
 *
 * @param python       the interpreter the Python checks ran in; null when none ran
 * @param nvidiaSmiXml null only when the host was not read through a command (never in practice)
 * @param env          the env op's answer; null when no check asked for it (the quick level, a captured host)
 */
public record ChecklistRun(
        ChecklistRequest request,
        String python,
        Instant startedAt,
        Instant finishedAt,
        ChecklistReport report,
        CollectedOutput nvidiaSmiXml,
        PythonOps.Answer env) {

    public ChecklistRun {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(finishedAt, "finishedAt");
    }
}
