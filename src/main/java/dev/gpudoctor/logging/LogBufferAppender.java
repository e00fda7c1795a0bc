package dev.gpudoctor.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.AppenderBase;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import java.time.Instant;

/** Logback appender that feeds {@link LogBuffer#shared()}; added by {@link CodeLogbackConfigurator}. */
public final class LogBufferAppender extends AppenderBase<ILoggingEvent> {

    @Override
    protected void append(ILoggingEvent event) {
        LogBuffer.shared().add(toEntry(event));
    }

    static LogEntry toEntry(ILoggingEvent event) {
        IThrowableProxy thrown = event.getThrowableProxy();
        String details = thrown == null ? "" : ThrowableProxyUtil.asString(thrown);
        return new LogEntry(
                Instant.ofEpochMilli(event.getTimeStamp()),
                LogLevel.fromName(event.getLevel().toString()),
                event.getLoggerName(),
                event.getThreadName(),
                event.getFormattedMessage(),
                details);
    }
}
