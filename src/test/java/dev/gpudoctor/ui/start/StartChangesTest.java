package dev.gpudoctor.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChangeTracker;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.model.SinceLast;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The start page answers "it worked yesterday" from the machine's check history, as check --since-last does. */
@ExtendWith(ApplicationExtension.class)
class StartChangesTest {

    @TempDir
    Path history;

    private final NoTorchMachine machine = new NoTorchMachine();
    private ChecklistViewModel checklist;

    @Start
    void start(Stage stage) {
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        checklist = new ChecklistViewModel(machine, tasks, Runnable::run, new DebugToggles());
        ChangeTracker tracker = new ChangeTracker(new CheckHistory(history.resolve("checks")));
        checklist.trackChangesWith(report -> tracker.record(report, null, Instant.now()));
        CapabilitiesViewModel capabilities = new CapabilitiesViewModel(machine, tasks, Runnable::run);
        StartViewModel vm = new StartViewModel(checklist, capabilities, () -> {}, () -> {});
        stage.setScene(new Scene((Parent) new StartView(vm).content(), 1024, 700));
        stage.show();
    }

    @Test
    void aSecondChecklistSaysThatTorchCameAndItsCheckFlipped(FxRobot robot) throws Exception {
        Label changes = robot.lookup("#start-changes").queryAs(Label.class);
        assertThat(changes.isVisible())
                .as("nothing to say before a checklist ran")
                .isFalse();

        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(changes.getText()).startsWith("First checklist kept for this machine");
        assertThat(changes.isVisible()).isTrue();

        // The same machine after the MACE set-up: the window now checks GPU Doctor's own Python, which has torch.
        robot.interact(() -> checklist.pythonProperty().set("/home/u/.local/share/gpu-doctor/python-env/bin/python"));
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(changes.getText())
                .startsWith("Since the last check (")
                .contains("torch not installed \u2192 2.8.0", "python-env fail \u2192 pass")
                .doesNotContain("gpu-visible");
        String png = System.getProperty("gpudoctor.startPng");
        if (png != null) {
            // For a person to look at (-Dgpudoctor.startPng=DIR); the assertions above are the test.
            WritableImage image = WaitForAsyncUtils.asyncFx(
                            () -> changes.getScene().snapshot(null))
                    .get();
            ImageIO.write(
                    SwingFXUtils.fromFXImage(image, null),
                    "png",
                    Path.of(png, "start-changes.png").toFile());
        }
    }

    @Test
    void aChecklistOfSomeChecksIsNotKept(FxRobot robot) {
        Path kept = history.resolve("checks");
        long before = countFiles(kept);
        robot.interact(() -> checklist.runSelected(List.of(checklist.items().get(0))));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(countFiles(kept))
                .as("a partial run is not a snapshot of the machine")
                .isEqualTo(before);
    }

    @Test
    void theLineSaysWhenNothingChanged() {
        Instant earlier = Instant.parse("2026-11-25T14:03:00Z");
        assertThat(StartViewModel.changesLine(new SinceLast(earlier, List.of()), ZoneOffset.UTC))
                .isEqualTo("Nothing changed since the last check (2026-11-25 14:03): same versions, same verdicts.");
        assertThat(StartViewModel.changesLine(null, ZoneOffset.UTC)).isEmpty();
    }

    private static long countFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
