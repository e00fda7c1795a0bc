package dev.gpudoctor.ui.shell;

import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import dev.gpudoctor.ui.common.Icons;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The application log at the bottom of the window; newest line visible, details in a tooltip. */
public final class LogPane extends BorderPane {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    public LogPane(LogViewModel viewModel) {
        setId("log-pane");
        ListView<LogEntry> list = new ListView<>(viewModel.entries());
        list.setId("log-list");
        list.setCellFactory(view -> new EntryCell());
        list.setPlaceholder(new Label("No log entries yet."));
        viewModel.entries().addListener((ListChangeListener<LogEntry>) change -> {
            if (!list.getItems().isEmpty()) {
                list.scrollTo(list.getItems().size() - 1);
            }
        });

        Label title = new Label("Log");
        title.getStyleClass().add("pane-title");
        Button copy = new Button("Copy");
        Icons.copy(copy);
        copy.setId("log-copy");
        copy.setOnAction(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.asText());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button clear = new Button("Clear");
        clear.setId("log-clear");
        clear.setOnAction(event -> viewModel.clear());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(6, title, spacer, copy, clear);
        header.setAlignment(Pos.CENTER_LEFT);
        header.setPadding(new Insets(3, 6, 3, 8));

        setTop(header);
        setCenter(list);
    }

    private static final class EntryCell extends ListCell<LogEntry> {
        @Override
        protected void updateItem(LogEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            getStyleClass().removeAll("log-warn", "log-error");
            if (empty || entry == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(TIME.format(entry.time()) + "  " + entry.level() + "  " + entry.shortLogger() + " — "
                    + entry.message() + (entry.hasDetails() ? "  [details: hover]" : ""));
            if (entry.level() == LogLevel.ERROR) {
                getStyleClass().add("log-error");
            } else if (entry.level() == LogLevel.WARN) {
                getStyleClass().add("log-warn");
            }
            setTooltip(entry.hasDetails() ? new Tooltip(entry.details()) : null);
        }
    }
}
