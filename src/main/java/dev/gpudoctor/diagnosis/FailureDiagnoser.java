package dev.gpudoctor.diagnosis;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.Platform;
import java.util.Locale;
import java.util.Optional;

/**
 * What a failed run most likely means: the knowledge base read over the failure's message, the
 * child's last stderr lines and its details, so a crash is shown with its diagnosis beside it.
 */
public final class FailureDiagnoser {

    private final DiagnosisService diagnosis;
    private final DiagnosisContext context;

    /** For text from anywhere: the platform is read from the text itself. */
    public FailureDiagnoser(DiagnosisService diagnosis) {
        this(diagnosis, DiagnosisContext.UNKNOWN);
    }

    /** For failures on a known platform: the same error text can mean different things on WSL2 and native Linux. */
    public FailureDiagnoser(DiagnosisService diagnosis, DiagnosisContext context) {
        this.diagnosis = diagnosis;
        this.context = context;
    }

    public static FailureDiagnoser standard() {
        return new FailureDiagnoser(DiagnosisService.standard());
    }

    /** For the failures of a machine's own runs, checks and probes, on the platform decided for it. */
    public static FailureDiagnoser on(Platform machine, DiagnosisService diagnosis) {
        return new FailureDiagnoser(diagnosis, DiagnosisContext.of(machine));
    }

    public Optional<DiagnosisFinding> diagnose(BridgeFailure failure) {
        String text = failure.message() + "\n" + String.join("\n", failure.stderrTail()) + "\n" + failure.details();
        return diagnosis.topFinding(text, context);
    }

    /**
     * What a failed or errored check's evidence most likely means (a child's traceback, a loader
     * message); nothing for checks that passed, warned or were skipped — their remedy says enough.
     */
    public Optional<DiagnosisFinding> diagnose(CheckResult check) {
        if ((check.status() != CheckStatus.FAIL && check.status() != CheckStatus.ERROR)
                || check.evidence().isEmpty()) {
            return Optional.empty();
        }
        return diagnosis.topFinding(check.value() + "\n" + String.join("\n", check.evidence()), context);
    }

    /** What a failed capability cell most likely means (its error text and evidence); nothing for other states. */
    public Optional<DiagnosisFinding> diagnose(CapabilityCell cell) {
        if (cell.state() != CapabilityState.FAILED) {
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder(cell.detail()).append('\n');
        cell.evidence()
                .forEach((key, value) ->
                        text.append(key).append(": ").append(value).append('\n'));
        return diagnosis.topFinding(text.toString(), context);
    }

    /** "Likely cause (80 %): Triton kernel killed by SIGBUS under WSL2. First: …". */
    public static String sentence(DiagnosisFinding finding) {
        String first = finding.firstRemedy().strip().replaceFirst("^\\d+\\.\\s+", "");
        return String.format(
                Locale.ROOT,
                "Likely cause (%d %%): %s.%s",
                finding.percent(),
                stripDot(finding.title()),
                first.isEmpty() ? "" : " First: " + first);
    }

    private static String stripDot(String title) {
        return title.endsWith(".") ? title.substring(0, title.length() - 1) : title;
    }
}
