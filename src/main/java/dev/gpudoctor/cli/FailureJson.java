package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;

import java.util.Optional;

/** The JSON form of a bridge failure: {"reason": "crashed-by-signal", "signal"?, "exit_code"?, "message", "stderr_tail"}. */
final class FailureJson {

    private FailureJson() {
    }

    /** With {"diagnosis": {"id", "kind", "title", "confidence", "remedy", "action"}} when the diagnoser recognises the failure. */
    static ObjectNode of(BridgeFailure failure, Optional<DiagnosisFinding> diagnosis) {
        ObjectNode node = of(failure);
        diagnosis.ifPresent(finding -> {
            ObjectNode d = node.putObject("diagnosis");
            d.put("id", finding.id());
            d.put("kind", finding.kind().jsonName());
            d.put("title", finding.title());
            d.put("confidence", finding.confidence());
            d.put("remedy", finding.remedy());
            d.put("action", finding.action().jsonName());
        });
        return node;
    }

    static ObjectNode of(BridgeFailure failure) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("reason", failure.reason().jsonName());
        if (failure.signal() != null) {
            node.put("signal", failure.signal());
        }
        if (failure.exitCode() != null) {
            node.put("exit_code", failure.exitCode());
        }
        if (failure.errorKind() != null) {
            node.put("kind", failure.errorKind());
        }
        node.put("message", failure.message());
        failure.facts().forEach(node::put);
        ArrayNode tail = node.putArray("stderr_tail");
        failure.stderrTail().forEach(tail::add);
        if (!failure.details().isEmpty()) {
            node.put("details", failure.details());
        }
        return node;
    }
}
