package dev.gpudoctor.testing;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/** Whether a label, button or check box shows its whole text, as its skin laid it out (not "Foo b…"). */
public final class Truncation {

    private Truncation() {}

    /** The text the skin draws: JavaFX replaces a cut tail (or middle) by an ellipsis there, never in getText(). */
    public static String shown(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child != labeled.getGraphic()) { // an icon font glyph is a Text too
                return text.getText();
            }
        }
        throw new AssertionError(labeled.getId() + " has no text node: is it in a shown scene?");
    }

    public static boolean isCut(Labeled labeled) {
        return !shown(labeled).equals(labeled.getText());
    }
}
