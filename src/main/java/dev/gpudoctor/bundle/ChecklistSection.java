package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.ChecklistReport;

import java.util.List;

/** Every check's verdict, value, explanation, remedy and evidence, as the checklist produced them. */
final class ChecklistSection implements BundleSection {

    @Override
    public String id() {
        return "checklist";
    }

    @Override
    public String description() {
        return "the CUDA debug checklist: every check's verdict, what it found, evidence and remedy";
    }

    @Override
    public List<String> files() {
        return List.of("report.json#checklist", "summary.md");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws SectionSkipped {
        ChecklistReport report = inputs.checklist();
        if (report == null) {
            throw new SectionSkipped("the checklist did not run: " + inputs.checklistProblem());
        }
        ObjectNode checklist = draft.json().createObjectNode();
        checklist.put("overall", report.worstStatus().jsonName());
        if (inputs.checklistRun() != null) {
            // Which run this is: the one the user had just made (reused) or one run for this bundle, and when.
            checklist.set("run", draft.redacted(inputs.checklistRun()));
        }
        checklist.set("checks", draft.redacted(report.checks()));
        draft.report("checklist", checklist);
    }
}
