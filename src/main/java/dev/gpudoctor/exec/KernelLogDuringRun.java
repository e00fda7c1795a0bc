package dev.gpudoctor.exec;

import dev.gpudoctor.diagnosis.XidCatalogue;
import dev.gpudoctor.model.XidHistory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The driver's Xid lines that appeared while the command ran: the kernel log read before and after, the lines of
 * the second read that the first did not have. The driver names the process ("pid=726, name=python3"), so each
 * line says whose it was: on an H200 the illegal address logged Xid 31 with the program's own pid
 * (docs/gpu-results/2026-11-27-h200). Nothing is claimed when the log could not be read.
 *
 * @param source  where the log was read ("dmesg", "journalctl -k -b"), null when it could not be
 * @param problem why it could not be read (permission: dmesg_restrict), else null
 * @param xids    the new Xid lines, oldest first
 */
public record KernelLogDuringRun(String source, String problem, List<Xid> xids) {

    /**
     * One Xid line.
     *
     * @param meaning the catalogue's description, "" for an Xid it does not know
     * @param pid     the process the driver named, or null
     * @param process its name as the driver wrote it, or null
     */
    public record Xid(int xid, String meaning, Integer pid, String process, String line) {}

    private static final Pattern PROCESS = Pattern.compile("pid=(\\d+), name=([^,\\s]+)");

    public KernelLogDuringRun {
        xids = xids == null ? List.of() : List.copyOf(xids);
    }

    /** The lines of {@code after} that {@code before} did not have (a line seen twice before and three times after is one new). */
    static KernelLogDuringRun between(XidHistory before, XidHistory after, XidCatalogue catalogue) {
        if (after == null || after.source() == null) {
            return new KernelLogDuringRun(null, after == null ? "not read" : after.problem(), List.of());
        }
        if (before == null || before.source() == null || before.truncated()) {
            // Without a whole first read, an old line cannot be told from a new one.
            return new KernelLogDuringRun(
                    after.source(),
                    "the kernel log could not be read whole before the run ("
                            + (before == null
                                    ? "not read"
                                    : before.truncated() ? "too many Xid lines" : before.problem())
                            + ")",
                    List.of());
        }
        Map<String, Integer> seen = new HashMap<>();
        before.events().forEach(event -> seen.merge(event.line(), 1, Integer::sum));
        List<Xid> fresh = new ArrayList<>();
        for (XidHistory.Event event : after.events()) {
            if (seen.getOrDefault(event.line(), 0) > 0) {
                seen.merge(event.line(), -1, Integer::sum);
                continue;
            }
            Matcher process = PROCESS.matcher(event.line());
            boolean named = process.find();
            fresh.add(new Xid(
                    event.xid(),
                    catalogue
                            .lookup(event.xid())
                            .map(XidCatalogue.Xid::description)
                            .orElse(""),
                    named ? Integer.valueOf(process.group(1)) : null,
                    named ? process.group(2) : null,
                    event.line()));
        }
        return new KernelLogDuringRun(after.source(), null, fresh);
    }

    /** "The driver logged Xid 31 (GPU memory page fault) for pid 726 (python3) while it ran.", or "" when none. */
    public String sentence() {
        if (xids.isEmpty()) {
            return "";
        }
        List<String> each = new ArrayList<>();
        for (Xid xid : xids.subList(0, Math.min(3, xids.size()))) {
            each.add("Xid " + xid.xid() + (xid.meaning().isEmpty() ? "" : " (" + xid.meaning() + ")")
                    + (xid.pid() != null ? " for pid " + xid.pid() + " (" + xid.process() + ")" : ""));
        }
        return "The driver logged " + String.join(", ", each)
                + (xids.size() > 3 ? " and " + (xids.size() - 3) + " more" : "") + " while it ran.";
    }
}
