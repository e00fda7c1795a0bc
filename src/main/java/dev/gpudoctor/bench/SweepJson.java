package dev.gpudoctor.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.CueqBreakEven;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;

import java.util.List;

/**
 * The sweep as {@code gpu-doctor bench --json} prints it, written by the one mapper:
 * {@code {"points": [{"config", "structure", "atoms", "step_s": {min, p10, median, p90, max}, "first_call_s",
 * "throughput_atom_steps_per_s", "peak_memory_bytes", "ok", "figures": [{"method", "atoms", "edges", …}], "conditions": {…}|null,
 * "failure"?: {"reason", "message"}, "speed": {…}|null}],
 * "verdict", "cueq_break_even": [{"device", "slower_up_to_atoms", "pays_from_atoms", "largest_atoms",
 * "speedup_at_largest", "sentence"}], "chart_error"?}}; "speed" as {@link SpeedJson} writes it.
 * Unknown numbers are null.
 */
public record SweepJson(List<Point> points, String verdict, List<BreakEven> cueqBreakEven,
                        @JsonInclude(JsonInclude.Include.NON_NULL) String chartError) {

    /** One point with its speed verdict; "failure" only for a point that failed. */
    public record Point(String config, String structure, Integer atoms, Step stepS, Double firstCallS,
                        Double throughputAtomStepsPerS, Long peakMemoryBytes, boolean ok, List<SpeedFigure> figures,
                        RunConditions conditions, @JsonInclude(JsonInclude.Include.NON_NULL) Failure failure,
                        SpeedJson speed) {

        public static Point of(SweepPoint point, SpeedJson speed) {
            return new Point(point.config(), point.structure(), point.atoms() >= 0 ? point.atoms() : null,
                    Step.of(point.stepS()), known(point.firstCallS()), known(point.throughputAtomStepsPerS()),
                    point.peakMemoryBytes(), point.ok(), point.figures(), point.conditions(),
                    point.ok() ? null : new Failure(point.failureReason(), point.failureMessage()), speed);
        }
    }

    /** Steady-state step times in seconds; null as a whole when the point has none. */
    public record Step(Double min, Double p10, Double median, Double p90, Double max) {
        static Step of(StepStats s) {
            return s.known() ? new Step(known(s.min()), known(s.p10()), known(s.median()), known(s.p90()), known(s.max())) : null;
        }
    }

    public record Failure(String reason, String message) {
    }

    /** Where cuEquivariance starts to pay on one device; atom counts it never reached are null. */
    public record BreakEven(String device, Integer slowerUpToAtoms, Integer paysFromAtoms, int largestAtoms,
                            double speedupAtLargest, String sentence) {
        static BreakEven of(CueqBreakEven found) {
            return new BreakEven(found.device(), atoms(found.slowerAtoms()), atoms(found.breakEvenAtoms()),
                    found.largestAtoms(), found.speedupAtLargest(), found.sentence());
        }
    }

    public static SweepJson of(List<SweepPoint> points) {
        return of(points, MeasuredSpeed.DEFAULT_TIMESTEP_FS);
    }

    /** The points, each with its speed verdict, the sweep's verdict line and where cuEq starts to pay. */
    public static SweepJson of(List<SweepPoint> points, double timestepFs) {
        SpeedJudge judge = SpeedJudge.standard();
        List<Point> judged = points.stream()
                .map(point -> Point.of(point, judge.judge(point, timestepFs).map(SpeedJson::of).orElse(null))).toList();
        return new SweepJson(judged, SweepVerdict.of(points, points.isEmpty() ? null : points.get(0).config()),
                CueqBreakEven.of(points).stream().map(BreakEven::of).toList(), null);
    }

    /** This sweep with the sentence saying why its charts could not be written. */
    public SweepJson withChartError(String problem) {
        return new SweepJson(points, verdict, cueqBreakEven, problem);
    }

    private static Integer atoms(int atoms) {
        return atoms >= 0 ? atoms : null;
    }

    private static Double known(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
