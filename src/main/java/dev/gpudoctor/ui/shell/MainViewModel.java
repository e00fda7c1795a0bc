package dev.gpudoctor.ui.shell;

import dev.gpudoctor.model.AppVersion;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Window-level state: the status line, whether the log pane shows, and the version text. */
public final class MainViewModel {

    /** Help → Getting started: what to do first and what each tab is for, without the README. */
    public static final String GETTING_STARTED = String.join("\n",
            "1. Checklist (Ctrl+1): press Run checklist. Each check says what it found, what it means and what to do; "
                    + "fix the red ones first.",
            "2. Capabilities (Ctrl+2): Probe all measures what the GPU really does (pinned, mapped and managed memory, "
                    + "cooperative launch, Triton, cuEquivariance, NVML), each in a child process that may crash safely.",
            "3. Runs (Ctrl+3): a MACE calculation on CPU, CUDA or CUDA + cuEquivariance. No torch yet? Press "
                    + "\u201cSet up MACE environment\u2026\u201d: it says what it installs before it starts. Each run shows its speed "
                    + "and whether that is normal for the GPU.",
            "4. Compare (Ctrl+4): runs side by side and scaling sweeps; where cuEquivariance starts to pay.",
            "5. Diagnose (Ctrl+5): paste an error, a log or nvidia-smi output, or drop a file or a bug-report bundle: "
                    + "the known failure, its evidence lines and the fix.",
            "6. Report (Ctrl+6): one zip that answers a maintainer's questions, with secrets redacted; "
                    + "compare two machines' bundles.",
            "7. Fleet (Ctrl+7): open the fleet.json of a gpu-doctor fleet run, or run one over ssh here; the machines "
                    + "side by side, the ones that differ from the majority marked.",
            "",
            "Ctrl+L shows or hides the log; Ctrl+Tab cycles tabs; F1 opens this page. "
                    + "Everything is also a command: ./gpu-doctor --help.");

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
