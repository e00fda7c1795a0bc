package dev.gpudoctor.ui.diagnose;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.testing.CutText;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.scene.Parent;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 30 item 7: finding titles cut in the findings list show whole as tooltips; small windows scroll the details. */
@ExtendWith(ApplicationExtension.class)
class DiagnoseCutTextTest {

    /** A WSL2 log with several findings, titles longer than the list is wide at 1024 px. */
    private static final String LOG = """
            RuntimeError: CUDA error: device-side assert triggered
            Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
            RuntimeError: CUDA error: an illegal memory access was encountered
            torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB
            pynvml.NVMLError_NotSupported: Not Supported
            """;

    @Test
    void cutFindingTitlesHaveTheirWholeTextAsATooltip(FxRobot robot) throws Exception {
        int cut = 0; // how many were cut in all: each had to carry its tooltip
        // 720x480 is the window's minimum size (GpuDoctorApplication): there the list is narrowest
        for (double[] size : new double[][] {{720, 480}, {1024, 700}, {1280, 800}}) {
            Stage window = diagnosed(robot, size[0], size[1]);
            try {
                @SuppressWarnings("unchecked")
                ListView<DiagnosisFinding> findings = robot.from(
                                window.getScene().getRoot())
                        .lookup("#diagnose-findings")
                        .queryAs(ListView.class);
                assertThat(findings.getItems()).hasSizeGreaterThan(1);
                String where = "Diagnose at " + size[0] + "x" + size[1];
                cut += CutText.assertReadable(window.getScene().getRoot(), where);
                // the chosen finding's title, above its details, reads whole
                javafx.scene.control.Label title = robot.from(window.getScene().getRoot())
                        .lookup("#diagnose-detail-title")
                        .queryAs(javafx.scene.control.Label.class);
                assertThat(title.getText()).isNotEmpty();
                assertThat(dev.gpudoctor.testing.Truncation.isCut(title))
                        .as(where)
                        .isFalse();
            } finally {
                WaitForAsyncUtils.asyncFx(window::close).get();
            }
        }
    }

    @Test
    void onASmallWindowTheDetailsScrollRatherThanDrawOverOneAnother(FxRobot robot) throws Exception {
        for (double[] size : new double[][] {{720, 480}, {1024, 700}}) {
            Stage window = diagnosed(robot, size[0], size[1]);
            try {
                String where = "Diagnose at " + size[0] + "x" + size[1];
                javafx.scene.Node root = window.getScene().getRoot();
                javafx.scene.Node findings =
                        robot.from(root).lookup("#diagnose-findings").query();
                javafx.scene.Node title =
                        robot.from(root).lookup("#diagnose-detail-title").query();
                javafx.scene.control.ListView<?> evidence =
                        robot.from(root).lookup("#diagnose-evidence").queryAs(ListView.class);
                double listBottom =
                        findings.localToScene(findings.getBoundsInLocal()).getMaxY();
                double titleTop = title.localToScene(title.getBoundsInLocal()).getMinY();
                assertThat(titleTop)
                        .as(where + ": the title starts below the findings list")
                        .isGreaterThanOrEqualTo(listBottom);
                assertThat(evidence.getHeight())
                        .as(where + ": the evidence keeps two lines")
                        .isGreaterThanOrEqualTo(60);
            } finally {
                WaitForAsyncUtils.asyncFx(window::close).get();
            }
        }
    }

    /** The Diagnose view alone in a window of this size, with {@link #LOG} diagnosed and its first finding shown. */
    private static Stage diagnosed(FxRobot robot, double width, double height) throws Exception {
        DiagnosisService service = DiagnosisService.standard();
        DiagnoseViewModel vm = new DiagnoseViewModel(
                service,
                new dev.gpudoctor.bundle.DiagnosisInput(new dev.gpudoctor.bundle.BundleReader(), service)::read,
                new CurrentThreadTaskExecutor());
        Stage window = OwnWindow.show((Parent) new DiagnoseView(vm).content(), width, height);
        TextArea input = robot.from(window.getScene().getRoot())
                .lookup("#diagnose-input")
                .queryAs(TextArea.class);
        WaitForAsyncUtils.asyncFx(() -> input.setText(LOG)).get();
        robot.clickOn(
                robot.from(window.getScene().getRoot()).lookup("#diagnose-run").queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        return window;
    }
}
