package dev.gpudoctor.cli.format;

/** An answer that can be read as Prometheus metrics (check, capabilities). */
public interface MetricsAnswer extends CommandAnswer {

    /** The metrics in Prometheus' text format, as node_exporter's textfile collector reads them. */
    String metrics();
}
