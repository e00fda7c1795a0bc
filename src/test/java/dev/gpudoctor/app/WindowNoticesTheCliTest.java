package dev.gpudoctor.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.checklist.KeptChecklistRun;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.parts.Parts;
import dev.gpudoctor.testing.AppClassPath;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.runs.RunsView;
import dev.gpudoctor.ui.start.StartView;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 44 item 3: work done by the CLI while the window is open shows up in it. A real
 * {@code gpu-doctor run} child writes a run into the history folder and the open Runs tab lists it; a
 * checklist kept on disk (as {@code check} and {@code bundle} keep it) replaces the start page's
 * "Not checked yet".
 */
@ExtendWith(ApplicationExtension.class)
class WindowNoticesTheCliTest {

    /** The contract: "within seconds". Well above the poll's 2 s, far below a restart. */
    private static final long WITHIN_SECONDS = 15;

    @TempDir
    Path home;

    private AppContext context;
    private final List<Stage> windows = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (Stage window : windows) {
            WaitForAsyncUtils.asyncFx(window::close).get();
        }
        if (context != null) {
            context.close();
        }
    }

    @Test
    void aRunMadeByTheCliAndAKeptChecklistAppearInTheOpenWindow(FxRobot robot) throws Exception {
        Path data = home.resolve("data");
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.keySet().removeIf(name -> name.startsWith("XDG_"));
        environment.put("XDG_DATA_HOME", data.toString());
        Parts parts = Parts.builder().userHome(home).environment(environment).build();
        context = WaitForAsyncUtils.asyncFx(() -> new AppContext(
                        new CurrentThreadTaskExecutor(),
                        javafx.application.Platform::runLater,
                        new LogBuffer(100),
                        parts))
                .get();
        RunHistory runs = parts.history();
        CheckHistory checks = parts.checkHistory();
        assertThat(runs.directory()).startsWithRaw(data);
        assertThat(checks.directory()).startsWithRaw(data);

        List<TabView> tabs = WaitForAsyncUtils.asyncFx(context::createTabViews).get();
        Stage runsWindow = show(tabs, RunsView.ID);
        Stage startWindow = show(tabs, StartView.ID);
        @SuppressWarnings("unchecked")
        TableView<RunRecord> table = robot.from(runsWindow.getScene().getRoot())
                .lookup("#runs-history-table")
                .queryAs(TableView.class);
        Label verdict = robot.from(startWindow.getScene().getRoot())
                .lookup("#start-verdict")
                .queryAs(Label.class);
        WaitForAsyncUtils.asyncFx(context::watchHistoryFolders).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getItems()).isEmpty();
        assertThat(verdict.getText()).contains("Not checked yet");

        // A real `gpu-doctor run` in a terminal: its Python does not exist, so it fails at once, and is kept.
        int exit = cli(
                environment,
                "run",
                "--python",
                home.resolve("no-such-python").toString(),
                "--device",
                "cpu",
                "--model",
                "arch:small",
                "--structure",
                "h2o");
        assertThat(exit).as("the run failed, classified").isEqualTo(2);
        assertThat(runs.directory())
                .as("the child's stderr: %s", Files.readString(home.resolve("cli.err")))
                .isDirectory();
        try (Stream<Path> kept = Files.list(runs.directory())) {
            assertThat(kept.filter(file -> file.toString().endsWith(".json")).count())
                    .isEqualTo(1);
        }
        WaitForAsyncUtils.waitFor(
                WITHIN_SECONDS, TimeUnit.SECONDS, () -> table.getItems().size() == 1);
        assertThat(table.getItems().get(0).point().failureReason()).isEqualTo("python-not-found");

        // A checklist kept by another process, as `check` keeps it.
        CheckInfo first = parts.checklist().checks().get(0);
        HostFacts host = new HostFacts(
                "/",
                null,
                new Platform(Platform.Kind.NATIVE_LINUX, List.of()),
                null,
                null,
                null,
                null,
                Map.of(),
                null,
                List.of());
        CheckResult failed = new CheckResult(
                first.id(),
                first.title(),
                CheckStatus.FAIL,
                "no NVIDIA GPU",
                "Nothing answered.",
                "Install the driver.",
                List.of(),
                5,
                RecommendedAction.NONE);
        Instant finished = Instant.now();
        new KeptChecklistRun(checks.directory())
                .keep(new ChecklistRun(
                        new ChecklistRequest(List.of(first.id()), null, null, false, false),
                        null,
                        finished.minusSeconds(3),
                        finished,
                        new ChecklistReport(host, List.of(failed)),
                        null,
                        null));

        WaitForAsyncUtils.waitFor(
                WITHIN_SECONDS, TimeUnit.SECONDS, () -> !verdict.getText().contains("Not checked yet"));
        WaitForAsyncUtils.waitForFxEvents();
        String status = robot.from(startWindow.getScene().getRoot())
                .lookup("#start-status")
                .queryAs(Label.class)
                .getText();
        assertThat(status).contains("of the checklist kept at");
        assertThat(context.checklistViewModel().progressProperty().get()).startsWith("From the checklist kept at");
    }

    private Stage show(List<TabView> tabs, String id) throws Exception {
        TabView tab =
                tabs.stream().filter(view -> view.id().equals(id)).findFirst().orElseThrow();
        Stage window =
                OwnWindow.show((Parent) WaitForAsyncUtils.asyncFx(tab::content).get(), 1024, 700);
        windows.add(window);
        return window;
    }

    /** The app's own launcher in a child JVM, as a terminal runs it; its exit code. */
    private int cli(Map<String, String> environment, String... args) throws Exception {
        List<String> line = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Djava.awt.headless=true",
                "-Dgpudoctor.home=" + Path.of("").toAbsolutePath(),
                "-cp",
                String.join(File.pathSeparator, AppClassPath.runtime()),
                "dev.gpudoctor.app.Launcher"));
        line.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(line)
                .redirectOutput(home.resolve("cli.out").toFile())
                .redirectError(home.resolve("cli.err").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().clear();
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("gpu-doctor " + String.join(" ", args) + " did not finish within 120 s");
        }
        return process.exitValue();
    }
}
