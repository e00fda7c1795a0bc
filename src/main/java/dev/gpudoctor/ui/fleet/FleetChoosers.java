package dev.gpudoctor.ui.fleet;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The Fleet tab's file and folder choosers, over the tab's window (none while the tab is not shown yet). */
final class FleetChoosers {

    private final Supplier<Window> owner;

    FleetChoosers(Supplier<Window> owner) {
        this.owner = owner;
    }

    /** Lets the user open a file ({@code filter}: null for any); {@code chosen} gets it, nothing when cancelled. */
    void file(String title, FileChooser.ExtensionFilter filter, Consumer<Path> chosen) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (filter != null) {
            chooser.getExtensionFilters().add(filter);
        }
        File file = chooser.showOpenDialog(owner.get());
        if (file != null) {
            chosen.accept(file.toPath());
        }
    }

    /** Lets the user pick a folder; {@code chosen} gets it, nothing when cancelled. */
    void folder(String title, Consumer<Path> chosen) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(title);
        File folder = chooser.showDialog(owner.get());
        if (folder != null) {
            chosen.accept(folder.toPath());
        }
    }
}
