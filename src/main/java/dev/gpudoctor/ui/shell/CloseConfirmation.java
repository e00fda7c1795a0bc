package dev.gpudoctor.ui.shell;

import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/** Asks before the window closes while a run is under way; a confirmed close cancels the run first. */
public final class CloseConfirmation {

    static final ButtonType CLOSE = new ButtonType("Cancel it and close", ButtonBar.ButtonData.OK_DONE);
    static final ButtonType KEEP = new ButtonType("Keep running", ButtonBar.ButtonData.CANCEL_CLOSE);

    private CloseConfirmation() {}

    public static void install(Stage stage, UnfinishedWork work) {
        stage.addEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, event -> {
            String question = work.question();
            if (question == null) {
                return;
            }
            Alert alert = new Alert(Alert.AlertType.CONFIRMATION, question, CLOSE, KEEP);
            alert.initOwner(stage);
            alert.setTitle("Close GPU Doctor?");
            alert.setHeaderText("Close GPU Doctor while it works?");
            // Keep running is the default: Enter or Esc must not throw away a 20-minute sweep.
            ((Button) alert.getDialogPane().lookupButton(CLOSE)).setDefaultButton(false);
            ((Button) alert.getDialogPane().lookupButton(KEEP)).setDefaultButton(true);
            alert.getDialogPane().setId("close-confirmation");
            Optional<ButtonType> answer = alert.showAndWait();
            if (answer.isPresent() && answer.get() == CLOSE) {
                work.cancelAll();
            } else {
                event.consume();
            }
        });
    }
}
