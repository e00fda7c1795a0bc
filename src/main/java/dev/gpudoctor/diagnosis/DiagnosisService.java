package dev.gpudoctor.diagnosis;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Diagnoses text for the Diagnose tab, the CLI and anywhere GPU Doctor itself sees a failure (a
 * crashed run's reason and stderr tail, a failed check, a failed capability cell).
 */
public final class DiagnosisService {

    private final FutureTask<Diagnoser> loading;

    public DiagnosisService(KnowledgeBase knowledge) {
        this.loading = new FutureTask<>(() -> new Diagnoser(knowledge));
        loading.run();
    }

    private DiagnosisService(FutureTask<Diagnoser> loading) {
        this.loading = loading;
    }

    /**
     * The service over the knowledge base that ships with GPU Doctor, with similar known reports as the
     * fallback when no rule fires. Reading and indexing it (the knowledge base, 226 error codes, their
     * patterns, the library of known reports into an in-memory Lucene index) costs a few hundred ms of CPU, so it is not
     * done here: {@link #preload()} starts it on a thread of its own (the window does so after its
     * first frame, when the CPU is free), and the first diagnosis loads it, or waits for it, if it must.
     */
    public static DiagnosisService standard() {
        return new DiagnosisService(new FutureTask<>(() -> new Diagnoser(KnowledgeBase.standard(), ErrorCodeCatalogue.standard(),
                SimilarReports.standard())));
    }

    /** Starts reading the knowledge base in the background, unless that has begun already. */
    public void preload() {
        new NamedDaemonThreadFactory("gpu-doctor-knowledge-base").newThread(loading).start();
    }

    private Diagnoser diagnoser() {
        boolean interrupted = false;
        try {
            loading.run(); // loads it here unless preload() got there first: then this returns at once
            while (true) {
                try {
                    return loading.get();
                } catch (InterruptedException e) {
                    interrupted = true; // the knowledge base is a few hundred ms away: finish, then restore the flag
                }
            }
        } catch (ExecutionException e) {
            // As before the load moved off the caller's thread: a broken knowledge base fails its user.
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
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
