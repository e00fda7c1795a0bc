package dev.gpudoctor.bundle;

import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.exec.ExecExit;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.json.PackageVersionJson;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Two bundles side by side — say a WSL2 laptop and a native Linux server: host facts, Python
 * stack, checklist verdicts, capability cells (when a bundle has them), run figures and the runs of
 * the user's own command ({@code bundle --exec}: command, switches, end, findings, duration), differences first. Built from report.json only, read as its records ({@link BundleReport}), the same for the CLI and the window.
 */
public record HostComparison(String labelA, String labelB, List<ComparisonRow> rows) {

    private static final List<String> SECTION_ORDER =
            List.of("host", "python", "checklist", "capabilities", "runs", "exec");

    public HostComparison {
        rows = List.copyOf(rows);
    }

    public static HostComparison of(OpenedBundle a, OpenedBundle b) {
        List<ComparisonRow> rows = new ArrayList<>();
        BundleReport first = a.contents();
        BundleReport second = b.contents();
        compare(rows, "host", host(first), host(second));
        compare(rows, "python", python(first), python(second));
        compare(rows, "checklist", checks(first), checks(second));
        compare(rows, "capabilities", capabilities(first), capabilities(second));
        compare(rows, "runs", runs(first), runs(second));
        compare(rows, "exec", execs(first), execs(second));
        rows.sort(Comparator.comparing((ComparisonRow r) -> !r.differs())
                .thenComparing(r -> SECTION_ORDER.indexOf(r.section())));
        return new HostComparison(a.hostLabel(), b.hostLabel(), rows);
    }

    public long differenceCount() {
        return rows.stream().filter(ComparisonRow::differs).count();
    }

    /** What a side shows for an item its bundle does not have (an older bundle, a section left out). */
    static final String ABSENT = "(not in this bundle)";

    private static void compare(
            List<ComparisonRow> rows, String section, Map<String, String> a, Map<String, String> b) {
        Set<String> items = new LinkedHashSet<>(a.keySet());
        items.addAll(b.keySet());
        for (String item : items) {
            String va = a.getOrDefault(item, ABSENT);
            String vb = b.getOrDefault(item, ABSENT);
            rows.add(new ComparisonRow(section, item, va, vb, differs(section, item, va, vb)));
        }
    }

    /**
     * Free memory moves between any two readings of one machine: for the rows that report it (host RAM,
     * /dev/shm, the memory check's "19.6 of 20.1 GiB available"), values whose words agree and whose
     * numbers are each within {@link #MEMORY_NOISE} of each other are the same. Every other row differs
     * at any change: 12.6 against 12.8 is another CUDA, not noise.
     */
    static final double MEMORY_NOISE = 0.05;

    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("\\d+(?:\\.\\d+)?");

    static boolean differs(String section, String item, String a, String b) {
        if (a.equals(b)) {
            return false;
        }
        boolean memory = section.equals("host") && (item.equals(MEMORY) || item.equals(SHM))
                || section.equals("checklist") && item.equals(CheckId.MEMORY.id())
                || section.equals("exec")
                        && item.endsWith(EXEC_DURATION); // 41.2 s against 41.9 s: the same run, a busy machine
        return !memory || !withinNoise(a, b);
    }

