package dev.gpudoctor.bundle;

import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.json.PackageVersionJson;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.speed.SpeedFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * summary.md, for a maintainer who reads before unzipping: host, verdicts, failures with their
 * likely causes, what was left out and why. Rendered from the (already redacted) report.json, read
 * back as its records ({@link BundleReport}), so it can say nothing the report does not.
 */
final class SummaryMarkdown {

    private SummaryMarkdown() {}

    private static final int MAX_SPEEDS_SHOWN = 10;

    static String render(BundleReport report) {
        StringBuilder md = new StringBuilder("# GPU Doctor bug report\n\n");
        String written = report.timestamps() == null
                ? null
                : Objects.toString(report.timestamps().written(), null);
        md.append("GPU Doctor ")
                .append(orElse(report.appVersion(), "?"))
                .append(", written ")
                .append(orElse(written, "?"))
                .append(".\n\n");
        host(md, report.host());
        python(md, report);
        checklist(md, report.checklist());
        capabilities(md, report.capabilities());
        speeds(md, report.runSpeeds());
        failures(md, report.diagnoses());
        sections(md, report.sections());
        md.append("\n## Redaction\n\n");
        if (report.redactions().isEmpty()) {
            md.append("Nothing needed replacing.\n");
        } else {
            report.redactions()
                    .forEach((kind, count) -> md.append("- ")
                            .append(kind)
                            .append(": ")
                            .append(count)
                            .append(count == 1 ? " replacement\n" : " replacements\n"));
        }
        return md.toString();
    }

    private static void host(StringBuilder md, HostFacts host) {
        md.append("## Host\n\n");
        if (host == null) {
            md.append("Host facts are missing (see the sections table).\n\n");
            return;
        }
        HostFacts.Os os = host.os();
        md.append("- OS: ")
                .append(text(os == null ? null : os.prettyName()))
                .append(", kernel ")
                .append(text(os == null ? null : os.kernelRelease()))
                .append(" (")
                .append(host.platform().kind().jsonName())
                .append(")\n");
        HostFacts.NvidiaSmi smi = host.nvidiaSmi();
        md.append("- Driver: ")
                .append(text(smi == null ? null : smi.driverVersion()))
                .append(", CUDA ")
                .append(text(smi == null ? null : smi.cudaVersion()));
        if (smi != null && smi.problem() != null) {
            md.append(" (nvidia-smi: ").append(smi.problem()).append(')');
        }
        md.append('\n');
        for (HostFacts.Gpu gpu : smi == null ? List.<HostFacts.Gpu>of() : smi.gpus()) {
            md.append("- GPU: ")
                    .append(text(gpu.name()))
                    .append(", ")
                    .append(text(gpu.memoryTotalMib()))
                    .append(" MiB, driver model ")
                    .append(text(gpu.driverModel()))
                    .append('\n');
        }
        md.append('\n');
    }

    private static void python(StringBuilder md, BundleReport report) {
        PythonSection.PythonJson python = report.python();
        if (python == null) {
            return;
        }
        EnvReport env = report.envReport();
        md.append("## Python\n\n- Interpreter: `")
                .append(text(python.interpreter()))
                .append("`\n");
        if (env != null) {
            md.append("- Python ")
                    .append(text(env.python().version()))
                    .append(", torch ")
                    .append(PackageVersionJson.describe(env.versions(), "torch"))
                    .append(", mace-torch ")
                    .append(PackageVersionJson.describe(env.versions(), "mace-torch"))
                    .append('\n');
        } else {
            md.append("- env report: ").append(text(python.envProblem())).append('\n');
        }
        md.append('\n');
    }

    private static void checklist(StringBuilder md, ChecklistSection.ChecklistJson checklist) {
        if (checklist == null) {
            return;
        }
        md.append("## Checklist: ")
                .append(word(checklist.overall()).toUpperCase(Locale.ROOT))
                .append("\n\n");
        BundleInputs.IncludedChecklist run = checklist.run();
        if (run != null) {
            md.append(
                            run.reused()
                                    ? "The checklist run made just before this bundle (not run again), "
                                    : "Run for this bundle, ")
                    .append(run.checks())
                    .append(" checks, from ")
                    .append(orElse(Objects.toString(run.startedAt(), null), "?"))
                    .append(" to ")
                    .append(orElse(Objects.toString(run.finishedAt(), null), "?"))
                    .append(".\n\n");
        }
        md.append("| Status | Check | Found |\n|---|---|---|\n");
        for (CheckResult check : checklist.checks() == null ? List.<CheckResult>of() : checklist.checks()) {
            md.append("| ")
                    .append(word(check.status()).toUpperCase(Locale.ROOT))
                    .append(" | `")
                    .append(check.id())
                    .append("` | ")
                    .append(cell(check.value()))
                    .append(" |\n");
        }
        md.append('\n');
    }

