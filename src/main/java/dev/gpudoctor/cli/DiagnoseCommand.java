package dev.gpudoctor.cli;

import dev.gpudoctor.bundle.DiagnosisInput;
import dev.gpudoctor.bundle.UnreadableInputException;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.LogText;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.LaunchCommand;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "diagnose",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Recognises known CUDA / WSL2 / PyTorch / Triton / cuEquivariance / MACE failures in a log, traceback,",
            "collect_env or nvidia-smi text and says what they mean and what to do. FILE '-' reads standard input.",
            "Error codes (cudaErrorX, CUDA_ERROR_X, NVMLError_X, CUBLAS_STATUS_X, 'CUDA error N', ...) count as evidence for the",
            "failure they belong to; a code no known failure explains is reported as an 'error-code' finding saying what it means, and a bare signal (Bus error, Segmentation fault, Killed, Illegal instruction), a framework's 'is_available() False', or words saying the GPU is not used, a GPU program hangs or runs slowly, as a low-confidence 'symptom' finding saying what to paste next.",
            "Exit code: 0 no known failure recognised (error-code and symptom findings alone included), 1 a known failure recognised,",
            "2 the file cannot be read, 3 usage."
        })
final class DiagnoseCommand implements Callable<Integer>, FormattedCommand {

    private final DiagnosisService diagnosis;
    private final DiagnosisInput files;
    private final Supplier<InputStream> stdin;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @ArgGroup(exclusive = true)
    Platform platform;

    static final class Platform {
        @Option(names = "--wsl2", description = "The text comes from WSL2 (default: decided from the text).")
        boolean wsl2;

        @Option(
                names = "--native-linux",
                description = "The text comes from native Linux (default: decided from the text).")
        boolean nativeLinux;
    }

    @Parameters(index = "0", paramLabel = "FILE|-", description = "The text to diagnose; '-' for standard input.")
    String file;

    DiagnoseCommand(DiagnosisService diagnosis, DiagnosisInput files, Supplier<InputStream> stdin) {
        this.diagnosis = diagnosis;
        this.files = files;
        this.stdin = stdin;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"findings\": [{\"id\", \"kind\" (known-issue | error-code | symptom), \"found_by\" (rule | code | similar), \"title\", \"confidence\", \"evidence\": [{\"line\", \"text\"}], \"remedy\", ...}]}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        LogText text;
        String name = "-".equals(file) ? "standard input" : file;
        try {
            text = "-".equals(file) ? LogText.read(new KeepOpen(stdin.get())) : files.read(Path.of(file));
        } catch (UnreadableInputException e) {
            throw CommandFailure.unreadable(e.getMessage());
        } catch (IOException | RuntimeException e) {
            throw CommandFailure.unreadable(name + " cannot be read: " + e.getMessage());
        }
        DiagnosisReport report = diagnosis.diagnose(text, context());
        if (json) {
            JsonOutput.print(out, toJson(report));
        } else {
            printText(out, name, report);
        }
        if (!report.inputNote().isEmpty()) {
            err.println("gpu-doctor diagnose: " + report.inputNote());
            err.flush();
        }
        return report.findings().stream().anyMatch(DiagnosisFinding::knownIssue) ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    private DiagnosisContext context() {
        if (platform != null && platform.wsl2) {
            return DiagnosisContext.WSL2;
        }
        if (platform != null && platform.nativeLinux) {
            return DiagnosisContext.NATIVE_LINUX;
        }
        return DiagnosisContext.UNKNOWN;
    }

    /** {@code diagnose --json}: every finding whole, as a bundle and {@code run --json} write it too, and what was read. */
    record DiagnoseJson(List<DiagnosisFinding> findings, Input input) {}

    /** How much of the text was read. */
    record Input(int lines, boolean truncated, boolean binary) {}

    static DiagnoseJson toJson(DiagnosisReport report) {
        return new DiagnoseJson(report.findings(), new Input(report.linesRead(), report.truncated(), report.binary()));
    }

    private static void printText(PrintWriter out, String name, DiagnosisReport report) {
        out.println(report.headline(name));
        if (!report.hasFindings()) {
            out.flush();
            return;
        }
        for (DiagnosisFinding finding : report.findings()) {
            out.println();
            out.printf(
                    Locale.ROOT,
                    "%3d %%  %s  (%s, %s)%n",
                    finding.percent(),
                    finding.title(),
                    DiagnosisReport.label(finding),
                    finding.foundBy().phrase());
            for (EvidenceLine line : finding.evidence()) {
                out.printf(Locale.ROOT, "  line %d: %s%n", line.line(), line.text());
            }
            out.println("  What it means: " + finding.explanation());
            out.println("  What to do:");
            finding.remedy().lines().forEach(line -> out.println("    " + line));
            if (!finding.confirmedBy().isEmpty()) {
                out.println("  Confirm with: " + LaunchCommand.line("check --only ")
                        + finding.confirmedBy().stream().map(CheckId::id).collect(Collectors.joining(",")));
            }
            if (!finding.references().isEmpty()) {
                out.println("  See: " + String.join("  ", finding.references()));
            }
        }
        out.flush();
    }

    /** Standard input belongs to the process; reading it to the end must not close it. */
    private static final class KeepOpen extends FilterInputStream {
        KeepOpen(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
            // left open on purpose
        }
    }
}
