package dev.gpudoctor.diagnosis;

import dev.gpudoctor.diagnosis.KnowledgeBase.KnownIssue;
import dev.gpudoctor.diagnosis.SimilarReports.Resemblance;
import dev.gpudoctor.diagnosis.SimilarReports.SignalLine;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * "Looks like &lt;family&gt;, like these known reports": the finding the similarity fallback makes when no
 * rule fired. Its remedies are the family's, ordered by what the text says, as a rule's would be.
 */
final class SimilarFinding {

    /**
     * How sure a similar-reports finding is. Leave-one-stack-out over the library (SimilarReportsLeaveOneStackOutTest)
     * measures about 0.9 of them right, with no trend over score or vote share, so one value serves; it is capped
     * below {@link Diagnoser#REPORT_THRESHOLD}, the least a rule's finding has, so a resemblance never outranks a rule.
     */
    static final double CONFIDENCE = 0.45;

    /** Evidence shown: the last signal lines (a log's error is near its end). */
    private static final int EVIDENCE_LINES = 4;

    /** Links to known reports shown. */
    private static final int LINKS = 3;

    private SimilarFinding() {}

    static DiagnosisFinding of(
            KnownIssue issue,
            Resemblance resemblance,
            List<SignalLine> signals,
            List<String> lines,
            String remedy,
            RecommendedAction action) {
        List<EvidenceLine> evidence = new ArrayList<>();
        for (SignalLine signal : signals.subList(Math.max(0, signals.size() - EVIDENCE_LINES), signals.size())) {
            evidence.add(new EvidenceLine(signal.index() + 1, lines.get(signal.index())));
        }
        Set<String> references = new LinkedHashSet<>();
        resemblance.neighbours().stream()
                .limit(LINKS)
                .forEach(n -> references.add(n.report().source()));
        references.addAll(issue.references());
        String explanation = "No rule matched this text, but it reads like known reports of this failure ("
                + String.join(
                        ", ",
                        resemblance.neighbours().stream()
                                .limit(LINKS)
                                .map(n -> n.report().source())
                                .toList())
                + "): a resemblance, not a match, so check the remedy against your log. " + issue.explanation();
        return new DiagnosisFinding(
                issue.id(),
                "Looks like: " + issue.title(),
                CONFIDENCE,
                evidence,
                explanation,
                remedy,
                List.copyOf(references),
                issue.confirmedBy(),
                DiagnosisFinding.Kind.KNOWN_ISSUE,
                null,
                action,
                DiagnosisFinding.FoundBy.SIMILAR);
    }
}
