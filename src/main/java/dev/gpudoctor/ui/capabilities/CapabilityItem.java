package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityRow;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** One row of the matrix: a capability, its cells once probed, and whether it is being probed. */
public final class CapabilityItem {

    private final Capability capability;
    private final ReadOnlyObjectWrapper<CapabilityRow> row = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper probing = new ReadOnlyBooleanWrapper(false);

    CapabilityItem(Capability capability) {
        this.capability = capability;
    }

    public Capability capability() {
        return capability;
    }

    public ReadOnlyObjectProperty<CapabilityRow> rowProperty() {
        return row.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty probingProperty() {
        return probing.getReadOnlyProperty();
    }

    /**
     * The cell for a device column; a row answered for no particular device (a package missing, no
     * driver) shows that one answer in every column.
     */
    public Optional<CapabilityCell> cell(Integer device) {
        CapabilityRow current = row.get();
        if (current == null) {
            return Optional.empty();
        }
        return current.cell(device).or(() -> current.cell(null));
    }

    /** "✔ supported", "⟳ probing…", "· not probed yet": an icon and a word, never colour alone. */
    public String cellText(Integer device) {
        if (probing.get()) {
            return "⟳ probing…";
        }
        return cell(device)
                .map(cell -> cell.state().icon() + " " + cell.state().jsonName())
                .orElse("· not probed yet");
    }

    void start() {
        probing.set(true);
    }

    void finish(CapabilityRow value) {
        row.set(value);
        probing.set(false);
    }

    void stop() {
        probing.set(false);
    }
}