    /** One row per capability, one "GPU n: state — detail" per device, so a maintainer sees WSL2's gaps at once. */
    private static void capabilities(StringBuilder md, CapabilityJson.MatrixJson matrix) {
        if (matrix == null || matrix.capabilities() == null) {
            return;
        }
        md.append("## Capabilities (measured by doing each operation)\n\n| Capability | Result |\n|---|---|\n");
        for (CapabilityJson.RowJson row : matrix.capabilities()) {
            List<String> cells = new ArrayList<>();
            for (CapabilityCell cell : row.cells() == null ? List.<CapabilityCell>of() : row.cells()) {
                String device = cell.device() == null ? "" : "GPU " + cell.device() + ": ";
                String detail = cell.detail();
                if (detail.length() > 140) {
                    detail = detail.substring(0, 139) + "…";
                }
                cells.add(device + word(cell.state()) + (detail.isEmpty() ? "" : " — " + detail));
            }
            md.append("| `")
                    .append(orElse(row.id(), ""))
                    .append("` | ")
                    .append(cell(String.join("; ", cells)))
                    .append(" |\n");
        }
        md.append('\n');
    }

    /** The newest runs' speeds and what they mean, a maintainer's first question after "does it run". */
    private static void speeds(StringBuilder md, List<RunsSection.RunSpeed> speeds) {
        if (speeds.isEmpty()) {
            return;
        }
        md.append(
                "## MACE speed (newest runs)\n\n| Run | µs/atom/step | ns/day (1 fs) | Verdict |\n|---|---|---|---|\n");
        int shown = 0;
        for (RunsSection.RunSpeed entry : speeds) {
            if (shown++ == MAX_SPEEDS_SHOWN) {
                md.append("\n").append(speeds.size() - MAX_SPEEDS_SHOWN).append(" more in report.json (run_speeds).\n");
                break;
            }
            boolean judged = entry.speed() != null;
            md.append("| ")
                    .append(orElse(entry.config(), ""))
                    .append(' ')
                    .append(orElse(entry.structure(), ""))
                    .append(" (")
                    .append(entry.atoms())
                    .append(" atoms) | ")
                    .append(SpeedFormat.us(judged ? entry.speed().usPerAtomStep() : Double.NaN))
                    .append(" | ")
                    .append(SpeedFormat.us(judged ? entry.speed().nsPerDay() : Double.NaN))
                    .append(" | ")
                    .append(cell(judged ? orElse(entry.speed().sentence(), "") : ""))
                    .append(" |\n");
        }
        md.append('\n');
    }

    private static void failures(StringBuilder md, List<DiagnosesSection.Diagnosis> diagnoses) {
        if (diagnoses.isEmpty()) {
            return;
        }
        md.append("## Failures and their likely causes\n\n");
        for (DiagnosesSection.Diagnosis d : diagnoses) {
            List<DiagnosisFinding> findings = d.findings() == null ? List.of() : d.findings();
            md.append("- **")
                    .append(orElse(d.source(), ""))
                    .append("** — ")
                    .append(cell(orElse(d.failure(), "")))
                    .append('\n');
            if (findings.isEmpty()) {
                md.append("  - no known cause recognised\n");
            }
            for (DiagnosisFinding f : findings) {
                md.append("  - ")
                        .append(f.title())
                        .append(" (`")
                        .append(f.id())
                        .append("`, ")
                        .append(Math.round(f.confidence() * 100))
                        .append(" %): ")
                        .append(cell(firstLine(orElse(f.remedy(), ""))))
                        .append('\n');
            }
        }
        md.append('\n');
    }

    /** What to do first: a finding's remedy is all its steps (older bundles kept only this line). */
    private static String firstLine(String remedy) {
        return remedy.lines().findFirst().orElse("");
    }

    private static void sections(StringBuilder md, List<SectionOutcome> sections) {
        md.append("## Sections skipped or errored\n\n");
        StringBuilder rows = new StringBuilder();
        for (SectionOutcome s : sections) {
            if (!SectionOutcome.INCLUDED.equals(s.state())) {
                rows.append("| ")
                        .append(orElse(s.section(), ""))
                        .append(" | ")
                        .append(orElse(s.state(), ""))
                        .append(" | ")
                        .append(cell(orElse(s.reason(), "")))
                        .append(" |\n");
            }
        }
        if (rows.length() == 0) {
            md.append("None: every section was included.\n");
        } else {
            md.append("| Section | State | Why |\n|---|---|---|\n").append(rows);
        }
    }

    /** An enum as report.json wrote it ("pass", "not-probed"); "" for none. */
    static String word(Enum<?> value) {
        return value == null ? "" : JsonMappers.word(value);
    }

    static String orElse(String value, String absent) {
        return value == null ? absent : value;
    }

    private static String text(Object value) {
        return value == null ? "unknown" : value.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
