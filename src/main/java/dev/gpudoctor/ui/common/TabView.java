package dev.gpudoctor.ui.common;

import javafx.scene.Node;

/** One tab of the main window: a code-only view over its view model. */
public interface TabView {

    /** Stable id used for the tab's node id, keyboard shortcuts and screenshot file names. */
    String id();

    String title();

    Node content();
}
