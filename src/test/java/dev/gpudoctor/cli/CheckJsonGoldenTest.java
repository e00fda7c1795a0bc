package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckLevel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code check --json} on every captured host tree, byte for byte against the output recorded before the
 * check ids were typed: a refactor of the records behind it must not change one character. Only the
 * time each check took (and the temporary folder the tree was unpacked into) differ between runs.
 * To record a new golden file after a deliberate change: {@code -Dgolden.write=true}, then read the diff.
 */
class CheckJsonGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden/check-json");

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "native-driver",
                "native-gpu-operator",
                "native-no-driver",
                "native-no-nvidia-hardware",
                "native-nvidia-no-driver-loaded",
                "native-xid",
                "wsl1",
                "wsl2-healthy",
                "wsl2-linux-driver",
                "wsl2-no-ld-wsl-conf",
                "wsl2-no-windows-driver",
                "wsl2-windows-half"
            })
    void checkJsonOnARecordedTreeIsUnchanged(String tree) throws Exception {
        Path root = HostTreesAccess.materialise(tree, temp);
        StringWriter out = new StringWriter();
        CheckCommand command = new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), request -> null));
        CliExecution.execute(
                new picocli.CommandLine(command),
                new String[] {"--json", "--host-root", root.toString()},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        String json = out.toString()
                .replaceAll("\"duration_ms\" : \\d+", "\"duration_ms\" : 0")
                .replace(root.toString(), "<root>");
        assertGolden(tree + ".json", json);
    }

    /** The request kept with a run (history, bundles): its check ids in the order the catalogue runs them. */
    @Test
    void aKeptRequestIsUnchanged() throws Exception {
        String quick = JsonMappers.records()
                .writeValueAsString(
                        ChecklistRequest.at(CheckLevel.QUICK, List.of(), "/usr/bin/python3", null, true, false)
                                .expectingGpus(2));
        String only = JsonMappers.records()
                .writeValueAsString(ChecklistRequest.at(
                        CheckLevel.DEFAULT, List.of(CheckId.SHM, CheckId.WSL), null, null, false, true));
        assertGolden("request.json", quick + "\n" + only + "\n");
    }

    private static void assertGolden(String name, String actual) throws Exception {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.write")) {
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertThat(file)
                .as("golden file " + file + " (record it with -Dgolden.write=true)")
                .exists();
        assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }
}
