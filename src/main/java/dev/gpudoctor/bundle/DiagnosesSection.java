package dev.gpudoctor.bundle;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.RunRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * Every failure the bundle holds — failed or warning checks, failed runs, a failed env report —
 * run through the same diagnoser as the Diagnose tab, so the maintainer reads the likely cause.
 */
final class DiagnosesSection implements BundleSection {

    private static final int MAX_FAILED_RUNS = 20;

    private final DiagnosisService diagnosis;

    DiagnosesSection(DiagnosisService diagnosis) {
        this.diagnosis = diagnosis;
    }

    @Override
    public String id() {
        return "diagnoses";
    }

    @Override
    public String description() {
        return "known causes of every failure, from the Diagnose knowledge base";
    }

    @Override
    public List<String> files() {
        return List.of("report.json#diagnoses");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) {
        List<Diagnosis> diagnoses = new ArrayList<>();
        DiagnosisContext context = context(inputs);
        if (inputs.checklist() != null) {
            for (CheckResult check : inputs.checklist().checks()) {
                if (check.status() == CheckStatus.WARN || check.status().isFailure()) {
                    String text =
                            check.value() + "\n" + check.explanation() + "\n" + String.join("\n", check.evidence());
                    add(
                            diagnoses,
                            "check:" + check.id(),
                            check.status().jsonName() + ": " + check.value(),
                            text,
                            context,
                            draft);
                }
            }
        }
        if (inputs.runs() != null) {
            inputs.runs().stream()
                    .filter(run -> !run.ok())
                    .limit(MAX_FAILED_RUNS)
                    .forEach(run -> add(diagnoses, "run:" + run.id(), failure(run), failure(run), context, draft));
        }
        if (inputs.envFailure() != null) {
            add(
                    diagnoses,
                    "python:env",
                    inputs.envFailure().message(),
                    inputs.envFailure().message() + "\n"
                            + String.join("\n", inputs.envFailure().stderrTail()),
                    context,
                    draft);
        }
        draft.report("diagnoses", diagnoses);
    }

    private static String failure(RunRecord run) {
        return run.point().failureReason() + ": "
                + (run.point().failureMessage() == null ? "" : run.point().failureMessage());
    }

    /**
     * One failure and the causes recognised in it. Each finding is whole, in the shape {@code diagnose --json}
     * prints (the remedy is all of it; bundles before this one kept only its first line, which reads the same).
     */
    record Diagnosis(String source, String failure, List<DiagnosisFinding> findings) {}

    private void add(
            List<Diagnosis> into,
            String source,
            String failure,
            String text,
            DiagnosisContext context,
            BundleDraft draft) {
        Diagnosis diagnosis = new Diagnosis(
                source, failure, this.diagnosis.diagnose(text, context).findings());
        into.add(draft.redacted(diagnosis, Diagnosis.class));
    }

    private static DiagnosisContext context(BundleInputs inputs) {
        if (inputs.checklist() == null) {
            return DiagnosisContext.UNKNOWN;
        }
        return DiagnosisContext.of(inputs.checklist().host().platform());
    }
}