    static boolean withinNoise(String a, String b) {
        if (!NUMBER.matcher(a).replaceAll("#").equals(NUMBER.matcher(b).replaceAll("#"))) {
            return false;
        }
        java.util.regex.Matcher x = NUMBER.matcher(a);
        java.util.regex.Matcher y = NUMBER.matcher(b);
        while (x.find() && y.find()) {
            double p = Double.parseDouble(x.group());
            double q = Double.parseDouble(y.group());
            if (Math.abs(p - q) > MEMORY_NOISE * Math.max(Math.abs(p), Math.abs(q))) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, String> host(BundleReport report) {
        Map<String, String> values = new LinkedHashMap<>();
        HostFacts host = report.host();
        if (host == null) {
            return values;
        }
        HOST_BEFORE_GPUS.forEach(fact -> values.put(fact.name(), fact.value().apply(host)));
        int i = 0;
        for (HostFacts.Gpu gpu : host.nvidiaSmi() == null
                ? List.<HostFacts.Gpu>of()
                : host.nvidiaSmi().gpus()) {
            i++;
            values.put(
                    "GPU " + i,
                    text(gpu.name()) + ", " + text(gpu.memoryTotalMib()) + " MiB, " + text(gpu.driverModel()));
        }
        HOST_AFTER_GPUS.forEach(fact -> values.put(fact.name(), fact.value().apply(host)));
        return values;
    }

    /** A host fact two bundles are compared on: its row's name and how it reads from the host record. */
    private record HostFact(String name, Function<HostFacts, String> value) {}

    private static final String MEMORY = "memory";
    private static final String SHM = "/dev/shm";

    /** The host facts, in the order a person reads them: the machine and its driver, then one row per GPU, then memory. */
    private static final List<HostFact> HOST_BEFORE_GPUS = List.of(
            new HostFact("OS", host -> text(host.os() == null ? null : host.os().prettyName())),
            new HostFact(
                    "kernel", host -> text(host.os() == null ? null : host.os().kernelRelease())),
            new HostFact("platform", host -> host.platform().kind().jsonName()),
            new HostFact(
                    "driver",
                    host -> text(
                            host.nvidiaSmi() == null ? null : host.nvidiaSmi().driverVersion())),
            new HostFact(
                    "CUDA (driver)",
                    host -> text(
                            host.nvidiaSmi() == null ? null : host.nvidiaSmi().cudaVersion())));

    private static final List<HostFact> HOST_AFTER_GPUS = List.of(
            new HostFact(
                    MEMORY,
                    host -> gib(host.memory() == null ? null : host.memory().memTotalBytes())),
            new HostFact(
                    SHM,
                    host -> gib(host.memory() == null ? null : host.memory().shmBytes())));

    private static Map<String, String> python(BundleReport report) {
        Map<String, String> values = new LinkedHashMap<>();
        EnvReport env = report.envReport();
        if (env == null) {
            return values;
        }
        values.put("Python", text(env.python().version()));
        env.versions().keySet().forEach(name -> values.put(name, PackageVersionJson.describe(env.versions(), name)));
        EnvReport.Torch torch = env.torch();
        if (torch != null) {
            values.put("torch CUDA build", text(torch.cuda()));
            values.put("torch sees CUDA", text(torch.cudaAvailable()));
        }
        return values;
    }

    private static Map<String, String> checks(BundleReport report) {
        Map<String, String> values = new LinkedHashMap<>();
        ChecklistSection.ChecklistJson checklist = report.checklist();
        for (CheckResult check :
                checklist == null || checklist.checks() == null ? List.<CheckResult>of() : checklist.checks()) {
            values.put(
                    check.id().id(),
                    SummaryMarkdown.word(check.status()).toUpperCase(Locale.ROOT) + " — " + check.value());
        }
        return values;
    }

    /**
     * One item per capability and device ("pinned-memory / GPU 0") with the cell's state: the
     * details carry measured numbers that differ between any two runs, the states are what differ
     * between a WSL2 laptop and a native server. Empty when the bundle has none.
     */
    private static Map<String, String> capabilities(BundleReport report) {
        Map<String, String> values = new LinkedHashMap<>();
        CapabilityJson.MatrixJson matrix = report.capabilities();
        for (CapabilityJson.RowJson row : matrix == null || matrix.capabilities() == null
                ? List.<CapabilityJson.RowJson>of()
                : matrix.capabilities()) {
            for (CapabilityCell cell : row.cells() == null ? List.<CapabilityCell>of() : row.cells()) {
                String column = cell.device() != null ? "GPU " + cell.device() : "no device";
                values.put(SummaryMarkdown.orElse(row.id(), "") + " / " + column, SummaryMarkdown.word(cell.state()));
            }
        }
        return values;
    }

    /** The best median step and throughput per configuration and structure (the newest run wins ties). */
    private static Map<String, String> runs(BundleReport report) {
        Map<String, double[]> best = new LinkedHashMap<>();
        for (RunRecord run : report.runs()) {
            SweepPoint point = run.point();
            if (!point.ok()) {
                continue;
            }
            double median = point.stepS().median();
            if (!Double.isFinite(median)) {
                continue;
            }
            String key = point.config() + " · " + point.structure();
            double throughput = point.throughputAtomStepsPerS();
            best.merge(key, new double[] {median, throughput}, (old, now) -> now[0] < old[0] ? now : old);
        }
        Map<String, String> values = new LinkedHashMap<>();
        best.forEach((key, figures) ->
                values.put(key, String.format(Locale.ROOT, "%.4g s/step, %.4g atom·steps/s", figures[0], figures[1])));
        return values;
    }

    static final String EXEC_DURATION = "duration";

    /**
     * The facts of each run of the user's command the bundle holds, by position ("run 2 end" where either
     * bundle has more than one): command (as redacted in the bundle), switches, end, findings, duration.
     */
    private static Map<String, String> execs(BundleReport report) {
        Map<String, String> values = new LinkedHashMap<>();
        List<ExecResult> runs = report.exec();
        int n = 0;
        for (ExecResult run : runs) {
            n++;
            String prefix = runs.size() > 1 ? "run " + n + " " : "";
            values.put(prefix + "command", String.join(" ", run.command()));
            List<String> switches = new ArrayList<>();
            if (run.toggles() != null && run.toggles().launchBlocking()) {
                switches.add("CUDA_LAUNCH_BLOCKING=1");
            }
            if (run.toggles() != null && run.toggles().dsa()) {
                switches.add("TORCH_USE_CUDA_DSA=1");
            }
            values.put(prefix + "switches", switches.isEmpty() ? "none" : String.join(", ", switches));
            values.put(prefix + "end", end(run.exit()));
            List<String> findings =
                    run.findings().stream().map(DiagnosisFinding::id).toList();
            values.put(prefix + "findings", findings.isEmpty() ? "none" : String.join(", ", findings));
            values.put(prefix + EXEC_DURATION, String.format(Locale.ROOT, "%.1f s", run.durationS()));
        }
        return values;
    }

    /** "failed, exit code 1", "failed, killed by SIGSEGV", "did-not-finish (time limit)". */
    private static String end(ExecExit exit) {
        if (exit == null) {
            return text(null);
        }
        String end = exit.end() == null ? text(null) : SummaryMarkdown.word(exit.end());
        if (exit.signal() != null) {
            return end + ", killed by " + exit.signal();
        }
        if (exit.code() != null) {
            return end + ", exit code " + exit.code();
        }
        return exit.timedOut() ? end + " (time limit)" : end;
    }

    private static String text(Object value) {
        return value == null ? "unknown" : value.toString();
    }

    private static String gib(Long bytes) {
        return bytes != null ? String.format(Locale.ROOT, "%.1f GiB", bytes.doubleValue() / (1L << 30)) : "unknown";
    }
}
