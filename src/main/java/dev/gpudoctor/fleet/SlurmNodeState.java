package dev.gpudoctor.fleet;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A node's state as {@code sinfo -N -o '%N|%T|%E'} prints it, and whether a job sent there could
 * start: a node that is down, drained, draining or failing takes no new job, so none is sent.
 */
record SlurmNodeState(String node, String state, String reason) {

    /** sinfo's line format that {@link #parse} reads. */
    static final String FORMAT = "%N|%T|%E";

    /** One entry per node; a node in several partitions is listed once. Lines that are not of the format are left out. */
    static Map<String, SlurmNodeState> parse(List<String> lines) {
        Map<String, SlurmNodeState> states = new LinkedHashMap<>();
        for (String line : lines) {
            String[] parts = line.strip().split("\\|", 3);
            if (parts.length == 3 && !parts[0].isEmpty()) {
                states.putIfAbsent(
                        parts[0], new SlurmNodeState(parts[0], parts[1].toLowerCase(Locale.ROOT), parts[2].strip()));
            }
        }
        return states;
    }

    boolean takesJobs() {
        // '*' after the state: the node does not respond to slurmctld.
        return !(state.startsWith("down")
                || state.startsWith("drain")
                || state.startsWith("fail")
                || state.startsWith("inval")
                || state.startsWith("unknown")
                || state.endsWith("*"));
    }

    String sentence() {
        boolean noReason = reason.isEmpty() || reason.equalsIgnoreCase("none");
        return "Slurm lists " + node + " as " + state + (noReason ? "" : " (reason: " + reason + ")")
                + "; no job was sent there.";
    }
}
