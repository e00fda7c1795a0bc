package dev.gpudoctor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installed launchers (packaging/app/gpu-doctor, packaging/agent/gpu-doctor-agent) tell the app how
 * the user started it, so its texts say {@code gpu-doctor …} when the PATH finds it and the typed path
 * otherwise. The real scripts run, in a laid-out image whose "java" prints the options it was given.
 */
class LaunchCommandScriptsTest {

    @TempDir
    Path dir;

    @Test
    void theInstalledAppSaysGpuDoctorWhenThePathFindsItAndThePathOtherwise() throws Exception {
        Path image = dir.resolve("opt/gpu-doctor");
        Path launcher = install(Path.of("packaging/app/gpu-doctor"), image.resolve("bin/gpu-doctor"));
        fakeJava(image.resolve("lib/runtime/bin/java"));
        Files.createDirectories(image.resolve("lib/app"));
        Path usrBin = Files.createDirectories(dir.resolve("usr/bin"));
        Files.createSymbolicLink(usrBin.resolve("gpu-doctor"), launcher);

        assertThat(start(usrBin, "gpu-doctor")).contains("-Dgpudoctor.command=gpu-doctor");
        // The desktop entry starts /opt/gpu-doctor/bin/gpu-doctor: the same command the PATH finds.
        assertThat(start(usrBin, launcher.toString())).contains("-Dgpudoctor.command=gpu-doctor");
        // Unpacked from the .tar.gz and not on the PATH: the path as typed.
        assertThat(start(dir.resolve("empty"), "opt/gpu-doctor/bin/gpu-doctor"))
                .contains("-Dgpudoctor.command=opt/gpu-doctor/bin/gpu-doctor");
    }

    @Test
    void theAgentSaysItsOwnCommand() throws Exception {
        Path home = dir.resolve("gpu-doctor-agent-0.1.0");
        install(Path.of("packaging/agent/gpu-doctor-agent"), home.resolve("bin/gpu-doctor-agent"));
        fakeJava(home.resolve("runtime/bin/java"));

        assertThat(start(dir.resolve("empty"), "gpu-doctor-agent-0.1.0/bin/gpu-doctor-agent"))
                .contains("-Dgpudoctor.command=gpu-doctor-agent-0.1.0/bin/gpu-doctor-agent");
        assertThat(start(home.resolve("bin"), "gpu-doctor-agent")).contains("-Dgpudoctor.command=gpu-doctor-agent");
    }

    private static Path install(Path script, Path target) throws IOException {
        Files.createDirectories(target.getParent());
        Files.copy(script, target);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        return target;
    }

    private static void fakeJava(Path java) throws IOException {
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Runs the command as a shell would for a user whose PATH starts with pathFirst. */
    private List<String> start(Path pathFirst, String command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", "exec " + command + " --version")
                .directory(dir.toFile())
                .redirectErrorStream(true);
        builder.environment().put("PATH", pathFirst + ":/usr/bin:/bin");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(out).isZero();
        return out.lines().toList();
    }
}
