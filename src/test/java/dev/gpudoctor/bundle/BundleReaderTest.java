package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile archives, each built here, are refused with a sentence; nothing is written anywhere. */
class BundleReaderTest {

    @TempDir
    static Path temp;

    static Path good;
    static Map<String, byte[]> goodFiles;

    private final BundleReader reader = new BundleReader();

    @BeforeAll
    static void writeAGoodBundle() throws Exception {
        BundleFixture fixture = new BundleFixture(temp, "native-driver");
        good = fixture.service
                .create(fixture.options(temp.resolve("good.zip")), null)
                .file();
        goodFiles = Zips.read(good);
    }

    private Path zip(String name, Map<String, byte[]> files) throws Exception {
        Path zip = temp.resolve(name);
        Zips.write(zip, files);
        return zip;
    }

    private void assertRefused(Path zip, String message) {
        assertThatThrownBy(() -> reader.open(zip))
                .isInstanceOf(BundleRefusedException.class)
                .hasMessageContaining(message);
    }

    @Test
    void theGoodBundleOpens() throws Exception {
        OpenedBundle opened = reader.open(good);
        assertThat(opened.report().path("schema_version").asInt()).isEqualTo(BundleFormat.SCHEMA_VERSION);
        assertThat(opened.paths()).contains("summary.md", "raw/proc/version");
    }

