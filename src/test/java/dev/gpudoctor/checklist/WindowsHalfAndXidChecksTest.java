package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The windows-half and xid-history checks on captured host trees, with the commands' captures edited per case. */
class WindowsHalfAndXidChecksTest {

    @TempDir
    Path temp;

    private final ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private CheckResult check(Path root, String id) throws InterruptedException {
        ChecklistReport report = service.run(
                new ChecklistRequest(List.of(CheckId.of(id).orElseThrow()), null, root, false, false), result -> {});
        return report.checks().get(0);
    }

    private static void capture(Path root, String name, String text) throws IOException {
        Files.writeString(root.resolve(".gpu-doctor/commands/" + name + ".txt"), text);
    }

    @Test
    void aWslOlderThan270WarnsThatCudaGraphsFailAndShowsTheWslConfig() throws Exception {
        CheckResult result = check(HostTrees.materialise("wsl2-windows-half", temp), "windows-half");
        assertThat(result.status()).isEqualTo(CheckStatus.WARN);
        assertThat(result.value())
                .contains(
                        "Windows 10.0.19045.3393",
                        "WSL 1.2.5.0",
                        "Windows driver 537.58 (WDDM)",
                        ".wslconfig memory=8GB, swap=0");
        assertThat(result.explanation()).contains("older than 2.7.0", "CUDA graph capture");
        assertThat(result.remedy()).contains("wsl --update");
    }

    @Test
    void aCurrentWslWithTheSameDriverOnBothSidesPasses() throws Exception {
        Path root = HostTrees.materialise("wsl2-windows-half", temp);
        capture(root, "wsl-version", "WSL version: 2.7.1.0\r\nKernel version: 6.6.87.2-1\r\n");
        assertThat(check(root, "windows-half").status()).isEqualTo(CheckStatus.PASS);
    }

    @Test
    void aLinuxDriverInsideWslIsCaughtByItsVersionDifferingFromWindows() throws Exception {
        Path root = HostTrees.materialise("wsl2-windows-half", temp);
        capture(root, "wsl-version", "WSL version: 2.7.1.0\r\n");
        capture(root, "windows-nvidia-smi", "NVIDIA GeForce GTX 1650 Ti with Max-Q Design, 566.36, WDDM\r\n");
        CheckResult result = check(root, "windows-half");
        assertThat(result.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(result.explanation()).contains("driver 537.58 but Windows runs 566.36", "shadows");
        capture(root, "windows-nvidia-smi", "NVIDIA RTX A6000, 537.58, TCC\r\n");
        assertThat(check(root, "windows-half").explanation()).contains("TCC mode");
    }

    @Test
    void withoutInteropCapturesTheWindowsSideIsSaidUnreadableNotJudged() throws Exception {
        CheckResult result = check(HostTrees.materialise("wsl2-healthy", temp), "windows-half");
        assertThat(result.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(result.value()).isEqualTo("Windows side not readable");
        assertThat(result.explanation()).contains("not collected");
        assertThat(check(HostTrees.materialise("native-driver", temp), "windows-half")
                        .value())
                .isEqualTo("not WSL2");
    }

    @Test
    void hardwareXidsFailWithTheCataloguesActionFirst() throws Exception {
        CheckResult result = check(HostTrees.materialise("native-xid", temp), "xid-history");
        assertThat(result.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(result.value())
                .contains(
                        "Xid 13 \u00d72 (Graphics Engine Exception) on 0000:84:00",
                        "Xid 31 \u00d71",
                        "Xid 79 \u00d72 (GPU has fallen off the bus)");
        assertThat(result.remedy()).startsWith("Xid 79:");
        assertThat(result.evidence()).anyMatch(line -> line.contains("Illegal Instruction Parameter"));
    }

    @Test
    void applicationXidsOnlyWarn() throws Exception {
        Path root = HostTrees.materialise("native-xid", temp);
        capture(
                root,
                "dmesg",
                "[ 3612.504118] NVRM: Xid (PCI:0000:84:00): 13, pid=1797828, name=python3, Graphics Exception\n"
                        + "[ 3612.504119] NVRM: Xid (PCI:0000:84:00): 199, pid=1797828, name=python3, something newer\n");
        CheckResult result = check(root, "xid-history");
        assertThat(result.status()).isEqualTo(CheckStatus.WARN);
        assertThat(result.value()).contains("Xid 199 \u00d71 (not in GPU Doctor's copy");
    }

    @Test
    void aLogWithoutXidsPassesAndAnUnreadableOneIsSaidSo() throws Exception {
        Path root = HostTrees.materialise("native-xid", temp);
        capture(root, "dmesg", "[    2.757687] NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  535.86.05\n");
        assertThat(check(root, "xid-history").status()).isEqualTo(CheckStatus.PASS);
        // dmesg refused, journalctl as an unprivileged user: a hint and no log. Not "no Xids".
        capture(root, "dmesg", "dmesg: read kernel buffer failed: Operation not permitted\n");
        capture(
                root,
                "journalctl-k",
                "Hint: You are currently not seeing messages from other users and the system.\n"
                        + "      Users in groups 'adm', 'systemd-journal' can see all messages.\n");
        CheckResult refused = check(root, "xid-history");
        assertThat(refused.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(refused.value()).isEqualTo("kernel log not readable");
        assertThat(refused.explanation()).contains("Operation not permitted", "not seeing messages");
        assertThat(check(HostTrees.materialise("native-driver", temp), "xid-history")
                        .explanation())
                .contains("not collected");
    }

    @Test
    void underWsl2TheXidsAreOnWindows() throws Exception {
        CheckResult result = check(HostTrees.materialise("wsl2-healthy", temp), "xid-history");
        assertThat(result.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(result.explanation()).contains("nvlddmkm");
    }
}
