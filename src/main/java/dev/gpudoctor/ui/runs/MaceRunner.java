package dev.gpudoctor.ui.runs;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.pyenv.SetupProgress;
import dev.gpudoctor.run.MaceRunOutcome;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * What the Runs tab needs from the run service: run one spec, list interpreters. An interface so
 * the view model can be driven by recorded results in tests.
 */
public interface MaceRunner {

    /** Blocks until the run ends; interrupting the calling thread cancels it and kills the child. */
    MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception;

    /** The interpreter used when the user picks none. */
    String defaultPython();

    /** Interpreters found on this machine, probed in child processes; may take seconds. */
    List<PythonInterpreter> discoverInterpreters();

    /** The devices torch in this interpreter can use, asked of a bridge child (seconds: it imports torch). */
    DeviceList devices(String python) throws Exception;

    /**
     * The folder the set-up creates ({@code $XDG_DATA_HOME/gpu-doctor/python-env}, else under
     * ~/.local/share): the set-up's plan names it as it really is.
     */
    Path managedEnvironmentFolder();

    /** Creates or updates GPU Doctor's managed environment (mace-torch and its pins); takes minutes. */
    SetupOutcome setUpManagedEnvironment(Consumer<SetupProgress> progress) throws Exception;
}
