package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.HostTrees;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.WindowsHalf;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Windows half read through fake interop programs (shell scripts standing for cmd.exe, wsl.exe and
 * nvidia-smi.exe, run by the real command runner) and from a captured tree.
 */
class WindowsHalfReaderTest {

    private static final Platform WSL2 = new Platform(Platform.Kind.WSL2, List.of("test"));
    private static final HostFacts.Wsl INTEROP = new HostFacts.Wsl(true, true, true, List.of());

    @TempDir
    Path temp;

    /** wsl.exe's real output, as UTF-16LE with a byte-order mark and CR LF (dorssel/usbipd-win#727). */
    private static final String WSL_VERSION =
            "WSL version: 2.6.1.0\r\nKernel version: 6.6.87.2-1\r\nWSLg version: 1.0.66\r\n"
                    + "Windows version: 10.0.26100.4652\r\n";

    private Path script(String name, String body) throws IOException {
        Path file = temp.resolve("bin").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/bash\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private WindowsHalf read(String cmd, String wsl, String smi, Duration timeout) throws Exception {
        Path utf16 = temp.resolve("wsl-version.bin");
        byte[] text = WSL_VERSION.getBytes(StandardCharsets.UTF_16LE);
        byte[] withBom = new byte[text.length + 2];
        withBom[0] = (byte) 0xFF;
        withBom[1] = (byte) 0xFE;
        System.arraycopy(text, 0, withBom, 2, text.length);
        Files.write(utf16, withBom);
        WindowsHalfReader.Programs programs = new WindowsHalfReader.Programs(
                script("cmd.exe", cmd).toString(),
                script("wsl.exe", wsl.replace("UTF16", utf16.toString())).toString(),
                List.of(
                        temp.resolve("nowhere/nvidia-smi.exe").toString(),
                        script("nvidia-smi.exe", smi).toString()),
                temp.resolve("mnt").toString() + "/");
        HostRoot real = HostRoot.real();
        return new WindowsHalfReader(real, new HostCommands(real, new CommandRunner(), Map.of()), programs, timeout)
                .read(WSL2, INTEROP);
    }

    private static final String CMD = """
            if [ "$2" = ver ]; then printf '\\r\\nMicrosoft Windows [Version 10.0.26100.4652]\\r\\n'; else printf 'C:\\\\Users\\\\bob\\r\\n'; fi""";

    @Test
    void readsEveryFactThroughFakeInteropProgramsIncludingUtf16() throws Exception {
        Path config = temp.resolve("mnt/c/Users/bob/.wslconfig");
        Files.createDirectories(config.getParent());
        Files.writeString(config, "[wsl2]\r\nMemory = 16GB # a comment\r\nswap=\"4GB\"\r\n");
        WindowsHalf half =
                read(CMD, "cat UTF16", "printf 'NVIDIA GeForce RTX 5090, 576.88, WDDM\\r\\n'", Duration.ofSeconds(10));
        assertThat(half.state()).isEqualTo(WindowsHalf.State.READ);
        assertThat(half.windowsBuild()).isEqualTo("10.0.26100.4652");
        assertThat(half.wslVersion()).isEqualTo("2.6.1.0");
        assertThat(half.wslKernelVersion()).isEqualTo("6.6.87.2-1");
        assertThat(half.windowsDriverVersion()).isEqualTo("576.88");
        assertThat(half.windowsDriverModel()).isEqualTo("WDDM");
        assertThat(half.wslConfigPath()).isEqualTo(config.toString());
        assertThat(half.setting("WSL2", "memory")).isEqualTo("16GB");
        assertThat(half.setting("wsl2", "swap")).isEqualTo("4GB");
        assertThat(WindowsHalfReader.sizeBytes(half.setting("wsl2", "memory"))).isEqualTo(16L << 30);
        assertThat(half.outputs())
                .extracting(WindowsHalf.InteropOutput::name)
                .containsExactly("windows-ver", "wsl-version", "windows-nvidia-smi", "windows-userprofile");
        assertThat(String.join("", half.outputs().get(1).lines()))
                .doesNotContain("\u0000")
                .doesNotContain("\uFFFD");
    }

    @Test
    void aHangingWslExeIsStoppedAtItsTimeoutAndTheRestIsStillRead() throws Exception {
        long start = System.nanoTime();
        WindowsHalf half = read(CMD, "sleep 30", "printf 'GPU, 576.88, WDDM\\n'", Duration.ofSeconds(1));
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
        assertThat(half.state()).isEqualTo(WindowsHalf.State.READ);
        assertThat(half.wslVersion()).isNull();
        assertThat(half.outputs().get(1).problem()).contains("did not finish");
        assertThat(half.windowsBuild()).isEqualTo("10.0.26100.4652");
        assertThat(half.windowsDriverVersion()).isEqualTo("576.88");
        assertThat(half.wslConfigPath()).as("no .wslconfig there").isNull();
    }

    @Test
    void binaryAndHugeOutputsAreCutAndCleaned() throws Exception {
        WindowsHalf half = read(
                "head -c 200000 /dev/urandom",
                "yes 'WSL version: 9.9.9.9 and on and on' | head -n 500000",
                "head -c 100000 /dev/urandom",
                Duration.ofSeconds(20));
        for (WindowsHalf.InteropOutput output : half.outputs()) {
            assertThat(output.lines()).as(output.name()).hasSizeLessThanOrEqualTo(InteropText.MAX_LINES);
            output.lines()
                    .forEach(line -> assertThat(line)
                            .hasSizeLessThanOrEqualTo(InteropText.MAX_CHARS)
                            .doesNotContainPattern("[\\x00-\\x08\\x0B-\\x1F\\x7F]"));
        }
        assertThat(half.windowsBuild()).isNull();
        assertThat(half.windowsDriverVersion()).isNull();
        assertThat(half.wslConfigPath()).isNull();
    }

    @Test
    void aProfileThatClimbsOutOfTheDriveIsNotFollowed() throws Exception {
        WindowsHalf half = read(
                "printf 'C:\\\\Users\\\\..\\\\..\\\\..\\\\etc\\r\\n'", "cat UTF16", "true", Duration.ofSeconds(10));
        assertThat(half.wslConfigPath()).isNull();
    }

    @Test
    void anInboxWslExeWithoutVersionPrintsItsUsageAndGivesNoVersion() {
        assertThat(WindowsHalfReader.wslVersion(List.of(
                        "Copyright (c) Microsoft Corporation. All rights reserved.",
                        "Usage: wsl.exe [Argument] [Options...] [CommandLine]")))
                .isEqualTo(new WindowsHalfReader.WslVersion(null, null, null));
        assertThat(WindowsHalfReader.wslVersion(List.of(
                                "WSL-Version: 1.0.3.0", "Kernelversion: 5.15.79.1", "Windows Version: 10.0.22621.819"))
                        .wsl())
                .isEqualTo("1.0.3.0");
    }

    @Test
    void interopOffOrNotWsl2IsSaidAndNothingRuns() throws Exception {
        HostRoot real = HostRoot.real();
        WindowsHalfReader reader = new WindowsHalfReader(
                real,
                new HostCommands(real, new CommandRunner(), Map.of()),
                WindowsHalfReader.Programs.standard("/nonexistent/"),
                Duration.ofSeconds(1));
        WindowsHalf off = reader.read(WSL2, new HostFacts.Wsl(false, true, true, List.of()));
        assertThat(off.state()).isEqualTo(WindowsHalf.State.UNAVAILABLE);
        assertThat(off.reason()).contains("interop is off");
        assertThat(off.outputs()).isEmpty();
        assertThat(reader.read(WSL2, INTEROP).reason()).contains("/nonexistent/c/Windows/System32/cmd.exe");
        assertThat(reader.read(new Platform(Platform.Kind.NATIVE_LINUX, List.of()), INTEROP)
                        .state())
                .isEqualTo(WindowsHalf.State.NOT_WSL2);
    }

    @Test
    void aCapturedTreeGivesTheSameFactsWithoutRunningAnything() throws Exception {
        Path root = materialise("wsl2-windows-half");
        HostRoot captured = HostRoot.of(root);
        HostFacts facts = new HostFactsReader(captured, new CommandRunner(), Map.of()).read();
        WindowsHalf half = facts.windows();
        assertThat(half.state()).isEqualTo(WindowsHalf.State.READ);
        assertThat(half.windowsBuild()).isEqualTo("10.0.19045.3393");
        assertThat(half.wslVersion()).isEqualTo("1.2.5.0");
        assertThat(half.wslKernelVersion()).isEqualTo("5.15.90.1");
        assertThat(half.windowsDriverVersion()).isEqualTo("537.58");
        assertThat(half.wslConfigPath()).isEqualTo("/mnt/c/Users/alice/.wslconfig");
        assertThat(half.setting("wsl2", "memory")).isEqualTo("8GB");
        assertThat(half.setting("experimental", "automemoryreclaim")).isEqualTo("gradual");
        Files.writeString(root.resolve("etc/wsl.conf"), "[interop]\nenabled = false\n");
        assertThat(new HostFactsReader(captured, new CommandRunner(), Map.of())
                        .read()
                        .windows()
                        .reason())
                .contains("enabled=false");
    }

    private Path materialise(String name) {
        return HostTrees.materialise(name, temp);
    }
}
