package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.bundle.BundleOptions;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.UnavailableSection;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.fleet.FleetFile;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.TargetFacts;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** "Open its bundle" in the composed window: a fleet machine's real bundle reaches Capabilities, Compare and Diagnose. */
@ExtendWith(ApplicationExtension.class)
class FleetBundleInTheTabsTest {

    @TempDir
    Path dir;

    private AppContext context;

    @Start
    void start(Stage stage) {
        context = new AppContext(
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new LogBuffer(100),
                new RunHistory(dir.resolve("history")));
        context.createTabViews();
    }

    @AfterEach
    void close() {
        context.close();
    }

    private Path bundleOfAServer(Path zip) throws Exception {
        Path tree = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees")));
        BundleService service = new BundleService(
                new ChecklistService(Map.of(), new CommandRunner(), request -> null),
                new RunHistory(dir.resolve("runs")),
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
        return service.create(new BundleOptions(zip, false, null, tree, true), null)
                .file();
    }

    @Test
    void aMachinesBundleOpensInTheOtherTabs(FxRobot robot) throws Exception {
        Path fleet = Files.createDirectories(dir.resolve("lab"));
        TargetFacts facts = new TargetFacts(
                "Ubuntu 22.04.3 LTS", "5.15", "native", "550.54.15", "12.4", List.of("A100"), "pass", List.of());
        FleetFile.write(
                fleet,
                FleetReport.of(List.of(
                        TargetResult.reached("gpu1", facts, List.of(), 1000),
                        TargetResult.reached("gpu2", facts, List.of(), 1000))));
        Path bundle =
                bundleOfAServer(Files.createDirectories(fleet.resolve("gpu2")).resolve("gpu-doctor-bundle-gpu2.zip"));
        FleetViewModel vm = context.fleetViewModel();

        robot.interact(() -> {
            vm.open(fleet.resolve("fleet.json"));
            vm.select("gpu2");
            vm.openBundle();
        });

        assertThat(vm.tableStatusProperty().get())
                .isEqualTo("Opening the bundle of gpu2 in Capabilities, Compare and Diagnose: " + bundle);
        // Each tab read the bundle and answered about that host: this one has no capability matrix and no runs.
        assertThat(context.capabilitiesViewModel().bundleNoticeProperty().get())
                .startsWith("gpu-doctor-bundle-gpu2.zip (Ubuntu 22.04.3 LTS")
                .contains("has no capability matrix");
        assertThat(context.compareViewModel().bundleNoticeProperty().get())
                .startsWith("gpu-doctor-bundle-gpu2.zip (Ubuntu 22.04.3 LTS")
                .endsWith("holds no runs.");
        // A healthy server's bundle holds no failure to diagnose; Diagnose read it and says so.
        assertThat(context.diagnoseViewModel().statusProperty().get())
                .startsWith("No known failure recognised in gpu-doctor-bundle-gpu2.zip (0 lines).");
    }
}
