package dev.gpudoctor.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** The chosen interpreter: pip freeze and the bridge's collect_env-like {@code env} report. */
final class PythonSection implements BundleSection {

    static final String ENV_REPORT = "raw/.gpu-doctor/bridge-env.json";

    @Override
    public String id() {
        return "python";
    }

    @Override
    public String description() {
        return "the chosen interpreter: pip freeze and a collect_env-like report (torch, CUDA build, packages)";
    }

    @Override
    public List<String> files() {
        return List.of("raw/.gpu-doctor/commands/pip-freeze.txt", ENV_REPORT);
    }

    /** report.json's "python": the interpreter and the bridge's env answer as it came, or why there is none. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record PythonJson(
            @JsonInclude(JsonInclude.Include.ALWAYS) String interpreter, JsonNode env, String envProblem) {}

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws Exception {
        if (inputs.pipFreeze() == null && inputs.envReport() == null && inputs.envProblem() != null) {
            throw new SectionSkipped(inputs.envProblem());
        }
        HostSection.command(inputs.pipFreeze(), draft);
        if (inputs.envReport() != null) {
            draft.text(
                    ENV_REPORT, draft.json().writerWithDefaultPrettyPrinter().writeValueAsString(inputs.envReport()));
            draft.report("python", new PythonJson(inputs.python(), inputs.envReport(), null));
        } else {
            String why = inputs.envFailure() != null ? inputs.envFailure().message() : inputs.envProblem();
            draft.partSkipped(ENV_REPORT, why);
            draft.report("python", new PythonJson(inputs.python(), null, why));
        }
    }
}
