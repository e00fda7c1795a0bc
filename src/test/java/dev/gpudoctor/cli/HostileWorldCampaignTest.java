package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.settings.SettingsFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27's campaign, the classes outside the fleet and the CLI's option lines (those are in
 * {@link CampaignCases} and the fleet tests): the run history against a FIFO and a planted
 * {@code corrupt/} link, a settings file of one 1.5 GB line, the .deb's maintainer scripts against an
 * admin's own {@code /usr/bin/gpu-doctor} (real dpkg-divert, in a {@code $DPKG_ROOT}), and the agent's
 * launcher in a non-ASCII folder with no locale set.
 */
class HostileWorldCampaignTest {

    @TempDir
    Path dir;

    @Test
    @Timeout(30)
    void aFifoNamedLikeARunHangsNothingAndIsLeftAlone() throws Exception {
        Path history = Files.createDirectories(dir.resolve("history"));
        Path fifo = history.resolve("x.json");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        RunHistory.Listing listing = new RunHistory(history).list();
        assertThat(listing.runs()).isEmpty();
        assertThat(listing.notices()).singleElement().asString().contains("not a regular file");
        assertThat(fifo).exists();
    }

    @Test
    void aCorruptFolderThatIsALinkMovesNoRunOutOfTheHistory() throws Exception {
        Path history = Files.createDirectories(dir.resolve("history"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createSymbolicLink(history.resolve("corrupt"), elsewhere);
        Files.writeString(history.resolve("broken.json"), "{not json");
        RunHistory.Listing listing = new RunHistory(history).list();
        assertThat(listing.notices()).singleElement().asString().contains("left in place");
        assertThat(history.resolve("broken.json")).exists();
        try (Stream<Path> files = Files.list(elsewhere)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    @Timeout(30)
    void aSettingsFileOfOneHugeLineCostsTheSettingsNotTheWindow() throws Exception {
        Path file = dir.resolve("settings.properties");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.write("theme=dark".getBytes(StandardCharsets.US_ASCII));
            sparse.setLength(1_500_000_000L); // one 1.5 GB line (a sparse file: no disk spent)
        }
        SettingsFile settings = new SettingsFile(file);
        assertThat(settings.get("theme")).isEmpty();
    }

    /** The maintainer scripts as jpackage fills them in, with this package's name, run by sh in a fake root. */
    private Path script(String name, Path folder) throws IOException {
        String text = Files.readString(Path.of("packaging/deb", name))
                .replace("APPLICATION_PACKAGE", "gpu-doctor")
                .replace("DESKTOP_COMMANDS_INSTALL", ":")
                .replace("DESKTOP_COMMANDS_UNINSTALL", ":")
                .replace("UTILITY_SCRIPTS", "")
                .replace("/opt/gpu-doctor/lib/make-cds-archive", "true");
        return Files.writeString(folder.resolve(name), text);
    }

    private int sh(Path root, Path script, String argument) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("sh", script.toString(), argument).redirectErrorStream(true);
        builder.environment().put("DPKG_ROOT", root.toString());
        Process process = builder.start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(said).isZero();
        return process.exitValue();
    }

    @Test
    void theDebDivertsAnAdminsOwnCommandAndGivesItBack() throws Exception {
        Path root = dir.resolve("root");
        Files.createDirectories(root.resolve("var/lib/dpkg/info"));
        Files.createFile(root.resolve("var/lib/dpkg/status"));
        Files.createFile(root.resolve("var/lib/dpkg/diversions"));
        Path command = Files.createDirectories(root.resolve("usr/bin")).resolve("gpu-doctor");
        Files.writeString(command, "#!/bin/sh\necho the admin's own\n");
        // What the image carries for postinst to put in the menu.
        Files.writeString(
                Files.createDirectories(root.resolve("opt/gpu-doctor/lib")).resolve("gpu-doctor.desktop"),
                "[Desktop Entry]\n");
        Path postinst = script("postinst", dir);
        Path prerm = script("prerm", dir);

        sh(root, postinst, "configure");
        assertThat(Files.readSymbolicLink(command)).isEqualTo(Path.of("/opt/gpu-doctor/bin/gpu-doctor"));
        assertThat(root.resolve("usr/bin/gpu-doctor.distrib")).hasContent("#!/bin/sh\necho the admin's own");
        sh(root, prerm, "upgrade");
        sh(root, postinst, "configure");
        assertThat(root.resolve("usr/bin/gpu-doctor.distrib"))
                .as("kept aside across an upgrade")
                .exists();
        sh(root, prerm, "remove");
        assertThat(Files.isSymbolicLink(command)).isFalse();
        assertThat(command).hasContent("#!/bin/sh\necho the admin's own");
        // The menu entry went, and the folder postinst had to make for it.
        assertThat(root.resolve("usr/share/applications")).doesNotExist();
    }

    @Test
    @Timeout(120)
    void theAgentInANonAsciiFolderRunsWithNoLocaleSet() throws Exception {
        Path home = Files.createDirectories(dir.resolve("Grüße агент"));
        Path bin = Files.createDirectories(home.resolve("bin"));
        Path launcher = Files.copy(Path.of("packaging/agent/gpu-doctor-agent"), bin.resolve("gpu-doctor-agent"));
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.createDirectories(home.resolve("runtime/bin"));
        Files.createSymbolicLink(
                home.resolve("runtime/bin/java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        // lib/agent.jar: this build's classes, named by the manifest as the packaged jar's are packed.
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes()
                .put(
                        Attributes.Name.CLASS_PATH,
                        Stream.of(System.getProperty("java.class.path").split(":"))
                                .map(entry -> Path.of(entry).toUri().toString())
                                .collect(Collectors.joining(" ")));
        Files.createDirectories(home.resolve("lib"));
        try (OutputStream out = Files.newOutputStream(home.resolve("lib/agent.jar"));
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.flush();
        }
        List<String> command = new ArrayList<>(List.of("env", "-i", launcher.toString(), "--version"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(100, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(said).isZero();
        assertThat(said).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
