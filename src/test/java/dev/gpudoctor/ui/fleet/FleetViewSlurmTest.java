package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.LocalSlurm;
import dev.gpudoctor.ui.common.BackgroundTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A fleet run from the window as Slurm jobs, against a real Slurm on this host (LocalSlurm: slurmctld
 * and three slurmd, gpu1-gpu3), with the engine the CLI uses. gpu3 answers from a captured WSL2
 * laptop; the "gpu-doctor" on the nodes is this build's headless agent.
 */
@ExtendWith(ApplicationExtension.class)
class FleetViewSlurmTest {

    @TempDir
    static Path dir;

    private static LocalSlurm slurm;
    private static String agent;
    private static String slowAgent;

    private FleetViewModel vm;
    private BackgroundTaskExecutor tasks;

    @BeforeAll
    static void startSlurm() throws Exception {
        slurm = LocalSlurm.start(Files.createDirectories(dir.resolve("slurm")));
        Path linux = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/linux")));
        Path laptop = HostTreesAccess.materialise("wsl2-healthy", Files.createDirectories(dir.resolve("trees/laptop")));
        agent = script(
                "agent.sh",
                "case \"$SLURMD_NODENAME\" in gpu3) root='" + laptop + "';; *) root='" + linux + "';; esac\n"
                        + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        slowAgent = script("slow.sh", "sleep 77\n");
    }

    private static String script(String name, String body) throws Exception {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script.toString();
    }

    @AfterAll
    static void stopSlurm() throws Exception {
        if (slurm != null) {
            slurm.close();
        }
    }

    @Start
    void start(Stage stage) {
        tasks = new BackgroundTaskExecutor(2, Platform::runLater);
        vm = new FleetViewModel(
                FleetService.of(
                        new SshFleet(new CommandRunner()), new SlurmFleet(new CommandRunner(), slurm.environment())),
                tasks,
                Platform::runLater,
                bundle -> {},
                dir);
        stage.setScene(new Scene((Parent) new FleetView(vm).content(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void nothingIsLeftInTheQueue() throws Exception {
        tasks.close();
        // An ended job shows as COMPLETING while Slurm tidies up; one left running (they sleep 77 s) outlasts this
        // wait.
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (!slurm.jobs().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(slurm.jobs()).as("jobs left queued or running").isEmpty();
    }

    private void chooseSlurm(FxRobot robot, String nodes, String remote) {
        @SuppressWarnings("unchecked")
        ChoiceBox<FleetViewModel.Via> via = robot.lookup("#fleet-via").queryAs(ChoiceBox.class);
        assertThat(via.getItems()).containsExactly(FleetViewModel.Via.SSH, FleetViewModel.Via.SLURM);
        robot.interact(() -> via.setValue(FleetViewModel.Via.SLURM));
        assertThat(robot.lookup("#fleet-ssh-config-row").query().isVisible())
                .as("the ssh config, for ssh only")
                .isFalse();
        assertThat(robot.lookup("#fleet-partition").query().isVisible()).isTrue();
        assertThat(robot.lookup("#fleet-hosts").queryAs(TextArea.class).getPromptText())
                .startsWith("node lists");
        robot.interact(() -> {
            vm.hostsProperty().set(nodes);
            vm.remoteCommandProperty().set(remote);
        });
    }

    private String state(String name) {
        return vm.progress().stream()
                .filter(row -> row.name().equals(name))
                .findFirst()
                .orElseThrow()
                .stateProperty()
                .get()
                .name();
    }

    @Test
    void threeNodesAsSlurmJobsEndAsThreeColumnsAndTheLaptopIsTheOutlier(FxRobot robot) throws Exception {
        chooseSlurm(robot, "gpu[1-3]", agent);

        robot.clickOn("#fleet-start");
        WaitForAsyncUtils.waitFor(
                150, TimeUnit.SECONDS, () -> !vm.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(List.of(state("gpu1"), state("gpu2"), state("gpu3")))
                .as(vm.runStatusProperty().get())
                .containsExactly("DONE", "DONE", "DONE");
        assertThat(robot.lookup("#fleet-run-status").queryAs(Label.class).getText())
                .contains("3 reached");
        Path folder = vm.folderProperty().get();
        assertThat(folder.resolve("fleet.json")).isRegularFile();
        assertThat(folder.resolve("gpu3/bundle.zip")).isNotEmptyFile();
        FactRow first = vm.tableProperty().get().rows().get(0);
        assertThat(first.drift()).isTrue();
        assertThat(first.outliers()).containsExactly("gpu3");
        assertThat(robot.lookup("#fleet-header-gpu3").queryAs(Label.class).getText())
                .startsWith("gpu3");
    }

    @Test
    void aNodeSlurmDoesNotKnowIsARowWithSlurmsReason(FxRobot robot) throws Exception {
        chooseSlurm(robot, "gpu9", agent);

        robot.clickOn("#fleet-start");
        WaitForAsyncUtils.waitFor(
                30, TimeUnit.SECONDS, () -> !vm.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();

        // scontrol expands any well-formed name; Slurm then refuses the job, and the node's row says so.
        assertThat(robot.lookup("#fleet-run-status").queryAs(Label.class).getText())
                .contains("0 reached, 1 not reached");
        assertThat(state("gpu9")).isEqualTo("FAILED");
        assertThat(vm.progress().get(0).detailProperty().get())
                .startsWith("job-rejected:")
                .containsIgnoringCase("invalid node name");
        assertThat(slurm.jobs()).isEmpty();
    }

    @Test
    void cancelCancelsTheJobsItStarted(FxRobot robot) throws Exception {
        chooseSlurm(robot, "gpu[1-2]", slowAgent);

        robot.clickOn("#fleet-start");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> slurm.jobs().size() == 2);
        robot.clickOn("#fleet-cancel");
        WaitForAsyncUtils.waitFor(
                30, TimeUnit.SECONDS, () -> !vm.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#fleet-run-status").queryAs(Label.class).getText())
                .isEqualTo("Cancelled: the Slurm jobs of this run were cancelled (scancel).");
        assertThat(List.of(state("gpu1"), state("gpu2"))).containsExactly("CANCELLED", "CANCELLED");
        // nothingIsLeftInTheQueue checks that the jobs are gone.
    }
}
