package dev.gpudoctor.fleet;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The part of a target's {@code run --json} answer the fleet reads, bound by the one mapper (snake_case keys;
 * a newer target's extra keys are ignored). The rest of the answer is the bridge's result, which nobody here
 * reads; a target of any version writes these keys in this shape.
 *
 * @param ok       true for a run that finished
 * @param device   the device it ran on
 * @param timingsS the run's timings; the fleet compares the step's median
 * @param figures  the speed split's figures (the model alone, the ASE step with its CPU graph share)
 * @param failure  why a run failed ({@code {"ok": false, "failure": …}})
 * @param error    a GPU Doctor error answer ({@code {"error": {"message": …}}}) from a command it could not start
 */
record RunAnswerJson(
        Boolean ok, String device, Timings timingsS, List<Figure> figures, Failure failure, Message error) {

    record Timings(Spread step) {}

    record Spread(Double median) {}

    record Figure(String method, Boolean stress, Spread seconds, Split split) {}

    record Split(Double graphShare) {}

    /** {@code package} is the missing package for reason {@code missing-package}. */
    record Failure(String reason, @JsonProperty("package") String missingPackage, String message) {}

    record Message(String message) {}

    boolean finished() {
        return Boolean.TRUE.equals(ok) && stepMedian() != null;
    }

    Double stepMedian() {
        return timingsS == null || timingsS.step() == null
                ? null
                : timingsS.step().median();
    }

    List<Figure> figureList() {
        return figures == null
                ? List.of()
                : figures.stream().filter(figure -> figure != null).toList();
    }
}
