package dev.gpudoctor.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.filter.ThresholdFilter;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ConfiguratorRank;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * The logging set-up in code, found by logback through {@code META-INF/services}: parsing a
 * logback.xml (Joran's XML parser and rule engine) showed in the start-up profile. Logs go to
 * stderr, because stdout belongs to the CLI's output and its JSON mode, and to {@link LogBuffer}
 * for the log pane and bundles. {@link LogLevels} sets the two levels from GPU_DOCTOR_LOG.
 * A {@code logback-test.xml} (the tests) or {@code -Dlogback.configurationFile} still wins.
 */
@ConfiguratorRank(ConfiguratorRank.CUSTOM_LOW_PRIORITY)
public final class CodeLogbackConfigurator extends ContextAwareBase implements Configurator {

    static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level %logger{0} - %msg%n";

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty(ContextInitializer.CONFIG_FILE_PROPERTY) != null
                || getClass().getClassLoader().getResource(ContextInitializer.TEST_AUTOCONFIG_FILE) != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        configureInCode(context);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /** What logback.xml said: stderr above the console level, everything at the log level into the buffer. */
    static void configureInCode(LoggerContext context) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();

        ThresholdFilter threshold = new ThresholdFilter();
        threshold.setLevel(System.getProperty("gpudoctor.consoleLevel", "INFO"));
        threshold.start();

        ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
        stderr.setContext(context);
        stderr.setName("STDERR");
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder);
        stderr.addFilter(threshold);
        stderr.start();

        LogBufferAppender buffer = new LogBufferAppender();
        buffer.setContext(context);
        buffer.setName("BUFFER");
        buffer.start();

        context.getLogger("javafx").setLevel(Level.WARN);
        context.getLogger("com.sun").setLevel(Level.WARN);
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.toLevel(System.getProperty("gpudoctor.logLevel"), Level.INFO));
        root.addAppender(stderr);
        root.addAppender(buffer);
    }
}
