package dev.gpudoctor.ui.shell;

import dev.gpudoctor.model.AppVersion;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Window-level state: the status line, whether the log pane shows, and the version text. */
public final class MainViewModel {

    private final AppVersion version;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Ready");
    private final ReadOnlyBooleanWrapper logVisible = new ReadOnlyBooleanWrapper(true);

    public MainViewModel(AppVersion version) {
        this.version = version;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public void showStatus(String text) {
        status.set(text == null || text.isBlank() ? "Ready" : text);
    }

    public ReadOnlyBooleanProperty logVisibleProperty() {
        return logVisible.getReadOnlyProperty();
    }

    public void toggleLog() {
        logVisible.set(!logVisible.get());
    }

    public String versionText() {
        return "GPU Doctor " + version.version();
    }

    public String aboutText() {
        return version.oneLine() + "\n\nDiagnoses CUDA stacks that misbehave, above all under WSL2.\n"
                + "Every risky operation runs in a child process; the window stays up whatever it does.";
    }
}
