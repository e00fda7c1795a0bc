package dev.gpudoctor.app;

import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.common.UncaughtErrorHandler;
import dev.gpudoctor.ui.shell.CloseConfirmation;
import dev.gpudoctor.ui.shell.MainWindow;
import dev.gpudoctor.ui.shell.Stylesheets;
import dev.gpudoctor.ui.theme.ThemeMenu;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The JavaFX application. Started by {@link Launcher}, never as the jar's main class. */
public final class GpuDoctorApplication extends Application {

    static final double WIDTH = 1280;
    static final double HEIGHT = 800;

    private AppContext context;

    @Override
    public void start(Stage stage) {
        long start = System.nanoTime();
        UncaughtErrorHandler.install(() -> stage);
        context = EarlyAppContext.take();
        long contextTaken = System.nanoTime();
        // Before the first control exists: otherwise JavaFX loads Modena first, only to drop it.
        ThemeStylesheets.follow(context.themeViewModel().schemeProperty());
        long contextReady = System.nanoTime();
        // The Fleet tab's form as it was at the last Start (the real app only: tests keep the user's settings out).
        context.fleetViewModel().keepFormIn(context.settings());
        // The interpreters chosen in Runs and Report, as they were when the window last closed.
        context.keepInterpretersIn(context.settings());
        List<TabView> views = context.createTabViews();
        long viewsReady = System.nanoTime();
        // Quit asks the window to close, so it asks first while a run is under way, as the close button does.
        MainWindow window = new MainWindow(
                context.mainViewModel(),
                context.logViewModel(),
                views,
                () -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)),
                false);
        window.viewMenu().getItems().add(ThemeMenu.of(context.themeViewModel()));
        Scene scene = new Scene(window.root(), WIDTH, HEIGHT);
        Stylesheets.apply(scene);
        FirstFrameReporter.watch(scene, () -> {
            window.attachLog();
            context.afterFirstFrame();
        });
        CloseConfirmation.install(stage, context.unfinishedWork());
        stage.setTitle("GPU Doctor");
        stage.setScene(scene);
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        long beforeShow = System.nanoTime();
        stage.show();
        Logger log = LoggerFactory.getLogger(GpuDoctorApplication.class);
        if (log.isDebugEnabled()) {
            log.debug(
                    "Services {} ms (theme {} ms), tabs {} ms, window {} ms, show {} ms; {}",
                    (contextTaken - start) / 1_000_000,
                    (contextReady - contextTaken) / 1_000_000,
                    (viewsReady - contextReady) / 1_000_000,
                    (beforeShow - viewsReady) / 1_000_000,
                    (System.nanoTime() - beforeShow) / 1_000_000,
                    nodeCounts(scene.getRoot()));
        }
    }

    /** How many nodes of each kind the first scene holds: what the first CSS pass and layout cost grows with. */
    private static String nodeCounts(Parent root) {
        Map<String, Integer> counts = new TreeMap<>();
        ArrayDeque<Node> todo = new ArrayDeque<>(List.of(root));
        int total = 0;
        while (!todo.isEmpty()) {
            Node node = todo.pop();
            total++;
            counts.merge(node.getClass().getSimpleName(), 1, Integer::sum);
            if (node instanceof Parent parent) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return total + " nodes " + counts;
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }
}
