package dev.gpudoctor.diagnosis;

import java.util.List;
import java.util.Objects;

/**
 * One real report of the shipped library ({@code known-reports.jsonl}): what the similarity fallback
 * compares a new text with. Only the normalised signal lines are kept, not the report.
 *
 * @param id     the fixture's file name without {@code .txt}
 * @param labels the knowledge-base ids the report is an example of; empty for a report that must find nothing
 * @param stack  the coarse software stack that printed it ({@link ReportStack}), the unit left out when measuring
 * @param source the public thread it comes from
 * @param lines   its signal lines, normalised ({@link SimilarReports#signalLines})
 * @param signals what it states, as terms ({@link SimilarReports#signalTerms}): codes, libraries, exception classes
 */
public record KnownReport(
        String id, List<String> labels, String stack, String source, List<String> lines, List<String> signals) {

    public KnownReport {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(stack, "stack");
        Objects.requireNonNull(source, "source");
        labels = List.copyOf(labels);
        lines = List.copyOf(lines);
        signals = List.copyOf(signals);
    }

    public boolean negative() {
        return labels.isEmpty();
    }
}
