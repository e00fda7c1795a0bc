package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.Exclusion;
import dev.gpudoctor.fleet.FactDifference;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.TargetResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The N-machine comparison as a table: one column per machine (failed ones too), one row per fact,
 * rows with drift first. Who differs and the majority come from {@link FleetReport}'s differences,
 * the one place that judges them; this class only lays them out. The machines to keep jobs off and their
 * Slurm hostlist are the report's too, as fleet.json carries them.
 *
 * @param exclude         every machine not reached, failing a check, or with a slow GPU, with why ({@link FleetReport#exclude})
 * @param excludeHostlist the same machines as one Slurm hostlist for {@code sbatch --exclude=} ("" when none)
 */
public record FleetTable(
        List<FleetMachine> machines, List<FactRow> rows, List<Exclusion> exclude, String excludeHostlist) {

    public static final FleetTable EMPTY = new FleetTable(List.of(), List.of(), List.of(), "");

    public FleetTable {
        machines = List.copyOf(machines);
        rows = List.copyOf(rows);
        exclude = List.copyOf(exclude);
        excludeHostlist = Objects.requireNonNullElse(excludeHostlist, "");
    }

    /**
     * @param folder   where the fleet's per-machine folders are (null when there are none)
     * @param bundleOf finds a machine's bundle in {@code folder}, or empty
     */
    public static FleetTable of(
            FleetReport report, Path folder, BiFunction<Path, TargetResult, Optional<Path>> bundleOf) {
        List<FleetMachine> machines = report.targets().stream()
                .map(target -> FleetMachine.of(
                        target,
                        folder,
                        folder == null ? null : bundleOf.apply(folder, target).orElse(null)))
                .toList();
        List<TargetResult> reached =
                report.targets().stream().filter(TargetResult::ok).toList();
        Map<String, FactDifference> differences = new LinkedHashMap<>();
        report.differences().forEach(difference -> differences.put(difference.fact(), difference));
        List<FactRow> drift = new ArrayList<>();
        List<FactRow> alike = new ArrayList<>();
        if (!reached.isEmpty()) {
            for (String fact : reached.get(0).facts().comparedValues().keySet()) {
                Map<String, String> values = new LinkedHashMap<>();
                reached.forEach(target -> values.put(
                        target.name(),
                        Objects.requireNonNullElse(
                                target.facts().comparedValues().get(fact), "unknown")));
                FactDifference difference = differences.get(fact);
                if (difference == null) {
                    alike.add(new FactRow(fact, values.values().iterator().next(), values, Set.of()));
                } else {
                    drift.add(new FactRow(
                            fact,
                            difference.majority(),
                            values,
                            new LinkedHashSet<>(difference.outliers().keySet())));
                }
            }
        }
        List<FactRow> rows = new ArrayList<>(drift);
        rows.addAll(alike);
        return new FleetTable(machines, rows, report.exclude(), report.excludeHostlist());
    }

    /** The machines to keep jobs off, one a line with why ("" when none). */
    public String excludeLines() {
        return String.join(
                "\n",
                exclude.stream()
                        .map(machine -> machine.machine() + " — " + machine.why())
                        .toList());
    }

    public long reachedCount() {
        return machines.stream().filter(FleetMachine::reached).count();
    }

    public long driftCount() {
        return rows.stream().filter(FactRow::drift).count();
    }

    public Optional<FleetMachine> machine(String name) {
        return machines.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** One line saying what the table shows. */
    public String summary() {
        long failed = machines.size() - reachedCount();
        String machinesText = machines.size() + " machine" + (machines.size() == 1 ? "" : "s") + ", " + reachedCount()
                + " reached" + (failed == 0 ? "" : ", " + failed + " not reached");
        if (reachedCount() < 2) {
            return machinesText + "; fewer than two reached, so nothing to compare.";
        }
        long drift = driftCount();
        return machinesText + "; "
                + (drift == 0
                        ? "they agree on every compared fact."
                        : drift + (drift == 1 ? " fact differs" : " facts differ")
                                + " (listed first, outliers marked ≠).");
    }
}
