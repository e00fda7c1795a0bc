package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.Platform.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One decision for the platform: a machine's tree and a pasted text holding the same kernel string
 * get the same answer. The /proc/version strings are real ones, none of them in the host trees the
 * checklist tests use.
 */
class PlatformDetectorTest {

    static final String WSL1 =
            "Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com) (gcc version 5.4.0 (GCC) )"
                    + " #1237-Microsoft Sat Sep 11 14:32:00 PST 2021";
    static final String WSL2 = "Linux version 5.15.167.4-microsoft-standard-WSL2 (root@f9c826d3017f) (gcc (GCC) 11.2.0,"
            + " GNU ld (GNU Binutils) 2.37) #1 SMP Tue Nov 5 00:21:55 UTC 2024";
    static final String NATIVE = "Linux version 6.8.0-49-generic (buildd@lcy02-amd64-103) (x86_64-linux-gnu-gcc-13"
            + " (Ubuntu 13.2.0-23ubuntu4) 13.2.0, GNU ld (GNU Binutils for Ubuntu) 2.42) #49-Ubuntu SMP PREEMPT_DYNAMIC"
            + " Mon Nov  4 02:06:24 UTC 2024";
    /** A WSL2 kernel built by its user: the release names Microsoft but not "standard". */
    static final String CUSTOM_WSL2 =
            "Linux version 6.1.21.2-microsoft-custom-WSL2+ (me@box) (gcc (Ubuntu 11.4.0) 11.4.0) #3 SMP";
    /** A WSL2 kernel built from mainline: only /dev/dxg tells. */
    static final String MAINLINE_ON_WSL2 =
            "Linux version 6.6.36-dxgkrnl (me@box) (gcc (GCC) 13.2.0) #1 SMP PREEMPT_DYNAMIC";

    @TempDir
    Path temp;

    private Platform machine(String procVersion, String... files) throws IOException {
        Path root = Files.createTempDirectory(temp, "host");
        Files.createDirectories(root.resolve("proc"));
        Files.writeString(root.resolve("proc/version"), procVersion + "\n");
        for (String file : files) {
            Path path = root.resolve(file.substring(1));
            Files.createDirectories(path.getParent());
            Files.writeString(path, "");
        }
        return new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of()).platform();
    }

    @Test
    void aMachineIsDecidedFromItsKernelAndTheFilesWslLeaves() throws IOException {
        assertThat(machine(WSL1, "/proc/sys/fs/binfmt_misc/WSLInterop").kind()).isEqualTo(Kind.WSL1);
        assertThat(machine(WSL2, "/dev/dxg").kind()).isEqualTo(Kind.WSL2);
        assertThat(machine(WSL2).kind()).as("the kernel alone says WSL2").isEqualTo(Kind.WSL2);
        assertThat(machine(NATIVE).kind()).isEqualTo(Kind.NATIVE_LINUX);
        assertThat(machine(CUSTOM_WSL2).kind()).isEqualTo(Kind.WSL2);
        assertThat(machine(MAINLINE_ON_WSL2, "/dev/dxg").kind())
                .as("a mainline kernel with WSL2's GPU device")
                .isEqualTo(Kind.WSL2);
        assertThat(machine(MAINLINE_ON_WSL2).kind())
                .as("without /dev/dxg nothing says WSL")
                .isEqualTo(Kind.NATIVE_LINUX);
    }

    @Test
    void theEvidenceSaysWhatWasSeen() throws IOException {
        Platform platform = machine(WSL2, "/dev/dxg");
        assertThat(platform.evidence())
                .contains(
                        "kernel 5.15.167.4-microsoft-standard-WSL2",
                        "/dev/dxg present",
                        "WSLInterop binfmt entry absent");
    }

    @Test
    void aTreeWithoutAKernelStringIsNotDecided() throws IOException {
        Path empty = Files.createTempDirectory(temp, "empty");
        Platform platform = new HostFactsReader(HostRoot.of(empty), new CommandRunner(), Map.of()).platform();
        assertThat(platform.kind()).isEqualTo(Kind.OTHER);
    }

    @Test
    void aPastedTextWithAKernelStringGetsTheMachinesAnswer() throws IOException {
        for (String version : List.of(WSL1, WSL2, NATIVE, CUSTOM_WSL2)) {
            Platform fromText =
                    PlatformDetector.guessFromText(List.of("$ cat /proc/version", version, "RuntimeError: CUDA error"));
            Kind onMachine = machine(version).kind();
            assertThat(fromText.kind())
                    .as(version)
                    .isEqualTo(
                            onMachine == Kind.NATIVE_LINUX ? Kind.OTHER : onMachine); // a native kernel names nothing
        }
    }

    @Test
    void aWsl1KernelInATextIsNotWsl2() {
        assertThat(PlatformDetector.guessFromText(List.of("WSL here:", WSL1)).kind())
                .as("'any WSL counts as WSL2' no longer: the kernel string decides")
                .isEqualTo(Kind.WSL1);
    }

    @Test
    void withoutAKernelStringWslSignsMeanWsl2() {
        assertThat(PlatformDetector.guessFromText(List.of("OSError: libcuda.so.1 not in /usr/lib/wsl/lib"))
                        .kind())
                .isEqualTo(Kind.WSL2);
        assertThat(PlatformDetector.guessFromText(List.of("I run this under WSL 2 on Windows 11"))
                        .kind())
                .isEqualTo(Kind.WSL2);
        assertThat(PlatformDetector.guessFromText(
                                List.of("Traceback (most recent call last):", "RuntimeError: CUDA error"))
                        .kind())
                .isEqualTo(Kind.OTHER);
        assertThat(PlatformDetector.guessFromText(List.of("see https://github.com/microsoft/onnxruntime/issues/1"))
                        .kind())
                .as("a URL naming Microsoft is no kernel")
                .isEqualTo(Kind.OTHER);
    }

    @Test
    void aLineThatSaysThisIsNotWslIsNoSignOfIt() {
        assertThat(PlatformDetector.guessFromText(List.of(
                                "| SKIP | `wsl` | native Linux |",
                                "| SKIP | `windows-half` | not WSL2 |",
                                "non-WSL host"))
                        .kind())
                .as("GPU Doctor's own checklist on native Linux")
                .isEqualTo(Kind.OTHER);
        assertThat(PlatformDetector.guessFromText(
                                List.of("| PASS | `wsl` | WSL2, kernel 5.15.153.1-microsoft-standard-WSL2 |"))
                        .kind())
                .as("the same check on WSL2")
                .isEqualTo(Kind.WSL2);
        assertThat(PlatformDetector.guessFromText(List.of("It works on native Linux but fails under WSL2"))
                        .kind())
                .as("a comparison that names WSL2 as where it fails")
                .isEqualTo(Kind.WSL2);
    }
}
