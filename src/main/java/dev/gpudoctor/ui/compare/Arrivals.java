package dev.gpudoctor.ui.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Hands sweep points from the sweep's thread to the UI thread in batches: whatever arrived since the
 * last hand-over goes in one task. A fast sweep then costs one table and verdict update per frame
 * instead of one per point, which had queued work on the FX thread faster than it could run.
 */
final class Arrivals {

    private final Executor uiExecutor;
    private final Consumer<List<Arrival>> onUiThread;
    private final List<Arrival> pending = new ArrayList<>();
    private boolean scheduled;

    Arrivals(Executor uiExecutor, Consumer<List<Arrival>> onUiThread) {
        this.uiExecutor = uiExecutor;
        this.onUiThread = onUiThread;
    }

    /** Any thread. */
    void add(Arrival arrival) {
        synchronized (pending) {
            pending.add(arrival);
            if (scheduled) {
                return;
            }
            scheduled = true;
        }
        uiExecutor.execute(this::drain);
    }

    private void drain() {
        List<Arrival> batch;
        synchronized (pending) {
            batch = List.copyOf(pending);
            pending.clear();
            scheduled = false;
        }
        if (!batch.isEmpty()) {
            onUiThread.accept(batch);
        }
    }
}
