package dev.gpudoctor.diagnosis;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.FutureTask;

/**
 * Diagnoses text for the Diagnose tab, the CLI and anywhere GPU Doctor itself sees a failure (a
 * crashed run's reason and stderr tail, a failed check, a failed capability cell).
 */
public final class DiagnosisService {

    private final FutureTask<Diagnoser> loading;
    /** The index of known reports, built apart so that a text a rule recognises never waits for it; null: none. */
    private final FutureTask<SimilarReports> indexing;

    /** Rules only: the knowledge base given, no similar-reports fallback. */
    public DiagnosisService(KnowledgeBase knowledge) {
        this.loading = new FutureTask<>(() -> new Diagnoser(knowledge));
        this.indexing = null;
        loading.run();
    }

    private DiagnosisService(FutureTask<Diagnoser> loading, FutureTask<SimilarReports> indexing) {
        this.loading = loading;
        this.indexing = indexing;
    }

    /**
     * The service over the knowledge base that ships with GPU Doctor, with similar known reports as the
     * fallback when no rule fires. Reading and indexing the knowledge base (226 error codes, their
     * patterns) costs a few hundred ms of CPU, and the library of known reports in an in-memory Lucene
     * index as much again the first time (Lucene's classes load), so neither is done here:
     * {@link #preload()} starts both on a thread of its own (the window does so after its first frame,
     * when the CPU is free); otherwise the first diagnosis loads the knowledge base, and the first text
     * no rule recognises builds the index, or each waits for it if it must.
     */
    public static DiagnosisService standard() {
        FutureTask<SimilarReports> indexing = new FutureTask<>(SimilarReports::standard);
        return new DiagnosisService(
                new FutureTask<>(() -> new Diagnoser(
                        KnowledgeBase.standard(), ErrorCodeCatalogue.standard(), () -> OnceMade.await(indexing))),
                indexing);
    }

    /** Starts reading the knowledge base, then indexing the known reports, in the background, unless that has begun already. */
    public void preload() {
        new NamedDaemonThreadFactory("gpu-doctor-knowledge-base")
                .newThread(() -> {
                    loading.run();
                    if (indexing != null) {
                        indexing.run();
                    }
                })
                .start();
    }

    private Diagnoser diagnoser() {
        return OnceMade.await(loading);
    }

    public KnowledgeBase knowledgeBase() {
        return diagnoser().knowledgeBase();
    }

    /** Findings in a text already in memory, e.g. a failed run's reason plus its stderr tail. */
    public DiagnosisReport diagnose(String text, DiagnosisContext context) {
        return diagnoser().diagnose(LogText.of(text), context);
    }

    public DiagnosisReport diagnose(LogText text, DiagnosisContext context) {
        return diagnoser().diagnose(text, context);
    }

    /** Reads at most {@link LogText#DEFAULT_CAP_BYTES} of the stream and diagnoses it. */
    public DiagnosisReport diagnose(InputStream in, DiagnosisContext context) throws IOException {
        return diagnoser().diagnose(LogText.read(in), context);
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
