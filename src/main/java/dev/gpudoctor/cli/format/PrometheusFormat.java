package dev.gpudoctor.cli.format;

import java.io.PrintWriter;

/** {@code --prometheus -}: the metrics are the output. ({@code --prometheus FILE} writes them beside any format.) */
final class PrometheusFormat implements FormatRenderer {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        out.print(answer.as(MetricsAnswer.class, OutputFormat.PROMETHEUS).metrics());
        out.flush();
        return answer.exitCode();
    }
}
