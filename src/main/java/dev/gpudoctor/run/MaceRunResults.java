package dev.gpudoctor.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.util.List;
import java.util.Map;

/**
 * The boundary for {@code mace_run} answers: read once into a {@link MaceRunResult}, checked there.
 * A missing field or a wrong type is a protocol error; a NaN energy or force (null on the wire) is
 * the failed run it is, never a success with a blank.
 */
public final class MaceRunResults {

    /** The bridge's error kind for a NaN or infinite answer (PROTOCOL.md), used here too when the answer has a blank. */
    static final String NON_FINITE_RESULT = "non-finite-result";
    /** The kind of a failure whose numbers are finite but impossible (no atoms, a step of 0 s). */
    static final String IMPLAUSIBLE_RESULT = "implausible-result";

    static final ResultReader<MaceRunResult> READER = ResultReader.of("mace_run", MaceRunResult.class);

    private MaceRunResults() {}

    /** The answer as an outcome; {@code startupSeconds} is spawn-to-hello, 0 when the child was already up. */
    public static MaceRunOutcome read(JsonNode answer, double startupSeconds) {
        MaceRunResult result;
        try {
            result = READER.read(answer);
        } catch (ResultReader.ProtocolViolation e) {
            return new MaceRunOutcome.Failed(e.failure());
        }
        return checked(result.withStartup(startupSeconds));
    }

    /** The answer as written by the bridge, for tests and recorded results: JSON text, the startup already in it. */
    public static MaceRunOutcome parse(String json) {
        try {
            return checked(READER.read(READER.tree(json)));
        } catch (ResultReader.ProtocolViolation e) {
            return new MaceRunOutcome.Failed(e.failure());
        }
    }

    /** The result as {@code run --json} prints it: the bridge's fields, in its order, with {@code timings_s.startup}. */
    public static ObjectNode json(MaceRunResult result) {
        return READER.write(result);
    }

    static MaceRunOutcome checked(MaceRunResult result) {
        String what = result.implausibility();
        if (what == null) {
            return new MaceRunOutcome.Succeeded(result);
        }
        if (what.contains("finite")) {
            return new MaceRunOutcome.Failed(new BridgeFailure(
                    FailureReason.OP_ERROR,
                    null,
                    null,
                    NON_FINITE_RESULT,
                    "The model gave " + what
                            + ": atoms that overlap or sit much closer than a bond length are the usual cause; "
                            + "check the structure.",
                    List.of(),
                    "",
                    Map.of()));
        }
        return new MaceRunOutcome.Failed(new BridgeFailure(
                FailureReason.OP_ERROR,
                null,
                null,
                IMPLAUSIBLE_RESULT,
                "The bridge answered with " + what + ", which no run gives; the answer is not kept.",
                List.of(),
                "",
                Map.of()));
    }
}
