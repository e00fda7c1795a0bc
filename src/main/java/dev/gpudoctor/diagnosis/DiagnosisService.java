package dev.gpudoctor.diagnosis;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Diagnoses text for the Diagnose tab, the CLI and anywhere GPU Doctor itself sees a failure (a
 * crashed run's reason and stderr tail, a failed check, a failed capability cell).
 */
public final class DiagnosisService {

    private final Diagnoser diagnoser;

    public DiagnosisService(KnowledgeBase knowledge) {
        this.diagnoser = new Diagnoser(knowledge);
    }

    /** The service over the knowledge base that ships with GPU Doctor. */
    public static DiagnosisService standard() {
        return new DiagnosisService(KnowledgeBase.standard());
    }

    public KnowledgeBase knowledgeBase() {
        return diagnoser.knowledgeBase();
    }

    /** Findings in a text already in memory, e.g. a failed run's reason plus its stderr tail. */
    public DiagnosisReport diagnose(String text, DiagnosisContext context) {
        return diagnoser.diagnose(LogText.of(text), context);
    }

    public DiagnosisReport diagnose(LogText text, DiagnosisContext context) {
        return diagnoser.diagnose(text, context);
    }

    /** Reads at most {@link LogText#DEFAULT_CAP_BYTES} of the stream and diagnoses it. */
    public DiagnosisReport diagnose(InputStream in, DiagnosisContext context) throws IOException {
        return diagnoser.diagnose(LogText.read(in), context);
    }

    /** Reads a file defensively (see {@link LogText}); a missing or unreadable file throws. */
    public LogText read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return LogText.read(in);
        }
    }

    /** The best finding in a text, if any: what a failure display shows beside the raw error. */
    public Optional<DiagnosisFinding> topFinding(String text, DiagnosisContext context) {
        return diagnose(text, context).findings().stream().findFirst();
    }
}
