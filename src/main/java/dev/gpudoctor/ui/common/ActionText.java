package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.RecommendedAction;

/** The recommended action as the window shows it: the words a person reads and the word scripts match on. */
public final class ActionText {

    private ActionText() {}

    public static String of(RecommendedAction action) {
        return "Recommended action: " + action.label() + " (" + action.jsonName() + ")";
    }
}
