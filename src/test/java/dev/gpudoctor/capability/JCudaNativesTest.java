package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityState;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JCuda's library goes into a private, checked folder, never a fixed name in /tmp. */
class JCudaNativesTest {

    @TempDir
    Path home;

    private JCudaNatives natives() {
        return new JCudaNatives(
                home.resolve("cache/gpu-doctor/natives"), getClass().getClassLoader());
    }

    private byte[] shipped(JCudaNatives natives) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("lib/" + natives.libraryFileName())) {
            return in.readAllBytes();
        }
    }

    @Test
    void theLibraryLandsInAFolderOnlyThisUserMayEnterNamedByItsHash() throws IOException {
        JCudaNatives natives = natives();

        Path dir = natives.prepare();

        byte[] shipped = shipped(natives);
        assertThat(dir.getFileName().toString())
                .isEqualTo("jcuda-" + JCudaNatives.sha256(shipped).substring(0, 16));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)))
                .isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.getParent())))
                .isEqualTo("rwx------");
        assertThat(natives.libraryFileName()).matches("libJCudaDriver-[0-9.]+-linux-(x86_64|aarch64)\\.so");
        assertThat(Files.readAllBytes(dir.resolve(natives.libraryFileName()))).isEqualTo(shipped);
        assertThat(natives.jvmOptions()).containsExactly("-Djava.library.path=" + dir, "-Djava.io.tmpdir=" + dir);
    }

    @Test
    void aPlantedFileIsReplacedBeforeTheChildCouldLoadIt() throws IOException {
        JCudaNatives natives = natives();
        Path library = natives.prepare().resolve(natives.libraryFileName());
        Files.writeString(library, "not the library GPU Doctor ships");

        natives.prepare();

        assertThat(Files.readAllBytes(library)).isEqualTo(shipped(natives));
    }

    @Test
    void aPlantedLinkIsReplacedAndWhatItPointedAtIsLeftAlone() throws IOException {
        JCudaNatives natives = natives();
        Path library = natives.prepare().resolve(natives.libraryFileName());
        Path elsewhere = Files.writeString(home.resolve("evil.so"), "evil");
        Files.delete(library);
        Files.createSymbolicLink(library, elsewhere);

        natives.prepare();

        assertThat(Files.isSymbolicLink(library)).isFalse();
        assertThat(Files.readAllBytes(library)).isEqualTo(shipped(natives));
        assertThat(Files.readString(elsewhere)).isEqualTo("evil");
    }

    @Test
    void aLooseFolderIsMadePrivateAndALinkInItsPlaceIsRefused() throws IOException {
        Path base = home.resolve("cache/gpu-doctor/natives");
        Files.createDirectories(base);
        Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwxrwxrwx"));

        natives().prepare();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(base)))
                .isEqualTo("rwx------");

        Path linked = home.resolve("linked");
        Files.createDirectories(home.resolve("shared"));
        Files.createSymbolicLink(linked, home.resolve("shared"));
        assertThatThrownBy(() -> new JCudaNatives(linked, getClass().getClassLoader()).prepare())
                .isInstanceOf(IOException.class)
                .hasMessageContaining("is not a folder");
    }

    @Test
    void aCacheFolderAboveNativesThatOthersOwnOrCanWriteIsRefused() throws IOException {
        // Issue 27 item 16: the check covers the whole path, not only natives/.
        Path cache = Files.createDirectories(home.resolve("cache/gpu-doctor"));
        Files.setPosixFilePermissions(cache, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        assertThatThrownBy(() -> natives().prepare()).hasMessageContaining("can be written by other users");
        Files.setPosixFilePermissions(cache, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        Files.setAttribute(cache, "unix:uid", 65534);
        assertThatThrownBy(() -> natives().prepare()).hasMessageContaining("belongs to another user");
        assertThat(natives().jvmOptions())
                .as("the child still gets a private temp folder, with a warning")
                .allMatch(option -> !option.contains(cache.toString()));
    }

    @Test
    void whenNoFolderCanBeMadeSafeTheChildStillGetsAPrivateTempFolder() throws IOException {
        Path file = Files.writeString(home.resolve("a-file"), "in the way");
        JCudaNatives natives =
                new JCudaNatives(file.resolve("natives"), getClass().getClassLoader());

        String option = natives.jvmOptions().get(0);

        assertThat(option).startsWith("-Djava.io.tmpdir=");
        Path dir = Path.of(option.substring("-Djava.io.tmpdir=".length()));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)))
                .isEqualTo("rwx------");
        assertThat(natives.jvmOptions())
                .as("one folder per JVM, not one per launch")
                .containsExactly(option);
    }

    @Test
    void theProbeChildLoadsFromThePrivateFolder() throws Exception {
        JCudaNatives natives = natives();
        Path dir = natives.prepare();
        Path library = dir.resolve(natives.libraryFileName());
        Files.writeString(library, "planted between two runs");
        ProbeChild child =
                new ProbeChild(ProbeChild.thisJvmLauncher(), natives, ProbeChild.DEFAULT_TIMEOUT, new CommandRunner());

        JCudaOutcome outcome = child.run(EnumSet.of(Capability.DRIVER), null, 64);

        assertThat(Files.readAllBytes(library))
                .as("checked and replaced before the launch")
                .isEqualTo(shipped(natives));
        if (!outcome.devices().isEmpty()) {
            // On the GPU machine the shipped library loaded and talked to the driver: a planted file could not have.
            assertThat(outcome.cells().get(Capability.DRIVER))
                    .allSatisfy(cell -> assertThat(cell.state()).isEqualTo(CapabilityState.SUPPORTED));
            return;
        }
        assertThat(outcome.cells().get(Capability.DRIVER)).singleElement().satisfies(cell -> {
            assertThat(cell.state()).isEqualTo(CapabilityState.NOT_PROBED);
            // The shipped library was found (it then needs libcuda.so.1); a planted text file would fail as "too
            // short".
            assertThat(cell.evidence().get("loader_error").toString())
                    .contains("libcuda.so.1", dir.toString())
                    .doesNotContain("too short");
        });
    }
}
