package dev.gpudoctor.cli;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;
import dev.gpudoctor.speed.SpeedVerdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code history rejudge RUN.json…}: a kept run judged again with today's rules, from its recorded figures
 * and facts alone (the words it was kept with are not read), so a run kept before a rule changed reads as a
 * new one would.
 */
@Command(
        name = "rejudge",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Judges kept run files again with today's rules, from their recorded figures and facts (cuEq "
                + "kernels from the ops import, fallback warnings and modules; the reference chosen today), not from "
                + "the words they were kept with. Exit code: 0 every file judged, 2 a file could not be read, 3 usage.")
final class HistoryRejudgeCommand implements Callable<Integer>, FormattedCommand {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN.json", description = "Run files, as the run history keeps them.")
    List<Path> files;

    @Option(names = "--timestep-fs", defaultValue = "1.0", description = "The MD timestep for ns/day (default 1 fs).")
    double timestepFs;

    @Mixin
    FormatOptions formatOptions;

    /** cuEq's kernels as the run was kept and as today's rule reads its facts. */
    record KernelsJson(String recorded, String today, String reason) {

        static KernelsJson of(RunConditions.CueqKernels kernels) {
            return kernels == null ? null : new KernelsJson(kernels.kernels(), kernels.decided(), kernels.reason());
        }
    }

    record RunJson(
            String file,
            String id,
            String model,
            String config,
            String structure,
            Integer atoms,
            KernelsJson cueqKernels,
            SpeedJson speed,
            String error) {}

    record RejudgeJson(List<RunJson> runs) {}

    /** One file's answer and, for the text output, its verdict's line. */
    private record Rejudged(RunJson json, String line) {}

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"runs\": [{\"file\", \"id\", \"model\", \"config\", "
                + "\"structure\", \"atoms\", \"cueq_kernels\": {\"recorded\", \"today\", \"reason\"}|null, \"speed\"|null, "
                + "\"error\"|null}]}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        if (!(timestepFs > 0 && timestepFs <= 100)) {
            throw CommandFailure.usage("--timestep-fs must be above 0 and at most 100 fs, not " + timestepFs);
        }
        SpeedJudge judge = SpeedJudge.standard();
        List<Rejudged> runs = new ArrayList<>();
        for (Path file : files) {
            runs.add(rejudge(file, judge));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOutput.print(
                    out, new RejudgeJson(runs.stream().map(Rejudged::json).toList()));
        } else {
            runs.forEach(run -> print(out, run));
            out.flush();
        }
        return runs.stream().anyMatch(run -> run.json().error() != null) ? ExitCodes.FAILURES : ExitCodes.OK;
    }

    private Rejudged rejudge(Path file, SpeedJudge judge) {
        RunRecord run;
        try {
            run = RunHistory.readFile(file);
        } catch (IOException | RuntimeException e) {
            return new Rejudged(
                    new RunJson(
                            file.toString(),
                            null,
                            null,
                            null,
                            null,
                            null,
                            null,
                            null,
                            "not a run file GPU Doctor can read: " + e.getMessage()),
                    null);
        }
        RunConditions conditions = run.point().conditions();
        Optional<SpeedVerdict> verdict = judge.judge(run.point(), timestepFs);
        return new Rejudged(
                new RunJson(
                        file.toString(),
                        run.id(),
                        run.model(),
                        run.point().config(),
                        run.point().structure(),
                        run.point().atoms(),
                        KernelsJson.of(conditions == null ? null : conditions.cueqKernels()),
                        verdict.map(SpeedJson::of).orElse(null),
                        null),
                verdict.map(SpeedVerdict::line).orElse(null));
    }

    private static void print(PrintWriter out, Rejudged rejudged) {
        RunJson run = rejudged.json();
        if (run.error() != null) {
            out.println(run.file() + ": " + run.error());
            return;
        }
        out.printf(
                Locale.ROOT,
                "%s (%s, %s, %s, %,d atoms)%n",
                run.id(),
                run.model(),
                run.config(),
                run.structure(),
                run.atoms());
        if (run.cueqKernels() != null) {
            out.println("  cuEq kernels: " + run.cueqKernels().today() + " ("
                    + run.cueqKernels().reason() + "; kept as "
                    + run.cueqKernels().recorded() + ")");
        }
        out.println("  "
                + (rejudged.line() == null ? "no speed verdict: the run has no usable step time" : rejudged.line()));
    }
}
