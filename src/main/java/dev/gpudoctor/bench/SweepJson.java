package dev.gpudoctor.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.CueqBreakEven;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;
import java.util.List;

/**
 * The sweep as {@code gpu-doctor bench --json} prints it, written by the one mapper:
 * {@code {"points": [{"config", "structure", "atoms", "step_s": {min, p10, median, p90, max}, "first_call_s",
 * "throughput_atom_steps_per_s", "peak_memory_bytes", "ok", "failure_reason", "failure_message", "conditions": {…}|null,
 * "figures": [{"method", "atoms", "edges", …}], "speed": {…}|null}],
 * "verdict", "cueq_break_even": [{"device", "slower_up_to_atoms", "pays_from_atoms", "largest_atoms",
 * "speedup_at_largest", "first_call_extra_s", "first_call_atoms", "pays_back_after_steps", "sentence"}], "chart_error"?}}; "speed" as {@link SpeedJson} writes it.
 * Each point is {@link SweepPoint.Json}, the shape the run history keeps, plus "speed". Unknown numbers are null.
 */
public record SweepJson(
        List<Point> points,
        String verdict,
        List<BreakEven> cueqBreakEven,
        @JsonInclude(JsonInclude.Include.NON_NULL) String chartError) {

    /** One point in its one shape (as the run history and a bundle keep it) with its speed verdict. */
    public record Point(@JsonUnwrapped SweepPoint.Json point, SpeedJson speed) {

        public static Point of(SweepPoint point, SpeedJson speed) {
            return new Point(point.toJson(), speed);
        }
    }

    /** Where cuEquivariance starts to pay on one device; atom counts it never reached are null. */
    public record BreakEven(
            String device,
            Integer slowerUpToAtoms,
            Integer paysFromAtoms,
            int largestAtoms,
            double speedupAtLargest,
            Double firstCallExtraS,
            Integer firstCallAtoms,
            Long paysBackAfterSteps,
            String sentence) {
        static BreakEven of(CueqBreakEven found) {
            return new BreakEven(
                    found.device(),
                    atoms(found.slowerAtoms()),
                    atoms(found.breakEvenAtoms()),
                    found.largestAtoms(),
                    found.speedupAtLargest(),
                    Double.isFinite(found.firstCallExtraS()) ? found.firstCallExtraS() : null,
                    atoms(found.firstCallAtoms()),
                    found.paysBackSteps() > 0 ? found.paysBackSteps() : null,
                    found.sentence());
        }
    }

    public static SweepJson of(List<SweepPoint> points) {
        return of(points, MeasuredSpeed.DEFAULT_TIMESTEP_FS);
    }

    /** The points, each with its speed verdict, the sweep's verdict line and where cuEq starts to pay. */
    public static SweepJson of(List<SweepPoint> points, double timestepFs) {
        SpeedJudge judge = SpeedJudge.standard();
        List<Point> judged = points.stream()
                .map(point -> Point.of(
                        point, judge.judge(point, timestepFs).map(SpeedJson::of).orElse(null)))
                .toList();
        return new SweepJson(
                judged,
                SweepVerdict.of(points, points.isEmpty() ? null : points.get(0).config()),
                CueqBreakEven.of(points).stream().map(BreakEven::of).toList(),
                null);
    }

    /** This sweep with the sentence saying why its charts could not be written. */
    public SweepJson withChartError(String problem) {
        return new SweepJson(points, verdict, cueqBreakEven, problem);
    }

    private static Integer atoms(int atoms) {
        return atoms >= 0 ? atoms : null;
    }
}
