package dev.gpudoctor.cli;

import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.run.StructureSize;
import dev.gpudoctor.speed.MeasuredRun;
import dev.gpudoctor.speed.SizeEstimate;
import dev.gpudoctor.speed.SizeEstimateRequest;
import dev.gpudoctor.speed.SizeEstimateService;
import dev.gpudoctor.speed.SpeedFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code history estimate RUN.json… --atoms N}: "your system, estimated" (issue 40) from kept runs — a sweep's files
 * give the band of sizes the estimate is good for.
 */
@Command(
        name = "estimate",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description =
                "Estimates the ASE step and ns/day at a size you give from kept runs: each set-up's (model, precision, "
                        + "configuration) steps at the edges per atom of its run nearest in size, read off between the measured "
                        + "sizes, or extrapolated past them at the nearest one's cost per edge and said so. Give a sweep's files for "
                        + "a band of sizes. Exit code: 0 estimated, 2 a file could not be read, 3 usage.")
final class HistoryEstimateCommand implements Callable<Integer>, FormattedCommand {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN.json", description = "Run files, as the run history keeps them.")
    List<Path> files;

    @Option(
            names = "--atoms",
            paramLabel = "N",
            description = "The size of your system in atoms (or give --structure).")
    Integer atoms;

    @Option(
            names = "--structure",
            paramLabel = "S",
            description = {
                "Your structure: a file ASE reads (or a name the bridge "
                        + "knows). Its atoms and its edges per atom at --r-max are counted in a Python child by MACE's own neighbour",
                "list, instead of taking the measured run's density."
            })
    String structure;

    @Option(
            names = "--r-max",
            paramLabel = "A",
            defaultValue = "" + StructureSize.DEFAULT_R_MAX,
            description = "The model's cutoff in Å for --structure (default: ${DEFAULT-VALUE}, MACE-MP-0's).")
    double rMax;

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--timestep-fs",
            paramLabel = "FS",
            defaultValue = "1.0",
            description = "The MD timestep for ns/day (default 1 fs).")
    double timestepFs;

    @Mixin
    FormatOptions formatOptions;

    record EstimateJson(
            String setup,
            int atoms,
            double stepS,
            double usPerAtomStep,
            double nsPerDay,
            double timestepFs,
            Double edgesPerAtom,
            String edgesFrom,
            List<Integer> measuredAtoms,
            String basis,
            Double outsideBy,
            Double graphShare,
            Double stressShare,
            List<String> notes,
            String sentence) {

        static EstimateJson of(SizeEstimate e) {
            return new EstimateJson(
                    e.setup(),
                    e.atoms(),
                    e.stepS(),
                    e.usPerAtomStep(),
                    e.nsPerDay(),
                    e.timestepFs(),
                    e.edgesPerAtom(),
                    e.edgesFrom(),
                    e.measuredAtoms(),
                    e.basis(),
                    e.outsideBy(),
                    e.graphShare(),
                    e.stressShare(),
                    e.notes(),
                    e.sentence());
        }
    }

    /** The user's structure counted in a child; a child that could not is this command's failure, said in its words. */
    private StructureSize count() {
        OpOutcome<StructureSize> outcome;
        try {
            outcome = maceRuns.structureSize(interpreter.python, structure, rMax, STRUCTURE_TIMEOUT_S);
        } catch (BridgeSetupException e) {
            throw CommandFailure.setup(e.getMessage());
        }
        if (outcome instanceof OpOutcome.Answered<StructureSize> answered) {
            return answered.result();
        }
        BridgeFailure failure = ((OpOutcome.Failed<StructureSize>) outcome).failure();
        throw new CommandFailure(
                failure.reason().jsonName(),
                ExitCodes.FAILURES,
                List.of("could not count the atoms and edges of " + structure + ": " + failure.message()),
                false);
    }

    record UnreadJson(String file, String error) {}

    record EstimatesJson(List<EstimateJson> estimates, List<UnreadJson> unread) {}

    /** The child that counts a --structure: a minute covers importing MACE on a busy machine. */
    private static final int STRUCTURE_TIMEOUT_S = 180;

    private final MaceRunService maceRuns;

    HistoryEstimateCommand(MaceRunService maceRuns) {
        this.maceRuns = maceRuns;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"estimates\": [{\"setup\", \"atoms\", \"step_s\", "
                + "\"us_per_atom_step\", \"ns_per_day\", \"timestep_fs\", \"edges_per_atom\", \"edges_from\", \"measured_atoms\", "
                + "\"basis\": measured|interpolated|extrapolated, \"outside_by\"|null, \"graph_share\", \"stress_share\", \"notes\", "
                + "\"sentence\"}], \"unread\": [{\"file\", \"error\"}]}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        if ((atoms == null) == (structure == null)) {
            throw CommandFailure.usage(
                            "Say the size: --atoms N, or --structure FILE to count it (one of them, not both).")
                    .withHelpHint();
        }
        if (structure != null && !(rMax > 0 && rMax <= 20)) {
            throw CommandFailure.usage("--r-max must be above 0 and at most 20 Å, not " + rMax + ".");
        }
        StructureSize counted = structure == null ? null : count();
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
        SizeEstimateRequest request = counted == null
                ? new SizeEstimateRequest(runs, atoms, timestepFs)
                : new SizeEstimateRequest(
                        runs,
                        counted.atoms(),
                        timestepFs,
                        counted.edgesPerAtom(),
                        structure + ", counted by MACE's neighbour list at " + SpeedFormat.us(counted.rMax()) + " Å");
        List<String> problems = new ArrayList<>(request.problems());
        if (!problems.isEmpty()) {
            if (!unread.isEmpty() && request.measured().isEmpty()) {
                // Runs were named but none could be read: say why each could not, not "name a run".
                problems.remove(SizeEstimateRequest.NO_RUN);
            }
            unread.forEach(u -> problems.add(u.file() + ": " + u.error()));
            throw CommandFailure.usage(problems);
        }
        List<SizeEstimate> estimates = new SizeEstimateService().estimate(request);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOutput.print(
                    out,
                    new EstimatesJson(estimates.stream().map(EstimateJson::of).toList(), unread));
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
