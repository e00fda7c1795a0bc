package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;

/** A checklist run: the host facts it read and every check's result, in order. */
public record ChecklistReport(HostFacts host, List<CheckResult> checks) {

    public ChecklistReport {
        Objects.requireNonNull(host, "host");
        checks = List.copyOf(checks);
    }

    /** The overall status: the worst of the checks that ran (see {@link CheckStatus#overall}). */
    public CheckStatus worstStatus() {
        return CheckStatus.overall(checks.stream().map(CheckResult::status).toList());
    }
}
