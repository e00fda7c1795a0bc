package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shipped library of known reports is exactly what the non-held-out fixtures make, so it cannot go
 * stale: when a fixture is added or the normaliser changes, this fails until
 * {@code tools/diagnosis/known-reports.sh} writes the file again (it runs this test with
 * {@code -Dknown-reports.write=PATH}).
 */
class KnownReportLibraryTest {

    /** Held-out folders are scored, never shipped: the library may not know their answers. */
    static boolean heldOut(Path folder) {
        return folder.getFileName().toString().startsWith("heldout");
    }

    /** The library made from every fixture folder but the held-out ones, in folder then file-name order. */
    static List<KnownReport> fromFixtures() throws IOException {
        List<KnownReport> reports = new ArrayList<>();
        for (Path folder : folders().stream().filter(f -> !heldOut(f)).toList()) {
            for (Path file : reportFiles(folder)) {
                String name = file.getFileName().toString();
                Fixtures.Fixture fixture =
                        Fixtures.parse(name, Fixtures.Split.TRAIN, Files.readString(file, StandardCharsets.UTF_8));
                List<String> text = LogText.of(fixture.text()).lines();
                List<String> lines = SimilarReports.signalLines(text);
                if (!lines.isEmpty()) { // a report with no signal line can never be found: it would only cost bytes
                    reports.add(new KnownReport(
                            name.substring(0, name.length() - ".txt".length()),
                            List.copyOf(fixture.expected()),
                            ReportStack.of(fixture.stack(), fixture.source()),
                            fixture.source(),
                            lines,
                            SimilarReports.signalTerms(Signals.read(text))));
                }
            }
        }
        return reports;
    }

    static List<Path> folders() throws IOException {
        try (Stream<Path> all = Files.list(fixturesRoot())) {
            return all.filter(Files::isDirectory).sorted().toList();
        }
    }

    static List<Path> reportFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().contains("--")
                            && f.toString().endsWith(".txt"))
                    .sorted()
                    .toList();
        }
    }

    static Path fixturesRoot() {
        try {
            return Path.of(KnownReportLibraryTest.class
                    .getResource("/diagnosis/fixtures")
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theShippedLibraryIsWhatTheFixturesMake() throws IOException {
        String made = KnownReportLibrary.write(fromFixtures());
        String target = System.getProperty("known-reports.write");
        if (target != null && !target.isBlank()) {
            Files.writeString(Path.of(target), made, StandardCharsets.UTF_8);
        }
        String shipped;
        try (InputStream in = KnownReportLibrary.class.getResourceAsStream(KnownReportLibrary.RESOURCE)) {
            assertThat(in)
                    .as(KnownReportLibrary.RESOURCE + " in main resources")
                    .isNotNull();
            shipped = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (target == null || target.isBlank()) { // when writing, the classpath still holds the file as it was
            assertThat(shipped)
                    .as("the shipped library is stale: run tools/diagnosis/known-reports.sh")
                    .isEqualTo(made);
            assertThat(KnownReportLibrary.standard()).as("read back").isEqualTo(fromFixtures());
        }
    }

    @Test
    void noHeldOutReportIsInTheLibraryAndEveryOtherOneWithSignalsIs() throws IOException {
        Set<String> heldOut = new java.util.HashSet<>();
        Set<String> others = new java.util.HashSet<>();
        for (Path folder : folders()) {
            for (Path file : reportFiles(folder)) {
                String id = file.getFileName().toString().replaceFirst("\\.txt$", "");
                (heldOut(folder) ? heldOut : others).add(id);
            }
        }
        Set<String> shipped =
                KnownReportLibrary.standard().stream().map(KnownReport::id).collect(Collectors.toSet());
        assertThat(heldOut).as("held-out reports").hasSizeGreaterThan(200);
        assertThat(shipped).doesNotContainAnyElementsOf(heldOut);
        assertThat(others).containsAll(shipped);
        assertThat(shipped.size()).as("train reports with a signal line").isGreaterThan(others.size() * 9 / 10);
    }

    @Test
    void theLibraryStaysSmall() throws IOException {
        try (InputStream in = KnownReportLibrary.class.getResourceAsStream(KnownReportLibrary.RESOURCE)) {
            int bytes = in.readAllBytes().length;
            List<KnownReport> reports = KnownReportLibrary.standard();
            System.out.printf(
                    "known-reports.jsonl: %d reports, %d bytes (%.0f bytes a report)%n",
                    reports.size(), bytes, bytes / (double) reports.size());
            // Signal lines only, at most 24 of 200 characters each: far under a report's size.
            assertThat(bytes / reports.size()).isLessThan(3000);
        }
    }
}
