package dev.gpudoctor.model;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one {@code check} found on one machine, kept to answer "what changed since last time": the
 * versions that matter (driver, its CUDA, kernel, torch, mace-torch, cuEquivariance) and each check's status.
 *
 * @param machine  the machine's key (its host name, or the captured tree it read)
 * @param versions component → version; a component that is missing is absent, "not installed" is a value
 * @param statuses check id → status, in the order they ran
 * @param xids     the kernel log's Xid lines this check saw (at most {@link XidHistory#MAX_EVENTS}), so the next answer
 *                 to a consumer can judge only the new ones; empty in snapshots older than this field
 */
public record CheckSnapshot(
        Instant at,
        String machine,
        Map<String, String> versions,
        Map<String, CheckStatus> statuses,
        List<String> xids) {

    public CheckSnapshot(Instant at, String machine, Map<String, String> versions, Map<String, CheckStatus> statuses) {
        this(at, machine, versions, statuses, List.of());
    }

    public CheckSnapshot {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(machine, "machine");
        versions = versions == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(versions));
        statuses = statuses == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(statuses));
        xids = xids == null ? List.of() : List.copyOf(xids);
    }
}
