package dev.gpudoctor.ui.diagnose;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.DiagnosisInput;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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

/**
 * The recommended action a user reads above the remedies is the one the evidence chose: with no
 * NVIDIA device on the PCI bus the remedies say "run on the CPU" and the action no longer says
 * "Update the driver"; with an NVIDIA device on the bus, it still does.
 */
@ExtendWith(ApplicationExtension.class)
class DiagnoseActionFollowsTheEvidenceTest {

    private DiagnoseViewModel vm;

    @Start
    void start(Stage stage) {
        DiagnosisService service = DiagnosisService.standard();
        vm = new DiagnoseViewModel(
                service, new DiagnosisInput(new BundleReader(), service)::read, new CurrentThreadTaskExecutor());
        Scene scene = new Scene((Parent) new DiagnoseView(vm).content(), 1280, 760);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = DiagnoseActionFollowsTheEvidenceTest.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private DiagnosisFinding diagnose(FxRobot robot, String text) {
        robot.interact(
                () -> robot.lookup("#diagnose-input").queryAs(TextArea.class).setText(text));
        robot.clickOn("#diagnose-run");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<DiagnosisFinding> findings = robot.lookup("#diagnose-findings").queryAs(ListView.class);
        return findings.getSelectionModel().getSelectedItem();
    }

    @Test
    void noNvidiaDeviceOnTheBusIsNotADriverToUpdate(FxRobot robot) throws IOException {
        // This VM's own torch and PCI bus (recorded/no-nvidia-device-vm.txt).
        DiagnosisFinding top = diagnose(robot, resource("/diagnosis/recorded/no-nvidia-device-vm.txt"));

        assertThat(top.id()).isEqualTo("no-driver");
        String remedy =
                robot.lookup("#diagnose-detail-remedy").queryAs(TextArea.class).getText();
        assertThat(remedy).startsWith("1. lspci lists no NVIDIA GPU").contains("run on the CPU");
        String action =
                robot.lookup("#diagnose-detail-action").queryAs(Label.class).getText();
        assertThat(action)
                .isEqualTo("Recommended action: Replace hardware (replace-hardware)")
                .doesNotContain(RecommendedAction.UPDATE_DRIVER.label());
        assertThat(top.action()).isEqualTo(RecommendedAction.REPLACE_HARDWARE);
    }

    @Test
    void anNvidiaDeviceOnTheBusStillAsksForTheDriver(FxRobot robot) throws IOException {
        // https://github.com/BVLC/caffe/issues/4225: the GRID K520 is on the bus, CUDA finds no device.
        DiagnosisFinding top =
                diagnose(robot, resource("/diagnosis/fixtures/heldout-direction/no-driver--caffe-4225.txt"));

        assertThat(top.id()).isEqualTo("no-driver");
        assertThat(robot.lookup("#diagnose-detail-remedy")
                        .queryAs(TextArea.class)
                        .getText())
                .startsWith("1. lspci lists an NVIDIA device");
        assertThat(robot.lookup("#diagnose-detail-action").queryAs(Label.class).getText())
                .isEqualTo("Recommended action: Update the driver (update-driver)");
    }
}
