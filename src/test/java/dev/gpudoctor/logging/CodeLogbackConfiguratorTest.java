package dev.gpudoctor.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.FilterReply;
import dev.gpudoctor.model.LogEntry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CodeLogbackConfiguratorTest {

    @AfterEach
    void clearProperties() {
        System.clearProperty("gpudoctor.consoleLevel");
        System.clearProperty("gpudoctor.logLevel");
    }

    @Test
    void theCodeSetUpSendsInfoToTheBufferAndOnlyWarningsToStderrWhenTheCliAsksForWarn() {
        System.setProperty("gpudoctor.consoleLevel", "WARN");
        LoggerContext context = new LoggerContext();
        CodeLogbackConfigurator.configureInCode(context);
        String marker = "code-config-" + System.nanoTime();

        context.getLogger("dev.gpudoctor.x").info(marker);
        context.getLogger("javafx.scene").info("hidden " + marker);

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertThat(root.getLevel()).isEqualTo(Level.INFO);
        assertThat(LogBuffer.shared().snapshot())
                .extracting(LogEntry::message)
                .contains(marker)
                .doesNotContain("hidden " + marker);
        @SuppressWarnings("unchecked")
        ConsoleAppender<ILoggingEvent> stderr = (ConsoleAppender<ILoggingEvent>) root.getAppender("STDERR");
        assertThat(stderr.getTarget()).isEqualTo("System.err");
        assertThat(stderr.getFilterChainDecision(event(context, Level.INFO)))
                .as("INFO on stderr")
                .isEqualTo(FilterReply.DENY);
        assertThat(stderr.getFilterChainDecision(event(context, Level.WARN)))
                .as("WARN on stderr")
                .isEqualTo(FilterReply.NEUTRAL);
        context.stop();
    }

    @Test
    void gpuDoctorLogDebugLowersTheRootLevel() {
        System.setProperty("gpudoctor.logLevel", "DEBUG");
        LoggerContext context = new LoggerContext();
        CodeLogbackConfigurator.configureInCode(context);
        assertThat(context.getLogger(Logger.ROOT_LOGGER_NAME).getLevel()).isEqualTo(Level.DEBUG);
        context.stop();
    }

    @Test
    void aLogbackTestXmlOnTheClassPathWinsAndTheJarRegistersTheConfigurator() throws IOException {
        CodeLogbackConfigurator configurator = new CodeLogbackConfigurator();
        LoggerContext context = new LoggerContext();
        configurator.setContext(context);
        assertThat(configurator.configure(context)).isEqualTo(Configurator.ExecutionStatus.INVOKE_NEXT_IF_ANY);
        assertThat(context.getLogger(Logger.ROOT_LOGGER_NAME)
                        .iteratorForAppenders()
                        .hasNext())
                .isFalse();
        try (InputStream service =
                getClass().getResourceAsStream("/META-INF/services/ch.qos.logback.classic.spi.Configurator")) {
            assertThat(service).isNotNull();
            assertThat(new String(service.readAllBytes(), StandardCharsets.UTF_8).strip())
                    .isEqualTo(CodeLogbackConfigurator.class.getName());
        }
    }

    private static ch.qos.logback.classic.spi.LoggingEvent event(LoggerContext context, Level level) {
        return new ch.qos.logback.classic.spi.LoggingEvent("x", context.getLogger("x"), level, "m", null, null);
    }
}
