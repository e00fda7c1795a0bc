package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.ErrorSummary;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Last line of defence: an error nobody caught is logged once and shown as a short message with
 * copyable details. While one such dialog is open, further errors are only logged, so that a
 * repeating failure (say, in a pulse listener) cannot bury the user in windows.
 */
public final class UncaughtErrorHandler implements Thread.UncaughtExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(UncaughtErrorHandler.class);

    private final Supplier<Window> owner;
    private Alert openDialog;
    private int suppressed;

    public UncaughtErrorHandler(Supplier<Window> owner) {
        this.owner = owner;
    }

    public static UncaughtErrorHandler install(Supplier<Window> owner) {
        UncaughtErrorHandler handler = new UncaughtErrorHandler(owner);
        Thread.setDefaultUncaughtExceptionHandler(handler);
        if (Platform.isFxApplicationThread()) {
            Thread.currentThread().setUncaughtExceptionHandler(handler);
        }
        return handler;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        LOG.error("Unexpected error in thread {}", thread.getName(), error);
        ErrorSummary summary = ErrorSummary.of(error);
        try {
            if (Platform.isFxApplicationThread()) {
                show(summary);
            } else {
                Platform.runLater(() -> show(summary));
            }
        } catch (IllegalStateException toolkitGone) {
            // The toolkit is shutting down; the log line above is all we can do.
        }
    }

    private void show(ErrorSummary summary) {
        if (openDialog != null && openDialog.isShowing()) {
            suppressed++;
            openDialog.setHeaderText("Something went wrong (" + (suppressed + 1) + " errors; see the log pane)");
            return;
        }
        suppressed = 0;
        openDialog = ErrorDialog.create(owner.get(), "Something went wrong", summary);
        openDialog.show();
    }
}
