package dev.gpudoctor.concurrent;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place that creates threads (an architecture test enforces it): daemon, so a stuck child
 * process never keeps the app alive; named, so a thread dump says what each one does; and with a
 * handler so that no exception dies silently.
 */
public final class NamedDaemonThreadFactory implements ThreadFactory {

    private final String prefix;
    private final AtomicInteger counter = new AtomicInteger();

    public NamedDaemonThreadFactory(String prefix) {
        this.prefix = prefix;
    }

    private static Logger logger() {
        return LoggerFactory.getLogger(NamedDaemonThreadFactory.class);
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, prefix + "-" + counter.incrementAndGet());
        thread.setDaemon(true);
        if (Thread.getDefaultUncaughtExceptionHandler() == null) {
            // The logger is looked up only when needed: the launcher starts a thread before the
            // window opens, and configuring logging then would hold up the toolkit's start.
            thread.setUncaughtExceptionHandler((t, e) -> logger().error("Uncaught error in thread {}", t.getName(), e));
        }
        return thread;
    }
}
