package dev.gpudoctor.logging;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Goes through the tests' logback configuration (src/test/resources/logback-test.xml), which declares the same appender. */
class LogBufferAppenderTest {

    @Test
    void loggedLinesReachTheSharedBufferWithTheirStackTraceInDetails() {
        String marker = "appender-test-" + System.nanoTime();

        LoggerFactory.getLogger("dev.gpudoctor.test").warn("{} happened", marker, new IllegalStateException("boom"));

        List<LogEntry> matching = LogBuffer.shared().snapshot().stream()
                .filter(e -> e.message().equals(marker + " happened"))
                .toList();
        assertThat(matching).hasSize(1);
        LogEntry entry = matching.get(0);
        assertThat(entry.level()).isEqualTo(LogLevel.WARN);
        assertThat(entry.shortLogger()).isEqualTo("test");
        assertThat(entry.details()).contains("IllegalStateException: boom");
    }
}
