package dev.gpudoctor.app;

import dev.gpudoctor.cli.ScreenshotException;
import dev.gpudoctor.cli.ScreenshotTaker;
import dev.gpudoctor.cli.ScreenshotVariant;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.Screenshot;
import dev.gpudoctor.ui.capabilities.CapabilityItem;
import dev.gpudoctor.ui.checklist.CheckItem;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.shell.MainWindow;
import dev.gpudoctor.ui.shell.Stylesheets;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.control.TableView;
import javafx.scene.image.WritableImage;
import javafx.scene.transform.Transform;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Renders each tab of the real main window to a PNG, under headless Monocle unless a toolkit is
 * already running (as in TestFX tests), so it works with no display at all.
 */
public final class HeadlessScreenshots implements ScreenshotTaker {

    private static final Logger LOG = LoggerFactory.getLogger(HeadlessScreenshots.class);
    private static final long TIMEOUT_SECONDS = 120;
    /** The command of {@code --exec} gets this long, on top of the rendering's own limit. */
    private static final long EXEC_SECONDS = 120;

    @Override
    public List<Screenshot> renderAll(Path directory) throws ScreenshotException {
        return renderAll(directory, false, null);
    }

    @Override
    public List<Screenshot> renderAll(Path directory, boolean withResults, String python) throws ScreenshotException {
        return renderAll(
                directory, withResults, python, (int) GpuDoctorApplication.WIDTH, (int) GpuDoctorApplication.HEIGHT);
    }

    @Override
    public List<Screenshot> renderAll(Path directory, boolean withResults, String python, int width, int height)
            throws ScreenshotException {
        return renderVariants(
                directory, withResults, python, List.of(new ScreenshotVariant(width, height, 1.0, false, "")));
    }

    @Override
    public List<Screenshot> renderVariants(
            Path directory, boolean withResults, String python, List<ScreenshotVariant> variants)
            throws ScreenshotException {
        return render(directory, withResults, python, variants, null);
    }

    @Override
    public List<Screenshot> renderVariants(
            Path directory, String python, List<ScreenshotVariant> variants, String execCommand)
            throws ScreenshotException {
        return render(directory, true, python, variants, execCommand);
    }

