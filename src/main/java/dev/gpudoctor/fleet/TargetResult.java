package dev.gpudoctor.fleet;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * How one target ended: with its facts, or with the failure, a sentence and the last lines ssh or
 * the remote command wrote to stderr. Every target ends as exactly one of these.
 *
 * @param bundle the bundle collected from the target, relative to the fleet's folder ({@code gpu1/bundle.zip}), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TargetResult(
        String name,
        boolean ok,
        String failure,
        String reason,
        List<String> stderrTail,
        TargetFacts facts,
        long durationMillis,
        String bundle) {

    public TargetResult {
        Objects.requireNonNull(name, "name");
        // Every string here may come from another machine (or a fleet.json someone sent): shown only made safe.
        name = RemoteText.clean(name);
        failure = RemoteText.clean(failure);
        reason = RemoteText.clean(reason);
        bundle = RemoteText.clean(bundle);
        stderrTail = stderrTail == null ? List.of() : List.copyOf(RemoteText.clean(stderrTail));
        if (ok != (facts != null)) {
            throw new IllegalArgumentException("a target is ok exactly when it has facts");
        }
    }

    public static TargetResult reached(String name, TargetFacts facts, List<String> stderrTail, long durationMillis) {
        return new TargetResult(name, true, null, null, stderrTail, facts, durationMillis, null);
    }

    public static TargetResult failed(
            String name, TargetFailure failure, String reason, List<String> stderrTail, long durationMillis) {
        return new TargetResult(name, false, failure.jsonName(), reason, stderrTail, null, durationMillis, null);
    }

    /** The same row with the target's whole time (placing the agent included). */
    public TargetResult withDuration(long millis) {
        return new TargetResult(name, ok, failure, reason, stderrTail, facts, millis, bundle);
    }

    /** The same row with {@code more} facts (the MACE step time read beside the check's answer). */
    public TargetResult withFacts(TargetFacts more) {
        return new TargetResult(name, ok, failure, reason, stderrTail, more, durationMillis, bundle);
    }

    /** The same row with other last lines of stderr (a note of ours added). */
    public TargetResult withStderrTail(List<String> lines) {
        return new TargetResult(name, ok, failure, reason, lines, facts, durationMillis, bundle);
    }

    /** The same row with the bundle that came back from the target. */
    public TargetResult withBundle(String path) {
        return new TargetResult(name, ok, failure, reason, stderrTail, facts, durationMillis, path);
    }

    @JsonIgnore
    public boolean failedWith(TargetFailure kind) {
        return kind.jsonName().equals(failure);
    }
}
