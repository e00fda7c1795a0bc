package dev.gpudoctor.ui.common;

import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Table columns that a narrow window cannot squeeze to "st…" or "med…": a column is never narrower
 * than its header (the table scrolls sideways instead), and a cell cut anyway (a long label) carries
 * its full text as a tooltip.
 */
public final class ReadableColumns {

    /** Header padding, the sort arrow's room and the column border, in px at the app's 13 px font. */
    private static final double HEADER_ROOM = 26;

    private ReadableColumns() {}

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

    /**
     * Fills the table's width while its columns fit, and scrolls sideways once they do not: a
     * constrained policy alone never shows the horizontal scroll bar, so at 1024 px the columns
     * right of "structure" were simply gone.
     */
    public static void scrollWhenNarrow(TableView<?> table) {
        ChangeListener<Number> update = (obs, old, now) -> {
            double needed = table.getColumns().stream()
                            .mapToDouble(TableColumn::getMinWidth)
                            .sum()
                    + 16;
            table.setColumnResizePolicy(
                    table.getWidth() > 0 && table.getWidth() < needed
                            ? TableView.UNCONSTRAINED_RESIZE_POLICY
                            : TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        };
        table.widthProperty().addListener(update);
        // Columns made again (a bundle's columns added) need the same answer.
        table.getColumns()
                .addListener((ListChangeListener<TableColumn<?, ?>>) change -> update.changed(null, null, null));
        update.changed(null, null, null);
    }

    /** Also at least as wide as {@code sample}, a typical value that must read whole (a time stamp). */
    public static <S, T> TableColumn<S, T> fitting(TableColumn<S, T> column, String sample) {
        column.setMinWidth(Math.max(column.getMinWidth(), textWidth(sample) + HEADER_ROOM));
        return column;
    }

    private static double textWidth(String text) {
        return textWidth(text, FontWeight.NORMAL);
    }

    private static double textWidth(String text, FontWeight weight) {
        Text measure = new Text(text);
        measure.setFont(Font.font(null, weight, 13));
        return Math.ceil(measure.getLayoutBounds().getWidth());
    }

    /** Only the header: the column is at least as wide as its title (the theme sets headers in bold). */
    public static <S, T> TableColumn<S, T> header(TableColumn<S, T> column) {
        column.setMinWidth(textWidth(column.getText(), FontWeight.BOLD) + HEADER_ROOM);
        return column;
    }
}
