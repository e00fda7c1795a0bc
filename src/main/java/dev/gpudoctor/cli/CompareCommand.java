package dev.gpudoctor.cli;

import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleRefusedException;
import dev.gpudoctor.bundle.ComparisonRow;
import dev.gpudoctor.bundle.HostComparison;
import dev.gpudoctor.bundle.OpenedBundle;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Compares two bundles side by side (say a WSL2 laptop and a native Linux server): host, Python stack,",
            "checklist verdicts, capability cells when present, run figures, runs of your own command added with",
            "bundle --exec (command, switches, end, findings, duration); differences first.",
            "Exit code: 0 the same, 1 differences, 2 a bundle was refused (unsafe, damaged, unknown version), 3 usage."
        })
final class CompareCommand implements Callable<Integer>, FormattedCommand {

    private final BundleReader reader;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A.zip")
    Path a;

    @Parameters(index = "1", paramLabel = "B.zip")
    Path b;

    @Mixin
    FormatOptions formatOptions;

    @Option(names = "--all", description = "Also list what is the same (text output; --json always has every row).")
    boolean all;

    /** {@code compare --json}: the two labels, how many rows differ, and every row. */
    record CompareJson(String a, String b, long differences, List<ComparisonRow> rows) {}

    CompareCommand(BundleReader reader) {
        this.reader = reader;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"a\", \"b\", \"differences\", \"rows\": [{\"section\", \"item\", \"a\", \"b\", \"differs\"}]}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        OpenedBundle first;
        OpenedBundle second;
        try {
            first = open(a);
            second = open(b);
        } catch (BundleRefusedException e) {
            throw CommandFailure.refused(e.getMessage());
        }
        HostComparison comparison = HostComparison.of(first, second);
        if (json) {
            JsonOutput.print(
                    out,
                    new CompareJson(
                            comparison.labelA(), comparison.labelB(), comparison.differenceCount(), comparison.rows()));
        } else {
            print(out, comparison);
        }
        return comparison.differenceCount() == 0 ? ExitCodes.OK : ExitCodes.FINDINGS;
    }

    private OpenedBundle open(Path zip) throws BundleRefusedException {
        try {
            return reader.open(zip);
        } catch (BundleRefusedException e) {
            throw new BundleRefusedException("refused " + zip + ": " + e.getMessage());
        }
    }

    private void print(PrintWriter out, HostComparison comparison) {
        out.println("A: " + comparison.labelA());
        out.println("B: " + comparison.labelB());
        out.println(
                comparison.differenceCount() + " difference" + (comparison.differenceCount() == 1 ? "" : "s") + ":");
        boolean sameHeading = false;
        for (ComparisonRow row : comparison.rows()) {
            if (!row.differs()) {
                if (!all) {
                    break;
                }
                if (!sameHeading) {
                    out.println();
                    out.println("The same:");
                    sameHeading = true;
                }
            }
            out.printf(
                    Locale.ROOT,
                    "  %-12s %-28s A: %s%n  %-12s %-28s B: %s%n",
                    row.section(),
                    row.item(),
                    row.a(),
                    "",
                    "",
                    row.b());
        }
        out.flush();
    }
}
