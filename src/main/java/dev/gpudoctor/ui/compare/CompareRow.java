package dev.gpudoctor.ui.compare;

/**
 * One line of the comparison table, already in words: the table only shows strings. {@code status} is
 * short (ok, or the failure's reason); {@code detail} is the whole failure message, shown in a wrapping
 * pane under the table so a long message never widens a column.
 */
public record CompareRow(
        String config,
        String structure,
        String atoms,
        String medianStep,
        String band,
        String firstCall,
        String throughput,
        String speed,
        String versusBaseline,
        String peakMemory,
        String status,
        String detail) {

    CompareRow withVersusBaseline(String text) {
        return text.equals(versusBaseline)
                ? this
                : new CompareRow(
                        config,
                        structure,
                        atoms,
                        medianStep,
                        band,
                        firstCall,
                        throughput,
                        speed,
                        text,
                        peakMemory,
                        status,
                        detail);
    }
}
