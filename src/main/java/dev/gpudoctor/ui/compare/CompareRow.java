package dev.gpudoctor.ui.compare;

/** One line of the comparison table, already in words: the table only shows strings. */
public record CompareRow(String config, String structure, String atoms, String medianStep, String band, String firstCall,
                         String throughput, String speed, String versusBaseline, String peakMemory, String status) {

    CompareRow withVersusBaseline(String text) {
        return text.equals(versusBaseline) ? this
                : new CompareRow(config, structure, atoms, medianStep, band, firstCall, throughput, speed, text, peakMemory, status);
    }
}
