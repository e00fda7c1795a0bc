package dev.gpudoctor.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.bundle.BundleInputs;
import dev.gpudoctor.bundle.BundleOptions;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.BundleWriter;
import dev.gpudoctor.bundle.OutputFolder;
import dev.gpudoctor.bundle.SectionOutcome;
import dev.gpudoctor.exec.ExecHistory;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.model.CheckLevel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "bundle",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Writes a bug-report zip: summary.md, report.json (host, checklist, runs, diagnoses), raw/ (nvidia-smi,",
            "/proc/version, os-release, loader config, pip freeze, the Python env report), logs/, charts/ and a",
            "manifest with the sha256 of every file. Secrets, home folder, user name, GPU UUIDs and the host name",
            "are redacted in every file. 'check --host-root DIR/raw' re-runs the checks on an unpacked bundle.",
            "A 'check' run within 15 minutes (same interpreter, every check the level needs) is included, not run again.",
            "Exit code: 0 written, 1 written with sections skipped or errored, 2 not written, 3 usage."
        })
final class BundleCommand implements Callable<Integer>, FormattedCommand {

    private final BundleService bundles;

    @Spec
    CommandSpec spec;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE.zip",
            description = "Where to write (default: gpu-doctor-bundle-<time>.zip here).")
    Path output;

    @Option(names = "--no-runs", description = "Leave out the run history and its charts.")
    boolean noRuns;

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description = {
                "quick: host facts and the host checks, no Python started (seconds; what",
                "'fleet --level quick' collects on each machine); standard (default): + the Python checks, pip freeze, the env report and the capability matrix."
            })
    String level = CheckLevel.DEFAULT.word();

    @Option(
            names = "--fresh-checklist",
            description = "Run the checklist for this bundle even when a recent 'check' run could be included.")
    boolean freshChecklist;

    @Option(names = "--keep-hostname", description = "Do not replace this machine's name with <host>.")
    boolean keepHostname;

    @Option(
            names = "--host-root",
            paramLabel = "DIR",
            hidden = true,
            description = "Bundle a captured host tree instead of this machine.")
    Path hostRoot;

    @Option(
            names = "--exec",
            paramLabel = "RESULT",
            description = {
                "Include a run of your own command: a file 'exec' kept (in",
                "~/.local/share/gpu-doctor/exec/) or an 'exec --json' output. Repeat for more."
            })
    List<Path> execResults = new ArrayList<>();

    @Mixin
    FormatOptions formatOptions;

    BundleCommand(BundleService bundles) {
        this.bundles = bundles;
    }

    /**
     * {@code bundle --json}: where, how big, how many files, which checklist run it includes (absent when
     * none), how each section ended and how many values of each kind were redacted.
     */
    record BundleJson(
            String file,
            long bytes,
            int files,
            @JsonInclude(JsonInclude.Include.NON_NULL) BundleInputs.IncludedChecklist checklist,
            List<SectionOutcome> sections,
            Map<String, Integer> redactions) {}

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"file\", \"bytes\", \"sections\": [...], \"redactions\": {...}}.";
    }

    @Override
    public Integer call() throws InterruptedException {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CheckLevel chosenLevel = CheckLevel.of(level)
                .orElseThrow(
                        () -> CommandFailure.usage("--level must be " + CheckLevel.words() + ", not '" + level + "'."));
        if (hostRoot != null && !Files.isDirectory(hostRoot)) {
            throw CommandFailure.usage("--host-root " + hostRoot + " is not a directory.");
        }
        List<ExecResult> execs = new ArrayList<>();
        for (Path file : execResults) {
            try {
                execs.add(ExecHistory.read(file));
            } catch (IOException e) {
                throw CommandFailure.unreadable(e.getMessage());
            }
        }
        Path target = output != null ? output : BundleService.defaultOutput(Path.of(""));
        if (Files.isDirectory(target)) {
            target = BundleService.defaultOutput(target);
        }
        BundleWriter.Written written;
        try {
            written = bundles.create(
                    new BundleOptions(
                            target,
                            !noRuns,
                            interpreter.python,
                            hostRoot,
                            !keepHostname,
                            chosenLevel,
                            !freshChecklist,
                            execs),
                    (fraction, step) -> {
                        if (!json) {
                            err.println(step);
                        }
                    });
        } catch (IOException e) {
            throw CommandFailure.cannotWrite((e instanceof OutputFolder.Unwritable ? "cannot" : "could not") + " write "
                    + target + ": " + OutputFolder.why(e));
        }
        long notIncluded = written.outcomes().stream()
                .filter(o -> !o.state().equals(SectionOutcome.INCLUDED))
                .count();
        if (json) {
            JsonOutput.print(
                    out,
                    new BundleJson(
                            written.file().toString(),
                            written.bytes(),
                            written.files().size(),
                            written.includedChecklist().orElse(null),
                            written.outcomes(),
                            written.redactions()));
        } else {
            out.printf(
                    "Wrote %s (%d files, %,d bytes).%n",
                    written.file(), written.files().size(), written.bytes());
            written.includedChecklist().ifPresent(run -> out.println(run.sentence()));
            for (SectionOutcome outcome : written.outcomes()) {
                if (!outcome.state().equals(SectionOutcome.INCLUDED)) {
                    out.printf("  %-8s %s: %s%n", outcome.state(), outcome.section(), outcome.reason());
                }
            }
            out.println("Redacted: "
                    + (written.redactions().isEmpty()
                            ? "nothing needed replacing"
                            : written.redactions().toString().replaceAll("[{}]", "")));
            out.flush();
        }
        return notIncluded == 0 ? ExitCodes.OK : ExitCodes.FINDINGS;
    }
}
