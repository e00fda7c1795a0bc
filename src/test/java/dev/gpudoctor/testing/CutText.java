package dev.gpudoctor.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;

/** Every label and cell drawn cut ("…") in a window must carry its whole text as a tooltip. */
public final class CutText {

    private CutText() {}

    /** The shown labels and cells whose drawn text is cut, looked up under {@code root}. */
    public static List<Labeled> cut(Parent root) {
        List<Labeled> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Node node, List<Labeled> found) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled
                && labeled.getText() != null
                && !labeled.getText().isEmpty()
                && labeled.getChildrenUnmodifiable().stream()
                        .anyMatch(c -> c instanceof javafx.scene.text.Text && c != labeled.getGraphic())
                && labeled.getContentDisplay() != javafx.scene.control.ContentDisplay.GRAPHIC_ONLY
                && !Truncation.shown(labeled).isEmpty()
                && Truncation.isCut(labeled)) {
            found.add(labeled);
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, found));
        }
    }

    /** Asserts each cut one has a tooltip with its whole text; returns how many were cut. */
    public static int assertReadable(Parent root, String where) {
        List<Labeled> cut = cut(root);
        for (Labeled labeled : cut) {
            assertThat(labeled.getTooltip())
                    .as(
                            "%s: '%s' is drawn as '%s' with no tooltip",
                            where, labeled.getText(), Truncation.shown(labeled))
                    .isNotNull();
            assertThat(labeled.getTooltip().getText()).as(where).isEqualTo(labeled.getText());
        }
        return cut.size();
    }
}
