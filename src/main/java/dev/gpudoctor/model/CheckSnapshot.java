package dev.gpudoctor.model;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What one {@code check} found on one machine, kept to answer "what changed since last time": the
 * versions that matter (driver, its CUDA, kernel, torch, mace-torch, cuEquivariance) and each check's status.
 *
 * @param machine  the machine's key (its host name, or the captured tree it read)
 * @param versions component → version; a component that is missing is absent, "not installed" is a value
 * @param statuses check id → status, in the order they ran
 */
public record CheckSnapshot(Instant at, String machine, Map<String, String> versions, Map<String, CheckStatus> statuses) {

    public CheckSnapshot {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(machine, "machine");
        versions = versions == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(versions));
        statuses = statuses == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(statuses));
    }
}
