package dev.gpudoctor.app;

import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.ui.common.BackgroundTaskExecutor;
import dev.gpudoctor.ui.common.UncaughtErrorHandler;
import dev.gpudoctor.ui.shell.MainWindow;
import dev.gpudoctor.ui.shell.Stylesheets;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The JavaFX application. Started by {@link Launcher}, never as the jar's main class. */
public final class GpuDoctorApplication extends Application {

    static final double WIDTH = 1280;
    static final double HEIGHT = 800;

    private AppContext context;

    @Override
    public void start(Stage stage) {
        UncaughtErrorHandler.install(() -> stage);
        context = new AppContext(new BackgroundTaskExecutor(2, Platform::runLater), Platform::runLater, LogBuffer.shared());
        MainWindow window = new MainWindow(context.mainViewModel(), context.logViewModel(), context.createTabViews(), Platform::exit);
        Scene scene = new Scene(window.root(), WIDTH, HEIGHT);
        Stylesheets.apply(scene);
        FirstFrameReporter.watch(scene, () -> context.runsViewModel().loadInterpreters());
        stage.setTitle("GPU Doctor");
        stage.setScene(scene);
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        stage.show();
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }
}
