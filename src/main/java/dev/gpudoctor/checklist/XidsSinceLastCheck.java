package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckSnapshot;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.XidHistory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For a consumer that asks again and again (the Slurm health program, node-problem-detector): the
 * xid-history check judged on the Xids that appeared since this machine's previous check, not since
 * boot. The kernel log keeps an Xid until the machine reboots, so judged since boot a node is drained
 * again at every interval after its GPU was reset. A person's {@code check} still lists all since boot.
 * Judged since boot as before when there is no previous check, or when the log held more Xid lines
 * than are kept (a new one may be among those not kept).
 */
public final class XidsSinceLastCheck {

    private XidsSinceLastCheck() {}

    public static ChecklistReport judge(ChecklistReport report, CheckSnapshot previous) {
        XidHistory history = report.host().xids();
        CheckResult sinceBoot = report.checks().stream()
                .filter(check -> check.id().equals(XidHistoryCheck.INFO.id()))
                .findFirst()
                .orElse(null);
        if (previous == null
                || history == null
                || history.source() == null
                || history.truncated()
                || sinceBoot == null
                || sinceBoot.status() == CheckStatus.ERROR
                || sinceBoot.status() == CheckStatus.SKIP) {
            return report;
        }
        // A line is new unless the previous check saw it (as often): dmesg's and journalctl's lines carry their time.
        Map<String, Integer> seen = new HashMap<>();
        previous.xids().forEach(line -> seen.merge(line, 1, Integer::sum));
        List<XidHistory.Event> fresh = new ArrayList<>();
        for (XidHistory.Event event : history.events()) {
            if (seen.getOrDefault(event.line(), 0) > 0) {
                seen.merge(event.line(), -1, Integer::sum);
            } else {
                fresh.add(event);
            }
        }
        HostFacts host = report.host();
        HostFacts onlyFresh = new HostFacts(
                host.hostRoot(),
                host.os(),
                host.platform(),
                host.wsl(),
                host.loader(),
                host.nvidiaSmi(),
                host.memory(),
                host.environment(),
                host.environmentSource(),
                host.problems(),
                host.windows(),
                new XidHistory(history.source(), history.problem(), fresh, false),
                host.pci());
        CheckResult judged = XidHistoryCheck.run(onlyFresh, "since the previous check (" + previous.at() + ")");
        CheckResult timed = new CheckResult(
                judged.id(),
                judged.title(),
                judged.status(),
                judged.value(),
                judged.explanation(),
                judged.remedy(),
                judged.evidence(),
                sinceBoot.durationMs(),
                judged.action());
        List<CheckResult> checks = report.checks().stream()
                .map(check -> check.id().equals(judged.id()) ? timed : check)
                .toList();
        return new ChecklistReport(report.host(), checks);
    }
}
