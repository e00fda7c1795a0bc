package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.LaunchCommand;
import dev.gpudoctor.model.PartialRun;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** How every command that talks to the Python bridge prints its answer: {"ok": …} in JSON, words otherwise. */
final class BridgeOutput {

    private BridgeOutput() {}

    /** {"ok": true, …result…}: the result's own fields beside "ok", in their order. */
    record Success(@JsonIgnore Map<String, Object> fields) {
        @JsonProperty("ok")
        boolean ok() {
            return true;
        }

        @JsonAnyGetter
        Map<String, Object> resultFields() {
            return fields;
        }
    }

    /** {"ok": false, "failure": {…}, "partial"?: {…}}: "partial" is what a run cut short had measured (issue 38). */
    record Failure(
            boolean ok,
            FailureJson failure,
            @JsonInclude(JsonInclude.Include.NON_NULL) PartialRun partial) {}

    /** {"ok": true, …result…} on stdout: the bridge's answer as it came, then what GPU Doctor adds (a record each). */
    static void printSuccess(PrintWriter out, JsonNode result, Map<String, Object> added) {
        Map<String, Object> fields = new LinkedHashMap<>();
        result.properties().forEach(field -> fields.put(field.getKey(), field.getValue()));
        fields.putAll(added);
        JsonOutput.print(out, new Success(fields));
    }

    static void printSuccess(PrintWriter out, JsonNode result) {
        printSuccess(out, result, Map.of());
    }

    /** {"ok": false, "failure": {…}} on stdout with --json, else the reason and the stderr tail on stderr. */
    static int printFailure(
            PrintWriter out,
            PrintWriter err,
            String command,
            boolean json,
            BridgeFailure failure,
            FailureDiagnoser diagnoser) {
        return printFailure(out, err, command, json, failure, null, diagnoser);
    }

    /** The same, with what the run measured before it was cut short ({@code partial}, null when nothing). */
    static int printFailure(
            PrintWriter out,
            PrintWriter err,
            String command,
            boolean json,
            BridgeFailure failure,
            PartialRun partial,
            FailureDiagnoser diagnoser) {
        Optional<DiagnosisFinding> diagnosis = diagnoser.diagnose(failure);
        if (json) {
            JsonOutput.print(out, new Failure(false, FailureJson.of(failure, diagnosis), partial));
        } else {
            RunSummary.printFailure(err, command, failure);
            if (partial != null) {
                err.println(partial.verdict());
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
