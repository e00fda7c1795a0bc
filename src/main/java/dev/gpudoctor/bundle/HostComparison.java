package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import dev.gpudoctor.json.HostJson;
import dev.gpudoctor.json.PackageVersionJson;
import dev.gpudoctor.model.CheckId;

/**
 * Two bundles side by side — say a WSL2 laptop and a native Linux server: host facts, Python
 * stack, checklist verdicts, capability cells (when a bundle has them), run figures and the runs of
 * the user's own command ({@code bundle --exec}: command, switches, end, findings, duration), differences first. Built from report.json only, the same for the CLI and the window.
 */
public record HostComparison(String labelA, String labelB, List<ComparisonRow> rows) {

    private static final List<String> SECTION_ORDER = List.of("host", "python", "checklist", "capabilities", "runs", "exec");

    public HostComparison {
        rows = List.copyOf(rows);
    }

    public static HostComparison of(OpenedBundle a, OpenedBundle b) {
        List<ComparisonRow> rows = new ArrayList<>();
        compare(rows, "host", host(a.report()), host(b.report()));
        compare(rows, "python", python(a.report()), python(b.report()));
        compare(rows, "checklist", checks(a.report()), checks(b.report()));
        compare(rows, "capabilities", capabilities(a.report()), capabilities(b.report()));
        compare(rows, "runs", runs(a.report()), runs(b.report()));
        compare(rows, "exec", execs(a.report()), execs(b.report()));
        rows.sort(Comparator.comparing((ComparisonRow r) -> !r.differs())
                .thenComparing(r -> SECTION_ORDER.indexOf(r.section())));
        return new HostComparison(a.hostLabel(), b.hostLabel(), rows);
    }

    public long differenceCount() {
        return rows.stream().filter(ComparisonRow::differs).count();
    }

    /** What a side shows for an item its bundle does not have (an older bundle, a section left out). */
    static final String ABSENT = "(not in this bundle)";

