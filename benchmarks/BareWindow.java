import java.lang.management.ManagementFactory;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

/**
 * The floor for benchmarks/startup.sh: an empty JavaFX Stage of GPU Doctor's size, started from the
 * same jar with the same JVM flags, reporting its first frame the way FirstFrameReporter does.
 * With the argument {@code shell}: the least a window like GPU Doctor's can be — the Primer theme, a
 * menu bar of three menus, eight tabs and one line of text — to tell what any tabbed window costs
 * from what GPU Doctor adds. Compiled by startup.sh against target/gpu-doctor.jar; not part of the app.
 */
public final class BareWindow {

    public static void main(String[] args) {
        // A main class that extends Application is refused on the class path; GPU Doctor's Launcher does the same.
        Application.launch(Window.class, args);
    }

    public static final class Window extends Application {

        private static javafx.scene.Parent shell() {
            Application.setUserAgentStylesheet(new atlantafx.base.theme.PrimerLight().getUserAgentStylesheetBSS());
            javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane();
            for (String title :
                    new String[] {"Start", "Checklist", "Capabilities", "Runs", "Compare", "Diagnose", "Report", "Fleet"
                    }) {
                tabs.getTabs().add(new javafx.scene.control.Tab(title));
            }
            tabs.getTabs().get(0).setContent(new javafx.scene.control.Label("This machine"));
            javafx.scene.control.MenuBar menus = new javafx.scene.control.MenuBar(
                    new javafx.scene.control.Menu("_File"),
                    new javafx.scene.control.Menu("_View"),
                    new javafx.scene.control.Menu("_Help"));
            javafx.scene.layout.BorderPane root = new javafx.scene.layout.BorderPane(tabs);
            root.setTop(menus);
            return root;
        }

        @Override
        public void start(Stage stage) {
            Scene scene = new Scene(getParameters().getRaw().contains("shell") ? shell() : new Pane(), 1280, 800);
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                scene.removePostLayoutPulseListener(listener[0]);
                Platform.runLater(() -> {
                    long now = System.currentTimeMillis();
                    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
                    System.out.println("First frame " + (now - jvmStart) + " ms after JVM start (at " + now
                            + " ms since the epoch)");
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