    @Test
    void dotDotEntriesAreRefused() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        files.put("raw/../../evil.sh", "rm -rf ~".getBytes(StandardCharsets.UTF_8));
        assertRefused(zip("dotdot.zip", files), "points outside the bundle (..)");
    }

    @Test
    void absolutePathsAreRefused() throws Exception {
        assertRefused(zip("absolute.zip", Map.of("/etc/cron.d/evil", new byte[] {1})), "absolute path");
        assertRefused(zip("drive.zip", Map.of("C:/Windows/evil", new byte[] {1})), "absolute path");
        assertRefused(zip("backslash.zip", Map.of("raw\\..\\evil", new byte[] {1})), "backslash");
    }

    @Test
    void symbolicLinksAreRefused() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        files.put("raw/link", "/etc/passwd".getBytes(StandardCharsets.UTF_8));
        byte[] zip = Zips.bytes(files);
        markAsSymlink(zip, "raw/link");
        Path file = temp.resolve("symlink.zip");
        Files.write(file, zip);
        assertRefused(file, "entry 'raw/link' is a symbolic link");
    }

    /** Sets the unix mode of one central-directory entry to a link (as `zip --symlinks` writes it). */
    private static void markAsSymlink(byte[] zip, String name) {
        ByteBuffer buffer = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + 46 < zip.length; i++) {
            if (buffer.getInt(i) == 0x02014b50
                    && buffer.getShort(i + 28) == wanted.length
                    && Arrays.equals(Arrays.copyOfRange(zip, i + 46, i + 46 + wanted.length), wanted)) {
                buffer.putShort(i + 4, (short) (3 << 8 | 20)); // made by: unix
                buffer.putInt(i + 38, 0120777 << 16);
                return;
            }
        }
        throw new IllegalStateException("no central entry " + name);
    }

    @Test
    void aHighlyCompressedEntryIsRefusedAsABomb() throws Exception {
        Path bomb = zip("bomb.zip", Map.of("report.json", new byte[64 * 1024 * 1024]));
        assertThat(Files.size(bomb)).isLessThan(1024 * 1024);
        assertRefused(bomb, "expands more than 200 times");
    }

    @Test
    void moreThanTheTotalCapIsRefusedWhileStreaming() throws Exception {
        Random random = new Random(1);
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            byte[] noise = new byte[400 * 1024];
            random.nextBytes(noise);
            files.put("raw/noise-" + i, noise);
        }
        Path big = zip("big.zip", files);
        assertThatThrownBy(() -> new BundleReader(1024 * 1024).open(big))
                .isInstanceOf(BundleRefusedException.class)
                .hasMessageContaining("more than 1 MiB");
    }

    @Test
    void truncatedArchivesAreRefused() throws Exception {
        byte[] bytes = Files.readAllBytes(good);
        Path half = temp.resolve("half.zip");
        Files.write(half, Arrays.copyOf(bytes, bytes.length / 2));
        assertRefused(half, "truncated");
        Path tail = temp.resolve("tail.zip");
        Files.write(tail, Arrays.copyOf(bytes, bytes.length - 5));
        assertRefused(tail, "truncated");
        Path empty = temp.resolve("empty.zip");
        Files.write(empty, new byte[0]);
        assertRefused(empty, "too short to be a zip");
    }

    @Test
    void aCorruptMiddleIsRefused() throws Exception {
        byte[] bytes = Files.readAllBytes(good);
        for (int i = bytes.length / 3; i < bytes.length / 3 + 64; i++) {
            bytes[i] ^= 0x5a;
        }
        Path corrupt = temp.resolve("corrupt.zip");
        Files.write(corrupt, bytes);
        assertThatThrownBy(() -> reader.open(corrupt)).isInstanceOf(BundleRefusedException.class);
    }

    @Test
    void notAZipIsRefused() throws Exception {
        Path text = temp.resolve("notes.zip");
        Files.writeString(text, "just some notes, long enough to look like something at all\n".repeat(5));
        assertRefused(text, "truncated or not a zip");
        assertRefused(temp.resolve("missing.zip"), "is not a file");
    }

    @Test
    void anUnknownSchemaVersionIsRefused() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        ObjectMapper json = new ObjectMapper();
        ObjectNode report = (ObjectNode) json.readTree(files.get("report.json"));
        report.put("schema_version", 99);
        files.put("report.json", json.writeValueAsBytes(report));
        files.put("manifest.json", manifestFor(files));
        assertRefused(
                zip("future.zip", files),
                "schema_version 99; this GPU Doctor reads versions 1 to 2 (update GPU Doctor");
    }

    @Test
    void aFractionalSchemaVersionIsRefusedNotReadAsItsWholePart() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        ObjectMapper json = new ObjectMapper();
        ObjectNode report = (ObjectNode) json.readTree(files.get("report.json"));
        report.put("schema_version", 1.5);
        files.put("report.json", json.writeValueAsBytes(report));
        files.put("manifest.json", manifestFor(files));
        assertRefused(
                zip("one-and-a-half.zip", files),
                "schema_version 1.5, which is not a whole number; this GPU Doctor reads versions 1 to 2");
    }

    @Test
    void validJsonNestedTooDeepIsSaidWithTheLimitNotAsInvalid() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        String deep = "{\"schema_version\": 1, \"x\": " + "[".repeat(2000) + "]".repeat(2000) + "}";
        files.put("report.json", deep.getBytes(StandardCharsets.UTF_8));
        files.put("manifest.json", manifestFor(files));
        assertThatThrownBy(() -> reader.open(zip("deep.zip", files)))
                .isInstanceOf(BundleRefusedException.class)
                .hasMessageContaining("report.json nests deeper than 1000 levels")
                .hasMessageNotContaining("not valid JSON");
    }

    @Test
    void brokenJsonSaysWhere() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        files.put("report.json", "{\"schema_version\": 1,\n  oops}".getBytes(StandardCharsets.UTF_8));
        files.put("manifest.json", manifestFor(files));
        assertRefused(zip("broken.zip", files), "report.json is not valid JSON (line 2, column");
    }

    @Test
    void aFileThatDoesNotMatchTheManifestIsRefused() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        files.put("raw/proc/version", "Linux version 0.0 tampered".getBytes(StandardCharsets.UTF_8));
        assertRefused(zip("tampered.zip", files), "raw/proc/version does not match its sha256");
        Map<String, byte[]> extra = new LinkedHashMap<>(goodFiles);
        extra.put("raw/extra.txt", new byte[] {1});
        assertRefused(zip("extra.zip", extra), "raw/extra.txt is not in the manifest");
        Map<String, byte[]> noManifest = new LinkedHashMap<>(goodFiles);
        noManifest.remove("manifest.json");
        assertRefused(zip("nomanifest.zip", noManifest), "no manifest.json");
    }

    @Test
    void aManifestOfAnotherShapeIsSaidAsSuchNotAsInvalidJson() throws Exception {
        // The manifest is read as the record the writer wrote it from (issue 42): valid JSON in another shape is
        // refused with why.
        Map<String, byte[]> files = new LinkedHashMap<>(goodFiles);
        files.put("manifest.json", "{\"files\": \"every one\"}".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> reader.open(zip("odd-manifest.zip", files)))
                .isInstanceOf(BundleRefusedException.class)
                .hasMessageContaining("manifest.json is not a manifest GPU Doctor wrote")
                .hasMessageNotContaining("not valid JSON");
    }

    @Test
    void openingWritesNothingToDisk() throws Exception {
        long before;
        try (Stream<Path> files = Files.walk(temp)) {
            before = files.count();
        }
        reader.open(good);
        assertThatThrownBy(() -> reader.open(zip("dotdot2.zip", Map.of("../x", new byte[] {1}))));
        try (Stream<Path> files = Files.walk(temp)) {
            assertThat(files.count()).isEqualTo(before + 1);
        }
    }

    private static byte[] manifestFor(Map<String, byte[]> files) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = json.createObjectNode();
        var list = manifest.putArray("files");
        files.forEach((path, content) -> {
            if (!path.equals("manifest.json")) {
                list.addObject().put("path", path).put("sha256", BundleWriter.sha256(content));
            }
        });
        return json.writeValueAsBytes(manifest);
    }
}
