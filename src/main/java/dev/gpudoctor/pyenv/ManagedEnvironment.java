package dev.gpudoctor.pyenv;

import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.BridgeSetupException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * GPU Doctor's own Python environment and how it is set up, with one set of defaults for the Runs
 * tab's "Set up" and {@code gpu-doctor setup-python}: made from {@value #DEFAULT_BASE_PYTHON}, with the
 * bridge's pinned requirements, in the managed folder, unless the caller names others.
 */
public final class ManagedEnvironment {

    /** The interpreter the environment is made from when none is named. */
    public static final String DEFAULT_BASE_PYTHON = "python3";

    static final String REQUIREMENTS = "requirements-mace.txt";

    private final ManagedPythonSetup setup;
    private final BridgeHome.Locator bridgeHome;
    private final Path folder;

    /** @param folder where the environment goes by default (PythonInterpreters#managedEnv) */
    public ManagedEnvironment(ManagedPythonSetup setup, BridgeHome.Locator bridgeHome, Path folder) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.bridgeHome = Objects.requireNonNull(bridgeHome, "bridgeHome");
        this.folder = Objects.requireNonNull(folder, "folder");
    }

    public Path folder() {
        return folder;
    }

    /**
     * The options of one set-up; each null takes the default.
     *
     * @throws BridgeSetupException when the bridge's requirements are wanted and its folder is missing
     */
    public SetupOptions options(String basePython, Path requirements, Path target, boolean force)
            throws BridgeSetupException {
        return new SetupOptions(
                basePython == null || basePython.isBlank() ? DEFAULT_BASE_PYTHON : basePython,
                requirements != null ? requirements : bridgeHome.locate().resolve(REQUIREMENTS),
                target != null ? target : folder,
                force,
                List.of(),
                null);
    }

    /** Blocking; see {@link ManagedPythonSetup#run}. */
    public SetupOutcome setUp(SetupOptions options, Consumer<SetupProgress> progress) throws InterruptedException {
        return setup.run(options, progress);
    }
}
