package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.UnavailableSection;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleCompareCommandTest {

    @TempDir
    Path temp;

    private final ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private BundleService service() {
        return new BundleService(
                checklist,
                new RunHistory(temp.resolve("runs")),
                DiagnosisService.standard(),
                new LogBuffer(10),
                () -> "python3",
                new dev.gpudoctor.bridge.ChildOpRunner(Map.of(), () -> Path.of("python-bridge")),
                new CommandRunner(),
                Map.of(),
                "/home/nobody-here",
                "nobody-here",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new UnavailableSection("capabilities", "not available in this build")));
    }

    private int run(Callable<Integer> command, StringWriter out, StringWriter err, String... args) {
        return CliExecution.execute(
                new picocli.CommandLine(command), args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    private Path bundle(String tree) {
        Path root = HostTreesAccess.materialise(tree, temp.resolve("trees"));
        Path zip = temp.resolve(tree + ".zip");
        StringWriter out = new StringWriter();
        int code = run(
                new BundleCommand(service()),
                out,
                new StringWriter(),
                "--host-root",
                root.toString(),
                "-o",
                zip.toString());
        assertThat(code).as(out.toString()).isEqualTo(ExitCodes.FINDINGS); // python, runs, capabilities skipped
        assertThat(out.toString())
                .contains("Wrote " + zip)
                .contains("skipped  capabilities: not available in this build");
        return zip;
    }

    @Test
    void bundleThenCompareTwoHostsDifferencesFirst() throws Exception {
        Path laptop = bundle("wsl2-healthy");
        Path server = bundle("native-driver");
        StringWriter out = new StringWriter();
        int code = run(
                new CompareCommand(new BundleReader()),
                out,
                new StringWriter(),
                "--json",
                laptop.toString(),
                server.toString());
        assertThat(code).isEqualTo(ExitCodes.FINDINGS);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.path("differences").asInt()).isPositive();
        assertThat(json.path("rows").get(0).path("differs").asBoolean()).isTrue();
        StringWriter same = new StringWriter();
        assertThat(run(
                        new CompareCommand(new BundleReader()),
                        same,
                        new StringWriter(),
                        laptop.toString(),
                        laptop.toString()))
                .isEqualTo(ExitCodes.OK);
        assertThat(same.toString()).contains("0 differences");
    }

    /** A bundle of the same host with one run of the user's command (a result file as `exec` keeps it) added. */
    private Path bundleWithExec(String name, String script, boolean switches) throws Exception {
        Path program = dev.gpudoctor.exec.ExecScripts.script(temp, name + ".py", script);
        dev.gpudoctor.exec.ExecHistory kept = new dev.gpudoctor.exec.ExecHistory(temp.resolve("exec-" + name));
        dev.gpudoctor.exec.ExecResult result = dev.gpudoctor.exec.ExecScripts.service(System.getenv("PATH"), null)
                .run(
                        dev.gpudoctor.exec.ExecRequest.of(
                                        List.of(dev.gpudoctor.exec.ExecScripts.python(), program.toString()))
                                .withInitTest(false)
                                .withKeepInHistory(false)
                                .withToggles(switches, switches),
                        dev.gpudoctor.exec.ExecService.Listener.NONE);
        Path file = kept.save(result);
        Path root = HostTreesAccess.materialise("wsl2-healthy", temp.resolve("trees"));
        Path zip = temp.resolve(name + ".zip");
        StringWriter out = new StringWriter();
        run(
                new BundleCommand(service()),
                out,
                new StringWriter(),
                "--host-root",
                root.toString(),
                "-o",
                zip.toString(),
                "--exec",
                file.toString());
        assertThat(zip).as(out.toString()).isRegularFile();
        return zip;
    }

    @Test
    void twoBundlesWithARunOfTheUsersCommandShowItsFactsSideBySide() throws Exception {
        Path crashed = bundleWithExec("crash", "import ctypes\nctypes.string_at(0)\n", false);
        Path raised = bundleWithExec("raise", dev.gpudoctor.exec.ExecScriptsAccess.illegalInstruction(), true);
        StringWriter out = new StringWriter();

        int code = run(
                new CompareCommand(new BundleReader()),
                out,
                new StringWriter(),
                "--json",
                crashed.toString(),
                raised.toString());

        assertThat(code).isEqualTo(ExitCodes.FINDINGS);
        Map<String, JsonNode> exec = new java.util.LinkedHashMap<>();
        new ObjectMapper().readTree(out.toString()).path("rows").forEach(row -> {
            if (row.path("section").asText().equals("exec")) {
                exec.put(row.path("item").asText(), row);
            }
        });
        assertThat(exec.keySet()).containsExactlyInAnyOrder("command", "switches", "end", "findings", "duration");
        assertThat(exec.get("command").path("a").asText()).endsWith("crash.py");
        assertThat(exec.get("command").path("b").asText()).endsWith("raise.py");
        assertThat(exec.get("end").path("a").asText()).isEqualTo("failed, killed by SIGSEGV");
        assertThat(exec.get("end").path("b").asText()).isEqualTo("failed, exit code 1");
        assertThat(exec.get("switches").path("a").asText()).isEqualTo("none");
        assertThat(exec.get("switches").path("b").asText()).isEqualTo("CUDA_LAUNCH_BLOCKING=1, TORCH_USE_CUDA_DSA=1");
        assertThat(exec.get("findings").path("b").asText()).startsWith("illegal-instruction");
        assertThat(exec.get("end").path("differs").asBoolean()).isTrue();
        assertThat(exec.get("duration").path("a").asText()).matches("\\d+\\.\\d s");

        StringWriter text = new StringWriter();
        run(new CompareCommand(new BundleReader()), text, new StringWriter(), crashed.toString(), raised.toString());
        assertThat(text.toString()).contains("A: failed, killed by SIGSEGV").contains("B: failed, exit code 1");
        // A bundle compared with itself: the run of the command is the same run.
        assertThat(run(
                        new CompareCommand(new BundleReader()),
                        new StringWriter(),
                        new StringWriter(),
                        crashed.toString(),
                        crashed.toString()))
                .isEqualTo(ExitCodes.OK);
    }

    @Test
    void anOutputFolderThatCannotTakeTheZipIsSaidBeforeAnyProbeRuns() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path aFile = java.nio.file.Files.writeString(temp.resolve("a-file"), "x");
        Path missing = aFile.resolve("sub/bundle.zip");

        int code = run(new BundleCommand(service()), out, err, "-o", missing.toString());

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString())
                .isEqualTo("gpu-doctor bundle: cannot write " + missing + ": " + aFile + " is a file, not a folder"
                        + System.lineSeparator());
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aRefusedBundleExitsTwoWithASentence() throws Exception {
        Path good = bundle("wsl1");
        Path evil = temp.resolve("evil.zip");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(evil))) {
            zip.putNextEntry(new ZipEntry("../../etc/evil"));
            zip.write(1);
            zip.closeEntry();
        }
        StringWriter err = new StringWriter();
        int code =
                run(new CompareCommand(new BundleReader()), new StringWriter(), err, good.toString(), evil.toString());
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString())
                .contains("refused " + evil)
                .contains("points outside the bundle")
                .doesNotContain("Exception");
    }

    @Test
    void checkAcceptsTheUnpackedBundleFolderItself() throws Exception {
        Path zip = bundle("wsl2-no-ld-wsl-conf");
        Path unpacked = Files.createDirectories(temp.resolve("unpacked"));
        try (InputStream raw = Files.newInputStream(zip);
                ZipInputStream in = new ZipInputStream(raw)) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                Path target = unpacked.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                Files.write(target, in.readAllBytes());
            }
        }
        StringWriter out = new StringWriter();
        int code = run(
                new CheckCommand(checklist),
                out,
                new StringWriter(),
                "--host-root",
                unpacked.toString(),
                "--only",
                "gpu-visible,loader-path");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(out.toString()).containsPattern("PASS +gpu-visible").containsPattern("FAIL +loader-path");
    }
}
