package dev.gpudoctor.ui.common;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * Text a label or cell has to cut ("Driver version and its CU…") stays readable: while the skin draws
 * it cut, the whole text is its tooltip; while it fits there is none (no tooltip repeating what is shown).
 */
public final class CutTextTooltip {

    private CutTextTooltip() {}

    /** Installs on {@code labeled} (a Label, a TableCell, a ListCell); returns it for chaining. */
    public static <T extends Labeled> T install(T labeled) {
        Tooltip whole = new Tooltip();
        whole.setWrapText(true);
        whole.setMaxWidth(640);
        whole.setShowDelay(Duration.millis(300));
        whole.textProperty().bind(labeled.textProperty());
        // The skin's text node holds what is drawn (set during layout): compare it with the whole text
        // each time either changes.
        Runnable update = () -> {
            boolean cut = isCut(labeled);
            if (cut && labeled.getTooltip() != whole) {
                labeled.setTooltip(whole);
            } else if (!cut && labeled.getTooltip() == whole) {
                labeled.setTooltip(null);
            }
        };
        labeled.textProperty().addListener((obs, old, now) -> update.run());
        labeled.skinProperty().addListener((obs, old, skin) -> {
            for (Node child : labeled.getChildrenUnmodifiable()) {
                if (child instanceof Text drawn && child != labeled.getGraphic()) {
                    drawn.textProperty().addListener((o, was, now) -> update.run());
                }
            }
        });
        return labeled;
    }

    /** Whether the skin draws less than the whole text (JavaFX puts the ellipsis in its text node only). */
    public static boolean isCut(Labeled labeled) {
        String text = labeled.getText();
        if (text == null || text.isEmpty()) {
            return false;
        }
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text drawn && child != labeled.getGraphic()) { // an icon font glyph is a Text too
                // nothing drawn: a graphic-only cell, not a cut one
                return drawn.getText() != null && !drawn.getText().isEmpty() && !text.equals(drawn.getText());
            }
        }
        return false;
    }
}
