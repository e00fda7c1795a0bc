package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;

/** A checklist report as Markdown, for "Copy as Markdown" into a bug report. */
public final class ChecklistMarkdown {

    private ChecklistMarkdown() {}

    public static String render(ChecklistReport report) {
        StringBuilder md = new StringBuilder("## GPU Doctor checklist\n\n");
        HostFacts host = report.host();
        md.append("- OS: ")
                .append(orUnknown(host.os().prettyName()))
                .append(", kernel ")
                .append(orUnknown(host.os().kernelRelease()))
                .append(" (")
                .append(host.platform().label())
                .append(")\n");
        md.append("- Driver: ")
                .append(orUnknown(host.nvidiaSmi().driverVersion()))
                .append(", CUDA ")
                .append(orUnknown(host.nvidiaSmi().cudaVersion()))
                .append('\n');
        host.nvidiaSmi()
                .gpus()
                .forEach(gpu -> md.append("- GPU: ").append(gpu.name()).append('\n'));
        md.append("- Overall: **").append(report.worstStatus().word()).append("**\n\n");
        md.append("| Status | Check | Value |\n|---|---|---|\n");
        for (CheckResult check : report.checks()) {
            md.append("| ")
                    .append(check.status().word())
                    .append(" | `")
                    .append(check.id())
                    .append("` | ")
                    .append(cell(check.value()))
                    .append(" |\n");
        }
        boolean heading = false;
        for (CheckResult check : report.checks()) {
            if ((check.status() == CheckStatus.WARN || check.status().isFailure()) && check.remedy() != null) {
                if (!heading) {
                    md.append("\n### Remedies\n");
                    heading = true;
                }
                md.append("\n**")
                        .append(check.id())
                        .append("** (")
                        .append(check.status().word())
                        .append("): ")
                        .append(check.explanation())
                        .append("\n\n```\n")
                        .append(check.remedy())
                        .append("\n```\n");
            }
        }
        return md.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }

    private static String orUnknown(String text) {
        return text == null ? "unknown" : text;
    }
}
