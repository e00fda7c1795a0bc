package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.checklist.NodeProblemVerdict;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.host.CommandRunner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38 item 5: a consumer (--npd, --drain-reason) is answered on the Xids new since this
 * machine's previous check, so a node whose GPU was reset is not drained again at every interval
 * until it reboots; a person's check still lists every Xid since boot.
 */
class XidsSinceLastAnswerTest {

    @TempDir
    Path dir;

    private record Answer(int code, String out) {}

    private Answer check(CheckHistory history, Path tree, String... args) {
        StringWriter out = new StringWriter();
        String[] all = new String[args.length + 5];
        System.arraycopy(
                new String[] {"--level", "quick", "--host-root", tree.toString(), "--since-last"}, 0, all, 0, 5);
        System.arraycopy(args, 0, all, 5, args.length);
        int code = CliExecution.execute(
                new picocli.CommandLine(
                        new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), r -> null), history)),
                all,
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        return new Answer(code, out.toString());
    }

    @Test
    void aConsumerIsAnsweredOnTheXidsNewSinceThePreviousCheck() throws Exception {
        Path tree = HostTreesAccess.materialise("native-xid", dir.resolve("host"));
        CheckHistory history = new CheckHistory(dir.resolve("checks"));

        Answer first = check(history, tree, "--npd");
        assertThat(first.code()).as(first.out()).isEqualTo(NodeProblemVerdict.NON_OK);
        assertThat(first.out()).startsWith("gpu-doctor:xid-history:");

        // The GPU was reset; the kernel log still holds the Xids until the machine reboots.
        Answer again = check(history, tree, "--npd");
        assertThat(again.code()).as(again.out()).isEqualTo(NodeProblemVerdict.OK);
        assertThat(check(history, tree, "--drain-reason").code()).isEqualTo(ExitCodes.OK);

        // A person's check lists every Xid since boot.
        JsonNode json =
                new ObjectMapper().readTree(check(history, tree, "--json").out());
        JsonNode xids = null;
        for (JsonNode c : json.path("checks")) {
            if (c.path("id").asText().equals("xid-history")) {
                xids = c;
            }
        }
        assertThat(xids).isNotNull();
        assertThat(xids.path("status").asText()).isEqualTo("fail");
        assertThat(xids.path("value").asText()).contains("Xid 79");

        // A new Xid after that is a new answer.
        Files.writeString(
                tree.resolve(".gpu-doctor/commands/dmesg.txt"),
                "[20011.000001] NVRM: Xid (PCI:0000:84:00): 48, An uncorrectable double bit error (DBE) has been detected on GPU\n",
                StandardOpenOption.APPEND);
        Answer fresh = check(history, tree, "--drain-reason");
        assertThat(fresh.code()).isEqualTo(ExitCodes.FAILURES);
        assertThat(fresh.out()).startsWith("gpu-doctor:xid-history:");
        assertThat(check(history, tree, "--npd").code()).isEqualTo(NodeProblemVerdict.OK);
    }
}
