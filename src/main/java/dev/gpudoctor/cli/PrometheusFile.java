package dev.gpudoctor.cli;

import dev.gpudoctor.files.OutputTarget;
import dev.gpudoctor.metrics.AtomicTextFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** The {@code --prometheus FILE} option of check and capabilities: "-" is stdout, else a textfile written atomically. */
final class PrometheusFile {

    static final String DESCRIPTION =
            "Also write the results as Prometheus metrics for node_exporter's textfile collector"
                    + " (a *.prom file in its --collector.textfile.directory), replaced atomically; '-' prints them instead.";

    private PrometheusFile() {}

    static boolean toStdout(Path file) {
        return file != null && file.toString().equals("-");
    }

    /** Refuses, before anything runs, a file whose folder does not exist, a folder, a link, a device or FIFO, a name too long. */
    static void validate(Path file) {
        if (file == null || toStdout(file)) {
            return;
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw CommandFailure.usage("--prometheus " + file + ": the folder " + dir + " does not exist.");
        }
        OutputTarget.problem(file).ifPresent(problem -> {
            throw CommandFailure.usage("--prometheus " + file + ": " + problem);
        });
        if (Files.isDirectory(file)) {
            throw CommandFailure.usage("--prometheus " + file + " is a folder; name a file in it, e.g. "
                    + file.resolve("gpu-doctor.prom") + ".");
        }
    }

    static void write(Path file, String metrics, PrintWriter out) {
        if (toStdout(file)) {
            out.print(metrics);
            out.flush();
            return;
        }
        try {
            AtomicTextFile.write(file, metrics);
        } catch (IOException e) {
            throw CommandFailure.cannotWrite("Could not write the metrics to " + file + ": " + e.getMessage());
        }
    }
}
