package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A target's stdout taken apart: the answers, the MACE run's answer, the bundle's answer and the bundle in base64. */
class RemoteOutputTest {

    @TempDir
    Path dir;

    private static byte[] zip() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("report.json"));
            zip.write("{\"schema_version\": 2, \"note\": \"ü\"}".repeat(40).getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    private static InputStream stdout(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theAnswersTheRunAndTheBundleLandInTheirFiles() throws Exception {
        byte[] zip = zip();
        String base64 = Base64.getMimeEncoder(76, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(zip);
        InputStream out = stdout("{\"host\": {\"os\": \"Débian\"}}\n{\"capabilities\": []}\n"
                + RemoteOutput.MACE_RUN_ANSWER + "\n{\"ok\": true}\n" + RemoteOutput.BUNDLE_ANSWER
                + "\n{\"file\": \"/tmp/x/bundle.zip\"}\n" + RemoteOutput.BUNDLE_ZIP + "\n" + base64 + "\n");

        RemoteOutput.Parts parts = RemoteOutput.split(out, dir);

        assertThat(parts.answer()).isEqualTo("{\"host\": {\"os\": \"Débian\"}}\n{\"capabilities\": []}\n");
        assertThat(parts.runAnswer()).isEqualTo("{\"ok\": true}\n");
        assertThat(parts.bundle()).isEqualTo(dir.resolve("bundle.zip"));
        assertThat(Files.readAllBytes(parts.bundle())).isEqualTo(zip);
        try (ZipFile file = new ZipFile(parts.bundle().toFile())) {
            assertThat(file.getEntry("report.json")).isNotNull();
        }
        assertThat(dir.resolve("bundle.json")).hasContent("{\"file\": \"/tmp/x/bundle.zip\"}");
        assertThat(dir.resolve("stdout.part"))
                .as("nothing is written before it is decoded")
                .doesNotExist();
    }

    @Test
    void aBundleCutShortIsNotKeptAndTheAnswerStillIs() throws Exception {
        String base64 = Base64.getMimeEncoder(76, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(zip());
        String cut = base64.substring(0, base64.length() / 2);
        cut = cut.substring(0, cut.lastIndexOf('\n'));
        RemoteOutput.Parts parts =
                RemoteOutput.split(stdout("{\"checks\": []}\n" + RemoteOutput.BUNDLE_ZIP + "\n" + cut + "\n"), dir);

        assertThat(parts.answer()).isEqualTo("{\"checks\": []}\n");
        assertThat(parts.bundle()).isNull();
        assertThat(dir.resolve("bundle.zip")).doesNotExist();
        assertThat(parts.runAnswer()).isNull();

        RemoteOutput.Parts garbage =
                RemoteOutput.split(stdout("{}\n" + RemoteOutput.BUNDLE_ZIP + "\nnot base64 at all!\n"), dir);
        assertThat(garbage.bundle()).isNull();
        assertThat(dir.resolve("bundle.zip")).doesNotExist();
    }

    @Test
    void withoutMarkersItIsAllAnswer() throws Exception {
        assertThat(RemoteOutput.split(stdout("hello from a login banner\n"), dir))
                .isEqualTo(new RemoteOutput.Parts("hello from a login banner\n", null, null));
        assertThat(RemoteOutput.split(stdout(""), dir).answer()).isEmpty();
    }
}
