package dev.gpudoctor.ui.diagnose;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DiagnoseViewTest {

    /** A real report (https://github.com/deepspeedai/Megatron-DeepSpeed/issues/207), shortened. */
    private static final String PASTED = """
            Traceback (most recent call last):
              File "pretrain_gpt.py", line 231, in <module>
            ../aten/src/ATen/native/cuda/Indexing.cu:1141: indexSelectLargeIndex: block: [615,0,0], thread: [121,0,0] Assertion `srcIndex < srcSelectDimSize` failed.
            RuntimeError: CUDA error: device-side assert triggered
            Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
            """;

    private DiagnoseViewModel vm;

    @Start
    void start(Stage stage) {
        DiagnosisService service = DiagnosisService.standard();
        vm = new DiagnoseViewModel(
                service,
                new dev.gpudoctor.bundle.DiagnosisInput(new dev.gpudoctor.bundle.BundleReader(), service)::read,
                new CurrentThreadTaskExecutor());
        Scene scene = new Scene((Parent) new DiagnoseView(vm).content(), 1280, 760);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aPastedTracebackShowsRankedFindingsEvidenceWithLineNumbersAndTheRemedy(FxRobot robot) {
        TextArea input = robot.lookup("#diagnose-input").queryAs(TextArea.class);
        robot.interact(() -> input.setText(PASTED));
        robot.clickOn("#diagnose-run");
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        ListView<DiagnosisFinding> findings = robot.lookup("#diagnose-findings").queryAs(ListView.class);
        assertThat(findings.getItems()).extracting(DiagnosisFinding::id).containsExactly("device-side-assert");
        assertThat(findings.getSelectionModel().getSelectedItem().id()).isEqualTo("device-side-assert");
        assertThat(robot.lookup("#diagnose-detail-title").queryAs(Label.class).getText())
                .startsWith("A device-side assertion failed");
        assertThat(robot.lookup("#diagnose-detail-remedy")
                        .queryAs(TextArea.class)
                        .getText())
                .contains("CUDA_LAUNCH_BLOCKING=1");
        assertThat(robot.lookup("#diagnose-detail-confirm").queryAs(Label.class).getText())
                .contains("--only cuda-launch-blocking,torch-cuda-dsa");
        assertThat(robot.lookup("#diagnose-status").queryAs(Label.class).getText())
                .startsWith("1 finding in the pasted text");

        @SuppressWarnings("unchecked")
        ListView<EvidenceLine> evidence = robot.lookup("#diagnose-evidence").queryAs(ListView.class);
        assertThat(evidence.getItems()).extracting(EvidenceLine::line).containsExactly(3, 4);
        robot.interact(() -> evidence.getSelectionModel().select(1));
        assertThat(input.getSelectedText()).isEqualTo("RuntimeError: CUDA error: device-side assert triggered");
    }

    @Test
    void theLongNoFindingStatusWrapsInsideTheWindowAndTheFindingsPaneStaysOnIt(FxRobot robot) {
        TextArea input = robot.lookup("#diagnose-input").queryAs(TextArea.class);
        robot.interact(() -> input.setText("## GPU Doctor checklist\n| PASS | `gpu-visible` | 1 GPU: NVIDIA H200 |\n"));
        robot.clickOn("#diagnose-run");
        WaitForAsyncUtils.waitForFxEvents();

        Label status = robot.lookup("#diagnose-status").queryAs(Label.class);
        assertThat(status.getText()).startsWith("No known failure").contains("Next: paste the whole output");
        double width = status.getScene().getWidth();
        assertThat(status.localToScene(status.getBoundsInLocal()).getMaxX()).isLessThanOrEqualTo(width);
        Label title = robot.lookup("#diagnose-detail-title").queryAs(Label.class);
        assertThat(title.localToScene(title.getBoundsInLocal()).getMinX())
                .as("the findings pane is on screen")
                .isLessThan(width * 0.6);
    }

    @Test
    void aKeystrokeAfterADiagnosisNeverReplacesTheHighlightedEvidence(FxRobot robot) {
        TextArea input = robot.lookup("#diagnose-input").queryAs(TextArea.class);
        robot.interact(() -> input.setText(PASTED));
        robot.clickOn("#diagnose-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(input.getSelectedText()).contains("Assertion `srcIndex < srcSelectDimSize` failed.");

        robot.interact(input::requestFocus);
        robot.write("x");
        robot.type(javafx.scene.input.KeyCode.BACK_SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(input.getText())
                .as("the key line survives a keystroke")
                .contains("Assertion `srcIndex < srcSelectDimSize` failed.")
                .contains("RuntimeError: CUDA error: device-side assert triggered");
        robot.clickOn("#diagnose-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("device-side-assert");

        // After that first keystroke the text is editable as usual.
        robot.interact(() -> {
            input.requestFocus();
            input.positionCaret(input.getLength());
        });
        robot.write("y");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(input.getText()).endsWith("y");
    }

    @Test
    void clearEmptiesTheTextAndTheFindings(FxRobot robot) {
        robot.interact(() -> robot.lookup("#diagnose-input")
                .queryAs(TextArea.class)
                .setText("Found no NVIDIA driver on your system"));
        robot.clickOn("#diagnose-run");
        robot.clickOn("#diagnose-clear");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.findings()).isEmpty();
        assertThat(robot.lookup("#diagnose-detail-title").queryAs(Label.class).getText())
                .startsWith("Findings appear here");
    }
}
