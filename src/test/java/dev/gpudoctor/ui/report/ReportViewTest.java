package dev.gpudoctor.ui.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.ComparisonRow;
import dev.gpudoctor.bundle.UnavailableSection;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Report tab over recorded host trees: preview, create with progress, compare two bundles, a refused one. */
@ExtendWith(ApplicationExtension.class)
class ReportViewTest {

    /** Every check the catalogue has: the bundle runs them all. */
    private static final int CHECKS = CheckId.values().length;

    private Path temp;
    private ReportViewModel vm;

    private static BundleService service(Path runs) {
        return new BundleService(
                new ChecklistService(Map.of(), new CommandRunner(), request -> null),
                new RunHistory(runs),
                DiagnosisService.standard(),
                new LogBuffer(10),
                () -> "python3",
                new dev.gpudoctor.bridge.ChildOpRunner(Map.of(), () -> Path.of("python-bridge")),
                new CommandRunner(),
                Map.of(),
                "/home/nobody-here",
                "nobody-here",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new UnavailableSection("capabilities", "not available in this build")));
    }

    @Start
    void start(Stage stage) throws Exception {
        temp = Files.createTempDirectory("gpudoctor-report-view");
        Path tree = HostTreesAccess.materialise("wsl2-healthy", temp.resolve("trees"));
        vm = new ReportViewModel(
                service(temp.resolve("runs")),
                new BundleReader(),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                temp,
                tree);
        Scene scene = new Scene((Parent) new ReportView(vm).content(), 1280, 760);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    /** At the smallest window (1024x700: the comparison pane gets about 500 px) no heading of the comparison is cut. */
    @Test
    void atTheSmallestWindowTheComparisonHeadingsReadWhole(FxRobot robot) throws Exception {
        Stage own = dev.gpudoctor.testing.OwnWindow.show((Parent) new ReportView(vm).content(), 1024, 600);
        try {
            WaitForAsyncUtils.waitForFxEvents();
            java.util.Set<javafx.scene.Node> headings =
                    own.getScene().lookup("#report-comparison").lookupAll(".column-header .label");
            assertThat(headings).hasSize(4);
            for (javafx.scene.Node heading : headings) {
                javafx.scene.control.Label label = (javafx.scene.control.Label) heading;
                assertThat(dev.gpudoctor.testing.Truncation.isCut(label))
                        .as("heading '%s'", label.getText())
                        .isFalse();
            }
        } finally {
            robot.interact(own::close);
        }
    }

    @Test
    void thePreviewFollowsTheOptionsAndTheNoticeSaysWhatIsRedacted(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ListView<String> preview = robot.lookup("#report-preview").queryAs(ListView.class);
        assertThat(preview.getItems()).anyMatch(line -> line.startsWith("runs — the run history"));
        assertThat(preview.getItems()).anyMatch(line -> line.contains("raw/.gpu-doctor/commands/nvidia-smi-q-x.txt"));
        assertThat(preview.getItems()).anyMatch(line -> line.equals("capabilities — not available in this build"));
        assertThat(robot.lookup("#report-privacy").queryAs(Label.class).getText())
                .contains("TOKEN")
                .contains("GPU UUIDs");

        robot.clickOn("#report-include-runs");

        assertThat(preview.getItems()).anyMatch(line -> line.startsWith("runs — left out"));
    }

    @Test
    void createWritesTheBundleAndFillsTheProgressBar(FxRobot robot) {
        Path output = temp.resolve("mine.zip");
        robot.interact(() -> vm.outputProperty().set(output.toString()));

        robot.clickOn("#report-create");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(output).isRegularFile();
        assertThat(robot.lookup("#report-status").queryAs(Label.class).getText())
                .startsWith("Wrote " + output)
                .contains("capabilities skipped");
        assertThat(robot.lookup("#report-progress").queryAs(ProgressBar.class).getProgress())
                .isEqualTo(1.0);
        assertThat(vm.bundleAProperty().get()).isEqualTo(output.toString());
        // A second Create never writes over the first bundle: the name moved on to a fresh one.
        assertThat(vm.outputProperty().get())
                .isNotEqualTo(output.toString())
                .startsWith(temp.resolve("gpu-doctor-bundle-").toString());
        long before = output.toFile().lastModified();
        robot.clickOn("#report-create");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(output.toFile().lastModified()).isEqualTo(before);
        assertThat(Path.of(vm.outputProperty().get()).getParent()).isEqualTo(temp);
    }

    /** Issue 30 item 8: the bar is the checks done of the checks to run, not empty until the zip is written. */
    @Test
    void theProgressBarMovesCheckByCheckWhileTheBundleRunsTheChecklist(FxRobot robot) {
        ProgressBar bar = robot.lookup("#report-progress").queryAs(ProgressBar.class);
        Label status = robot.lookup("#report-status").queryAs(Label.class);
        List<Double> shown = new java.util.ArrayList<>();
        List<String> said = new java.util.ArrayList<>();
        robot.interact(() -> {
            bar.progressProperty().addListener((obs, was, now) -> shown.add(now.doubleValue()));
            status.textProperty().addListener((obs, was, now) -> said.add(now));
            vm.outputProperty().set(temp.resolve("progress.zip").toString());
        });

        robot.clickOn("#report-create");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(shown).as("the bar only moves forward").isSorted();
        assertThat(shown.stream()
                        .filter(value -> value > 0 && value < 0.6)
                        .distinct()
                        .count())
                .as("one step per check while the checklist runs")
                .isGreaterThanOrEqualTo(CHECKS);
        assertThat(said)
                .contains("Running the checklist: 0 of " + CHECKS + " checks…")
                .anyMatch(text -> text.startsWith("Running the checklist: 10 of " + CHECKS + " checks ("))
                .anyMatch(text -> text.startsWith("Running the checklist: " + CHECKS + " of " + CHECKS + " checks ("));
        assertThat(bar.getProgress()).isEqualTo(1.0);
        assertThat(status.getText())
                .contains("It includes a checklist run for it (" + CHECKS + " checks, finished at ");
    }

    @Test
    void twoBundlesCompareSideBySideDifferencesFirst(FxRobot robot) throws Exception {
        Path server = HostTreesAccess.materialise("native-driver", temp.resolve("trees"));
        Path b = service(temp.resolve("runs"))
                .create(
                        new dev.gpudoctor.bundle.BundleOptions(temp.resolve("server.zip"), true, null, server, true),
                        null)
                .file();
        robot.interact(() -> vm.outputProperty().set(temp.resolve("laptop.zip").toString()));
        robot.clickOn("#report-create");
        robot.clickOn("#report-compare-b").write(b.toString());

        robot.clickOn("#report-compare");
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<ComparisonRow> table = robot.lookup("#report-comparison").queryAs(TableView.class);
        assertThat(table.getItems()).isNotEmpty();
        assertThat(table.getItems().get(0).differs()).isTrue();
        assertThat(robot.lookup("#report-compare-status").queryAs(Label.class).getText())
                .contains("A: Ubuntu 22.04.3 LTS (wsl2)")
                .contains("differences, listed first");
    }

    /** Issue 44 item 4: five cuEquivariance packages read "cuequivariance-ops-…" alike, and a cut cell had no tooltip. */
    @Test
    void cutCellsAreToldApartAndReadWholeInTheirTooltip(FxRobot robot) throws Exception {
        List<String> packages = List.of(
                "cuequivariance-ops-torch-cu11",
                "cuequivariance-ops-torch-cu12",
                "cuequivariance-ops-torch-cu13",
                "cuequivariance-ops-cu12",
                "cuequivariance-ops-cu13");
        String long_ =
                "PASS — host RAM 19.6 of 20.1 GiB available; /dev/shm 10.0 GiB; NVIDIA GeForce RTX 4090 Laptop GPU: 15800 of 16376 MiB free";
        robot.interact(() -> {
            List<ComparisonRow> rows = new java.util.ArrayList<>();
            packages.forEach(name -> rows.add(new ComparisonRow("python", name, "not installed", "0.5.1", true)));
            rows.add(new ComparisonRow("checklist", "memory", long_, long_, false));
            vm.comparison().setAll(rows);
        });
        WaitForAsyncUtils.waitForFxEvents();

        java.util.Set<javafx.scene.Node> cells =
                robot.lookup("#report-comparison").queryAs(TableView.class).lookupAll(".table-cell");
        List<javafx.scene.control.Labeled> items = cells.stream()
                .map(node -> (javafx.scene.control.Labeled) node)
                .filter(cell -> cell.getText() != null && packages.contains(cell.getText()))
                .toList();
        assertThat(items).hasSize(5);
        List<String> drawn = items.stream()
                .map(cell -> cell.getChildrenUnmodifiable().stream()
                        .filter(child -> child instanceof javafx.scene.text.Text)
                        .map(child -> ((javafx.scene.text.Text) child).getText())
                        .findFirst()
                        .orElse(""))
                .toList();
        assertThat(drawn).as("what the Item column draws").doesNotHaveDuplicates();
        javafx.scene.control.Labeled cut = cells.stream()
                .map(node -> (javafx.scene.control.Labeled) node)
                .filter(cell -> long_.equals(cell.getText()))
                .findFirst()
                .orElseThrow();
        assertThat(dev.gpudoctor.ui.common.CutTextTooltip.isCut(cut))
                .as("too long for its column")
                .isTrue();
        assertThat(cut.getTooltip()).isNotNull();
        assertThat(cut.getTooltip().getText()).isEqualTo(long_);
    }

    @Test
    void aRefusedBundleSaysWhyAndKeepsNothing(FxRobot robot) throws Exception {
        Path broken = temp.resolve("broken.zip");
        Files.writeString(broken, "not a zip at all, just text pretending to be one\n".repeat(3));
        robot.interact(() -> {
            vm.bundleAProperty().set(broken.toString());
            vm.bundleBProperty().set(broken.toString());
        });

        robot.clickOn("#report-compare");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#report-compare-status").queryAs(Label.class).getText())
                .startsWith("Refused " + broken)
                .contains("not a zip")
                .doesNotContain("Exception");
    }

    @Test
    void aPlaceThatCannotTakeTheZipIsSaidAtOnceAndNothingRuns(org.testfx.api.FxRobot robot) throws Exception {
        String missing = java.nio.file.Files.writeString(temp.resolve("a-file-" + System.nanoTime()), "x")
                .resolve("bundle.zip")
                .toString();
        robot.interact(() -> {
            vm.outputProperty().set(missing);
            vm.createBundle();
        });

        assertThat(vm.statusProperty().get())
                .startsWith("Cannot write " + missing + ": ")
                .contains("is a file, not a folder")
                .doesNotContain("Exception");
        assertThat(vm.runningProperty().get()).isFalse();
    }
}
