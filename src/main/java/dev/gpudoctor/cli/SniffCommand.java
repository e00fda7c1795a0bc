package dev.gpudoctor.cli;

import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.SniffReport;
import dev.gpudoctor.sniff.SniffedGpu;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "sniff",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Times a BF16 GEMM and 256 MiB copies (pinned host to device, device to device) on every GPU, a few seconds",
            "per GPU, each probe in a child Python, and compares each GPU with the others of the same name: more than one",
            "standard deviation and more than 10 % below their mean is a slow GPU (Megatron-LM's rule); with one or two",
            "GPUs of a name, each figure is read against its ceiling instead (below half of it is low). docs/gpu-sniff.md.",
            "Exit code: 0 no GPU slow (or no GPU to measure), 1 a figure low or faster than its siblings, 2 a slow GPU or",
            "a probe that failed on a GPU, 3 usage."
        })
final class SniffCommand implements Callable<Integer>, FormattedCommand {

    private final Supplier<CapabilityService> service;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Mixin
    PythonOption interpreter;

    SniffCommand(Supplier<CapabilityService> service) {
        this.service = service;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"gpus\": [...], \"verdicts\": [...]} or {\"not_measured\": \"why\"}.";
    }

    @Override
    public Integer call() throws InterruptedException {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        SniffReport report = service.get().sniff(interpreter.python);
        if (json) {
            JsonOutput.print(out, report);
        } else {
            print(out, report);
        }
        return exitCode(report);
    }

    static int exitCode(SniffReport report) {
        if (report.probeFailed()
                || !report.ofKind(FigureVerdict.Kind.SLOW_OUTLIER).isEmpty()
                || report.gpus().stream().anyMatch(gpu -> !gpu.failures().isEmpty())) {
            return ExitCodes.FAILURES;
        }
        return report.ofKind(FigureVerdict.Kind.FAST_OUTLIER).isEmpty()
                        && report.ofKind(FigureVerdict.Kind.BELOW_CEILING).isEmpty()
                ? ExitCodes.OK
                : ExitCodes.FINDINGS;
    }

    private static void print(PrintWriter out, SniffReport report) {
        if (report.notMeasured() != null) {
            out.println((report.probeFailed() ? "Could not measure: " : "Nothing measured: ") + report.notMeasured());
            out.flush();
            return;
        }
        for (FigureVerdict verdict : report.verdicts()) {
            out.println(switch (verdict.kind()) {
                        case SLOW_OUTLIER -> "SLOW ";
                        case FAST_OUTLIER -> "FAST ";
                        case BELOW_CEILING -> "LOW  ";
                        case OK -> "ok   ";
                        case NOT_COMPARED -> "--   ";
                    }
                    + verdict.sentence());
        }
        for (SniffedGpu gpu : report.gpus()) {
            gpu.failures().forEach(failure -> out.println("FAIL " + gpu.label() + " " + failure));
            gpu.notes().forEach(note -> out.println("     " + gpu.label() + ": " + note));
        }
        out.flush();
    }
}
