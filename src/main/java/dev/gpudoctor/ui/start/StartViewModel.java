package dev.gpudoctor.ui.start;

import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.SinceLast;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.capabilities.CapabilityItem;
import dev.gpudoctor.ui.checklist.CheckItem;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;

/**
 * State of the start page: the verdict for this machine, refreshed whenever a check or a capability
 * probe answers. It listens to the Checklist and Capabilities view models instead of running anything
 * of its own, so the page and the tabs always show the same results.
 */
public final class StartViewModel {

    private final ChecklistViewModel checklist;
    private final CapabilitiesViewModel capabilities;
    private final Runnable setUpMace;
    private final Runnable bugReport;
    private final ReadOnlyObjectWrapper<MachineVerdict> verdict = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper maceSetUp = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper changes = new ReadOnlyStringWrapper("");
    private boolean probeAfterChecklist;

    /**
     * @param setUpMace shows the guided MACE set-up (the Runs tab with its plan)
     * @param bugReport shows the Report tab
     */
    public StartViewModel(
            ChecklistViewModel checklist, CapabilitiesViewModel capabilities, Runnable setUpMace, Runnable bugReport) {
        this.checklist = Objects.requireNonNull(checklist, "checklist");
        this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
        this.setUpMace = Objects.requireNonNull(setUpMace, "setUpMace");
        this.bugReport = Objects.requireNonNull(bugReport, "bugReport");
        ChangeListener<Object> refresh = (obs, old, now) -> refresh();
        for (CheckItem item : checklist.items()) {
            item.resultProperty().addListener(refresh);
        }
        for (CapabilityItem item : capabilities.items()) {
            item.rowProperty().addListener(refresh);
        }
        capabilities.runningProperty().addListener(refresh);
        checklist.pythonProperty().addListener(refresh);
        checklist.checkedPythonProperty().addListener(refresh);
        checklist.keptFinishedAtProperty().addListener(refresh);
        checklist
                .sinceLastProperty()
                .addListener((obs, old, now) -> changes.set(changesLine(now, ZoneId.systemDefault())));
        checklist.runningProperty().addListener((obs, was, now) -> {
            if (!now && probeAfterChecklist) {
                probeAfterChecklist = false;
                // A cancelled checklist leaves no report: the user stopped, so the probes do not start either.
                if (checklist.hasReport()) {
                    capabilities.probeAll();
                }
            }
            refresh();
        });
        refresh();
    }

    /** Runs the checklist, then probes the capabilities; the verdict fills in as each answers. */
    public void checkThisMachine() {
        if (running.get()) {
            return;
        }
        probeAfterChecklist = true;
        checklist.runAll();
    }

    public void setUpMace() {
        setUpMace.run();
    }

    public void makeBugReport() {
        bugReport.run();
    }

    private void refresh() {
        List<CheckResult> results = checklist.items().stream()
                .map(item -> item.resultProperty().get())
                .filter(Objects::nonNull)
                .toList();
        List<CapabilityRow> rows = capabilities.items().stream()
                .map(item -> item.rowProperty().get())
                .filter(Objects::nonNull)
                .toList();
        boolean busy = checklist.runningProperty().get()
                || capabilities.runningProperty().get();
        running.set(busy);
        verdict.set(MachineVerdicts.of(results, rows, busy));
        maceSetUp.set(maceSetUp(results));
        status.set(statusLine(results.size(), rows.size()));
    }

    private String statusLine(int checks, int probed) {
        int total = checklist.items().size();
        if (checklist.runningProperty().get()) {
            return "Checking: " + checks + " of " + total + " checks done\u2026";
        }
        if (capabilities.runningProperty().get()) {
            return "Probing what the GPU can do (" + probed + " of "
                    + capabilities.items().size() + " capabilities)\u2026";
        }
        if (checks == 0 && probed == 0) {
            return "";
        }
        String python = checklist.pythonProperty().get();
        String checkedPython = checklist.checkedPythonProperty().get();
        if (checks > 0
                && checkedPython != null
                && !checkedPython.isBlank()
                && python != null
                && !python.isBlank()
                && !python.equals(checkedPython)) {
            // After the set-up the window runs another Python: the verdict above is about the old one.
            return "The checks ran in " + checkedPython + "; the window now uses " + python
                    + ". Run the checklist again for a verdict on it.";
        }
        Instant kept = checklist.keptFinishedAtProperty().get();
        String when = kept == null
                ? ""
                : " of the checklist kept at "
                        + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                                .withZone(ZoneId.systemDefault())
                                .format(kept) + " (run it again for a fresh verdict)";
        return "From " + checks + " of " + total + " checks" + when
                + (probed == 0 ? "" : " and " + probed + " capability probes")
                + ". The Checklist and Capabilities tabs show each one in full.";
    }

    /**
     * "Since the last check (2026-11-25 14:03): driver 535.86.05 → 550.54.14; loader-path pass → fail." —
     * the first question after "it worked yesterday"; empty before a whole checklist ran.
     */
    static String changesLine(SinceLast since, ZoneId zone) {
        if (since == null) {
            return "";
        }
        if (!since.hadPrevious()) {
            return "First checklist kept for this machine: the next one will say what changed since.";
        }
        String when =
                DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone).format(since.previousAt());
        if (since.changes().isEmpty()) {
            return "Nothing changed since the last check (" + when + "): same versions, same verdicts.";
        }
        return "Since the last check (" + when + "): "
                + since.changes().stream().map(SinceLast.Change::sentence).collect(Collectors.joining("; ")) + ".";
    }

    /** What changed since the previous whole checklist of this machine (see {@link #changesLine}). */
    public ReadOnlyStringProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<MachineVerdict> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /**
     * Whether the checks found MACE ready in the checked interpreter (python-env passed and the import chain did not
     * fail): then there is nothing to set up, and the page does not offer it.
     */
    public ReadOnlyBooleanProperty maceSetUpProperty() {
        return maceSetUp.getReadOnlyProperty();
    }

    static boolean maceSetUp(List<CheckResult> results) {
        boolean pythonReady =
                results.stream().anyMatch(r -> r.id() == CheckId.PYTHON_ENV && r.status() == CheckStatus.PASS);
        boolean importFailed = results.stream()
                .anyMatch(r -> r.id() == CheckId.MACE_IMPORT_CHAIN
                        && (r.status() == CheckStatus.FAIL || r.status() == CheckStatus.WARN));
        return pythonReady && !importFailed;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
