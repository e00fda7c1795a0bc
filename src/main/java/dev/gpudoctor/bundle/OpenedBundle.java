package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A bundle read into memory and checked (names, sizes, manifest, schema version). Nothing of it
 * was written to disk. The report is in today's shape whatever schema wrote it ({@link ReportUpgrade}),
 * and is read as the records it was written from ({@link #contents()}).
 */
public record OpenedBundle(String source, JsonNode report, Map<String, byte[]> files) {

    public OpenedBundle {
        files = Map.copyOf(files);
    }

    /** report.json as its records; a part that does not read is left out ({@link BundleReport}). */
    BundleReport contents() {
        return BundleReport.read(report);
    }

    public List<String> paths() {
        return files.keySet().stream().sorted().toList();
    }

    public Optional<String> text(String path) {
        byte[] content = files.get(path);
        return content == null ? Optional.empty() : Optional.of(new String(content, StandardCharsets.UTF_8));
    }

    public String summary() {
        return text(BundleFormat.SUMMARY).orElse("");
    }

    /**
     * The runs the bundle carries, as the history keeps them; a run that does not parse (a newer or
     * hand-edited bundle) is left out rather than failing the rest.
     */
    public List<RunRecord> runs() {
        return contents().runs();
    }

    /**
     * Everything in the bundle a diagnosis can read, one block per source with a header line: the
     * failed checks' evidence, the failed runs' messages and the files under logs/.
     */
    public String diagnosableText() {
        BundleReport contents = contents();
        StringBuilder text = new StringBuilder();
        List<CheckResult> checks =
                contents.checklist() == null || contents.checklist().checks() == null
                        ? List.of()
                        : contents.checklist().checks();
        for (CheckResult check : checks) {
            if (check.status() == CheckStatus.FAIL || check.status() == CheckStatus.ERROR) {
                text.append("==> check ")
                        .append(check.id())
                        .append(": ")
                        .append(check.value())
                        .append('\n');
                check.evidence().forEach(line -> text.append(line).append('\n'));
            }
        }
        for (RunRecord run : contents.runs()) {
            SweepPoint point = run.point();
            if (!point.ok()) {
                text.append("==> run ")
                        .append(run.id())
                        .append(" (")
                        .append(point.config())
                        .append(", ")
                        .append(point.structure())
                        .append("): ")
                        .append(SummaryMarkdown.orElse(point.failureReason(), ""))
                        .append('\n')
                        .append(SummaryMarkdown.orElse(point.failureMessage(), ""))
                        .append('\n');
            }
        }
        for (String path : paths()) {
            if (path.startsWith("logs/")) {
                text.append("==> ")
                        .append(path)
                        .append('\n')
                        .append(text(path).orElse(""))
                        .append('\n');
            }
        }
        return text.toString();
    }

    /** A short name for the host, for column headings: "Ubuntu 22.04 (wsl2)". */
    public String hostLabel() {
        HostFacts host = contents().host();
        String name = host == null || host.os() == null ? null : host.os().prettyName();
        name = SummaryMarkdown.orElse(name, "unknown OS");
        return host == null ? name : name + " (" + host.platform().kind().jsonName() + ")";
    }

    /** How the section {@code id} fared when the bundle was made, read as the {@link SectionOutcome} the writer wrote; empty in a bundle that does not say. */
    public Optional<SectionOutcome> sectionOutcome(String id) {
        return contents().sections().stream()
                .filter(section -> id.equals(section.section()))
                .findFirst();
    }
}
