package dev.gpudoctor.ui.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A check whose remedy is the set-up carries the set-up's button; other remedies do not. */
@ExtendWith(ApplicationExtension.class)
class ChecklistSetUpOfferTest {

    private static final List<CheckResult> RESULTS = List.of(
            new CheckResult(
                    CheckId.PYTHON_ENV,
                    "Python interpreter and packages",
                    CheckStatus.FAIL,
                    "torch not installed; Python 3.12.3 (/usr/bin/python3)",
                    "torch is not installed in /usr/bin/python3.",
                    "./gpu-doctor setup-python (or /usr/bin/python3 -m pip install torch --index-url https://download.pytorch.org/whl/cu128)",
                    List.of("torch: not installed"),
                    800),
            new CheckResult(
                    CheckId.SHM,
                    "Shared memory (/dev/shm)",
                    CheckStatus.WARN,
                    "64 MiB",
                    "Small /dev/shm.",
                    "sudo mount -o remount,size=8G /dev/shm",
                    List.of(),
                    1));

    private int setUps;

    @Start
    void start(Stage stage) {
        ChecklistRunner runner = new ChecklistRunner() {
            @Override
            public List<CheckInfo> checks() {
                return RESULTS.stream()
                        .map(r -> new CheckInfo(r.id(), r.title(), false))
                        .toList();
            }

            @Override
            public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) {
                RESULTS.forEach(onResult);
                return new ChecklistReport(FakeChecklistRunner.WSL2_LAPTOP, RESULTS);
            }
        };
        ChecklistViewModel vm =
                new ChecklistViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
        vm.offerSetUpWith(() -> setUps++);
        stage.setScene(new Scene((Parent) new ChecklistView(vm).content(), 1280, 700));
        stage.show();
    }

    @Test
    void theTorchRemedyHasTheSetUpButtonAndItStartsTheGuidedSetUp(FxRobot robot) {
        robot.clickOn("#checklist-run-all");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<CheckItem> table = robot.lookup("#checklist-table").queryAs(TableView.class);
        Button setUp = robot.lookup("#checklist-detail-setup").queryAs(Button.class);

        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        assertThat(setUp.isVisible()).isTrue();
        robot.clickOn(setUp);
        assertThat(setUps).isEqualTo(1);

        robot.interact(() -> table.getSelectionModel().clearAndSelect(1));
        assertThat(setUp.isVisible())
                .as("the /dev/shm remedy is not the set-up")
                .isFalse();
    }
}
