package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.FailureReason;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A bridge failure as {@code --json} prints it, written by the one mapper: {"reason": "crashed-by-signal",
 * "signal"?, "exit_code"?, "error_kind"?, "message", …facts…, "stderr_tail", "details"?, "diagnosis"?}.
 * The bridge's own error kind is "error_kind" here as in a capability cell's evidence (it was "kind"
 * here before; one name now). The facts (package, interpreter…) stand beside the message, as before.
 * "diagnosis" is the whole finding, in the shape {@code diagnose --json} and a bundle write.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record FailureJson(
        FailureReason reason,
        String signal,
        Integer exitCode,
        String errorKind,
        String message,
        @JsonIgnore Map<String, String> facts,
        @JsonInclude(JsonInclude.Include.ALWAYS) List<String> stderrTail,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) String details,
        DiagnosisFinding diagnosis) {

    static FailureJson of(BridgeFailure failure, Optional<DiagnosisFinding> diagnosis) {
        return new FailureJson(
                failure.reason(),
                failure.signal(),
                failure.exitCode(),
                failure.errorKind(),
                failure.message(),
                failure.facts(),
                failure.stderrTail(),
                failure.details(),
                diagnosis.orElse(null));
    }

    static FailureJson of(BridgeFailure failure) {
        return of(failure, Optional.empty());
    }

    private static final Set<String> OWN_KEYS =
            Set.of("reason", "signal", "exit_code", "error_kind", "message", "stderr_tail", "details", "diagnosis");

    /** The named facts, each as a key of its own; a fact never shadows one of the failure's own keys. */
    @JsonAnyGetter
    Map<String, String> factKeys() {
        Map<String, String> keys = new TreeMap<>(facts);
        keys.keySet().removeAll(OWN_KEYS);
        return keys;
    }
}
