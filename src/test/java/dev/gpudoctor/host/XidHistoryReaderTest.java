package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.XidHistory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Xid lines as the driver writes them (dmesg, journalctl, multi-line "fallen off the bus"), bounded. */
class XidHistoryReaderTest {

    @TempDir
    Path temp;

    @Test
    void readsTheFormatsTheDriverWrites() {
        XidHistory history = XidHistoryReader.parse(
                "dmesg",
                List.of(
                        "Dec  2 11:38:47 worker4 kernel: [  219.470994] NVRM: Xid (PCI:0000:07:00): 48, pid='<unknown>', name=<unknown>,"
                                + " An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer",
                        "kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, Ch 00000001 caused by previous Xid 149",
                        "NVRM: Xid (PCI:0019:01:00): 149, NETIR Fatal XC0 i0 Link -1 (0x000fe406 0x00000000)",
                        "[24128.828315] NVRM: Xid (0000:01:00): 32, Channel ID 00000000 intr 00004000",
                        "               NVRM: fallen off the bus and is not responding to commands."));
        assertThat(history.events()).extracting(XidHistory.Event::xid).containsExactly(48, 45, 149, 32, 79);
        assertThat(history.events())
                .extracting(XidHistory.Event::pci)
                .containsExactly("0000:07:00", "0000:dc:00", "0019:01:00", "0000:01:00", null);
        assertThat(history.truncated()).isFalse();
    }

    @Test
    void aHugeLogKeepsABoundedNumberOfEventsAndSaysSo() throws Exception {
        Path root = temp.resolve("host");
        Files.createDirectories(root.resolve(".gpu-doctor/commands"));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            lines.add(
                    i % 20 == 0
                            ? "[" + i + ".0] NVRM: Xid (PCI:0000:41:00): 13, pid=1, name=x, Graphics Exception \u0007"
                            : "[" + i + ".0] usb 1-1: new high-speed USB device number " + i);
        }
        Files.write(root.resolve(".gpu-doctor/commands/dmesg.txt"), lines);
        HostRoot captured = HostRoot.of(root);
        XidHistory history =
                new XidHistoryReader(captured, new HostCommands(captured, new CommandRunner(), Map.of())).read();
        assertThat(history.source()).isEqualTo("captured dmesg");
        assertThat(history.events()).hasSizeLessThanOrEqualTo(XidHistory.MAX_EVENTS);
        assertThat(history.truncated()).isTrue();
        assertThat(history.events().get(0).line()).doesNotContain("\u0007");
    }

    /** Issue 41 item 9: a kernel-log reader cut by its time limit keeps the Xid lines it had already read. */
    @Test
    void aReaderCutByItsTimeLimitKeepsTheXidLinesItRead() throws Exception {
        Path dmesg = temp.resolve("dmesg");
        Files.writeString(
                dmesg,
                "#!/bin/sh\necho '[ 12.5] NVRM: Xid (PCI:0000:41:00): 79, pid=0, GPU has fallen off the bus.'\nexec sleep 120\n");
        Files.setPosixFilePermissions(dmesg, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        Path journalctl = temp.resolve("journalctl");
        Files.writeString(journalctl, "#!/bin/sh\nexec sleep 120\n");
        Files.setPosixFilePermissions(journalctl, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        HostRoot real = HostRoot.real();
        XidHistory history = new XidHistoryReader(
                        real,
                        new HostCommands(real, new CommandRunner(), Map.of()),
                        name -> temp.resolve(name).toString(),
                        java.time.Duration.ofSeconds(3))
                .read();
        assertThat(history.problem()).isNull();
        assertThat(history.events()).extracting(XidHistory.Event::xid).containsExactly(79);
        assertThat(history.truncated()).as("the log was not read to its end").isTrue();
        assertThat(history.source()).startsWith("dmesg, cut: ");
    }
}
