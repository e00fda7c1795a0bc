package dev.gpudoctor.cli;

import dev.gpudoctor.bench.BenchRequest;
import dev.gpudoctor.bench.BenchRunner;
import dev.gpudoctor.bench.BenchSweep;
import dev.gpudoctor.bench.SweepJson;
import dev.gpudoctor.bench.SweepVerdict;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bundle.OutputFolder;
import dev.gpudoctor.charts.BenchCharts;
import dev.gpudoctor.charts.ChartFiles;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.run.RunInputs;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.SpeedFormat;
import dev.gpudoctor.speed.SpeedJudge;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jfree.chart.JFreeChart;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Scaling sweep: runs every structure under every configuration and charts step time against size.",
            "One Python child per configuration, reused across sizes, so the imports are paid once. A configuration",
            "that fails at a size (out of memory, a crash...) stops there; its larger sizes are marked, not attempted.",
            "List the structures small to large. Every point is kept in the run history.",
            "Exit codes: 0 every point ran, 1 some did not, 2 none did, 3 usage or set-up error."
        })
final class BenchCommand implements Callable<Integer>, FormattedCommand {

    private final MaceRunService runs;
    private final RunHistory history;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--device",
            paramLabel = "D",
            description = "cpu, cuda or cuda:N: the one configuration when --configs is not given.")
    String device;

    @Option(
            names = "--configs",
            paramLabel = "C,C...",
            split = ",",
            description =
                    "Set-ups as DEVICE[:DTYPE][+cueq]: cpu, cuda, cuda:N, cuda+cueq, cuda:float64 (a DTYPE here wins over --dtype). When given, --device is ignored.")
    List<String> configs;

    @Option(
            names = "--model",
            paramLabel = "M",
            required = true,
            description =
                    "The MACE model: a name the bridge knows, or a file (loaded by a restricted unpickler: see --trust-model).")
    String model;

    @Option(
            names = "--trust-model",
            description = {
                "Load a --model file with torch's full unpickler. A model file is code: unpickling it can",
                "run anything. Without this flag it is loaded only by torch's weights-only unpickler, allowed the exact classes",
                "a MACE model holds, and anything else is refused. Use it only for a file whose source you trust."
            })
    boolean trustModel;

    @Option(
            names = "--structures",
            paramLabel = "S1,S2...",
            split = ",",
            required = true,
            description =
                    "Structures, small to large: h2o, water-N, si-N, cu-N, c-N (c-216, c-1000, c-2744, c-5832: MACE's own benchmark cells) or files.")
    List<String> structures;

    @Option(
            names = "--dtype",
            paramLabel = "T",
            defaultValue = MaceRunSpec.DEFAULT_DTYPE,
            description = "float32 or float64 (default: ${DEFAULT-VALUE}).")
    String dtype;

    @Option(
            names = "--repeats",
            paramLabel = "R",
            defaultValue = "" + BenchRequest.DEFAULT_REPEATS,
            description = "Timed steps per size (default: ${DEFAULT-VALUE}).")
    int repeats;

    @Option(
            names = "--warmup",
            paramLabel = "W",
            defaultValue = "" + BenchRequest.DEFAULT_WARMUP,
            description = "Untimed steps per size (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(
            names = "--timeout",
            paramLabel = "SEC",
            defaultValue = "" + MaceRunSpec.DEFAULT_TIMEOUT_SECONDS,
            description = "Limit per size in seconds (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = {
                "CPU threads for each Python child: OMP_NUM_THREADS and MKL_NUM_THREADS=N and torch.set_num_threads(N)",
                "(default: torch's own choice, from the environment). --threads 1 is the fix for over-subscribed cores; the",
                "run records the threads torch reported using."
            })
    Integer threads;

    @Option(names = "--png", paramLabel = "FILE", description = "Write the scaling chart as PNG.")
    Path png;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the scaling chart as SVG.")
    Path svg;

    @Option(names = "--force", description = "Replace chart files that already exist.")
    boolean force;

    @Option(names = "--no-history", description = "Do not keep the points in the run history.")
    boolean noHistory;

    @Option(
            names = "--timestep",
            paramLabel = "FS",
            defaultValue = "1.0",
            description =
                    "MD time step in fs for the ns/day figures (default: ${DEFAULT-VALUE}, as MACE's own benchmark).")
    double timestepFs;

    BenchCommand(MaceRunService runs, RunHistory history) {
        this.runs = runs;
        this.history = history;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"points\": [{config, structure, atoms, step_s, first_call_s, "
                + "throughput_atom_steps_per_s, peak_memory_bytes, ok, failure_reason, failure_message, conditions, figures, speed}], "
                + "verdict, cueq_break_even}; unknown numbers are null.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<RunSetup> chosen = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> names =
                configs != null && !configs.isEmpty() ? configs : device != null ? List.of(device) : List.of();
        if (names.isEmpty()) {
            problems.add("Say where to run: --device D or --configs cpu,cuda,cuda+cueq.");
        }
        for (String name : names) {
            try {
                chosen.add(RunSetup.parse(name));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        BenchRequest request = new BenchRequest(
                chosen,
                model,
                structures.stream().map(String::strip).toList(),
                dtype,
                repeats,
                warmup,
                timeoutSeconds,
                interpreter.python,
                trustModel,
                threads);
        if (problems.isEmpty()) {
            problems.addAll(request.problems());
            problems.addAll(RunInputs.problems(model, request.structures()));
        }
        problems.addAll(chartPathProblems());
        if (!(timestepFs > 0 && timestepFs <= 100)) {
            problems.add("The time step must be a positive number of femtoseconds up to 100, not " + timestepFs + ".");
        }
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems).withHelpHint();
        }
        String sweepId = RunRecords.newId(Instant.now());
        List<SweepPoint> points;
        try {
            points = new BenchSweep(BenchRunner.of(runs)).run(request, new BenchSweep.Listener() {
                @Override
                public void progress(String message) {
                    if (!json) {
                        err.println("  ... " + message);
                    }
                }

                @Override
                public void point(SweepPoint point, MaceRunSpec run, MaceRunOutcome outcome, int done, int total) {
                    keep(run, outcome, sweepId, err);
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw CommandFailure.interrupted();
        } catch (BridgeSetupException e) {
            throw CommandFailure.setup(e.getMessage());
        } catch (Exception e) {
            LoggerFactory.getLogger(BenchCommand.class).debug("Sweep failed", e);
            throw new CommandFailure(
                    "internal", ExitCodes.USAGE_OR_INTERNAL, List.of("the sweep stopped: " + e.getMessage()), false);
        }
        // A chart that cannot be written never costs the sweep: the points are printed either way.
        String chartProblem = writeCharts(points);
        if (chartProblem != null) {
            err.println("gpu-doctor bench: the sweep finished but " + chartProblem);
        }
        if (json) {
            SweepJson result = SweepJson.of(points, timestepFs);
            JsonOutput.print(out, chartProblem == null ? result : result.withChartError(chartProblem));
        } else {
            print(out, points);
        }
        long ok = points.stream().filter(SweepPoint::ok).count();
        int exit = ok == points.size() ? ExitCodes.OK : ok == 0 ? ExitCodes.FAILURES : ExitCodes.FINDINGS;
        return chartProblem != null ? Math.max(exit, ExitCodes.FINDINGS) : exit;
    }

    private void keep(MaceRunSpec run, MaceRunOutcome outcome, String sweepId, PrintWriter err) {
        if (!noHistory && outcome != null) {
            HistoryKeeping.keep(history, run, outcome, sweepId, "bench", err);
        }
    }

    /**
     * Checked before the sweep, which can take an hour: a chart path that is a folder (moving the chart
     * onto an empty one would replace it) or sits where nothing can be created is said first.
     */
    private List<String> chartPathProblems() {
        List<String> found = new ArrayList<>();
        for (Path chart : new Path[] {png, svg}) {
            if (chart == null) {
                continue;
            }
            if (Files.isDirectory(chart)) {
                found.add(chart + " is a folder: name the chart file, e.g. " + chart.resolve("scaling.png") + ".");
            } else if (Files.exists(chart, LinkOption.NOFOLLOW_LINKS) && !force) {
                found.add(chart + " already exists: name another file, or add --force to replace it.");
            } else {
                OutputFolder.problem(chart)
                        .ifPresent(problem -> found.add("The chart " + chart + " cannot be written: " + problem + "."));
            }
        }
        return found;
    }

    /** Null when every chart asked for was written, else what went wrong, as a sentence's end. */
    private String writeCharts(List<SweepPoint> points) {
        if (png == null && svg == null) {
            return null;
        }
        try {
            JFreeChart chart = BenchCharts.scaling(points);
            if (png != null) {
                ChartFiles.png(chart, png);
            }
            if (svg != null) {
                ChartFiles.svg(chart, svg);
            }
            return null;
        } catch (IOException e) {
            return "the chart could not be written: " + e.getMessage();
        } catch (LinkageError | RuntimeException e) {
            LoggerFactory.getLogger(BenchCommand.class).debug("Chart failed", e);
            return "the chart could not be drawn: " + e;
        }
    }

    private void print(PrintWriter out, List<SweepPoint> points) {
        out.printf(
                Locale.ROOT,
                "%-12s %-14s %7s %12s %22s %11s %14s %12s %14s%n",
                "config",
                "structure",
                "atoms",
                "median step",
                "p10 - p90",
                "first call",
                "atom-steps/s",
                "peak memory",
                "µs/atom/step");
        for (SweepPoint p : points) {
            if (!p.ok()) {
                out.printf(
                        Locale.ROOT,
                        "%-12s %-14s %7s   %s: %s%n",
                        p.config(),
                        p.structure(),
                        p.atoms() < 0 ? "-" : "" + p.atoms(),
                        p.failureReason(),
                        p.failureMessage());
                continue;
            }
            out.printf(
                    Locale.ROOT,
                    "%-12s %-14s %7d %12s %22s %11s %14s %12s %14s%n",
                    p.config(),
                    p.structure(),
                    p.atoms(),
                    Durations.seconds(p.stepS().median()),
                    Durations.seconds(p.stepS().p10()) + " - "
                            + Durations.seconds(p.stepS().p90()),
                    Durations.seconds(p.firstCallS()),
                    String.format(Locale.ROOT, "%,.0f", p.throughputAtomStepsPerS()),
                    p.peakMemoryBytes() == null
                            ? "?"
                            : String.format(Locale.ROOT, "%.0f MiB", p.peakMemoryBytes() / 1048576.0),
                    SpeedFormat.us(p.stepS().median() * 1e6 / p.atoms()));
        }
        out.println();
        out.println(
                SweepVerdict.of(points, points.isEmpty() ? null : points.get(0).config()));
        SpeedJudge judge = SpeedJudge.standard();
        for (String config : SweepVerdict.configs(points)) {
            // The largest size each configuration ran: where its speed means the most.
            points.stream()
                    .filter(p -> p.config().equals(config) && p.ok())
                    .max(Comparator.comparingInt(SweepPoint::atoms))
                    .flatMap(p -> judge.judge(p, timestepFs))
                    .ifPresent(v -> out.printf(
                            Locale.ROOT,
                            "%s at %,d atoms: %s%n",
                            config,
                            v.measured().atoms(),
                            v.line()));
        }
        if (png != null) {
            out.println("Scaling chart: " + png);
        }
        if (svg != null) {
            out.println("Scaling chart: " + svg);
        }
        out.flush();
    }
}