    private List<Screenshot> render(
            Path directory, boolean withResults, String python, List<ScreenshotVariant> variants, String execCommand)
            throws ScreenshotException {
        for (ScreenshotVariant variant : variants) {
            prepare(variant.directory(directory));
        }
        boolean startedHere = startToolkit();
        CompletableFuture<List<Screenshot>> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(renderOnFxThread(directory, withResults, python, variants, execCommand));
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        try {
            long limit = TIMEOUT_SECONDS + (execCommand == null ? 0 : EXEC_SECONDS);
            return result.get(limit, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new ScreenshotException("rendering did not finish within " + TIMEOUT_SECONDS + " s"
                    + (execCommand == null ? "" : " plus the command's " + EXEC_SECONDS + " s"));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ScreenshotException screenshotProblem) {
                throw screenshotProblem;
            }
            LOG.debug("Screenshot rendering failed", cause);
            throw new ScreenshotException(
                    "rendering failed: " + ErrorSummary.of(cause).message(), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ScreenshotException("interrupted while rendering");
        } finally {
            if (startedHere) {
                Platform.exit();
            }
        }
    }

    private static Path prepare(Path directory) throws ScreenshotException {
        try {
            Files.createDirectories(directory);
        } catch (IOException | SecurityException e) {
            throw new ScreenshotException("cannot create the folder " + directory + " ("
                    + ErrorSummary.of(e).message() + ")");
        }
        if (!Files.isDirectory(directory) || !Files.isWritable(directory)) {
            throw new ScreenshotException("cannot write into " + directory);
        }
        return directory;
    }

    /** Starts a headless toolkit; returns false when one was already running in this process. */
    private static boolean startToolkit() throws ScreenshotException {
        setIfAbsent("glass.platform", "Monocle");
        setIfAbsent("monocle.platform", "Headless");
        setIfAbsent("prism.order", "sw");
        setIfAbsent("java.awt.headless", "true");
        try {
            CompletableFuture<Void> started = new CompletableFuture<>();
            Platform.startup(() -> started.complete(null));
            started.get(30, TimeUnit.SECONDS);
            Platform.setImplicitExit(false);
            return true;
        } catch (IllegalStateException alreadyRunning) {
            return false;
        } catch (TimeoutException | ExecutionException | RuntimeException e) {
            throw new ScreenshotException(
                    "the headless JavaFX toolkit did not start: "
                            + ErrorSummary.of(e).message(),
                    e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ScreenshotException("interrupted while starting JavaFX");
        }
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    private static List<Screenshot> renderOnFxThread(
            Path directory, boolean withResults, String python, List<ScreenshotVariant> variants, String execCommand)
            throws ScreenshotException {
        try (AppContext context = new AppContext(new CurrentThreadTaskExecutor(), Runnable::run, LogBuffer.shared())) {
            List<TabView> views = context.createTabViews();
            // No fleet is reachable from here: the Fleet tab shows a sample that says it is one.
            context.fleetViewModel().hostsProperty().set(SampleFleet.HOSTS);
            context.fleetViewModel().show(SampleFleet.report(), SampleFleet.ORIGIN);
            if (withResults) {
                // The current-thread executor makes both run to the end right here, before any picture.
                if (python != null && !python.isBlank()) {
                    context.runsViewModel().interpreter().pythonProperty().set(python);
                }
                context.checklistViewModel().runAll();
                context.capabilitiesViewModel().probeAll();
                // What a user does next: paste the checklist (Copy as Markdown) into Diagnose.
                String checklist = context.checklistViewModel().markdown();
                if (checklist != null) {
                    context.diagnoseViewModel().inputProperty().set(checklist);
                    context.diagnoseViewModel().diagnose();
                }
                if (execCommand != null) {
                    context.execViewModel().commandProperty().set(execCommand);
                    context.execViewModel().timeoutSecondsProperty().set(String.valueOf(EXEC_SECONDS));
                    context.execViewModel()
                            .askAfterFailedInitTestProperty()
                            .set(false); // nobody to ask: it runs on, as the CLI does
                    context.execViewModel().run();
                }
            }
            MainWindow window = new MainWindow(context.mainViewModel(), context.logViewModel(), views, () -> {});
            Scene scene = new Scene(
                    window.root(), variants.get(0).width(), variants.get(0).height());
            // (reassigned per variant size below)
            Stylesheets.apply(scene);
            Stage stage = new Stage();
            stage.setScene(scene);
            String userAgent = Application.getUserAgentStylesheet();
            stage.show();
            try {
                List<Screenshot> shots = new ArrayList<>();
                for (ScreenshotVariant variant : variants) {
                    ThemeStylesheets.apply(variant.dark() ? ColorScheme.DARK : ColorScheme.LIGHT);
                    if (scene.getWidth() != variant.width() || scene.getHeight() != variant.height()) {
                        // A scene keeps its size under Monocle whatever the stage does: a new one at the variant's
                        // size.
                        scene.setRoot(new Group());
                        scene = new Scene(window.root(), variant.width(), variant.height());
                        Stylesheets.apply(scene);
                        stage.setScene(scene);
                    }
                    for (int i = 0; i < views.size(); i++) {
                        window.selectTab(i);
                        if (withResults) {
                            // Skins (a SplitPane's, a TableView's) exist only after a CSS pass; lookup needs them.
                            scene.getRoot().applyCss();
                            scene.getRoot().layout();
                            selectFirstFinding(
                                    window.tabs().get(i).getContent(),
                                    views.get(i).id());
                        }
                        WritableImage image = snapshot(window, scene, variant);
                        Path file = variant.directory(directory)
                                .resolve(views.get(i).id() + ".png");
                        write(image, file);
                        shots.add(new Screenshot(
                                views.get(i).id(), file.toString(), (int) image.getWidth(), (int) image.getHeight()));
                    }
                }
                return shots;
            } finally {
                stage.close();
                Application.setUserAgentStylesheet(userAgent); // a test's toolkit keeps running after us
            }
        }
    }

    /** With results, the picture shows what a click on the first problem shows: its details and help. */
    private static void selectFirstFinding(Node content, String tab) {
        if (content == null
                || !(content.lookup("#" + tab + "-table") instanceof TableView<?> table)
                || table.getItems().isEmpty()) {
            return;
        }
        int chosen = 0;
        for (int row = 0; row < table.getItems().size(); row++) {
            Object item = table.getItems().get(row);
            boolean problem = item instanceof CheckItem check
                    ? check.resultProperty().get() != null
                            && check.resultProperty().get().status().isFailure()
                    : item instanceof CapabilityItem capability
                            && capability.rowProperty().get() != null
                            && capability.rowProperty().get().cells().stream()
                                    .anyMatch(cell -> cell.state() == CapabilityState.FAILED);
            if (problem) {
                chosen = row;
                break;
            }
        }
        table.getSelectionModel().clearAndSelect(chosen);
    }

    /** At the variant's logical size, with the pixels scaled as a HiDPI screen would (text and icons stay sharp). */
    private static WritableImage snapshot(MainWindow window, Scene scene, ScreenshotVariant variant) {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        if (variant.scale() == 1.0) {
            return scene.snapshot(null);
        }
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setTransform(Transform.scale(variant.scale(), variant.scale()));
        return window.root().snapshot(parameters, null);
    }

    private static void write(WritableImage image, Path file) throws ScreenshotException {
        try {
            if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile())) {
                throw new ScreenshotException("no PNG writer is available in this Java runtime");
            }
        } catch (IOException e) {
            throw new ScreenshotException(
                    "cannot write " + file + " (" + ErrorSummary.of(e).message() + ")");
        }
    }
}
