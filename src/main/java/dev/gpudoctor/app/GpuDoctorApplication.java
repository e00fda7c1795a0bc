package dev.gpudoctor.app;

import dev.gpudoctor.ui.common.UncaughtErrorHandler;
import dev.gpudoctor.ui.shell.MainWindow;
import dev.gpudoctor.ui.shell.Stylesheets;
import dev.gpudoctor.ui.theme.ThemeMenu;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

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
        java.util.List<dev.gpudoctor.ui.common.TabView> views = context.createTabViews();
        long viewsReady = System.nanoTime();
        // Quit asks the window to close, so it asks first while a run is under way, as the close button does.
        MainWindow window = new MainWindow(context.mainViewModel(), context.logViewModel(), views,
                () -> stage.fireEvent(new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)), false);
        window.viewMenu().getItems().add(ThemeMenu.of(context.themeViewModel()));
        Scene scene = new Scene(window.root(), WIDTH, HEIGHT);
        Stylesheets.apply(scene);
        FirstFrameReporter.watch(scene, () -> {
            window.attachLog();
            context.afterFirstFrame();
        });
        dev.gpudoctor.ui.shell.CloseConfirmation.install(stage, context.unfinishedWork());
        stage.setTitle("GPU Doctor");
        stage.setScene(scene);
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        long beforeShow = System.nanoTime();
        stage.show();
        org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(GpuDoctorApplication.class);
        if (log.isDebugEnabled()) {
            log.debug("Services {} ms (theme {} ms), tabs {} ms, window {} ms, show {} ms; {}",
                    (contextTaken - start) / 1_000_000, (contextReady - contextTaken) / 1_000_000, (viewsReady - contextReady) / 1_000_000,
                    (beforeShow - viewsReady) / 1_000_000, (System.nanoTime() - beforeShow) / 1_000_000, nodeCounts(scene.getRoot()));
        }
    }

    /** How many nodes of each kind the first scene holds: what the first CSS pass and layout cost grows with. */
    private static String nodeCounts(javafx.scene.Parent root) {
        java.util.Map<String, Integer> counts = new java.util.TreeMap<>();
        java.util.ArrayDeque<javafx.scene.Node> todo = new java.util.ArrayDeque<>(java.util.List.of(root));
        int total = 0;
        while (!todo.isEmpty()) {
            javafx.scene.Node node = todo.pop();
            total++;
            counts.merge(node.getClass().getSimpleName(), 1, Integer::sum);
            if (node instanceof javafx.scene.Parent parent) {
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