    private static void compare(List<ComparisonRow> rows, String section, Map<String, String> a, Map<String, String> b) {
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
        boolean memory = section.equals("host") && (item.equals("memory") || item.equals("/dev/shm"))
                || section.equals("checklist") && item.equals(CheckId.MEMORY.id())
                || section.equals("exec") && item.endsWith(EXEC_DURATION); // 41.2 s against 41.9 s: the same run, a busy machine
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

    private static Map<String, String> host(JsonNode report) {
        Map<String, String> values = new LinkedHashMap<>();
        JsonNode host = report.path("host");
        if (host.isMissingNode()) {
            return values;
        }
        values.put("OS", text(host.path("os").path("pretty_name")));
        values.put("kernel", text(host.path("os").path("kernel_release")));
        values.put("platform", HostJson.platformWord(host));
        values.put("driver", text(host.path("nvidia_smi").path("driver_version")));
        values.put("CUDA (driver)", text(host.path("nvidia_smi").path("cuda_version")));
        int i = 0;
        for (JsonNode gpu : host.path("nvidia_smi").path("gpus")) {
            i++;
            values.put("GPU " + i, text(gpu.path("name")) + ", " + text(gpu.path("memory_total_mib")) + " MiB, "
                    + text(gpu.path("driver_model")));
        }
        values.put("memory", gib(host.path("memory").path("mem_total_bytes")));
        values.put("/dev/shm", gib(host.path("memory").path("shm_bytes")));
        return values;
    }

    private static Map<String, String> python(JsonNode report) {
        Map<String, String> values = new LinkedHashMap<>();
        JsonNode env = report.path("python").path("env");
        if (env.isMissingNode()) {
            return values;
        }
        values.put("Python", text(env.path("python").path("version")));
        env.path("versions").fields().forEachRemaining(e -> values.put(e.getKey(), PackageVersionJson.describe(e.getValue())));
        JsonNode torch = env.path("torch");
        if (torch.isObject()) {
            values.put("torch CUDA build", text(torch.path("cuda")));
            values.put("torch sees CUDA", text(torch.path("cuda_available")));
        }
        return values;
    }

    private static Map<String, String> checks(JsonNode report) {
        Map<String, String> values = new LinkedHashMap<>();
        for (JsonNode check : report.path("checklist").path("checks")) {
            values.put(check.path("id").asText(), check.path("status").asText().toUpperCase(Locale.ROOT) + " — "
                    + check.path("value").asText());
        }
        return values;
    }

    /**
     * One item per capability and device ("pinned-memory / GPU 0") with the cell's state: the
     * details carry measured numbers that differ between any two runs, the states are what differ
     * between a WSL2 laptop and a native server. Empty when the bundle has none.
     */
    private static Map<String, String> capabilities(JsonNode report) {
        Map<String, String> values = new LinkedHashMap<>();
        for (JsonNode row : report.path("capabilities").path("capabilities")) {
            for (JsonNode cell : row.path("cells")) {
                JsonNode device = cell.path("device");
                String column = device.isNumber() ? "GPU " + device.asInt() : "no device";
                values.put(row.path("id").asText() + " / " + column, cell.path("state").asText());
            }
        }
        return values;
    }

    /** The best median step and throughput per configuration and structure (the newest run wins ties). */
    private static Map<String, String> runs(JsonNode report) {
        Map<String, double[]> best = new LinkedHashMap<>();
        for (JsonNode run : report.path("runs")) {
            JsonNode point = run.path("point");
            if (!point.path("ok").asBoolean(false)) {
                continue;
            }
            double median = point.path("step_s").path("median").asDouble(Double.NaN);
            if (!Double.isFinite(median)) {
                continue;
            }
            String key = point.path("config").asText() + " · " + point.path("structure").asText();
            double throughput = point.path("throughput_atom_steps_per_s").asDouble(Double.NaN);
            best.merge(key, new double[] {median, throughput}, (old, now) -> now[0] < old[0] ? now : old);
        }
        Map<String, String> values = new LinkedHashMap<>();
        best.forEach((key, figures) -> values.put(key, String.format(Locale.ROOT, "%.4g s/step, %.4g atom·steps/s",
                figures[0], figures[1])));
        return values;
    }

    static final String EXEC_DURATION = "duration";

    /**
     * The facts of each run of the user's command the bundle holds, by position ("run 2 end" where either
     * bundle has more than one): command (as redacted in the bundle), switches, end, findings, duration.
     */
    private static Map<String, String> execs(JsonNode report) {
        Map<String, String> values = new LinkedHashMap<>();
        JsonNode runs = report.path("exec");
        int n = 0;
        for (JsonNode run : runs) {
            n++;
            String prefix = runs.size() > 1 ? "run " + n + " " : "";
            List<String> words = new ArrayList<>();
            run.path("command").forEach(word -> words.add(word.asText()));
            values.put(prefix + "command", String.join(" ", words));
            List<String> switches = new ArrayList<>();
            if (run.at("/toggles/launch_blocking").asBoolean(false)) {
                switches.add("CUDA_LAUNCH_BLOCKING=1");
            }
            if (run.at("/toggles/dsa").asBoolean(false)) {
                switches.add("TORCH_USE_CUDA_DSA=1");
            }
            values.put(prefix + "switches", switches.isEmpty() ? "none" : String.join(", ", switches));
            values.put(prefix + "end", end(run.path("exit")));
            List<String> findings = new ArrayList<>();
            run.path("findings").forEach(finding -> findings.add(finding.path("id").asText()));
            values.put(prefix + "findings", findings.isEmpty() ? "none" : String.join(", ", findings));
            JsonNode duration = run.path("duration_s");
            values.put(prefix + EXEC_DURATION, duration.isNumber() ? String.format(Locale.ROOT, "%.1f s", duration.asDouble()) : "unknown");
        }
        return values;
    }

    /** "failed, exit code 1", "failed, killed by SIGSEGV", "did-not-finish (time limit)". */
    private static String end(JsonNode exit) {
        String end = text(exit.path("end"));
        if (exit.path("signal").isTextual()) {
            return end + ", killed by " + exit.path("signal").asText();
        }
        if (exit.path("code").isNumber()) {
            return end + ", exit code " + exit.path("code").asInt();
        }
        return exit.path("timed_out").asBoolean(false) ? end + " (time limit)" : end;
    }

    private static String text(JsonNode node) {
        return node.isMissingNode() || node.isNull() ? "unknown" : node.asText();
    }

    private static String gib(JsonNode bytes) {
        return bytes.isNumber() ? String.format(Locale.ROOT, "%.1f GiB", bytes.asDouble() / (1L << 30)) : "unknown";
    }
}
