package dev.gpudoctor.diagnosis;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScratchGridTest {
    @Test
    void grid() throws Exception {
        DiagnosisService rulesOnly = new DiagnosisService(KnowledgeBase.standard());
        Set<String> unfound = new HashSet<>();
        for (Path folder : KnownReportLibraryTest.folders().stream()
                .filter(f -> !KnownReportLibraryTest.heldOut(f))
                .toList()) {
            for (Path file : KnownReportLibraryTest.reportFiles(folder)) {
                Fixtures.Fixture fixture = Fixtures.parse(
                        file.getFileName().toString(),
                        Fixtures.Split.TRAIN,
                        Files.readString(file, StandardCharsets.UTF_8));
                if (FixtureScore.recognised(rulesOnly, fixture.text()).isEmpty()) {
                    unfound.add(file.getFileName().toString().replaceFirst("\\.txt$", ""));
                }
            }
        }
        List<KnownReport> library = KnownReportLibrary.standard();
        String[] grid = System.getProperty("grid", "50:0.6,52:0.6,54:0.6,56:0.6,50:0.4,50:0.3")
                .split(",");
        for (String g : grid) {
            String[] p = g.split(":");
            SimilarReports.Settings s = new SimilarReports.Settings(
                    3, 0.7, Double.parseDouble(p[0]), 1, true, 3f, 2.0f, 1.0f, Double.parseDouble(p[1]));
            var z = new SimilarReportsMeasureTest.Tally(0, 0, 0, 0);
            var all = SimilarReportsMeasureTest.leaveOneStackOut(library, s).values().stream()
                    .reduce(z, SimilarReportsMeasureTest.Tally::plus);
            var asked =
                    SimilarReportsMeasureTest.leaveOneStackOut(library, s, r -> unfound.contains(r.id()))
                            .values()
                            .stream()
                            .reduce(z, SimilarReportsMeasureTest.Tally::plus);
            System.out.println(String.format(
                    Locale.ROOT,
                    "GRID score %s margin %s: whole %d/%d ans %d rec %.3f prec %.3f neg %d | asked right %d ans %d neg %d",
                    p[0],
                    p[1],
                    all.right(),
                    all.positives(),
                    all.answered(),
                    all.recall(),
                    all.precision(),
                    all.negativesHit(),
                    asked.right(),
                    asked.answered(),
                    asked.negativesHit()));
        }
    }
}
