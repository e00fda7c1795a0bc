package dev.gpudoctor.parts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.Platform;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PartsTest {

    @TempDir
    Path dir;

    @Test
    void eachPartIsMadeOnceAndSharedByWhatUsesIt() {
        Parts parts = Parts.builder().environment(Map.of()).userHome(dir).build();

        assertThat(parts.checklist()).isSameAs(parts.checklist());
        assertThat(parts.bundles()).isSameAs(parts.bundles());
        assertThat(parts.children()).isSameAs(parts.children());
        assertThat(parts.diagnosisInput()).isSameAs(parts.diagnosisInput());
        // One managed folder for the interpreters (default python) and the set-up.
        assertThat(parts.managedEnvironment().folder())
                .isEqualTo(parts.interpreters().managedEnv());
        assertThat(parts.managedEnvironment().folder()).startsWithRaw(dir);
        assertThat(parts.history().directory()).startsWithRaw(dir);
    }

    @Test
    void aReplacedPartStaysReplacedWhenAnotherIsChanged() {
        PythonInterpreters interpreters = new PythonInterpreters(Map.of(), dir);
        Platform platform = dev.gpudoctor.host.PlatformDetector.guessFromText(
                java.util.List.of("Linux version 5.15.0-microsoft-standard-WSL2"));
        Parts parts =
                Parts.builder().interpreters(interpreters).platform(platform).build();
        RunHistory other = new RunHistory(dir.resolve("other"));

        Parts changed = parts.toBuilder().history(other).build();

        assertThat(changed.history()).isSameAs(other);
        assertThat(changed.interpreters()).isSameAs(interpreters);
        assertThat(changed.platform()).isSameAs(platform);
    }
}
