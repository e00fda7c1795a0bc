import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

import java.lang.management.ManagementFactory;

/**
 * The floor for benchmarks/startup.sh: an empty JavaFX Stage of GPU Doctor's size, started from the
 * same jar with the same JVM flags, reporting its first frame the way FirstFrameReporter does.
 * Compiled by startup.sh against target/gpu-doctor.jar; not part of the app.
 */
public final class BareWindow {

    public static void main(String[] args) {
        // A main class that extends Application is refused on the class path; GPU Doctor's Launcher does the same.
        Application.launch(Window.class, args);
    }

    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            Scene scene = new Scene(new Pane(), 1280, 800);
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                scene.removePostLayoutPulseListener(listener[0]);
                Platform.runLater(() -> {
                    long now = System.currentTimeMillis();
                    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
                    System.out.println("First frame " + (now - jvmStart) + " ms after JVM start (at " + now + " ms since the epoch)");
                    Platform.exit();
                });
            };
            scene.addPostLayoutPulseListener(listener[0]);
            stage.setTitle("bare");
            stage.setScene(scene);
            stage.show();
        }
    }
}
