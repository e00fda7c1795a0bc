package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.RunRecord;

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
        ArrayNode diagnoses = draft.json().createArrayNode();
        DiagnosisContext context = context(inputs);
        if (inputs.checklist() != null) {
            for (CheckResult check : inputs.checklist().checks()) {
                if (check.status() == CheckStatus.WARN || check.status().isFailure()) {
                    String text = check.value() + "\n" + check.explanation() + "\n" + String.join("\n", check.evidence());
                    add(diagnoses, "check:" + check.id(), check.status().jsonName() + ": " + check.value(), text, context, draft);
                }
            }
        }
        if (inputs.runs() != null) {
            inputs.runs().stream().filter(run -> !run.ok()).limit(MAX_FAILED_RUNS).forEach(run -> add(diagnoses,
                    "run:" + run.id(), failure(run), failure(run), context, draft));
        }
        if (inputs.envFailure() != null) {
            add(diagnoses, "python:env", inputs.envFailure().message(),
                    inputs.envFailure().message() + "\n" + String.join("\n", inputs.envFailure().stderrTail()), context, draft);
        }
        draft.report("diagnoses", diagnoses);
    }

    private static String failure(RunRecord run) {
        return run.point().failureReason() + ": " + (run.point().failureMessage() == null ? "" : run.point().failureMessage());
    }

    private void add(ArrayNode into, String source, String failure, String text, DiagnosisContext context, BundleDraft draft) {
        ObjectNode node = into.addObject();
        node.put("source", source);
        node.put("failure", failure);
        ArrayNode findings = node.putArray("findings");
        for (DiagnosisFinding finding : diagnosis.diagnose(text, context).findings()) {
            ObjectNode f = findings.addObject();
            f.put("id", finding.id());
            f.put("kind", finding.kind().jsonName());
            f.put("title", finding.title());
            f.put("confidence", finding.confidence());
            f.put("remedy", finding.firstRemedy());
            f.put("action", finding.action().jsonName());
        }
        into.set(into.size() - 1, draft.redacted(node));
    }

    private static DiagnosisContext context(BundleInputs inputs) {
        if (inputs.checklist() == null) {
            return DiagnosisContext.UNKNOWN;
        }
        return DiagnosisContext.of(inputs.checklist().host().platform());
    }
}
