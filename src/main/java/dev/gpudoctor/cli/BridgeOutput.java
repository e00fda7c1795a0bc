package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.LaunchCommand;

import java.io.PrintWriter;
import java.util.Optional;

/** How every command that talks to the Python bridge prints its answer: {"ok": …} in JSON, words otherwise. */
final class BridgeOutput {

    private BridgeOutput() {
    }

    /** {"ok": true, …result…} on stdout. */
    static void printSuccess(PrintWriter out, ObjectNode result) {
        ObjectNode answer = JsonNodeFactory.instance.objectNode().put("ok", true);
        answer.setAll(result);
        JsonOutput.print(out, answer);
    }

    /** {"ok": false, "failure": {…}} on stdout with --json, else the reason and the stderr tail on stderr. */
    static int printFailure(PrintWriter out, PrintWriter err, String command, boolean json, BridgeFailure failure,
                            FailureDiagnoser diagnoser) {
        Optional<DiagnosisFinding> diagnosis = diagnoser.diagnose(failure);
        if (json) {
            ObjectNode answer = JsonNodeFactory.instance.objectNode().put("ok", false);
            answer.set("failure", FailureJson.of(failure, diagnosis));
            JsonOutput.print(out, answer);
        } else {
            RunSummary.printFailure(err, command, failure);
            if (failure.fixedByMaceSetUp()) {
                err.println("This Python cannot run MACE. " + LaunchCommand.line("setup-python")
                        + " makes GPU Doctor's own environment with mace-torch and the torch it works with (it says what it"
                        + " installs first); or pass --python with an interpreter that has them.");
            }
            diagnosis.ifPresent(finding -> {
                err.println(FailureDiagnoser.sentence(finding));
                err.println("(" + LaunchCommand.line("diagnose") + " explains more.)");
            });
            err.flush();
        }
        return ExitCodes.FAILURES;
    }
}
