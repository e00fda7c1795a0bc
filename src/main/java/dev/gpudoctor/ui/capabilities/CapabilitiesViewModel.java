package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.bundle.BundleRefusedException;
import dev.gpudoctor.bundle.OpenedBundle;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.BundleOpener;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State of the Capabilities tab: one item per capability, the devices the last JCuda probe listed
 * (the matrix's columns), a probe in flight with cancel, and a progress line.
 */
public final class CapabilitiesViewModel {

    private final Function<CapabilityCell, Optional<DiagnosisFinding>> diagnoser;
    private final ObservableList<ImportedHost> importedHosts = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper bundleNotice = new ReadOnlyStringWrapper("");
    private final BundleOpener bundles;

    private static final Logger LOG = LoggerFactory.getLogger(CapabilitiesViewModel.class);

    private final CapabilityProber prober;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;
    private final ObservableList<CapabilityItem> items = FXCollections.observableArrayList();
    private final ObservableList<GpuDevice> devices = FXCollections.observableArrayList();
    // One wrapper each: listeners on a fresh wrapper per call would be dropped with it.
    private final ObservableList<CapabilityItem> readOnlyItems = FXCollections.unmodifiableObservableList(items);
    private final ObservableList<GpuDevice> readOnlyDevices = FXCollections.unmodifiableObservableList(devices);
    private final StringProperty python = new SimpleStringProperty();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper progress = new ReadOnlyStringWrapper(
            "Not probed yet. Each capability is measured by doing the operation in a child process.");
    private TaskHandle current;

    public CapabilitiesViewModel(CapabilityProber prober, TaskExecutor tasks, Executor uiExecutor) {
        this(prober, BundleOpener.NONE, tasks, uiExecutor, cell -> Optional.empty());
    }

    /**
     * With other machines' bundles to open and a diagnoser: a failed cell's details say what its
     * error most likely means.
     */
    public CapabilitiesViewModel(
            CapabilityProber prober,
            BundleOpener bundles,
            TaskExecutor tasks,
            Executor uiExecutor,
            Function<CapabilityCell, Optional<DiagnosisFinding>> diagnoser) {
        this.bundles = bundles;
        this.diagnoser = diagnoser;
        this.prober = prober;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        for (Capability capability : Capability.values()) {
            items.add(new CapabilityItem(capability));
        }
    }

    public ObservableList<CapabilityItem> items() {
        return readOnlyItems;
    }

    /** The matrix's columns; empty until a probe listed devices (one "no device" column then). */
    public ObservableList<GpuDevice> devices() {
        return readOnlyDevices;
    }

    /** "Device 0: Likely cause (80 %): …" for each failed cell the knowledge base recognises; empty when none. */
    public String likelyCauses(CapabilityRow row) {
        if (row == null) {
            return "";
        }
        StringBuilder causes = new StringBuilder();
        for (CapabilityCell cell : row.cells()) {
            diagnoser
                    .apply(cell)
                    .ifPresent(finding -> causes.append(cell.device() == null ? "" : "Device " + cell.device() + ": ")
                            .append(FailureDiagnoser.sentence(finding))
                            .append('\n'));
        }
        return causes.toString().strip();
    }

    /** Other machines' matrices, read from their bundles: extra columns beside this host's. */
    public ObservableList<ImportedHost> importedHosts() {
        return importedHosts;
    }

    public ReadOnlyStringProperty bundleNoticeProperty() {
        return bundleNotice.getReadOnlyProperty();
    }

    /** Reads a bundle off the FX thread and adds its host's capability columns; a refused bundle says why. */
    public void addBundle(Path zip) {
        String name =
                zip.getFileName() == null ? zip.toString() : zip.getFileName().toString();
        bundleNotice.set("Opening " + name + "…");
        tasks.submit(BackgroundTask.shown(
                "opening a bundle",
                () -> readBundle(zip, name),
                outcome -> {
                    if (outcome instanceof ImportedHost host) {
                        importedHosts.add(host);
                        bundleNotice.set("Added the capabilities of " + host.label() + " from " + name + ".");
                    } else {
                        bundleNotice.set((String) outcome);
                    }
                },
                error -> bundleNotice.set("Could not add " + name + ": " + error.message())));
    }

    /** An ImportedHost, or a sentence saying why there is none. */
    private Object readBundle(Path zip, String name) {
        OpenedBundle bundle;
        try {
            bundle = bundles.open(zip);
        } catch (BundleRefusedException e) {
            return "Could not add " + name + ": " + e.getMessage();
        }
        Optional<CapabilityMatrix> matrix;
        try {
            matrix = CapabilityJson.inReport(bundle.report());
        } catch (IllegalArgumentException e) {
            return "Could not add " + name + " (" + bundle.hostLabel() + "): " + e.getMessage() + ".";
        }
        if (matrix.isEmpty()) {
            // A quick-level bundle (a fleet's default) left the matrix out on purpose and says so; only an old one has
            // no word.
            String why = bundle.sectionOutcome("capabilities")
                    .filter(outcome -> !outcome.reason().isBlank())
                    .map(outcome -> "its maker says: " + outcome.reason() + ".")
                    .orElse("it was made before GPU Doctor measured them.");
            return name + " (" + bundle.hostLabel() + ") has no capability matrix: " + why;
        }
        return new ImportedHost(bundle.hostLabel(), name, matrix.get());
    }

    public void removeBundles() {
        importedHosts.clear();
        bundleNotice.set("");
    }

    public void probeAll() {
        probe(EnumSet.allOf(Capability.class));
    }

    public void probeAgain(Capability capability) {
        probe(EnumSet.of(capability));
    }

    private void probe(Set<Capability> capabilities) {
        if (running.get()) {
            return;
        }
        List<CapabilityItem> batch = items.stream()
                .filter(item -> capabilities.contains(item.capability()))
                .toList();
        batch.forEach(CapabilityItem::start);
        running.set(true);
        progress.set("Probing " + (batch.size() == 1 ? batch.get(0).capability().id() : batch.size() + " capabilities")
                + "…");
        String interpreter = python.get() == null || python.get().isBlank() ? null : python.get();
        CapabilityRequest request = new CapabilityRequest(capabilities, null, interpreter);
        current = tasks.submit(BackgroundTask.shown(
                "probing the capabilities",
                () -> prober.probe(request, row -> uiExecutor.execute(() -> onRow(row))),
                matrix -> finish(batch, capabilities, matrix),
                error -> fail(batch, error)));
    }

    private void onRow(CapabilityRow row) {
        items.stream()
                .filter(item -> item.capability() == row.capability())
                .findFirst()
                .ifPresent(item -> item.finish(row));
    }

    private void finish(List<CapabilityItem> batch, Set<Capability> asked, CapabilityMatrix matrix) {
        boolean listedDevices = asked.stream().anyMatch(c -> c.source() == Capability.Source.JCUDA);
        show(matrix, listedDevices);
        batch.forEach(CapabilityItem::stop);
        running.set(false);
        current = null;
        progress.set(tally());
        LOG.info("Capabilities probed: {}", progress.get());
    }

    /** Shows a matrix (a finished probe, or recorded results such as docs/gpu-results/*.json). */
    public void show(CapabilityMatrix matrix) {
        show(matrix, true);
        progress.set(tally());
    }

    private void show(CapabilityMatrix matrix, boolean replaceDevices) {
        if (replaceDevices && !devices.equals(matrix.devices())) {
            devices.setAll(matrix.devices());
        }
        matrix.rows().forEach(this::onRow);
    }

    private void fail(List<CapabilityItem> batch, ErrorSummary error) {
        batch.forEach(CapabilityItem::stop);
        running.set(false);
        current = null;
        progress.set(error.isCancellation() ? "Cancelled." : "Probing stopped: " + error.message());
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            progress.set("Cancelling…");
        }
    }

    /** "10 capabilities: 6 supported, 1 unsupported, 3 not-probed." */
    String tally() {
        Map<CapabilityState, Integer> counts = new EnumMap<>(CapabilityState.class);
        int probed = 0;
        for (CapabilityItem item : items) {
            if (item.rowProperty().get() != null) {
                probed++;
                item.rowProperty().get().cells().forEach(cell -> counts.merge(cell.state(), 1, Integer::sum));
            }
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((state, n) -> parts.add(n + " " + state.jsonName()));
        if (probed > 0 && counts.size() == 1 && counts.containsKey(CapabilityState.NOT_PROBED)) {
            // Nothing could be measured: say why here, not as "10 not-probed" behind ten clicks.
            Map<String, Integer> reasons = new LinkedHashMap<>();
            for (CapabilityItem item : items) {
                if (item.rowProperty().get() != null) {
                    item.rowProperty().get().cells().stream()
                            .map(CapabilityCell::detail)
                            .filter(d -> !d.isBlank())
                            .findFirst()
                            .ifPresent(detail -> reasons.merge(reasonKind(detail), 1, Integer::sum));
                }
            }
            List<String> why = new ArrayList<>();
            reasons.forEach((reason, n) -> why.add(reason + (reasons.size() > 1 ? " (" + n + ")" : "")));
            return "None of the " + probed + " capabilities could be probed"
                    + (why.isEmpty()
                            ? "."
                            : ": " + String.join("; ", why) + (reasons.size() > 1 ? ". Each row says more." : "."));
        }
        return probed + " capabilities probed: " + String.join(", ", parts) + ".";
    }

    /** "package missing: torch is not installed in python3." → "package missing"; a reason without a colon stays whole. */
    private static String reasonKind(String detail) {
        int colon = detail.indexOf(": ");
        return colon > 0 && colon < 40 ? detail.substring(0, colon) : detail;
    }

    public StringProperty pythonProperty() {
        return python;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }
}
