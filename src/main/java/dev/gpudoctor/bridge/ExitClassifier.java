package dev.gpudoctor.bridge;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.ProcessSignal;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the way a child ended into a failure a user can act on. Java reports a child killed by
 * signal N as exit status 128+N on Linux, which is also what a shell reports when the interpreter
 * it started died that way, so both read as a crash.
 */
final class ExitClassifier {

    private static final int MAX_QUOTED_LINE = 200;

    private ExitClassifier() {}

    /**
     * @param stage what the child was doing, as the end of a sentence: "before saying hello",
     *              "while running 'mace_run'"
     */
    static BridgeFailure classify(int exitStatus, String stage, List<String> stderrTail) {
        Optional<Integer> signalNumber = ProcessSignal.numberOfExitStatus(exitStatus);
        if (signalNumber.isPresent()) {
            int number = signalNumber.get();
            Optional<ProcessSignal> signal = ProcessSignal.ofNumber(number);
            String name = signal.map(Enum::name).orElse("signal " + number);
            String meaning = signal.map(s -> ": " + s.meaning()).orElse("");
            String message = "The Python interpreter crashed with " + name + " " + stage + meaning + ".";
            return new BridgeFailure(
                    FailureReason.CRASHED_BY_SIGNAL,
                    signal.map(Enum::name).orElse("SIG" + number),
                    exitStatus,
                    null,
                    message,
                    stderrTail,
                    "",
                    Map.of());
        }
        if (exitStatus == 0) {
            return new BridgeFailure(
                    FailureReason.PROTOCOL_ERROR,
                    null,
                    0,
                    null,
                    "The Python interpreter exited normally " + stage + " without answering." + lastWords(stderrTail),
                    stderrTail,
                    "",
                    Map.of());
        }
        return new BridgeFailure(
                FailureReason.EXITED,
                null,
                exitStatus,
                null,
                "The Python interpreter exited with code " + exitStatus + " " + stage + "." + lastWords(stderrTail),
                stderrTail,
                "",
                Map.of());
    }

    /** The last stderr line is often the whole story ("ModuleNotFoundError: ..."); quote it when short. */
    static String lastWords(List<String> stderrTail) {
        for (int i = stderrTail.size() - 1; i >= 0; i--) {
            String line = stderrTail.get(i).strip();
            if (!line.isEmpty()) {
                return line.length() <= MAX_QUOTED_LINE ? " Its last line on stderr: " + line : "";
            }
        }
        return "";
    }
}
