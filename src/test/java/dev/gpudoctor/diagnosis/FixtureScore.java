package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Recall, precision and negatives hit over a set of fixtures, with a per-id table and the misses.
 * A negative is hit when any known-issue finding is made in it; error-code findings are not
 * recognised failures.
 */
record FixtureScore(
        String name,
        int reports,
        int negatives,
        int tp,
        int fp,
        int fn,
        int negativesHit,
        Map<String, int[]> perId,
        String misses) {

    /** A library batch read by the rules alone, grouped by stack group: see {@link #printAndHold(String, List, DiagnosisService, String, java.util.function.Function, double, double, int)}. */
    static void printAndHold(
            String name,
            List<Fixtures.Fixture> batch,
            DiagnosisService service,
            double recallFloor,
            double precisionFloor,
            int negativesHitCeiling) {
        printAndHold(
                name,
                batch,
                service,
                "stack group",
                f -> Fixtures.stackGroup(f.stack()),
                recallFloor,
                precisionFloor,
                negativesHitCeiling);
    }

    /**
     * Prints how {@code service} reads a library batch (per query, per {@code groupTitle}, per paste form, and every report
     * read wrongly) and holds its recall, precision and negatives hit: the figures measured on the batch, so a change that
     * reads it worse fails.
     */
    static void printAndHold(
            String name,
            List<Fixtures.Fixture> batch,
            DiagnosisService service,
            String groupTitle,
            java.util.function.Function<Fixtures.Fixture, String> group,
            double recallFloor,
            double precisionFloor,
            int negativesHitCeiling) {
        FixtureScore all = of(name, batch, service);
        String table = all.table()
                + System.lineSeparator()
                + breakdown("query", batch, CollectionRule::query, service)
                + breakdown(groupTitle, batch, group, service)
                + breakdown("paste form", batch, Fixtures.Fixture::paste, service)
                + readWrongly(batch, service);
        System.out.println(table);
        assertThat(all.reports()).as(table).isEqualTo(batch.size());
        assertThat(all.recall()).as("recall on the batch\n" + table).isGreaterThanOrEqualTo(recallFloor);
        assertThat(all.precision()).as("precision on the batch\n" + table).isGreaterThanOrEqualTo(precisionFloor);
        assertThat(all.negativesHit())
                .as("negatives of the batch with a known-issue finding\n" + table)
                .isLessThanOrEqualTo(negativesHitCeiling);
    }

    /** "per stack group:" and one summary line per group of {@code set}, the groups in name order. */
    static String breakdown(
            String title,
            List<Fixtures.Fixture> set,
            java.util.function.Function<Fixtures.Fixture, String> key,
            DiagnosisService service) {
        Map<String, List<Fixtures.Fixture>> groups = set.stream()
                .collect(java.util.stream.Collectors.groupingBy(
                        key, TreeMap::new, java.util.stream.Collectors.toList()));
        StringBuilder out = new StringBuilder("per ").append(title).append(':').append(System.lineSeparator());
        groups.forEach((group, fixtures) ->
                out.append("  ").append(of(group, fixtures, service).summary()).append(System.lineSeparator()));
        return out.toString();
    }

    static FixtureScore of(String name, List<Fixtures.Fixture> set, DiagnosisService service) {
        Map<String, int[]> perId = new TreeMap<>(); // id -> {tp, fp, fn}
        int tp = 0;
        int fp = 0;
        int fn = 0;
        int negativesHit = 0;
        StringBuilder misses = new StringBuilder();
        for (Fixtures.Fixture fixture : set) {
            Set<String> found = new LinkedHashSet<>(recognised(service, fixture.text()));
            if (fixture.negative() && !found.isEmpty()) {
                negativesHit++;
            }
            for (String id : found) {
                if (fixture.expected().contains(id)) {
                    tp++;
                    perId.computeIfAbsent(id, k -> new int[3])[0]++;
                } else {
                    fp++;
                    perId.computeIfAbsent(id, k -> new int[3])[1]++;
                    misses.append("  false positive ")
                            .append(id)
                            .append(" in ")
                            .append(fixture.name())
                            .append('\n');
                }
            }
            for (String id : fixture.expected()) {
                if (!found.contains(id)) {
                    fn++;
                    perId.computeIfAbsent(id, k -> new int[3])[2]++;
                    misses.append("  missed ")
                            .append(id)
                            .append(" in ")
                            .append(fixture.name())
                            .append('\n');
                }
            }
        }
        return new FixtureScore(
                name,
                set.size(),
                (int) set.stream().filter(Fixtures.Fixture::negative).count(),
                tp,
                fp,
                fn,
                negativesHit,
                perId,
                misses.toString());
    }

    static List<String> recognised(DiagnosisService service, String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }

    double recall() {
        return tp + fn == 0 ? 1 : tp / (double) (tp + fn);
    }

    double precision() {
        return tp + fp == 0 ? 1 : tp / (double) (tp + fp);
    }

    int total() {
        return tp + fn;
    }

    /** Recall of one id: found where expected, over all expected. */
    double recallOf(String id) {
        int[] c = perId.getOrDefault(id, new int[3]);
        return c[0] + c[2] == 0 ? Double.NaN : c[0] / (double) (c[0] + c[2]);
    }

    String summary() {
        return String.format(
                Locale.ROOT,
                "%s: %d reports (%d negatives, %d hit): recall %.3f, precision %.3f (tp %d, fp %d, fn %d)",
                name,
                reports,
                negatives,
                negativesHit,
                recall(),
                precision(),
                tp,
                fp,
                fn);
    }

    String table() {
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%n%s%n", summary()));
        perId.forEach((id, c) -> table.append(String.format(
                Locale.ROOT,
                "  %-32s tp %2d  fp %2d  fn %2d  recall %.2f  precision %.2f%n",
                id,
                c[0],
                c[1],
                c[2],
                c[0] + c[2] == 0 ? 1.0 : c[0] / (double) (c[0] + c[2]),
                c[0] + c[1] == 0 ? 1.0 : c[0] / (double) (c[0] + c[1]))));
        return table.append(misses).toString();
    }

    /** One line per report whose findings are not exactly its labels: its name, what it expects and what the engine said. */
    static String readWrongly(List<Fixtures.Fixture> set, DiagnosisService service) {
        StringBuilder out = new StringBuilder("read wrongly (expected -> got):").append(System.lineSeparator());
        for (Fixtures.Fixture f : set) {
            Set<String> got = service.diagnose(f.text(), DiagnosisContext.UNKNOWN).findings().stream()
                    .filter(DiagnosisFinding::knownIssue)
                    .map(DiagnosisFinding::id)
                    .collect(Collectors.toCollection(TreeSet::new));
            if (!got.equals(new TreeSet<>(f.expected()))) {
                out.append("  ")
                        .append(f.name())
                        .append(": ")
                        .append(f.expected().isEmpty() ? "(negative)" : new TreeSet<>(f.expected()))
                        .append(" -> ")
                        .append(got.isEmpty() ? "(nothing)" : got)
                        .append(System.lineSeparator());
            }
        }
        return out.toString();
    }
}
