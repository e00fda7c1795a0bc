package dev.gpudoctor.checklist;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.ChecklistReport;
import java.util.Arrays;
import java.util.List;

/**
 * Figures, not a test: times the Python-free checks (goal: at most 300 ms) and the whole checklist
 * on this machine. Run with the test class path:
 * {@code ./mvnw -q exec:java -Dexec.classpathScope=test -Dexec.mainClass=dev.gpudoctor.checklist.ChecklistBenchmark
 * -Dexec.args=PYTHON} (PYTHON optional: the interpreter to examine).
 */
public final class ChecklistBenchmark {

    private ChecklistBenchmark() {}

    public static void main(String[] args) throws InterruptedException {
        List<CheckId> hostIds = CheckCatalogue.ALL.stream()
                .filter(info -> !info.needsPython())
                .map(CheckInfo::id)
                .toList();
        ChecklistService hostOnly = new ChecklistService(System.getenv(), new CommandRunner(), request -> null);
        hostOnly.run(new ChecklistRequest(hostIds, null, null, false, false), r -> {}); // warm-up
        long[] runs = new long[7];
        for (int i = 0; i < runs.length; i++) {
            long start = System.nanoTime();
            hostOnly.run(new ChecklistRequest(hostIds, null, null, false, false), r -> {});
            runs[i] = (System.nanoTime() - start) / 1_000_000;
        }
        Arrays.sort(runs);
        System.out.println("Python-free checks (host facts included), median of 7: " + runs[runs.length / 2] + " ms"
                + " (min " + runs[0] + ", max " + runs[runs.length - 1] + ")");
        ChecklistService all = dev.gpudoctor.parts.Parts.ofThisMachine().checklist();
        long start = System.nanoTime();
        // args[0]: the interpreter to examine (one with torch and mace-torch gives the figure docs/performance.md
        // quotes).
        ChecklistRequest request =
                args.length > 0 ? new ChecklistRequest(List.of(), args[0], null, false, false) : ChecklistRequest.all();
        ChecklistReport report = all.run(
                request,
                r -> System.out.println("  " + r.status().word() + " " + r.id() + " " + r.durationMs() + " ms"));
        System.out.println("Whole checklist: " + (System.nanoTime() - start) / 1_000_000 + " ms, worst "
                + report.worstStatus().word());
    }
}
