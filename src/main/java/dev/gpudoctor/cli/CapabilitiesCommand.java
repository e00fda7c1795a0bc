package dev.gpudoctor.cli;

import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.cli.format.MetricsAnswer;
import dev.gpudoctor.cli.format.OutputFormat;
import dev.gpudoctor.metrics.PrometheusText;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.GpuDevice;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "capabilities",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Measures what the GPU can really do by doing each operation in a child process, per device:",
            "driver, pinned / mapped / managed memory, concurrent managed access, cooperative launch (JCuda, in a",
            "probe child JVM), Triton, cuEquivariance, NVML, CUDA IPC (Python bridge). A crash is a failed cell.",
            "Cell states: supported, reported-only, unsupported, failed, not-probed (with the reason).",
            "Exit code: 0 every cell supported or not-probed for a stated reason (e.g. no driver), 1 some",
            "capability unsupported or only reported, 2 some probe failed, 3 usage."
        })
final class CapabilitiesCommand implements Callable<Integer>, FormattedCommand {

    private final Supplier<CapabilityService> service;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Option(names = "--prometheus", paramLabel = "FILE", description = PrometheusFile.DESCRIPTION)
    Path prometheus;

    @Option(names = "--device", paramLabel = "N", description = "Probe only device N (default: every device).")
    Integer device;

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--only",
            split = ",",
            paramLabel = "ID",
            description = "Probe only these capabilities (comma-separated ids, e.g. pinned-budget,cuda-graphs).")
    List<String> only = List.of();

    CapabilitiesCommand(Supplier<CapabilityService> service) {
        this.service = service;
    }

    @Override
    public Set<OutputFormat> formats() {
        return EnumSet.of(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.PROMETHEUS);
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"devices\": [...], \"capabilities\": [{\"id\", \"title\", \"mitigation\", \"cells\": [...]}]}.";
    }

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (device != null && device < 0) {
            throw CommandFailure.usage("--device must be 0 or more, not " + device + ".");
        }
        Set<Capability> chosen = EnumSet.noneOf(Capability.class);
        for (String id : only) {
            chosen.add(Capability.ofId(id.strip())
                    .orElseThrow(() -> CommandFailure.usage("Unknown capability '" + id + "'; known: "
                            + String.join(
                                    ", ",
                                    Arrays.stream(Capability.values())
                                            .map(Capability::id)
                                            .toList()) + ".")));
        }
        OutputFormat format = formatOptions.chosen(new FormatOptions.Alias(
                "--prometheus -", PrometheusFile.toStdout(prometheus), OutputFormat.PROMETHEUS));
        PrometheusFile.validate(prometheus);
        CapabilityService capabilities = service.get();
        int width = capabilities.capabilities().stream()
                .mapToInt(c -> c.id().length())
                .max()
                .orElse(10);
        CapabilityMatrix matrix = capabilities.probe(new CapabilityRequest(chosen, device, interpreter.python), row -> {
            if (format.showsProgress()) {
                printRow(out, row, width);
            }
        });
        CapabilitiesAnswer answer = new CapabilitiesAnswer(matrix, Instant.now());
        if (prometheus != null && !PrometheusFile.toStdout(prometheus)) {
            PrometheusFile.write(prometheus, answer.metrics(), out);
        }
        return format.render(answer, out);
    }

    /** The matrix probed, for whichever format was asked for. */
    private record CapabilitiesAnswer(CapabilityMatrix matrix, Instant finished) implements MetricsAnswer {

        @Override
        public int exitCode() {
            return CapabilitiesCommand.exitCode(matrix);
        }

        @Override
        public void printText(PrintWriter out) {
            printDevices(out, matrix);
            printMitigations(out, matrix);
        }

        @Override
        public Object json() {
            return CapabilityJson.write(matrix);
        }

        @Override
        public String metrics() {
            return PrometheusText.of(matrix, finished);
        }
    }

    static int exitCode(CapabilityMatrix matrix) {
        var tally = matrix.tally();
        if (tally.getOrDefault(CapabilityState.FAILED, 0) > 0) {
            return ExitCodes.FAILURES;
        }
        if (tally.getOrDefault(CapabilityState.UNSUPPORTED, 0) + tally.getOrDefault(CapabilityState.REPORTED_ONLY, 0)
                > 0) {
            return ExitCodes.FINDINGS;
        }
        return ExitCodes.OK;
    }

    private static void printRow(PrintWriter out, CapabilityRow row, int width) {
        for (CapabilityCell cell : row.cells()) {
            out.printf(
                    Locale.ROOT,
                    "%s %-13s  %-" + width + "s  %s%s%n",
                    cell.state().icon(),
                    cell.state().jsonName(),
                    row.capability().id(),
                    cell.device() == null ? "" : "[device " + cell.device() + "] ",
                    cell.detail());
        }
        out.flush();
    }

    private static void printDevices(PrintWriter out, CapabilityMatrix matrix) {
        out.println();
        if (matrix.devices().isEmpty()) {
            out.println("Devices: none could be listed.");
        } else {
            out.println("Devices:");
            for (GpuDevice device : matrix.devices()) {
                out.printf(
                        Locale.ROOT,
                        "  %s, %.1f GiB%n",
                        device.label(),
                        device.totalMemoryBytes() / (double) (1L << 30));
            }
        }
        out.flush();
    }

    private static void printMitigations(PrintWriter out, CapabilityMatrix matrix) {
        boolean heading = false;
        for (CapabilityRow row : matrix.rows()) {
            boolean needs = row.cells().stream()
                    .anyMatch(cell -> cell.state() == CapabilityState.FAILED
                            || cell.state() == CapabilityState.UNSUPPORTED
                            || cell.state() == CapabilityState.REPORTED_ONLY);
            if (needs) {
                if (!heading) {
                    out.println();
                    out.println("Known mitigations:");
                    heading = true;
                }
                out.println(
                        "  " + row.capability().id() + ": " + row.capability().mitigation());
            }
        }
        out.flush();
    }
}
