package dev.gpudoctor.ui.shell;

import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.LaunchCommand;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Window-level state: the status line, whether the log pane shows, and the version text. */
public final class MainViewModel {

    /** Help → Getting started: what to do first and what each tab is for, without the README. */
    public static final String GETTING_STARTED = String.join(
            "\n",
            "1. Start (Ctrl+1): one sentence on whether CUDA and MACE work here, the three things that matter most "
                    + "and what to do about each. Press Run the checklist to fill it.",
            "2. Checklist (Ctrl+2): each check says what it found, what it means and what to do; "
                    + "fix the red ones first. Select a check to read what it tests and why.",
            "3. Capabilities (Ctrl+3): Probe all measures what the GPU really does (pinned, mapped and managed memory, "
                    + "cooperative launch, Triton, cuEquivariance, NVML), each in a child process that may crash safely.",
            "4. Runs (Ctrl+4): a MACE calculation on CPU, CUDA or CUDA + cuEquivariance. No torch yet? Press "
                    + "\u201cSet up MACE\u2026\u201d (the Start page and every place that finds no torch have it too): it says what it installs before it starts. Each run shows its speed "
                    + "and whether that is normal for the GPU.",
            "5. Compare (Ctrl+5): runs side by side and scaling sweeps; where cuEquivariance starts to pay.",
            "6. Diagnose (Ctrl+6): paste an error, a log or nvidia-smi output, or drop a file or a bug-report bundle: "
                    + "the known failure, its evidence lines and the fix.",
            "7. Your program (Ctrl+7): run your own failing command (python train.py \u2026) with the CUDA init test first and "
                    + "the debugging switches as check boxes: its output as it comes, the line it died on, the known failure and "
                    + "the fix; Run again with the debugging switches to see where the error really starts.",
            "8. Report (Ctrl+8): one zip that answers a maintainer's questions, with secrets redacted; "
                    + "compare two machines' bundles.",
            "9. Fleet (Ctrl+9): open the fleet.json of a gpu-doctor fleet run, or run one over ssh or as Slurm jobs here; the machines "
                    + "side by side, the ones that differ from the majority marked. Over ssh it is your own ssh, never a prompt: "
                    + "each machine must accept your key (ssh-copy-id host) and already be in ~/.ssh/known_hosts (ssh to it once "
                    + "and answer yes); on the far side it needs only sh and tar when you choose the agent archive under Agent "
                    + "(gpu-doctor-agent-*-linux-x64.tar.gz, copied there once), else GPU Doctor installed as the Remote command.",
            "",
            "Help \u2192 Keyboard shortcuts lists every key. " + "Everything is also a command: "
                    + LaunchCommand.line("--help") + ".");

    private final AppVersion version;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Ready");
    private final ReadOnlyBooleanWrapper logVisible = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyStringWrapper requestedTab = new ReadOnlyStringWrapper();

    public MainViewModel(AppVersion version) {
        this.version = version;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public void showStatus(String text) {
        status.set(text == null || text.isBlank() ? "Ready" : text);
    }

    /** Asks the window to show the tab with this id (a button on one tab leading to another). */
    public void showTab(String id) {
        requestedTab.set(null); // asking twice for the same tab still selects it
        requestedTab.set(id);
    }

    public ReadOnlyStringProperty requestedTabProperty() {
        return requestedTab.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty logVisibleProperty() {
        return logVisible.getReadOnlyProperty();
    }

    public void toggleLog() {
        logVisible.set(!logVisible.get());
    }

    /** Help → Keyboard shortcuts: the tab keys follow the tabs the window has, in order. */
    public static String keyboardShortcuts(List<String> tabTitles) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < tabTitles.size() && i < 9; i++) {
            text.append("Ctrl+")
                    .append(i + 1)
                    .append("\t")
                    .append(tabTitles.get(i))
                    .append(" tab\n");
        }
        return text.append("Ctrl+Tab, Ctrl+Shift+Tab\tnext and previous tab\n")
                .append("Enter\tthe tab's main button (Run the checklist, Run)\n")
                .append("Ctrl+L\tshow or hide the log\n")
                .append("F1\tGetting started\n")
                .append("Ctrl+Q\tquit\n")
                .append("Ctrl+C in a table or text\tcopy; Copy as Markdown copies the whole checklist")
                .toString();
    }

    public String versionText() {
        return "GPU Doctor " + version.version();
    }

    public String aboutText() {
        return version.oneLine() + "\n\nDiagnoses CUDA stacks that misbehave, above all under WSL2.\n"
                + "Every risky operation runs in a child process; the window stays up whatever it does.";
    }
}
