package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FleetFileTest {

    @TempDir
    Path dir;

    private static TargetResult machine(String name, String driver) {
        return TargetResult.reached(
                name,
                new TargetFacts("Debian 12", "6.1", "NONE", driver, "12.4", List.of("A100"), "pass", List.of()),
                List.of(),
                1500);
    }

    private static FleetReport fleet() {
        return FleetReport.of(List.of(
                machine("gpu1", "550.54"),
                machine("gpu2", "550.54"),
                machine("gpu3", "535.104"),
                TargetResult.failed(
                        "gpu4",
                        TargetFailure.UNREACHABLE,
                        "The target could not be reached: Connection refused",
                        List.of("ssh: connect to host gpu4 port 22: Connection refused"),
                        30)));
    }

    @Test
    void readsWhatTheCliWritesAndComparesItAgain() throws Exception {
        // The mapper the CLI's JsonOutput uses for fleet.json.
        ObjectMapper cli = new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .enable(SerializationFeature.INDENT_OUTPUT);
        Path file = dir.resolve("fleet.json");
        Files.writeString(file, cli.writeValueAsString(fleet()) + "\n");

        FleetReport read = FleetFile.read(file);

        assertThat(read).isEqualTo(fleet());
        assertThat(read.differences())
                .containsExactly(new FactDifference("driver", "550.54", Map.of("gpu3", "535.104")));
        assertThat(read.targets().get(3).failure()).isEqualTo("unreachable");
    }

    @Test
    void whatTheWindowWritesReadsBackTheSame() throws Exception {
        Path file = FleetFile.write(dir, fleet());

        assertThat(file).isEqualTo(dir.resolve("fleet.json"));
        assertThat(FleetFile.read(file)).isEqualTo(fleet());
    }

    @Test
    void aFieldFromANewerVersionIsIgnored() throws Exception {
        Path file = dir.resolve("fleet.json");
        Files.writeString(file, """
                {"schema": 2, "targets": [{"name": "a", "ok": false, "failure": "timed-out", "reason": "slow",
                  "bundle": "a/bundle.zip", "durationMillis": 5}]}""");

        assertThat(FleetFile.read(file).targets())
                .extracting(TargetResult::name)
                .containsExactly("a");
    }

    @Test
    void eachBrokenFileIsRefusedWithASentence() throws Exception {
        assertThatThrownBy(() -> FleetFile.read(dir.resolve("nothing.json")))
                .isInstanceOf(FleetFile.Refused.class)
                .hasMessage("There is no file " + dir.resolve("nothing.json") + ".");
        assertThatThrownBy(() -> FleetFile.read(dir)).hasMessageContaining("is a folder");
        Path text = Files.writeString(dir.resolve("a.json"), "{\"targets\": [ {\"name\": \"x\", ");
        assertThatThrownBy(() -> FleetFile.read(text)).hasMessageStartingWith("a.json is not JSON (line 1)");
        Path report = Files.writeString(dir.resolve("report.json"), "{\"checks\": []}");
        assertThatThrownBy(() -> FleetFile.read(report))
                .hasMessage("report.json has no \"targets\" list: it is not a fleet.json that gpu-doctor fleet wrote.");
        Path lying = Files.writeString(dir.resolve("lying.json"), "{\"targets\": [{\"name\": \"x\", \"ok\": true}]}");
        assertThatThrownBy(() -> FleetFile.read(lying))
                .hasMessage("lying.json has a damaged target: a target is ok exactly when it has facts.");
        Path nameless = Files.writeString(dir.resolve("nameless.json"), "{\"targets\": [{\"ok\": false}]}");
        assertThatThrownBy(() -> FleetFile.read(nameless))
                .hasMessage("nameless.json has a damaged target: the field \"name\" is missing.");
        Path twice = Files.writeString(
                dir.resolve("twice.json"),
                "{\"targets\": [{\"name\": \"x\", \"ok\": false}, {\"name\": \"x\", \"ok\": false}]}");
        assertThatThrownBy(() -> FleetFile.read(twice)).hasMessage("twice.json names the machine x twice.");
        Path empty = Files.writeString(dir.resolve("empty.json"), "{\"targets\": []}");
        assertThatThrownBy(() -> FleetFile.read(empty)).hasMessage("empty.json lists no machines.");
    }

    @Test
    void aMachinesBundleIsTheZipInItsFolder() throws Exception {
        Files.createDirectories(dir.resolve("gpu1"));
        Files.writeString(dir.resolve("gpu1/check.json"), "{}");
        Files.writeString(dir.resolve("gpu1/gpu-doctor-bundle.zip"), "zip");
        Files.createDirectories(dir.resolve("gpu2"));
        Files.writeString(dir.resolve("gpu2/check.json"), "{}");

        assertThat(FleetFile.bundleOf(dir, "gpu1")).contains(dir.resolve("gpu1/gpu-doctor-bundle.zip"));
        assertThat(FleetFile.bundleOf(dir, "gpu2")).isEmpty();
        assertThat(FleetFile.bundleOf(dir, "gpu9")).isEmpty();
    }

    @Test
    void aRowThatNamesItsBundleIsReadAsNamedAndNeverOutsideTheFleetsFolder() throws Exception {
        Path fleet = Files.createDirectories(dir.resolve("named"));
        Files.createDirectories(fleet.resolve("gpu1"));
        Files.writeString(fleet.resolve("gpu1/bundle.zip"), "zip");
        Files.writeString(fleet.resolve("gpu1/other.zip"), "zip");
        Files.writeString(dir.resolve("outside.zip"), "zip");
        TargetResult gpu1 = TargetResult.failed("gpu1", TargetFailure.TIMED_OUT, "slow", List.of(), 1);

        assertThat(FleetFile.bundleOf(fleet, gpu1.withBundle("gpu1/bundle.zip")))
                .contains(fleet.resolve("gpu1/bundle.zip").toAbsolutePath());
        assertThat(FleetFile.bundleOf(fleet, gpu1.withBundle("../outside.zip"))).isEmpty();
        assertThat(FleetFile.bundleOf(fleet, gpu1.withBundle("gpu1/gone.zip"))).isEmpty();
        assertThat(FleetFile.bundleOf(fleet, gpu1))
                .as("an older row: the zip in its folder")
                .contains(fleet.resolve("gpu1/bundle.zip"));
        FleetFile.write(fleet, FleetReport.of(List.of(gpu1.withBundle("gpu1/bundle.zip"))));
        assertThat(FleetFile.read(fleet.resolve("fleet.json")).targets().get(0).bundle())
                .isEqualTo("gpu1/bundle.zip");
    }
}
