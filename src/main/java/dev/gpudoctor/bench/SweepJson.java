package dev.gpudoctor.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.CueqBreakEven;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;

import java.util.List;

/**
 * The sweep as {@code gpu-doctor bench --json} prints it:
 * {@code {"points": [{"config", "structure", "atoms", "step_s": {min, p10, median, p90, max}, "first_call_s",
 * "throughput_atom_steps_per_s", "peak_memory_bytes", "ok", "figures": [{"method", "atoms", "edges", …}], "conditions": {…}|null,
 * "failure"?: {"reason", "message"}, "speed": {…}|null}],
 * "verdict", "cueq_break_even": [{"device", "slower_up_to_atoms", "pays_from_atoms", "largest_atoms",
 * "speedup_at_largest", "sentence"}]}}; "speed" as {@link SpeedJson} writes it.
 * Unknown numbers are null.
 */
public final class SweepJson {

    private SweepJson() {
    }

    public static ObjectNode of(List<SweepPoint> points) {
        return of(points, MeasuredSpeed.DEFAULT_TIMESTEP_FS);
    }

    /** The points, each with its speed verdict, the sweep's verdict line and where cuEq starts to pay. */
    public static ObjectNode of(List<SweepPoint> points, double timestepFs) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode array = root.putArray("points");
        SpeedJudge judge = SpeedJudge.standard();
        for (SweepPoint point : points) {
            ObjectNode node = of(point);
            judge.judge(point, timestepFs).ifPresentOrElse(v -> node.set("speed", SpeedJson.of(v)), () -> node.putNull("speed"));
            array.add(node);
        }
        root.put("verdict", SweepVerdict.of(points, points.isEmpty() ? null : points.get(0).config()));
        ArrayNode breakEvens = root.putArray("cueq_break_even");
        for (CueqBreakEven found : CueqBreakEven.of(points)) {
            ObjectNode node = breakEvens.addObject();
            node.put("device", found.device());
            optionalAtoms(node, "slower_up_to_atoms", found.slowerAtoms());
            optionalAtoms(node, "pays_from_atoms", found.breakEvenAtoms());
            node.put("largest_atoms", found.largestAtoms());
            node.put("speedup_at_largest", found.speedupAtLargest());
            node.put("sentence", found.sentence());
        }
        return root;
    }

    private static void optionalAtoms(ObjectNode node, String name, int atoms) {
        if (atoms >= 0) {
            node.put(name, atoms);
        } else {
            node.putNull(name);
        }
    }

    public static ObjectNode of(SweepPoint point) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("config", point.config());
        node.put("structure", point.structure());
        if (point.atoms() >= 0) {
            node.put("atoms", point.atoms());
        } else {
            node.putNull("atoms");
        }
        StepStats s = point.stepS();
        if (s.known()) {
            ObjectNode step = node.putObject("step_s");
            number(step, "min", s.min());
            number(step, "p10", s.p10());
            number(step, "median", s.median());
            number(step, "p90", s.p90());
            number(step, "max", s.max());
        } else {
            node.putNull("step_s");
        }
        number(node, "first_call_s", point.firstCallS());
        number(node, "throughput_atom_steps_per_s", point.throughputAtomStepsPerS());
        if (point.peakMemoryBytes() != null) {
            node.put("peak_memory_bytes", point.peakMemoryBytes());
        } else {
            node.putNull("peak_memory_bytes");
        }
        node.put("ok", point.ok());
        // The separate figures (each with its method) and the conditions they ran under, as the records write them.
        node.set("figures", JsonMappers.records().valueToTree(point.figures()));
        node.set("conditions", JsonMappers.records().valueToTree(point.conditions()));
        if (!point.ok()) {
            ObjectNode failure = node.putObject("failure");
            failure.put("reason", point.failureReason());
            failure.put("message", point.failureMessage());
        }
        return node;
    }

    private static void number(ObjectNode node, String name, double value) {
        if (Double.isFinite(value)) {
            node.put(name, value);
        } else {
            node.putNull(name);
        }
    }
}
