package dev.gpudoctor.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsFileTest {

    @TempDir
    Path dir;

    @Test
    void aValueSurvivesANewInstance() {
        Path file = dir.resolve("gpu-doctor").resolve("settings.properties");
        new SettingsFile(file).put("theme", "dark");

        assertThat(new SettingsFile(file).get("theme")).contains("dark");
        assertThat(new SettingsFile(file).get("other")).isEmpty();
    }

    @Test
    void anUnreadableFileLeavesTheDefaultsAndAnUnwritableOneTheChoiceForThisRun() throws Exception {
        Path garbage = dir.resolve("settings.properties");
        Files.writeString(garbage, "theme=\\u12"); // a broken escape: Properties refuses it
        assertThat(new SettingsFile(garbage).get("theme")).isEmpty();

        Path blocked = dir.resolve("a-file").resolve("settings.properties");
        Files.writeString(dir.resolve("a-file"), "not a folder");
        SettingsFile settings = new SettingsFile(blocked);
        settings.put("theme", "dark");
        assertThat(settings.get("theme")).contains("dark");
        assertThat(Files.isRegularFile(blocked))
                .as("nothing written under a file")
                .isFalse();
    }

    @Test
    void theFileFollowsXdgConfigHome() {
        Path home = Path.of("/home/someone");
        assertThat(SettingsFile.defaultFile(Map.of("XDG_CONFIG_HOME", "/cfg"), home))
                .isEqualTo(Path.of("/cfg/gpu-doctor/settings.properties"));
        assertThat(SettingsFile.defaultFile(Map.of(), home))
                .isEqualTo(Path.of("/home/someone/.config/gpu-doctor/settings.properties"));
    }
}
