package dev.gpudoctor.ui.runs;

import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunSpecProblems;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The run the user is setting up, as typed in the Runs form (model, structure, precision, repeats, limits,
 * switches), turned into a {@link MaceRunSpec}: the spec validates itself, the form only says a typed word
 * in the user's own words. The interpreter and the device are chosen elsewhere and handed in.
 */
public final class RunFormViewModel {

    public static final List<String> MODELS =
            List.of("arch:small", "arch:medium", "arch:large", "small", "medium", "large");
    public static final List<String> STRUCTURES =
            List.of("h2o", "water-32", "water-64", "water-256", "water-1024", "si-64", "cu-108", "c-216", "c-1000");
    public static final List<String> DTYPES = List.of("float32", "float64");

    private final DebugToggles toggles;
    private final BooleanProperty nvmlShim = new SimpleBooleanProperty(false);
    private final StringProperty model = new SimpleStringProperty("arch:small");
    private final StringProperty structure = new SimpleStringProperty("water-32");
    private final StringProperty dtype = new SimpleStringProperty(MaceRunSpec.DEFAULT_DTYPE);
    private final BooleanProperty cueq = new SimpleBooleanProperty(false);
    private final IntegerProperty repeats = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_REPEATS);
    private final IntegerProperty warmup = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_WARMUP);
    /** The run's limit: a busy machine needs more than the default, and a run cut by it keeps what it measured. */
    private final IntegerProperty timeoutSeconds = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_TIMEOUT_SECONDS);
    /** CPU threads for the child as typed: empty for torch's own choice (issue 40: 1 is the fix for over-subscribed cores). */
    private final StringProperty threads = new SimpleStringProperty("");

    public RunFormViewModel(DebugToggles toggles) {
        this.toggles = toggles;
    }

    /** The form as a spec, on {@code device} in {@code python} (blank: the default interpreter). */
    public MaceRunSpec spec(String device, String python) {
        return new MaceRunSpec(
                device,
                cueq.get(),
                dtype.get(),
                model.get(),
                structure.get(),
                repeats.get(),
                warmup.get(),
                0,
                timeoutSeconds.get(),
                nvmlShim.get(),
                toggles.cudaLaunchBlockingProperty().get(),
                toggles.torchUseCudaDsaProperty().get(),
                python == null || python.isBlank() ? null : python,
                false,
                threadCount());
    }

    /** What stops {@code spec} from running, each a sentence; empty when it may run. */
    public List<String> problems(MaceRunSpec spec) {
        return MaceRunSpecProblems.of(spec).stream()
                .map(this::threadsSaidAsTyped)
                .toList();
    }

    /** The spec's problem with threads in the words the user typed, when that was not a number at all. */
    private String threadsSaidAsTyped(String problem) {
        String typed = typedThreads();
        return problem.startsWith("Threads must") && !typed.matches("-?\\d{1,9}")
                ? "Threads must be a whole number from 1 to " + MaceRunSpec.MAX_THREADS
                        + ", or empty for torch's default, not '" + typed + "'."
                : problem;
    }

    /** The typed threads: null when empty; a word that is no number reads as 0, which the spec's problems refuse. */
    private Integer threadCount() {
        String typed = typedThreads();
        if (typed.isEmpty()) {
            return null;
        }
        try {
            return Integer.valueOf(typed);
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    private String typedThreads() {
        return threads.get() == null ? "" : threads.get().strip();
    }

    public StringProperty modelProperty() {
        return model;
    }

    public StringProperty structureProperty() {
        return structure;
    }

    public StringProperty dtypeProperty() {
        return dtype;
    }

    public BooleanProperty cueqProperty() {
        return cueq;
    }

    public BooleanProperty nvmlShimProperty() {
        return nvmlShim;
    }

    public DebugToggles toggles() {
        return toggles;
    }

    public IntegerProperty repeatsProperty() {
        return repeats;
    }

    public IntegerProperty warmupProperty() {
        return warmup;
    }

    /** CPU threads for the run as typed; empty: torch's own choice. */
    public StringProperty threadsProperty() {
        return threads;
    }

    /** The run's timeout in seconds (1 to 86400; the spec's problems say so otherwise). */
    public IntegerProperty timeoutSecondsProperty() {
        return timeoutSeconds;
    }
}
