package dev.gpudoctor.speed;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A speed verdict as every JSON output carries it ({@code run --json}, {@code bench --json}, a
 * bundle's report.json): {@code {"us_per_atom_step", "ns_per_day", "timestep_fs", "verdict", "ratio",
 * "same_gpu", "method", "slow_part", "reference": {…}|null, "differences": […], "causes": […], "sentence"}}.
 */
public final class SpeedJson {

    private SpeedJson() {
    }

    public static ObjectNode of(SpeedVerdict verdict) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        MeasuredSpeed measured = verdict.measured();
        node.put("us_per_atom_step", measured.usPerAtomStep());
        node.put("ns_per_day", measured.nsPerDay());
        node.put("timestep_fs", measured.timestepFs());
        node.put("verdict", verdict.kind().jsonName());
        if (Double.isFinite(verdict.ratio())) {
            node.put("ratio", verdict.ratio());
        } else {
            node.putNull("ratio");
        }
        node.put("same_gpu", verdict.sameGpu());
        node.put("method", verdict.method());
        node.put("slow_part", verdict.slowPart().jsonName());
        ReferenceSpeed reference = verdict.reference();
        if (reference == null) {
            node.putNull("reference");
        } else {
            ObjectNode ref = node.putObject("reference");
            ref.put("id", reference.id());
            ref.put("gpu", reference.gpu());
            ref.put("model", reference.model());
            ref.put("us_per_atom_step", reference.usPerAtomStep());
            ref.put("method", reference.method());
            ref.put("edges_per_atom", reference.edgesPerAtom());
            ref.put("atoms", reference.atoms());
            ref.put("source", reference.source());
            ref.put("url", reference.url());
        }
        var differences = node.putArray("differences");
        verdict.differences().forEach(differences::add);
        var causes = node.putArray("causes");
        verdict.causes().forEach(causes::add);
        node.put("sentence", verdict.sentence());
        return node;
    }
}
