package dev.gpudoctor.ui.common;

import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * Table columns that a narrow window cannot squeeze to "st…" or "med…": a column is never narrower
 * than its header (the table scrolls sideways instead), and a cell cut anyway (a long label) carries
 * its full text as a tooltip.
 */
public final class ReadableColumns {

    /** Header padding, the sort arrow's room and the column border, in px at the app's 13 px font. */
    private static final double HEADER_ROOM = 26;

    private ReadableColumns() {
    }

    /** Applies to a column of text; returns it for chaining. */
    public static <S> TableColumn<S, String> of(TableColumn<S, String> column) {
        header(column);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
            }
        });
        return column;
    }

    /** Only the header: the column is at least as wide as its title. */
    public static <S, T> TableColumn<S, T> header(TableColumn<S, T> column) {
        String title = column.getText();
        Text measure = new Text(title);
        measure.setFont(javafx.scene.text.Font.font(13));
        column.setMinWidth(Math.ceil(measure.getLayoutBounds().getWidth()) + HEADER_ROOM);
        return column;
    }
}
