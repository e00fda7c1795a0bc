package dev.gpudoctor.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.LaunchCommand;
import java.util.Map;
import javafx.application.Application;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LauncherTest {

    @AfterEach
    void clearProperties() {
        System.clearProperty("gpudoctor.consoleLevel");
        System.clearProperty("gpudoctor.logLevel");
    }

    @Test
    void theJarMainClassIsNotAJavaFxApplication() {
        // On the class path JavaFX refuses to start a main class that extends Application.
        assertThat(Application.class.isAssignableFrom(Launcher.class)).isFalse();
        assertThat(Application.class.isAssignableFrom(GpuDoctorApplication.class))
                .isTrue();
    }

    @Test
    void cliDefaultsToWarningsAndGpuDoctorLogRaisesTheLevel() {
        Launcher.configureLogLevels(null, "WARN");
        assertThat(System.getProperty("gpudoctor.consoleLevel")).isEqualTo("WARN");
        assertThat(System.getProperty("gpudoctor.logLevel")).isNull();

        clearProperties();
        Launcher.configureLogLevels("debug", "WARN");
        assertThat(System.getProperty("gpudoctor.consoleLevel")).isEqualTo("DEBUG");
        assertThat(System.getProperty("gpudoctor.logLevel")).isEqualTo("DEBUG");

        clearProperties();
        Launcher.configureLogLevels("loud", "INFO");
        assertThat(System.getProperty("gpudoctor.consoleLevel")).isEqualTo("INFO");
    }

    @Test
    void withoutADisplayTheUserIsToldWhatToDoInstead() {
        String problem = DisplayCheck.problem(Map.of(), null);

        assertThat(problem).contains("no display", "xvfb-run", "gpu-doctor --help");
        assertThat(DisplayCheck.problem(Map.of("DISPLAY", ":0"), null)).isNull();
        assertThat(DisplayCheck.problem(Map.of("WAYLAND_DISPLAY", "wayland-0"), null))
                .isNull();
        assertThat(DisplayCheck.problem(Map.of("DISPLAY", "  "), null)).isNotNull();
        assertThat(DisplayCheck.problem(Map.of(), "Monocle")).isNull();
    }

    @Test
    void theNoDisplayMessageNamesTheCommandTheUserLaunched() {
        try {
            System.setProperty(LaunchCommand.PROPERTY, "./gpu-doctor");
            assertThat(DisplayCheck.problem(Map.of(), null)).endsWith("on the command line: ./gpu-doctor --help");
            System.setProperty(LaunchCommand.PROPERTY, "gpu-doctor");
            assertThat(DisplayCheck.problem(Map.of(), null)).endsWith("on the command line: gpu-doctor --help");
        } finally {
            System.clearProperty(LaunchCommand.PROPERTY);
        }
    }
}
