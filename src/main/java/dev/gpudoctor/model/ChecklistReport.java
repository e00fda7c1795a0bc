package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;

/** A checklist run: the host facts it read and every check's result, in order. */
public record ChecklistReport(HostFacts host, List<CheckResult> checks) {

    public ChecklistReport {
        Objects.requireNonNull(host, "host");
        checks = List.copyOf(checks);
    }

    /** The worst status of all checks; PASS for none. */
    public CheckStatus worstStatus() {
        CheckStatus worst = CheckStatus.PASS;
        for (CheckResult check : checks) {
            worst = CheckStatus.worst(worst, check.status());
        }
        return worst;
    }
}
