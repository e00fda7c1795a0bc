package dev.gpudoctor.ui.common;

import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/**
 * Says that long work ended (a run, a bundle) when the user is not looking at its tab: ControlsFX's
 * {@link Notifications} toast in the window's corner, which shows itself, stacks and fades. ControlsFX
 * is touched only here, and only when work ends, so the first frame loads none of it.
 */
public final class FinishedWorkNotice {

    static final Duration SHOWN_FOR = Duration.seconds(8);

    private FinishedWorkNotice() {}

    /**
     * When {@code running} turns false, tells of {@code outcome} (read once the view model has set it)
     * under {@code title}, unless {@code anchor} is in plain view in a focused window.
     */
    public static void whenEnded(
            Node anchor, ObservableBooleanValue running, String title, ObservableStringValue outcome) {
        running.addListener((obs, was, now) -> {
            if (was && !now) {
                // The view model sets its outcome text just after it clears running.
                Platform.runLater(() -> show(anchor, title, outcome.get()));
            }
        });
    }

    static void show(Node anchor, String title, String text) {
        if (anchor.getScene() == null || anchor.getScene().getWindow() == null || text == null || text.isBlank()) {
            return;
        }
        Window window = anchor.getScene().getWindow();
        if (window.isFocused() && inView(anchor)) {
            return;
        }
        Notifications.create()
                .owner(window)
                .title(title)
                .text(firstLine(text))
                .hideAfter(SHOWN_FOR)
                .showInformation();
    }

    /** Whether the node and every parent are visible (a tab not selected hides its content). */
    private static boolean inView(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Longest line of the toast, in characters: ControlsFX sizes it to its text, and a bundle's one-line
     *  status (250 characters) made it wider than the window, its start off the screen. */
    static final int LINE = 64;

    static final int LINES = 3;

    /** The outcome's first line, word-wrapped to at most {@value #LINES} lines of {@value #LINE} characters. */
    static String firstLine(String text) {
        String line = text.lines().findFirst().orElse("").strip();
        StringBuilder wrapped = new StringBuilder();
        int lines = 1;
        int column = 0;
        for (String word : line.split(" +")) {
            if (column > 0 && column + 1 + word.length() > LINE) {
                if (lines == LINES) {
                    return wrapped.append(" …").toString();
                }
                wrapped.append('\n');
                lines++;
                column = 0;
            } else if (column > 0) {
                wrapped.append(' ');
                column++;
            }
            String piece = word.length() > LINE ? word.substring(0, LINE - 1) + "…" : word;
            wrapped.append(piece);
            column += piece.length();
        }
        return wrapped.toString();
    }
}
