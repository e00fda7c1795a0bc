package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.LogText;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the Diagnose tab and {@code gpu-doctor diagnose} both read from a file. */
class DiagnosisInputTest {

    private static final DiagnosisService DIAGNOSIS = DiagnosisService.standard();

    @TempDir
    Path dir;

    private final DiagnosisInput input = new DiagnosisInput(new BundleReader(), DIAGNOSIS);

    @Test
    void aBundleGivesItsFailedChecksRunsAndLogsNotItsZipBytes() throws Exception {
        Path zip = BundleFixture.write(
                Files.createDirectories(dir.resolve("host")), "wsl2-linux-driver", dir.resolve("laptop.ZIP"));

        LogText text = input.read(zip);

        assertThat(text.text())
                .contains(
                        "==> run run-failed (cuda float32 cueq, h2o): crashed-by-signal",
                        "Bus error (core dumped)",
                        "==> check ")
                .doesNotContain("PK");
    }

    @Test
    void aLogGivesItsCleanedText() throws Exception {
        Path log = Files.writeString(
                dir.resolve("crash.log"), "\u001B[31mRuntimeError: CUDA error: invalid resource handle\u001B[0m\r\n");

        assertThat(input.read(log).text()).isEqualTo("RuntimeError: CUDA error: invalid resource handle");
    }

    @Test
    void whatCannotBeReadIsSaidInWords() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.zip"), "PK but not really a zip");
        assertThatThrownBy(() -> input.read(broken))
                .isInstanceOf(UnreadableInputException.class)
                .hasMessageStartingWith(broken + " cannot be read: ")
                .hasMessageEndingWith(".")
                .hasMessageNotContaining("..")
                .hasMessageNotContaining("Exception");
        assertThatThrownBy(() -> input.read(dir.resolve("missing.log")))
                .hasMessage(dir.resolve("missing.log") + " cannot be read: it does not exist.");
        assertThatThrownBy(() -> input.read(dir)).hasMessage(dir + " cannot be read: it is a folder, not a file.");
    }

    @Test
    void aBundleIsKnownByItsName() {
        assertThat(DiagnosisInput.isBundle(Path.of("a/b/laptop.Zip"))).isTrue();
        assertThat(DiagnosisInput.isBundle(Path.of("zip.log"))).isFalse();
        assertThat(DiagnosisInput.isBundle(Path.of("/"))).isFalse();
    }
}
