package dev.gpudoctor.cli;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.speed.MeasuredRun;
import dev.gpudoctor.speed.SizeEstimate;
import dev.gpudoctor.speed.SizeEstimateRequest;
import dev.gpudoctor.speed.SizeEstimateService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code history estimate RUN.json… --atoms N}: "your system, estimated" (issue 40) from kept runs — a sweep's files
 * give the band of sizes the estimate is good for.
 */
@Command(
        name = "estimate",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Estimates the ASE step and ns/day at a size you give from kept runs: each set-up's (model, precision, "
                + "configuration) steps at the edges per atom of its run nearest in size, read off between the measured "
                + "sizes, or extrapolated past them at the nearest one's cost per edge and said so. Give a sweep's files for "
                + "a band of sizes. Exit code: 0 estimated, 2 a file could not be read, 3 usage.")
final class HistoryEstimateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN.json", description = "Run files, as the run history keeps them.")
    List<Path> files;

    @Option(names = "--atoms", paramLabel = "N", required = true, description = "The size of your system in atoms.")
    int atoms;

    @Option(names = "--timestep-fs", paramLabel = "FS", defaultValue = "1.0", description = "The MD timestep for ns/day (default 1 fs).")
    double timestepFs;

    @Option(names = "--json", description = "Print one JSON object: {\"estimates\": [{\"setup\", \"atoms\", \"step_s\", "
            + "\"us_per_atom_step\", \"ns_per_day\", \"timestep_fs\", \"edges_per_atom\", \"edges_from\", \"measured_atoms\", "
            + "\"basis\": measured|interpolated|extrapolated, \"outside_by\"|null, \"graph_share\", \"stress_share\", \"notes\", "
            + "\"sentence\"}], \"unread\": [{\"file\", \"error\"}]}.")
    boolean json;

    record EstimateJson(String setup, int atoms, double stepS, double usPerAtomStep, double nsPerDay, double timestepFs,
            Double edgesPerAtom, String edgesFrom, List<Integer> measuredAtoms, String basis, Double outsideBy,
            Double graphShare, Double stressShare, List<String> notes, String sentence) {

        static EstimateJson of(SizeEstimate e) {
            return new EstimateJson(e.setup(), e.atoms(), e.stepS(), e.usPerAtomStep(), e.nsPerDay(), e.timestepFs(),
                    e.edgesPerAtom(), e.edgesFrom(), e.measuredAtoms(), e.basis(), e.outsideBy(), e.graphShare(),
                    e.stressShare(), e.notes(), e.sentence());
        }
    }

    record UnreadJson(String file, String error) {
    }

    record EstimatesJson(List<EstimateJson> estimates, List<UnreadJson> unread) {
    }

    @Override
    public Integer call() {
        List<MeasuredRun> runs = new ArrayList<>();
        List<UnreadJson> unread = new ArrayList<>();
        for (Path file : files) {
            try {
                RunRecord run = RunHistory.readFile(file);
                runs.add(new MeasuredRun(run.model(), run.dtype(), run.point(), file.toString()));
            } catch (IOException | RuntimeException e) {
                unread.add(new UnreadJson(file.toString(), "not a run file GPU Doctor can read: " + e.getMessage()));
            }
        }
        SizeEstimateRequest request = new SizeEstimateRequest(runs, atoms, timestepFs);
        List<String> problems = new ArrayList<>(request.problems());
        if (!problems.isEmpty()) {
            unread.forEach(u -> problems.add(u.file() + ": " + u.error()));
            throw CommandFailure.usage(problems);
        }
        List<SizeEstimate> estimates = new SizeEstimateService().estimate(request);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOutput.print(out, new EstimatesJson(estimates.stream().map(EstimateJson::of).toList(), unread));
        } else {
            unread.forEach(u -> out.println(u.file() + ": " + u.error()));
            for (SizeEstimate estimate : estimates) {
                out.println(estimate.setup());
                out.println("  " + estimate.headline());
                out.println("  " + estimate.band());
                out.println("  " + estimate.edges());
                if (estimate.parts() != null) {
                    out.println("  " + estimate.parts());
                }
                estimate.notes().forEach(note -> out.println("  " + note));
            }
            out.flush();
        }
        return unread.isEmpty() ? ExitCodes.OK : ExitCodes.FAILURES;
    }
}
