package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.exec.ExecRequest;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.exec.ExecScripts;
import dev.gpudoctor.exec.ExecService;
import dev.gpudoctor.model.CheckLevel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bundle --exec: a run of the user's own command in the bug report, redacted, with its timeline as CSV and PNG. */
class BundleExecSectionTest {

    @TempDir
    Path temp;

    @Test
    void anExecRunIsInTheReportAndItsFilesRedacted() throws Exception {
        Path crash = ExecScripts.script(
                temp, "crash.py", "import ctypes\nprint('" + BundleFixture.HF + "')\nctypes.string_at(0)\n");
        ExecResult result = ExecScripts.service(System.getenv("PATH"), null)
                .run(
                        ExecRequest.of(List.of(ExecScripts.python(), crash.toString(), "--token", "plain-secret-arg"))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withTimeline(true),
                        ExecService.Listener.NONE);
        BundleFixture fixture = new BundleFixture(temp, "wsl2-healthy");

        Path zip = fixture.service
                .create(
                        new BundleOptions(
                                temp.resolve("b.zip"),
                                false,
                                null,
                                fixture.tree,
                                true,
                                CheckLevel.QUICK,
                                true,
                                List.of(result)),
                        null)
                .file();

        Map<String, byte[]> files = Zips.read(zip);
        JsonNode exec = new BundleReader().open(zip).report().path("exec").get(0);
        assertThat(exec.at("/exit/signal").asText()).isEqualTo("SIGSEGV");
        assertThat(exec.at("/python_stack/frames/0/line").asInt()).isEqualTo(3);
        assertThat(exec.path("command").toString()).contains("[REDACTED]").doesNotContain("plain-secret-arg");
        String kept = new String(files.get("exec/" + result.id() + ".json"), StandardCharsets.UTF_8);
        assertThat(kept).contains("SIGSEGV").doesNotContain(BundleFixture.HF);
        String csv = new String(files.get("exec/" + result.id() + "-timeline.csv"), StandardCharsets.UTF_8);
        assertThat(csv.lines().findFirst().orElseThrow()).startsWith("t_s,source,gpu_index,memory_used_mib");
        assertThat(csv.lines().skip(1).findFirst().orElseThrow()).contains(",host,");
        byte[] png = files.get("exec/" + result.id() + "-timeline.png");
        assertThat(png).as("the timeline chart beside the CSV").isNotNull();
        assertThat(javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png))
                        .getWidth())
                .isEqualTo(dev.gpudoctor.charts.ChartFiles.WIDTH);
    }

    @Test
    void aBundleWithoutExecHasNoExecSectionNotASkippedOne() throws Exception {
        BundleFixture fixture = new BundleFixture(temp, "wsl2-healthy");

        Path zip = fixture.service
                .create(
                        new BundleOptions(temp.resolve("b.zip"), false, null, fixture.tree, true, CheckLevel.QUICK),
                        null)
                .file();

        assertThat(new BundleReader().open(zip).sectionOutcome("exec")).isEmpty();
    }
}
