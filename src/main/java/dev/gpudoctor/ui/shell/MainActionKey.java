package dev.gpudoctor.ui.shell;

import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Enter presses the selected tab's main button (its default button: Run the checklist, Run, Create
 * bundle, Start), as Help → Keyboard shortcuts promises. JavaFX keeps one Enter accelerator per scene,
 * that of the default button whose skin was made last, so with several tabs built Enter fired a hidden
 * tab's button or nothing, and a focused button (the log's Clear) took it instead. Choosing a tab also
 * moves the focus to its main button, so its focus ring shows what Enter will do.
 */
final class MainActionKey {

    private MainActionKey() {}

    static void install(Parent root, TabPane tabs) {
        // Outside the tab (the log's Copy and Clear, the status bar) a focused button would take Enter
        // for itself: there a filter gets it first.
        root.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            Node focused = root.getScene() == null ? null : root.getScene().getFocusOwner();
            if (plainEnter(event) && focused != null && !inside(focused, selectedContent(tabs))) {
                pressMainButton(tabs, event);
            }
        });
        // Inside the tab a handler, after the focused control: a text area's newline, a focused button
        // the user moved to, a field that consumes its own Enter come first.
        root.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (plainEnter(event)) {
                pressMainButton(tabs, event);
            }
        });
        tabs.getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, was, tab) ->
                        // After the tab's content joined the scene and was laid out.
                        Platform.runLater(() -> mainButton(tabs).ifPresent(Node::requestFocus)));
    }

    private static boolean plainEnter(KeyEvent event) {
        return event.getCode() == KeyCode.ENTER
                && !event.isShortcutDown()
                && !event.isAltDown()
                && !event.isShiftDown();
    }

    private static void pressMainButton(TabPane tabs, KeyEvent event) {
        mainButton(tabs).ifPresent(button -> {
            event.consume();
            button.fire();
        });
    }

    private static Node selectedContent(TabPane tabs) {
        Tab tab = tabs.getSelectionModel().getSelectedItem();
        return tab == null ? null : tab.getContent();
    }

    private static boolean inside(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The selected tab's default button, when it shows and is enabled. */
    static Optional<Button> mainButton(TabPane tabs) {
        Tab tab = tabs.getSelectionModel().getSelectedItem();
        if (tab == null || tab.getContent() == null) {
            return Optional.empty();
        }
        return tab.getContent().lookupAll(".button").stream()
                .filter(node -> node instanceof Button button && button.isDefaultButton())
                .map(Button.class::cast)
                .filter(button -> !button.isDisabled() && shows(button))
                .findFirst();
    }

    private static boolean shows(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
