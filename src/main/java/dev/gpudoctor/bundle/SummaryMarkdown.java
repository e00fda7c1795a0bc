package dev.gpudoctor.bundle;

import dev.gpudoctor.speed.SpeedFormat;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.PackageVersionJson;

import java.util.List;
import dev.gpudoctor.json.HostJson;
import java.util.ArrayList;
import java.util.Locale;

/**
 * summary.md, for a maintainer who reads before unzipping: host, verdicts, failures with their
 * likely causes, what was left out and why. Rendered from the (already redacted) report.json, so
 * it can say nothing the report does not.
 */
final class SummaryMarkdown {

    private SummaryMarkdown() {
    }

    private static final int MAX_SPEEDS_SHOWN = 10;

    static String render(JsonNode report) {
        StringBuilder md = new StringBuilder("# GPU Doctor bug report\n\n");
        md.append("GPU Doctor ").append(report.path("app_version").asText("?")).append(", written ")
                .append(report.path("timestamps").path("written").asText("?")).append(".\n\n");
        host(md, report.path("host"));
        python(md, report.path("python"));
        checklist(md, report.path("checklist"));
        capabilities(md, report.path("capabilities"));
        speeds(md, report.path("run_speeds"));
        failures(md, report);
        sections(md, report.path("sections"));
        JsonNode redactions = report.path("redactions");
        md.append("\n## Redaction\n\n");
        if (redactions.isEmpty()) {
            md.append("Nothing needed replacing.\n");
        } else {
            redactions.fields().forEachRemaining(e -> md.append("- ").append(e.getKey()).append(": ")
                    .append(e.getValue().asInt()).append(e.getValue().asInt() == 1 ? " replacement\n" : " replacements\n"));
        }
        return md.toString();
    }

    private static void host(StringBuilder md, JsonNode host) {
        md.append("## Host\n\n");
        if (host.isMissingNode()) {
            md.append("Host facts are missing (see the sections table).\n\n");
            return;
        }
        md.append("- OS: ").append(text(host.path("os").path("pretty_name"))).append(", kernel ")
                .append(text(host.path("os").path("kernel_release"))).append(" (")
                .append(HostJson.platformWord(host)).append(")\n");
        JsonNode smi = host.path("nvidia_smi");
        md.append("- Driver: ").append(text(smi.path("driver_version"))).append(", CUDA ").append(text(smi.path("cuda_version")));
        if (!smi.path("problem").isNull() && !smi.path("problem").isMissingNode()) {
            md.append(" (nvidia-smi: ").append(smi.path("problem").asText()).append(')');
        }
        md.append('\n');
        for (JsonNode gpu : smi.path("gpus")) {
            md.append("- GPU: ").append(text(gpu.path("name"))).append(", ").append(text(gpu.path("memory_total_mib")))
                    .append(" MiB, driver model ").append(text(gpu.path("driver_model"))).append('\n');
        }
        md.append('\n');
    }

    private static void python(StringBuilder md, JsonNode python) {
        if (python.isMissingNode()) {
            return;
        }
        JsonNode env = python.path("env");
        md.append("## Python\n\n- Interpreter: `").append(text(python.path("interpreter"))).append("`\n");
        if (!env.isMissingNode()) {
            md.append("- Python ").append(text(env.path("python").path("version"))).append(", torch ")
                    .append(PackageVersionJson.describe(env.path("versions").path("torch"))).append(", mace-torch ")
                    .append(PackageVersionJson.describe(env.path("versions").path("mace-torch"))).append('\n');
        } else {
            md.append("- env report: ").append(text(python.path("env_problem"))).append('\n');
        }
        md.append('\n');
    }

    private static void checklist(StringBuilder md, JsonNode checklist) {
        if (checklist.isMissingNode()) {
            return;
        }
        md.append("## Checklist: ").append(checklist.path("overall").asText().toUpperCase(Locale.ROOT)).append("\n\n");
        JsonNode run = checklist.path("run");
        if (!run.isMissingNode()) {
            md.append(run.path("reused").asBoolean() ? "The checklist run made just before this bundle (not run again), "
                    : "Run for this bundle, ").append(run.path("checks").asInt()).append(" checks, from ")
                    .append(run.path("started_at").asText("?")).append(" to ").append(run.path("finished_at").asText("?"))
                    .append(".\n\n");
        }
        md.append("| Status | Check | Found |\n|---|---|---|\n");
        for (JsonNode check : checklist.path("checks")) {
            md.append("| ").append(check.path("status").asText().toUpperCase(Locale.ROOT)).append(" | `")
                    .append(check.path("id").asText()).append("` | ").append(cell(check.path("value").asText())).append(" |\n");
        }
        md.append('\n');
    }

