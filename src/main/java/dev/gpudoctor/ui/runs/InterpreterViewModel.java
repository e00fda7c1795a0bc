package dev.gpudoctor.ui.runs;

import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
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
 * The Python the runs use: the interpreters found on this machine, the one chosen (remembered between windows),
 * what the bridge found in it, and whether it can run MACE as it is. Each interpreter has its own torch, so
 * choosing one asks it for its devices ({@link DeviceChoiceViewModel}), one question at a time.
 */
public final class InterpreterViewModel {

    static final String PYTHON_SETTING = "runs.python";

    private static final Logger LOG = LoggerFactory.getLogger(InterpreterViewModel.class);

    private final MaceRunner runner;
    private final TaskExecutor tasks;
    private final DeviceChoiceViewModel deviceChoice;
    /** Where a failure to list the interpreters is said (the progress line, as before the split). */
    private final Consumer<String> listingFailed;

    private final StringProperty python = new SimpleStringProperty("");
    private final ObservableList<String> interpreters = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper interpreterFound = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper setUpSuggested = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper chosenInterpreterWorks = new ReadOnlyBooleanWrapper(false);
    private final Map<String, PythonInterpreter> probed = new HashMap<>();
    /** Interpreters the guided set-up made, or a MACE run succeeded in, this session: they have torch and mace-torch. */
    private final Set<String> setUpHere = new HashSet<>();
    /** Interpreters whose bridge check found torch importing and mace-torch installed: nothing to set up there either. */
    private final Set<String> checkedRunsMace = new HashSet<>();

    private SettingsFile settings;
    /** True while the window, not the user, picks the interpreter (the default at start): that is not remembered. */
    private boolean choosingDefault;

    private boolean interpretersLoaded;
    private boolean devicesLoading;
    private boolean devicesStale;

    private record InterpreterChoices(String fallback, List<PythonInterpreter> usable) {
        List<String> found() {
            return usable.stream().map(PythonInterpreter::path).distinct().toList();
        }
    }

    InterpreterViewModel(
            MaceRunner runner, TaskExecutor tasks, DeviceChoiceViewModel deviceChoice, Consumer<String> listingFailed) {
        this.runner = runner;
        this.tasks = tasks;
        this.deviceChoice = deviceChoice;
        this.listingFailed = listingFailed;
        this.python.set(runner.defaultPython());
        this.python.addListener((obs, old, now) -> {
            chosenInterpreterWorks.set(works(now));
            // A typed interpreter stays in the list, to be picked again (and the Report tab offers it too).
            if (now != null && !now.isBlank() && !interpreters.contains(now)) {
                interpreters.add(now);
            }
            if (interpretersLoaded) {
                refreshDevices();
            }
            remember(now);
        });
    }

    /**
     * Remembers the user's interpreter in {@code settings} (written off the FX thread): the next window
     * opens with it chosen. The default the window picks by itself is not written, so a managed env set
     * up later by {@code gpu-doctor setup-python} still becomes the default.
     */
    public void keepInterpreterIn(SettingsFile settings) {
        settings.get(PYTHON_SETTING).filter(path -> !path.isBlank()).ifPresent(python::set);
        this.settings = settings;
    }

    private void remember(String path) {
        SettingsFile into = settings;
        if (into == null || choosingDefault || path == null || path.isBlank()) {
            return;
        }
        tasks.submit(new BackgroundTask<>(
                "remember the Runs interpreter",
                () -> {
                    into.put(PYTHON_SETTING, path);
                    return null;
                },
                saved -> {},
                error -> LOG.debug("Interpreter not remembered: {}", error.message())));
    }

    /**
     * The user picked {@code path} (the file chooser, or Enter in the Python field): it is chosen and
     * checked through the bridge at once, even before the discovery finished; never a run.
     */
    public void useInterpreter(String path) {
        if (path == null || path.isBlank()) {
            return;
        }
        String chosen = path.strip();
        boolean same = chosen.equals(python.get());
        choose(chosen);
        if (same || !interpretersLoaded) {
            refreshDevices();
        }
    }

