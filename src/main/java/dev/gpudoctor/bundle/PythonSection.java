package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.node.ObjectNode;

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

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws Exception {
        if (inputs.pipFreeze() == null && inputs.envReport() == null && inputs.envProblem() != null) {
            throw new SectionSkipped(inputs.envProblem());
        }
        ObjectNode python = draft.json().createObjectNode();
        python.put("interpreter", inputs.python());
        HostSection.command(inputs.pipFreeze(), draft);
        if (inputs.envReport() != null) {
            draft.text(ENV_REPORT, draft.json().writerWithDefaultPrettyPrinter().writeValueAsString(inputs.envReport()));
            python.set("env", inputs.envReport());
        } else {
            String why = inputs.envFailure() != null ? inputs.envFailure().message() : inputs.envProblem();
            draft.partSkipped(ENV_REPORT, why);
            python.put("env_problem", why);
        }
        draft.report("python", python);
    }
}
