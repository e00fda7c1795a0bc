package dev.gpudoctor.ui.diagnose;

import dev.gpudoctor.bundle.UnreadableInputException;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.LogText;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.LaunchCommand;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State of the Diagnose tab: the text to diagnose (pasted or read from a file), the platform it
 * came from, and the findings of the last analysis. Every analysis runs on the task executor.
 */
public final class DiagnoseViewModel {

    /** The input area shows at most this much of an opened file; the whole file (up to the cap) is diagnosed. */
    static final int MAX_SHOWN_CHARS = 2_000_000;

    static final String READY =
            "Paste a traceback, log, collect_env or nvidia-smi output, or open or drop a file; then Diagnose.";

    private static final Logger LOG = LoggerFactory.getLogger(DiagnoseViewModel.class);

    private final DiagnosisService service;
    private final TaskExecutor tasks;
    private final StringProperty input = new SimpleStringProperty("");
    private final ObjectProperty<DiagnosisContext.Platform> platform =
            new SimpleObjectProperty<>(DiagnosisContext.Platform.UNKNOWN);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(READY);
    private final ObservableList<DiagnosisFinding> findings = FXCollections.observableArrayList();
    private final ObservableList<DiagnosisFinding> readOnlyFindings =
            FXCollections.unmodifiableObservableList(findings);

    private final FileText files;

    /** The text a file holds for diagnosis (a bundle's failures and logs, or a log's text): {@code DiagnosisInput::read}. */
    @FunctionalInterface
    public interface FileText {
        LogText read(Path file) throws UnreadableInputException;
    }

    public DiagnoseViewModel(DiagnosisService service, FileText files, TaskExecutor tasks) {
        this.service = Objects.requireNonNull(service, "service");
        this.files = Objects.requireNonNull(files, "files");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
    }

    /** Diagnoses the text in the input area. */
    public void diagnose() {
        if (running.get()) {
            return;
        }
        String pasted = input.get() == null ? "" : input.get();
        String text = LogText.stripAnsi(pasted);
        if (!text.equals(pasted)) {
            input.set(text); // colour codes out of the shown text too, so it reads like the evidence
        }
        if (text.isBlank()) {
            findings.clear();
            status.set(READY);
            return;
        }
        DiagnosisContext context = new DiagnosisContext(platform.get());
        start("Diagnosing…");
        tasks.submit(BackgroundTask.shown(
                "diagnosing the text",
                () -> service.diagnose(text, context),
                report -> show("the pasted text", report),
                error -> fail("the pasted text", error)));
    }

    /** Reads a file (capped, binary-safe) off the FX thread, shows it and diagnoses it. */
    public void open(Path file) {
        if (running.get() || file == null) {
            return;
        }
        DiagnosisContext context = new DiagnosisContext(platform.get());
        String name = file.getFileName() == null
                ? file.toString()
                : file.getFileName().toString();
        start("Reading " + name + "…");
        tasks.submit(BackgroundTask.shown(
                "diagnosing " + name,
                () -> {
                    LogText text;
                    try {
                        text = files.read(file);
                    } catch (UnreadableInputException e) {
                        return new Opened(null, null, e.reason() + ".");
                    }
                    return new Opened(text, service.diagnose(text, context), null);
                },
                opened -> {
                    if (opened.refusal() != null) {
                        running.set(false);
                        findings.clear();
                        status.set("Could not read " + name + ": " + opened.refusal());
                        return;
                    }
                    String shown = opened.text().text();
                    input.set(shown.length() > MAX_SHOWN_CHARS ? shown.substring(0, MAX_SHOWN_CHARS) : shown);
                    show(name, opened.report());
                },
                error -> fail(name, error)));
    }

    public void clear() {
        if (!running.get()) {
            input.set("");
            findings.clear();
            status.set(READY);
        }
    }

    /** {@code refusal}: why the file could not be read (a sentence), else null. */
    private record Opened(LogText text, DiagnosisReport report, String refusal) {}

    private void start(String message) {
        running.set(true);
        status.set(message);
    }

    private void show(String source, DiagnosisReport report) {
        running.set(false);
        findings.setAll(report.findings());
        String summary = report.headline(source);
        status.set(report.inputNote().isEmpty() ? summary : summary + " " + report.inputNote());
        LOG.info("Diagnose: {}", status.get());
    }

    private void fail(String source, ErrorSummary error) {
        running.set(false);
        findings.clear();
        status.set(error.isCancellation() ? "Cancelled." : "Could not diagnose " + source + ": " + error.message());
    }

    /** How a finding reads in the list. */
    public static String findingRow(DiagnosisFinding finding) {
        return String.format(Locale.ROOT, "%3d %%   %s", finding.percent(), finding.title()) + "   ("
                + (finding.knownIssue() ? "" : DiagnosisReport.label(finding) + ", ")
                + finding.foundBy().phrase() + ")";
    }

    /** How an evidence line reads in the list: its number, then its text. */
    public static String evidenceRow(EvidenceLine line) {
        return String.format(Locale.ROOT, "%5d │ %s", line.line(), line.text());
    }

    /** The lines worth checking on this machine, as a command, or empty. */
    public static String confirmCommand(DiagnosisFinding finding) {
        return finding.confirmedBy().isEmpty()
                ? ""
                : LaunchCommand.line("check --only ")
                        + finding.confirmedBy().stream().map(CheckId::id).collect(Collectors.joining(","));
    }

    /**
     * Start and end offsets in {@code text} of its 1-based line {@code lineNumber} (CR, LF and CRLF
     * end a line), or null when the text has fewer lines: what the view selects to highlight evidence.
     */
    public static int[] lineRange(String text, int lineNumber) {
        if (text == null || lineNumber < 1) {
            return null;
        }
        int line = 1;
        int start = 0;
        int i = 0;
        while (i < text.length() && line < lineNumber) {
            char c = text.charAt(i++);
            if (c == '\r' && i < text.length() && text.charAt(i) == '\n') {
                i++;
            }
            if (c == '\n' || c == '\r') {
                line++;
                start = i;
            }
        }
        if (line < lineNumber || (start >= text.length() && lineNumber > 1)) {
            return null;
        }
        int end = start;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return new int[] {start, end};
    }

    public StringProperty inputProperty() {
        return input;
    }

    public ObjectProperty<DiagnosisContext.Platform> platformProperty() {
        return platform;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ObservableList<DiagnosisFinding> findings() {
        return readOnlyFindings;
    }
}
