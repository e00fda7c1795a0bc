package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.ErrorSummary;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** A short message up front; the stack trace only behind "Show Details", with a copy button. */
public final class ErrorDialog {

    private ErrorDialog() {}

    public static Alert create(Window owner, String header, ErrorSummary summary) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        if (owner != null) {
            alert.initOwner(owner);
        }
        alert.setTitle("GPU Doctor");
        alert.setHeaderText(header);
        alert.setContentText(summary.message());
        alert.getDialogPane().setId("error-dialog");
        if (!summary.details().isEmpty()) {
            TextArea details = new TextArea(summary.details());
            details.setEditable(false);
            details.setWrapText(false);
            details.setPrefRowCount(14);
            details.setId("error-details");
            VBox.setVgrow(details, Priority.ALWAYS);
            Button copy = new Button("Copy details");
            copy.setId("error-copy");
            copy.setOnAction(event -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(summary.message() + System.lineSeparator() + summary.details());
                Clipboard.getSystemClipboard().setContent(content);
            });
            alert.getDialogPane().setExpandableContent(new VBox(6, details, copy));
        }
        return alert;
    }
}
