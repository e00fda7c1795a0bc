package dev.gpudoctor.ui.runs;

import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The device the run goes to, among those the chosen interpreter's torch can use. Until the user picks one, a
 * GPU is the default, as the user came for it; a device the user picked stays chosen while the next
 * interpreter's torch can use it too.
 */
public final class DeviceChoiceViewModel {

    private final ObservableList<String> devices = FXCollections.observableArrayList("cpu", "cuda");
    private final StringProperty device = new SimpleStringProperty("cpu");
    private final ReadOnlyStringWrapper deviceNote = new ReadOnlyStringWrapper("");
    private DeviceList deviceList = DeviceLists.cpuOnly("");
    private boolean deviceChosenByUser;
    /** True while this class, not the user, sets the device: that is no choice of the user's. */
    private boolean settingDevice;

    public DeviceChoiceViewModel() {
        device.addListener((obs, old, now) -> {
            if (!settingDevice) {
                deviceChosenByUser = true;
            }
        });
    }

    /** Shown while {@code interpreter} (blank: the default Python) is asked for its devices. */
    void asking(String interpreter) {
        deviceNote.set("Asking " + (interpreter == null || interpreter.isBlank() ? "Python" : interpreter)
                + " for its devices…");
    }

    /** The interpreter could not be asked: the list stays as it was, the note says why. */
    void notListed(String message) {
        deviceNote.set("Could not list devices: " + message);
    }

    /** The devices the interpreter's torch answered with replace the list; the choice follows the rules above. */
    void show(DeviceList list) {
        deviceList = list;
        String chosen = device.get();
        settingDevice = true;
        devices.setAll(list.devices());
        // A device the new interpreter cannot use, or none at all (the list was replaced), is not a choice.
        if (!deviceChosenByUser
                || chosen == null
                || chosen.isBlank()
                || !list.devices().contains(chosen)) {
            preferredDevice(list).ifPresent(device::set);
        } else if (!chosen.equals(device.get())) {
            device.set(chosen);
        }
        settingDevice = false;
        deviceNote.set(list.note());
    }

    private static Optional<String> preferredDevice(DeviceList list) {
        return list.devices().stream()
                .filter(d -> d.startsWith("cuda"))
                .findFirst()
                .or(() -> list.devices().stream().findFirst());
    }

    /** What the device list shows for a device string. */
    public String describeDevice(String device) {
        return deviceList.label(device);
    }

    public ObservableList<String> devices() {
        return devices;
    }

    public StringProperty deviceProperty() {
        return device;
    }

    /** Why CUDA is not offered, or that the interpreter is being asked; empty when all is well. */
    public ReadOnlyStringProperty deviceNoteProperty() {
        return deviceNote.getReadOnlyProperty();
    }
}
