package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.LoopbackSshd;
import dev.gpudoctor.ui.common.BackgroundTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
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
 * A fleet run from the window against a real sshd on 127.0.0.1, with the engine the CLI uses: h1
 * and h2 stand for two alike Linux servers, h3 for a WSL2 laptop, "closed" for a machine that is
 * down. The "gpu-doctor" on the targets is this build's headless agent.
 */
@ExtendWith(ApplicationExtension.class)
class FleetViewSshTest {

    private static final String ROOT_VARIABLE = "GPUDOCTOR_TEST_HOST_ROOT";
    /** A remote command no other test runs, so the cleanup finds only this test's sleepers. */
    private static final String SLOW = "sleep 37.25;";

    @TempDir
    static Path dir;

    private static LoopbackSshd sshd;
    private static Path sshConfig;
    private static String agent;

    private FleetViewModel vm;
    private BackgroundTaskExecutor tasks;

    @BeforeAll
    static void startSshd() throws Exception {
        Path server = Files.createDirectories(dir.resolve("sshd"));
        sshd = LoopbackSshd.start(server, ROOT_VARIABLE);
        Path linux = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/linux")));
        Path laptop = HostTreesAccess.materialise("wsl2-healthy", Files.createDirectories(dir.resolve("trees/laptop")));
        sshConfig = dir.resolve("ssh_config");
        Files.writeString(
                sshConfig,
                sshd.alias("h1", "SetEnv " + ROOT_VARIABLE + "=" + linux)
                        + sshd.alias("h2", "SetEnv " + ROOT_VARIABLE + "=" + linux)
                        + sshd.alias("h3", "SetEnv " + ROOT_VARIABLE + "=" + laptop)
                        + sshd.alias("closed", LoopbackSshd.closedPort(), "client_key", server.resolve("known_hosts")));
        Path script = dir.resolve("agent.sh");
        Files.writeString(
                script,
                "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path") + "' dev.gpudoctor.agent.AgentMain \"$@\" ${"
                        + ROOT_VARIABLE
                        + ":+--host-root \"$" + ROOT_VARIABLE + "\"}\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        agent = script.toString();
    }

    @AfterAll
    static void stopSshd() throws Exception {
        if (sshd != null) {
            sshd.close();
        }
    }

    @Start
    void start(Stage stage) {
        tasks = new BackgroundTaskExecutor(2, Platform::runLater);
        vm = new FleetViewModel(
                new FleetService(new SshFleet(new CommandRunner())::run, null),
                tasks,
                Platform::runLater,
                bundle -> {},
                dir);
        stage.setScene(new Scene((Parent) new FleetView(vm).content(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stopTasks() {
        tasks.close();
    }

    private void fill(FxRobot robot, String hosts, String remote) {
        robot.interact(() -> {
            vm.hostsProperty().set(hosts);
            vm.sshConfigProperty().set(sshConfig.toString());
            vm.remoteCommandProperty().set(remote);
        });
    }

    private void awaitIdle(long seconds) throws Exception {
        WaitForAsyncUtils.waitFor(
                seconds, TimeUnit.SECONDS, () -> !vm.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
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
    void threeMachinesAndADownOneEndAsRowsAndTheLaptopIsTheOutlier(FxRobot robot) throws Exception {
        fill(robot, "h1\nh2\nh3\nclosed", agent);

        robot.clickOn("#fleet-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.runningProperty().get()).isTrue();
        awaitIdle(150);

        assertThat(List.of(state("h1"), state("h2"), state("h3"), state("closed")))
                .containsExactly("DONE", "DONE", "DONE", "FAILED");
        assertThat(vm.progress().get(3).detailProperty().get())
                .startsWith("unreachable: The target could not be reached")
                .contains("Connection refused");
        Path folder = vm.folderProperty().get();
        assertThat(folder.resolve("fleet.json")).isRegularFile();
        assertThat(folder.resolve("h3/check.json")).isNotEmptyFile();
        assertThat(robot.lookup("#fleet-run-status").queryAs(Label.class).getText())
                .contains("3 reached, 1 not reached");

        FactRow first = vm.tableProperty().get().rows().get(0);
        assertThat(first.drift()).isTrue();
        assertThat(first.outliers()).containsExactly("h3");
        assertThat(first.majority()).isEqualTo(first.values().get("h1"));
        TableCell<?, ?> laptop = robot.lookup("#fleet-table .table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn() != null
                        && "fleet-col-h3".equals(cell.getTableColumn().getId())
                        && cell.getIndex() == 0)
                .findFirst()
                .orElseThrow();
        assertThat(laptop.getStyleClass()).contains(FleetComparisonTable.OUTLIER);
        assertThat(robot.lookup("#fleet-header-closed").queryAs(Label.class).getText())
                .isEqualTo("closed  ✖");

        // The fleet.json the window wrote opens again as the same table.
        FleetTable ran = vm.tableProperty().get();
        robot.interact(() -> vm.open(folder.resolve("fleet.json")));
        WaitForAsyncUtils.waitFor(
                20,
                TimeUnit.SECONDS,
                () -> vm.tableStatusProperty()
                        .get()
                        .startsWith(folder.resolve("fleet.json").toString()));
        assertThat(vm.tableProperty().get().rows()).isEqualTo(ran.rows());
    }

    @Test
    void cancelStopsTheLocalSshAndMarksTheRows(FxRobot robot) throws Exception {
        fill(robot, "h1\nh2", SLOW);
        robot.clickOn("#fleet-start");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> localSsh() == 2);

        robot.clickOn("#fleet-cancel");
        awaitIdle(20);

        assertThat(List.of(state("h1"), state("h2"))).containsExactly("CANCELLED", "CANCELLED");
        assertThat(robot.lookup("#fleet-run-status").queryAs(Label.class).getText())
                .startsWith("Cancelled: ssh was stopped here");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (localSsh() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(localSsh()).as("ssh processes of this run left here").isZero();
        // What ssh started there ends at the targets' own time limit; this test does not wait for it.
        ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains(SLOW.replace(";", "")))
                .forEach(ProcessHandle::destroyForcibly);
    }

    private static long localSsh() {
        return ProcessHandle.current()
                .descendants()
                .filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().orElse("").contains("-F " + sshConfig))
                .count();
    }
}
