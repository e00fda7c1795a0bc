package dev.gpudoctor.concurrent;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one place that creates threads (an architecture test enforces it): daemon, so a stuck child
 * process never keeps the app alive; named, so a thread dump says what each one does; and with a
 * handler so that no exception dies silently.
 */
public final class NamedDaemonThreadFactory implements ThreadFactory {

    private static final Logger LOG = LoggerFactory.getLogger(NamedDaemonThreadFactory.class);

    private final String prefix;
    private final AtomicInteger counter = new AtomicInteger();

    public NamedDaemonThreadFactory(String prefix) {
        this.prefix = prefix;
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, prefix + "-" + counter.incrementAndGet());
        thread.setDaemon(true);
        if (Thread.getDefaultUncaughtExceptionHandler() == null) {
            thread.setUncaughtExceptionHandler((t, e) -> LOG.error("Uncaught error in thread {}", t.getName(), e));
        }
        return thread;
    }
}
