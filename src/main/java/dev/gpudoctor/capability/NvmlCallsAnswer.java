package dev.gpudoctor.capability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.util.List;

/**
 * The bridge's {@code nvml_calls} answer as python-bridge/PROTOCOL.md gives it, read once into records: the
 * capability matrix's NVML row and the checklist's nvml-calls check both judge this, never the raw tree.
 *
 * @param initError     why NVML did not initialise; null when it did
 * @param driverVersion the driver NVML reports; null when it was not read
 * @param devices       one per device NVML lists
 */
public record NvmlCallsAnswer(String initError, String driverVersion, List<Device> devices) {

    public NvmlCallsAnswer {
        devices = devices == null ? List.of() : List.copyOf(devices);
    }

    /**
     * @param index          NVML's device index; null when the answer left it out
     * @param error          why NVML gave no handle for the device; null when it did
     * @param recoveryAction the driver's recovery action; null from a bridge older than that field
     */
    public record Device(Integer index, String name, List<Call> calls, String error, RecoveryAction recoveryAction) {

        public Device {
            calls = calls == null ? List.of() : List.copyOf(calls);
        }
    }

    /**
     * One query: {@code status} is supported, not-supported, unknown, error or missing (this pynvml lacks it).
     *
     * @param error NVML's error text; null when it answered
     */
    public record Call(String query, String function, String status, String error) {}

    /** NVML field 230: {@code status} reported (with {@code name}), not-reported or error (with {@code detail}). */
    public record RecoveryAction(String status, String name, String detail) {}

    /** Thrown when an answer is not in this shape: a garbled answer is a failure of the op, not a judgement. */
    public static final class Unreadable extends Exception {

        private final transient BridgeFailure failure;

        Unreadable(String message) {
            super(message);
            this.failure = BridgeFailure.of(
                    FailureReason.PROTOCOL_ERROR, "The nvml_calls answer is not in its shape: " + message, List.of());
        }

        public BridgeFailure failure() {
            return failure;
        }
    }

    /** Binds an {@code nvml_calls} result with the one records mapper (a newer bridge's extra keys are ignored). */
    public static NvmlCallsAnswer read(JsonNode result) throws Unreadable {
        if (result == null || !result.isObject()) {
            throw new Unreadable("expected an object, got " + (result == null ? "nothing" : result.getNodeType()));
        }
        try {
            return JsonMappers.records().treeToValue(result, NvmlCallsAnswer.class);
        } catch (JsonProcessingException e) {
            throw new Unreadable(e.getOriginalMessage());
        }
    }
}
