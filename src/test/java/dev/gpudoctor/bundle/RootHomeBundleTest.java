package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 30 item 11: a real bundle zip made as root (or under sudo, where the account's home and $HOME differ)
 * keeps neither home folder in any file, as the Report tab promises; folders that only share the name stay.
 */
class RootHomeBundleTest {

    @TempDir
    Path temp;

    @ParameterizedTest(name = "account home {0}, HOME={1}")
    @CsvSource({"/root, /root", "/root, /home/alice", "/home/alice, /root"})
    void neitherHomeIsInAnyFileOfTheZip(String accountHome, String envHome) throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-healthy", temp.resolve("trees"));
        Path capture = tree.resolve(".gpu-doctor");
        Files.writeString(
                capture.resolve("environ.txt"),
                "CUDA_HOME=" + envHome + "/cuda\nPYTHONPATH=" + accountHome + "/src\n",
                StandardOpenOption.APPEND);
        Files.createDirectories(capture.resolve("commands"));
        Files.writeString(
                capture.resolve("commands/pip-freeze.txt"),
                "torch==2.3.1\nmine @ file://" + accountHome + "/src/mine\n");
        RunHistory history = new RunHistory(temp.resolve("runs"));
        history.save(new RunRecord(
                "run-1",
                Instant.parse("2025-01-02T03:04:05Z"),
                "",
                "cpu",
                false,
                "float32",
                "arch:small",
                accountHome + "/structures/water.xyz",
                envHome + "/venv/bin/python",
                null,
                new SweepPoint(
                        "cpu float32",
                        "water",
                        96,
                        new StepStats(0.1, 0.1, 0.1, 0.1, 0.1),
                        1.0,
                        960,
                        1L,
                        true,
                        null,
                        null),
                -1.0,
                Map.of("startup", 0.2)));
        LogBuffer log = new LogBuffer(10);
        for (String line : List.of(
                "model at " + accountHome + "/models/mace.model",
                "cache " + envHome + "/.cache/torch",
                "kept: /srv/rootfs/data /mnt/root/share /home/alice2/x")) {
            log.add(new LogEntry(Instant.now(), LogLevel.INFO, "dev.gpudoctor.Planted", "main", line, ""));
        }
        Map<String, String> environment =
                Map.of("HOME", envHome, "PWD", envHome + "/work", "PATH", envHome + "/.local/bin:/usr/bin");
        BundleService bundles = new BundleService(
                new ChecklistService(environment, new CommandRunner(), request -> null),
                history,
                DiagnosisService.standard(),
                log,
                () -> envHome + "/venv/bin/python",
                new ChildOpRunner(environment, () -> Path.of("python-bridge")),
                new CommandRunner(),
                environment,
                accountHome,
                accountHome.equals("/root") ? "root" : "alice",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new CapabilitiesSection(python -> BundleFixture.RECORDED_CAPABILITIES)));

        Path zip = bundles.create(new BundleOptions(temp.resolve("b.zip"), true, null, tree, true), null)
                .file();

        Path unpacked = Zips.unpack(zip, Files.createDirectories(temp.resolve("unpacked")));
        List<Path> files;
        try (Stream<Path> walk = Files.walk(unpacked)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(file -> !file.toString().endsWith(".png"))
                    .toList();
        }
        assertThat(files).hasSizeGreaterThan(10);
        for (String home : List.of(accountHome, envHome)) {
            Pattern folder = Pattern.compile("(?<![A-Za-z0-9_.~-])" + Pattern.quote(home) + "(?![A-Za-z0-9_.-])");
            for (Path file : files) {
                String text = Files.readString(file, StandardCharsets.ISO_8859_1);
                assertThat(folder.matcher(text).find())
                        .as("%s in %s", home, unpacked.relativize(file))
                        .isFalse();
            }
        }
        String appLog = Files.readString(unpacked.resolve("logs/app.log"));
        assertThat(appLog)
                .contains(
                        "model at ~/models/mace.model", "cache ~/.cache/torch", "/srv/rootfs/data", "/mnt/root/share");
        JsonNode report = new BundleReader().open(zip).report();
        assertThat(report.path("redactions").path("home").asInt()).isGreaterThanOrEqualTo(6);
        assertThat(Files.readString(unpacked.resolve("raw/.gpu-doctor/environ.txt")))
                .contains("CUDA_HOME=~/cuda");
    }
}