    /** Asks the chosen interpreter's torch for its devices, in the background; one question at a time. */
    public void refreshDevices() {
        if (devicesLoading) {
            devicesStale = true;
            return;
        }
        devicesLoading = true;
        devicesStale = false;
        String interpreter = python.get();
        deviceChoice.asking(interpreter);
        interpreterFound.set("");
        tasks.submit(new BackgroundTask<>(
                "list devices",
                () -> runner.devices(interpreter),
                list -> {
                    devicesLoading = false;
                    if (interpreter != null) {
                        if (list.runsMace()) {
                            checkedRunsMace.add(interpreter);
                        } else {
                            checkedRunsMace.remove(interpreter);
                        }
                    }
                    interpreterFound.set(list.found().isEmpty() ? "" : "Found: " + list.found() + ".");
                    chosenInterpreterWorks.set(works(python.get()));
                    deviceChoice.show(list);
                    setUpSuggested.set(list.needsSetUp());
                    if (devicesStale) {
                        refreshDevices();
                    }
                },
                failure -> {
                    devicesLoading = false;
                    deviceChoice.notListed(failure.message());
                }));
    }

    /** Fills the interpreter list in the background; the default one is chosen at once. */
    public void loadInterpreters() {
        tasks.submit(new BackgroundTask<>(
                "find Python interpreters",
                () -> {
                    String fallback = runner.defaultPython();
                    List<PythonInterpreter> usable = runner.discoverInterpreters().stream()
                            .filter(PythonInterpreter::usable)
                            .toList();
                    return new InterpreterChoices(fallback, usable);
                },
                choices -> {
                    choices.usable().forEach(interpreter -> probed.putIfAbsent(interpreter.path(), interpreter));
                    chosenInterpreterWorks.set(works(python.get()));
                    interpreters.setAll(choices.found());
                    choosingDefault = python.get() == null || python.get().isBlank();
                    choose(choosingDefault ? choices.fallback() : python.get());
                    choosingDefault = false;
                    interpretersLoaded = true;
                    refreshDevices();
                },
                failure -> listingFailed.accept("Could not list Python interpreters: " + failure.message())));
    }

    /**
     * Makes {@code path} the interpreter: listed first, then chosen. In that order: inserting above the
     * chosen item makes an editable ComboBox move its value to whatever now sits at the old index.
     */
    private void choose(String path) {
        if (path != null && !interpreters.contains(path)) {
            interpreters.add(0, path);
        }
        python.set(path);
    }

    /** A MACE run succeeded in {@code path}: that proves torch and mace-torch there, probed or typed. */
    void ranMace(String path) {
        setUpHere.add(path);
        chosenInterpreterWorks.set(works(python.get()));
    }

    /** The guided set-up made {@code path}: it has what MACE needs, and it becomes the interpreter. */
    void madeBySetUp(String path) {
        setUpHere.add(path);
        choose(path);
    }

    /** "3.11.7 · torch 2.8.0 · mace-torch 0.3.16" for a probed interpreter; the bare path otherwise. */
    public String describeInterpreter(String path) {
        PythonInterpreter interpreter = path == null ? null : probed.get(path);
        if (interpreter == null) {
            return path;
        }
        return path + "   (Python " + interpreter.version()
                + (interpreter.torchVersion() == null ? ", no torch" : ", torch " + interpreter.torchVersion())
                + (interpreter.maceVersion() == null
                        ? ", no mace-torch)"
                        : ", mace-torch " + interpreter.maceVersion() + ")");
    }

    /**
     * A probed interpreter with torch and mace-torch, or the one the set-up just made: nothing to set
     * up, so the set-up is not offered under Run.
     */
    private boolean works(String path) {
        PythonInterpreter interpreter = path == null ? null : probed.get(path);
        return interpreter != null
                        && interpreter.usable()
                        && interpreter.torchVersion() != null
                        && interpreter.maceVersion() != null
                || path != null && (setUpHere.contains(path) || checkedRunsMace.contains(path));
    }

    /** The chosen interpreter's path as typed or picked; blank or null: the default Python. */
    public StringProperty pythonProperty() {
        return python;
    }

    public ObservableList<String> interpreters() {
        return interpreters;
    }

    /** What the bridge found in the chosen interpreter: torch and its CUDA, mace-torch or its absence; empty until it answered. */
    public ReadOnlyStringProperty interpreterFoundProperty() {
        return interpreterFound.getReadOnlyProperty();
    }

    /** True when the chosen interpreter was probed and has torch and mace-torch. */
    public ReadOnlyBooleanProperty chosenInterpreterWorksProperty() {
        return chosenInterpreterWorks.getReadOnlyProperty();
    }

    /** True while the chosen interpreter has no usable torch: the device hint offers the set-up. */
    public ReadOnlyBooleanProperty setUpSuggestedProperty() {
        return setUpSuggested.getReadOnlyProperty();
    }
}
