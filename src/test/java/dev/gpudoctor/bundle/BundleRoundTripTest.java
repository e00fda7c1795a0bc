package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** write → open gives the same report; the raw/ of an unpacked bundle re-runs the checks offline. */
class BundleRoundTripTest {

    @TempDir
    Path temp;

    @Test
    void writeThenOpenGivesTheSameReportAndFiles() throws Exception {
        BundleFixture fixture = new BundleFixture(temp, "wsl2-healthy");
        BundleWriter.Written written = fixture.service.create(fixture.options(temp.resolve("a.zip")), null);
        OpenedBundle opened = new BundleReader().open(written.file());
        assertThat(opened.report()).isEqualTo(written.report());
        assertThat(opened.paths()).containsExactlyInAnyOrderElementsOf(written.files());
        assertThat(opened.summary()).startsWith("# GPU Doctor bug report");
        assertThat(opened.hostLabel()).isEqualTo("Ubuntu 22.04.3 LTS (wsl2)");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "native-driver",
                "native-no-driver",
                "wsl2-healthy",
                "wsl2-linux-driver",
                "wsl2-no-ld-wsl-conf",
                "wsl1"
            })
    void checkOnTheUnpackedRawTreeGivesTheSameVerdicts(String tree) throws Exception {
        BundleFixture fixture = new BundleFixture(temp, tree);
        BundleWriter.Written written = fixture.service.create(fixture.options(temp.resolve(tree + ".zip")), null);
        Path unpacked = Zips.unpack(written.file(), Files.createDirectories(temp.resolve("unpacked-" + tree)));
        ChecklistService offline = new ChecklistService(Map.of(), new CommandRunner(), request -> null);
        ChecklistReport again =
                offline.run(new ChecklistRequest(List.of(), null, unpacked.resolve("raw"), false, false), r -> {});
        ChecklistReport original =
                offline.run(new ChecklistRequest(List.of(), null, fixture.tree, false, false), r -> {});
        assertThat(verdicts(again)).isEqualTo(verdicts(original));
        assertThat(again.host().platform()).isEqualTo(original.host().platform());
        assertThat(again.host().loader().libcudaDir())
                .isEqualTo(original.host().loader().libcudaDir());
        assertThat(again.host().nvidiaSmi().driverVersion())
                .isEqualTo(original.host().nvidiaSmi().driverVersion());
        // The unpacked folder itself stands by its raw/: the service decides, for the CLI and any other front.
        ChecklistReport ofFolder = offline.run(new ChecklistRequest(List.of(), null, unpacked, false, false), r -> {});
        assertThat(verdicts(ofFolder)).isEqualTo(verdicts(original));
        assertThat(ofFolder.host().hostRoot())
                .isEqualTo(unpacked.resolve("raw").toAbsolutePath().normalize().toString());
    }

    @Test
    void onlyAFolderWithReportJsonBesideRawIsAnUnpackedBundle() throws Exception {
        Path plain = Files.createDirectories(temp.resolve("plain/raw"));
        assertThat(dev.gpudoctor.host.HostRoot.treeIn(plain.getParent())).isEqualTo(plain.getParent());
        Files.writeString(plain.getParent().resolve("report.json"), "{}");
        assertThat(dev.gpudoctor.host.HostRoot.treeIn(plain.getParent())).isEqualTo(plain);
        assertThat(dev.gpudoctor.host.HostRoot.treeIn(Path.of("/"))).isEqualTo(Path.of("/"));
    }

    private static Map<String, String> verdicts(ChecklistReport report) {
        Map<String, String> map = new LinkedHashMap<>();
        for (CheckResult check : report.checks()) {
            map.put(check.id().id(), check.status().jsonName() + " " + check.value());
        }
        return map;
    }

    @Test
    void comparingTwoHostsPutsDifferencesFirst() throws Exception {
        BundleFixture laptop = new BundleFixture(Files.createDirectories(temp.resolve("laptop")), "wsl2-healthy");
        BundleFixture server = new BundleFixture(Files.createDirectories(temp.resolve("server")), "native-driver");
        OpenedBundle a = new BundleReader()
                .open(laptop.service
                        .create(laptop.options(temp.resolve("laptop.zip")), null)
                        .file());
        OpenedBundle b = new BundleReader()
                .open(server.service
                        .create(server.options(temp.resolve("server.zip")), null)
                        .file());
        HostComparison comparison = HostComparison.of(a, b);
        assertThat(comparison.labelA()).contains("wsl2");
        assertThat(comparison.labelB()).contains("native");
        List<ComparisonRow> rows = comparison.rows();
        int firstSame =
                rows.indexOf(rows.stream().filter(r -> !r.differs()).findFirst().orElseThrow());
        assertThat(rows.subList(0, firstSame)).allMatch(ComparisonRow::differs);
        assertThat(rows.subList(firstSame, rows.size())).noneMatch(ComparisonRow::differs);
        assertThat(rows)
                .anyMatch(r -> r.section().equals("host")
                        && r.item().equals("platform")
                        && r.differs()
                        && r.a().equals("wsl2")
                        && r.b().equals("native"));
        assertThat(rows)
                .anyMatch(r -> r.section().equals("checklist") && r.item().equals("wsl"));
        assertThat(rows).anyMatch(r -> r.section().equals("runs") && !r.differs());
        assertThat(HostComparison.of(a, a).differenceCount()).isZero();
        assertThat(new String(Files.readAllBytes(temp.resolve("laptop.zip")), StandardCharsets.ISO_8859_1))
                .doesNotContain(BundleFixture.HOME);
    }
}
