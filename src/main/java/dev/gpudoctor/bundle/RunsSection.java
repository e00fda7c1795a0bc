package dev.gpudoctor.bundle;

import dev.gpudoctor.charts.BenchCharts;
import dev.gpudoctor.charts.ChartFiles;
import dev.gpudoctor.charts.TimingBreakdownCharts;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;

/**
 * The run history and its charts. Charts are drawn from the redacted records, so a label or a
 * structure path with the user's name in it never reaches a PNG either.
 */
final class RunsSection implements BundleSection {

    /** More runs than this are cut to the newest: a bundle is for a bug report, not an archive. */
    static final int MAX_RUNS = 500;

    @Override
    public String id() {
        return "runs";
    }

    @Override
    public String description() {
        return "the run history (newest " + MAX_RUNS + " runs) with scaling, throughput and timing charts";
    }

    @Override
    public List<String> files() {
        return List.of("report.json#runs", "charts/scaling.png", "charts/throughput.png", "charts/timing-latest.png");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws Exception {
        if (inputs.runs() == null) {
            throw new SectionSkipped(inputs.runsProblem() == null ? "left out (--no-runs)" : inputs.runsProblem());
        }
        if (inputs.runs().isEmpty()) {
            throw new SectionSkipped("no runs in the history");
        }
        List<RunRecord> newest =
                inputs.runs().subList(0, Math.min(MAX_RUNS, inputs.runs().size()));
        if (inputs.runs().size() > MAX_RUNS) {
            draft.partSkipped("runs", (inputs.runs().size() - MAX_RUNS) + " older runs left out");
        }
        List<RunRecord> redacted = new ArrayList<>();
        for (RunRecord run : newest) {
            redacted.add(draft.redacted(run, RunRecord.class));
        }
        draft.report("runs", redacted);
        draft.report("run_speeds", speeds(redacted));
        List<SweepPoint> points = redacted.stream()
                .filter(RunRecord::ok)
                .map(RunRecord::point)
                .filter(p -> p.atoms() > 0 && Double.isFinite(p.stepS().median()))
                .toList();
        if (points.isEmpty()) {
            draft.partSkipped("charts/", "no successful run with timings to draw");
            return;
        }
        draft.binary("charts/scaling.png", png(BenchCharts.scaling(points)));
        draft.binary("charts/throughput.png", png(BenchCharts.throughput(points)));
        redacted.stream()
                .filter(run -> run.ok() && !run.timingsS().isEmpty())
                .findFirst()
                .ifPresent(latest -> {
                    try {
                        draft.binary("charts/timing-latest.png", png(TimingBreakdownCharts.create(latest.timingsS())));
                    } catch (IOException e) {
                        draft.partSkipped("charts/timing-latest.png", "could not be drawn: " + e.getMessage());
                    }
                });
    }

    /** Each run's speed verdict, as run and bench print it. */
    record RunSpeed(String runId, String config, String structure, int atoms, SpeedJson speed) {}

    private static List<RunSpeed> speeds(List<RunRecord> runs) {
        SpeedJudge judge = SpeedJudge.standard();
        List<RunSpeed> speeds = new ArrayList<>();
        for (RunRecord run : runs) {
            judge.judge(run.point(), MeasuredSpeed.DEFAULT_TIMESTEP_FS)
                    .ifPresent(verdict -> speeds.add(new RunSpeed(
                            run.id(), run.config(), run.structure(), run.point().atoms(), SpeedJson.of(verdict))));
        }
        return speeds;
    }

    private static byte[] png(JFreeChart chart) throws IOException {
        return ChartFiles.pngBytes(chart);
    }
}
