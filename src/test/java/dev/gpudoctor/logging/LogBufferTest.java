package dev.gpudoctor.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LogBufferTest {

    static LogEntry entry(String message) {
        return new LogEntry(Instant.EPOCH, LogLevel.INFO, "test.Logger", "main", message, "");
    }

    @Test
    void keepsOnlyTheNewestEntriesAndCountsTheDropped() {
        LogBuffer buffer = new LogBuffer(3);
        for (int i = 1; i <= 5; i++) {
            buffer.add(entry("line " + i));
        }

        assertThat(buffer.snapshot()).extracting(LogEntry::message).containsExactly("line 3", "line 4", "line 5");
        assertThat(buffer.droppedCount()).isEqualTo(2);
    }

    @Test
    void subscriberGetsTheBacklogThenEveryNewEntryOnce() {
        LogBuffer buffer = new LogBuffer(10);
        buffer.add(entry("before"));
        List<String> seen = new ArrayList<>();

        List<LogEntry> backlog = buffer.subscribe(e -> seen.add(e.message()));
        buffer.add(entry("after"));

        assertThat(backlog).extracting(LogEntry::message).containsExactly("before");
        assertThat(seen).containsExactly("after");
    }

    @Test
    void aThrowingListenerDoesNotStopLogging() {
        LogBuffer buffer = new LogBuffer(10);
        List<String> seen = new ArrayList<>();
        buffer.subscribe(e -> {
            throw new IllegalStateException("broken listener");
        });
        buffer.subscribe(e -> seen.add(e.message()));

        buffer.add(entry("still delivered"));

        assertThat(seen).containsExactly("still delivered");
        assertThat(buffer.snapshot()).hasSize(1);
    }

    @Test
    void concurrentWritersNeverExceedTheCapacity() throws InterruptedException {
        LogBuffer buffer = new LogBuffer(100);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CountDownLatch done = new CountDownLatch(4);
        for (int t = 0; t < 4; t++) {
            pool.execute(() -> {
                for (int i = 0; i < 1_000; i++) {
                    buffer.add(entry("x"));
                }
                done.countDown();
            });
        }
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        pool.shutdownNow();

        assertThat(buffer.snapshot()).hasSize(100);
        assertThat(buffer.droppedCount()).isEqualTo(3_900);
    }

    @Test
    void rejectsANonPositiveCapacity() {
        assertThatThrownBy(() -> new LogBuffer(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
