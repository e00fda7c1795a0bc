package dev.gpudoctor.app;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.ui.common.BackgroundTaskExecutor;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import javafx.application.Platform;

/**
 * Builds the window's {@link AppContext} on its own thread while JavaFX starts its toolkit, instead
 * of on the FX thread after it: the services and view models were a quarter of the start-up, and the
 * toolkit spends much of its start waiting on the display. Work the context hands to the FX thread
 * before the toolkit runs waits in {@link DeferredFxExecutor} and goes out in order once it does.
 */
final class EarlyAppContext {

    private static final DeferredFxExecutor FX = new DeferredFxExecutor();
    private static FutureTask<AppContext> building;

    private EarlyAppContext() {}

    /** Called by the launcher just before {@code Application.launch}. */
    static synchronized void startBuilding() {
        if (building == null) {
            building = new FutureTask<>(() -> {
                AppContext context = new AppContext(new BackgroundTaskExecutor(2, FX), FX, LogBuffer.shared());
                // Reads the settings file, then the theme's stylesheet once: both off the FX thread.
                ThemeStylesheets.warmUp(
                        context.themeViewModel().schemeProperty().get());
                return context;
            });
            new NamedDaemonThreadFactory("gpu-doctor-early-context")
                    .newThread(building)
                    .start();
        }
    }

    /** On the FX thread, from {@code start}: the context (built now if nobody started it early). */
    static AppContext take() {
        startBuilding();
        FX.open();
        try {
            return building.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while the window's services were being built", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** {@link Platform#runLater} that holds what arrives before the toolkit runs, then sends it on in order. */
    static final class DeferredFxExecutor implements Executor {

        private final List<Runnable> waiting = new ArrayList<>();
        private final Executor fx;
        private boolean open;

        DeferredFxExecutor() {
            this(Platform::runLater);
        }

        DeferredFxExecutor(Executor fx) {
            this.fx = fx;
        }

        @Override
        public synchronized void execute(Runnable work) {
            if (open) {
                fx.execute(work);
            } else {
                waiting.add(work);
            }
        }

        /** The toolkit runs: what waited goes out now, in the order it came. */
        synchronized void open() {
            if (!open) {
                open = true;
                waiting.forEach(fx::execute);
                waiting.clear();
            }
        }
    }
}
