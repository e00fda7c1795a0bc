package dev.gpudoctor.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
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

    /** report.json's "checklist": the worst status, which run it is ("run" absent when not known), and every check. */
    record ChecklistJson(
            CheckStatus overall,
            @JsonInclude(JsonInclude.Include.NON_NULL) BundleInputs.IncludedChecklist run,
            List<CheckResult> checks) {}

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws SectionSkipped {
        ChecklistReport report = inputs.checklist();
        if (report == null) {
            throw new SectionSkipped("the checklist did not run: " + inputs.checklistProblem());
        }
        // Which run this is (the one the user had just made, reused, or one run for this bundle) and when.
        draft.report("checklist", new ChecklistJson(report.worstStatus(), inputs.checklistRun(), report.checks()));
    }
}
