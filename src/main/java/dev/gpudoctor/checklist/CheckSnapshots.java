package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckSnapshot;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.SinceLast;
import dev.gpudoctor.model.XidHistory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A checklist report reduced to what "since last time" compares, and the comparison itself. */
public final class CheckSnapshots {

    /** The Python packages python-env lists whose version a change of is worth saying. */
    static final List<String> PACKAGES = List.of(
            "torch",
            "mace-torch",
            "cuequivariance",
            "cuequivariance-torch",
            "cuequivariance-ops-torch-cu13",
            "cuequivariance-ops-torch-cu12",
            "cuequivariance-ops-torch-cu11",
            "triton");

    private CheckSnapshots() {}

    public static CheckSnapshot of(ChecklistReport report, String machine, Instant at) {
        Map<String, String> versions = new LinkedHashMap<>();
        HostFacts host = report.host();
        if (host.nvidiaSmi() != null) {
            put(versions, "driver", host.nvidiaSmi().driverVersion());
            put(versions, "cuda", host.nvidiaSmi().cudaVersion());
        }
        if (host.os() != null) {
            put(versions, "kernel", host.os().kernelRelease());
        }
        for (CheckResult check : report.checks()) {
            if (check.id() == CheckId.PYTHON_ENV) {
                // python-env's evidence lists every package as "name: version" (or "name: not installed").
                for (String line : check.evidence()) {
                    int colon = line.indexOf(": ");
                    if (colon > 0 && PACKAGES.contains(line.substring(0, colon))) {
                        versions.put(line.substring(0, colon), line.substring(colon + 2));
                    }
                }
            }
        }
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        // Keyed by the id's word: a snapshot an older or newer GPU Doctor kept may name checks this one does not know.
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        List<String> xids = host.xids() == null
                ? List.of()
                : host.xids().events().stream().map(XidHistory.Event::line).toList();
        return new CheckSnapshot(at, machine, versions, statuses, xids);
    }

    /**
     * What changed from {@code before} to {@code after}: versions that differ (one side may lack it:
     * a quick check records no Python packages, so a component only the other run saw is not a
     * change), then checks both runs ran whose status differs.
     */
    public static SinceLast compare(CheckSnapshot before, CheckSnapshot after) {
        if (before == null) {
            return SinceLast.firstRun();
        }
        List<SinceLast.Change> changes = new ArrayList<>();
        Set<String> components = new LinkedHashSet<>(before.versions().keySet());
        components.addAll(after.versions().keySet());
        for (String component : components) {
            String was = before.versions().get(component);
            String now = after.versions().get(component);
            if (was != null && now != null && !was.equals(now)) {
                changes.add(new SinceLast.Change(SinceLast.Kind.VERSION, component, was, now));
            }
        }
        after.statuses().forEach((id, now) -> {
            CheckStatus was = before.statuses().get(id);
            if (was != null && was != now) {
                changes.add(new SinceLast.Change(SinceLast.Kind.CHECK, id, was.jsonName(), now.jsonName()));
            }
        });
        return new SinceLast(before.at(), changes);
    }

    private static void put(Map<String, String> versions, String key, String value) {
        if (value != null && !value.isBlank()) {
            versions.put(key, value);
        }
    }
}
