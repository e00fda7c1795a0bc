package dev.gpudoctor.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;

import java.util.List;

/**
 * The sweep as {@code gpu-doctor bench --json} prints it:
 * {@code {"points": [{"config", "structure", "atoms", "step_s": {min, p10, median, p90, max}, "first_call_s",
 * "throughput_atom_steps_per_s", "peak_memory_bytes", "ok", "failure"?: {"reason", "message"}}]}}.
 * Unknown numbers are null.
 */
public final class SweepJson {

    private SweepJson() {
    }

    public static ObjectNode of(List<SweepPoint> points) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode array = root.putArray("points");
        points.forEach(point -> array.add(of(point)));
        return root;
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
