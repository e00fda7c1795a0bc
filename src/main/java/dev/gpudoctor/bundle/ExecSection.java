package dev.gpudoctor.bundle;

import dev.gpudoctor.charts.ChartFiles;
import dev.gpudoctor.charts.TimelineCharts;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.exec.Timeline;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * The runs of the user's own command added with {@code bundle --exec RESULT}: each whole in report.json under
 * "exec" (the one shape {@code exec --json} prints: command redacted, switches, init test, end, Python stack,
 * output head and tail, findings, rerun) and as {@code exec/<id>.json}, its timeline as CSV and as a PNG chart
 * of memory used ({@link TimelineCharts}, as the window draws it); every string
 * through the bundle's redactor as well.
 */
final class ExecSection implements BundleSection {

    static final String ID = "exec";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "runs of your own command added with --exec: the command (redacted), switches, init test, how it ended, "
                + "its Python stack, output head and tail, findings, rerun and timeline (CSV and chart)";
    }

    @Override
    public List<String> files() {
        return List.of("exec/<id>.json", "exec/<id>-timeline.csv", "exec/<id>-timeline.png");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws SectionSkipped {
        List<ExecResult> results = inputs.execResults();
        if (results.isEmpty()) {
            throw new SectionSkipped("no run of your own command was added (gpu-doctor bundle --exec RESULT.json)");
        }
        draft.report("exec", results);
        for (ExecResult result : results) {
            com.fasterxml.jackson.databind.JsonNode redacted = draft.redacted(result);
            draft.text("exec/" + result.id() + ".json", redacted.toPrettyString());
            Timeline timeline = result.timeline();
            if (timeline != null) {
                draft.text("exec/" + result.id() + "-timeline.csv", csv(timeline));
                // Numbers and fixed words, and the one free text (why no GPU was sampled) as the redactor left it.
                Timeline drawn =
                        new Timeline(timeline.host(), timeline.gpu(), gpuNote(redacted, draft), timeline.cut());
                try {
                    draft.binary(
                            "exec/" + result.id() + "-timeline.png", ChartFiles.pngBytes(TimelineCharts.memory(drawn)));
                } catch (IOException e) {
                    draft.partSkipped("exec/" + result.id() + "-timeline.png", "could not be drawn: " + e.getMessage());
                }
            }
        }
    }

    /** The note as the redactor left it, read from the redacted result as its record (redacting again would count twice). */
    private static String gpuNote(com.fasterxml.jackson.databind.JsonNode redacted, BundleDraft draft) {
        try {
            ExecResult read = draft.json().treeToValue(redacted, ExecResult.class);
            return read.timeline() == null ? "" : read.timeline().gpuNote();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("could not read back a redacted exec result", e);
        }
    }

    /** One row per sample: host rows with an empty GPU index, GPU rows with empty host columns. */
    static String csv(Timeline timeline) {
        StringBuilder csv =
                new StringBuilder("t_s,source,gpu_index,memory_used_mib,memory_total_mib,swap_used_mib,swap_total_mib,"
                        + "utilization_percent,sm_clock_mhz,power_w,temperature_c\n");
        for (Timeline.HostSample host : timeline.host()) {
            csv.append(String.format(
                    Locale.ROOT,
                    "%.2f,host,,%d,%d,%d,%d,,,,%n",
                    host.tS(),
                    host.memoryUsedMib(),
                    host.memoryTotalMib(),
                    host.swapUsedMib(),
                    host.swapTotalMib()));
        }
        for (Timeline.GpuSample gpu : timeline.gpu()) {
            csv.append(String.format(
                    Locale.ROOT,
                    "%.2f,gpu,%d,%s,%s,,,%s,%s,%s,%s%n",
                    gpu.tS(),
                    gpu.index(),
                    cell(gpu.memoryUsedMib()),
                    cell(gpu.memoryTotalMib()),
                    cell(gpu.utilizationPercent()),
                    cell(gpu.smClockMhz()),
                    cell(gpu.powerW()),
                    cell(gpu.temperatureC())));
        }
        return csv.toString();
    }

    private static String cell(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%s", value);
    }
}