    /** One row per capability, one "GPU n: state — detail" per device, so a maintainer sees WSL2's gaps at once. */
    private static void capabilities(StringBuilder md, JsonNode matrix) {
        if (matrix.isMissingNode() || !matrix.path("capabilities").isArray()) {
            return;
        }
        md.append("## Capabilities (measured by doing each operation)\n\n| Capability | Result |\n|---|---|\n");
        for (JsonNode row : matrix.path("capabilities")) {
            List<String> cells = new ArrayList<>();
            for (JsonNode cell : row.path("cells")) {
                String device = cell.path("device").isNull() || cell.path("device").isMissingNode() ? "" : "GPU " + cell.path("device").asInt() + ": ";
                String detail = cell.path("detail").asText("");
                if (detail.length() > 140) {
                    detail = detail.substring(0, 139) + "…";
                }
                cells.add(device + cell.path("state").asText() + (detail.isEmpty() ? "" : " — " + detail));
            }
            md.append("| `").append(row.path("id").asText()).append("` | ").append(cell(String.join("; ", cells))).append(" |\n");
        }
        md.append('\n');
    }

    /** The newest runs' speeds and what they mean, a maintainer's first question after "does it run". */
    private static void speeds(StringBuilder md, JsonNode speeds) {
        if (!speeds.isArray() || speeds.isEmpty()) {
            return;
        }
        md.append("## MACE speed (newest runs)\n\n| Run | µs/atom/step | ns/day (1 fs) | Verdict |\n|---|---|---|---|\n");
        int shown = 0;
        for (JsonNode entry : speeds) {
            if (shown++ == MAX_SPEEDS_SHOWN) {
                md.append("\n").append(speeds.size() - MAX_SPEEDS_SHOWN).append(" more in report.json (run_speeds).\n");
                break;
            }
            JsonNode speed = entry.path("speed");
            md.append("| ").append(entry.path("config").asText()).append(' ').append(entry.path("structure").asText())
                    .append(" (").append(entry.path("atoms").asInt()).append(" atoms) | ")
                    .append(SpeedFormat.us(speed.path("us_per_atom_step").asDouble(Double.NaN))).append(" | ")
                    .append(SpeedFormat.us(speed.path("ns_per_day").asDouble(Double.NaN))).append(" | ")
                    .append(cell(speed.path("sentence").asText())).append(" |\n");
        }
        md.append('\n');
    }

    private static void failures(StringBuilder md, JsonNode report) {
        JsonNode diagnoses = report.path("diagnoses");
        if (diagnoses.isEmpty()) {
            return;
        }
        md.append("## Failures and their likely causes\n\n");
        for (JsonNode d : diagnoses) {
            md.append("- **").append(d.path("source").asText()).append("** — ").append(cell(d.path("failure").asText())).append('\n');
            if (d.path("findings").isEmpty()) {
                md.append("  - no known cause recognised\n");
            }
            for (JsonNode f : d.path("findings")) {
                md.append("  - ").append(f.path("title").asText()).append(" (`").append(f.path("id").asText()).append("`, ")
                        .append(Math.round(f.path("confidence").asDouble() * 100)).append(" %): ")
                        .append(cell(firstLine(f.path("remedy").asText()))).append('\n');
            }
        }
        md.append('\n');
    }

    /** What to do first: a finding's remedy is all its steps (older bundles kept only this line). */
    private static String firstLine(String remedy) {
        return remedy.lines().findFirst().orElse("");
    }

    private static void sections(StringBuilder md, JsonNode sections) {
        md.append("## Sections skipped or errored\n\n");
        StringBuilder rows = new StringBuilder();
        for (JsonNode s : sections) {
            if (!SectionOutcome.INCLUDED.equals(s.path("state").asText())) {
                rows.append("| ").append(s.path("section").asText()).append(" | ").append(s.path("state").asText())
                        .append(" | ").append(cell(s.path("reason").asText())).append(" |\n");
            }
        }
        if (rows.length() == 0) {
            md.append("None: every section was included.\n");
        } else {
            md.append("| Section | State | Why |\n|---|---|---|\n").append(rows);
        }
    }

    private static String text(JsonNode node) {
        return node.isMissingNode() || node.isNull() ? "unknown" : node.asText();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
