package dev.gpudoctor.ui.shell;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The long work a user started and would lose by closing the window (a MACE run, a sweep, a fleet
 * run, a bundle), each with its own cancel. The window asks before closing while any is under way,
 * and cancels it (the tab's own Cancel: its Python or ssh children end) once the user confirms.
 */
public final class UnfinishedWork {

    private record Work(String what, ObservableBooleanValue running, Runnable cancel) {}

    private final List<Work> work = new ArrayList<>();

    /** @param what how the question names it: "a MACE run" */
    public UnfinishedWork add(String what, ObservableBooleanValue running, Runnable cancel) {
        work.add(new Work(what, running, cancel));
        return this;
    }

    /** What is under way now, in the order added. */
    public List<String> underway() {
        return work.stream().filter(w -> w.running().get()).map(Work::what).toList();
    }

    /** The question the window asks, or null when nothing is under way. */
    public String question() {
        List<String> names = underway();
        if (names.isEmpty()) {
            return null;
        }
        String list = names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
        return (Character.toUpperCase(list.charAt(0)) + list.substring(1)) + (names.size() == 1 ? " is" : " are")
                + " under way. Closing GPU Doctor cancels " + (names.size() == 1 ? "it" : "them")
                + " and loses the result.";
    }

    /** Cancels everything under way, through each tab's own Cancel. */
    public void cancelAll() {
        work.stream().filter(w -> w.running().get()).forEach(w -> w.cancel().run());
    }
}
