package dev.gpudoctor.pyenv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.host.CommandRunner;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Runs tab's "Set up" and `setup-python` without options ask for the same set-up. */
class ManagedEnvironmentTest {

    private final ManagedEnvironment environment = new ManagedEnvironment(
            new ManagedPythonSetup(new CommandRunner()), () -> Path.of("/opt/bridge"), Path.of("/data/env"));

    @Test
    void leftOutOptionsTakeTheOneSetOfDefaults() throws Exception {
        SetupOptions options = environment.options(null, null, null, false);

        assertThat(options.basePython()).isEqualTo("python3").isEqualTo(ManagedEnvironment.DEFAULT_BASE_PYTHON);
        assertThat(options.requirements()).isEqualTo(Path.of("/opt/bridge/requirements-mace.txt"));
        assertThat(options.target()).isEqualTo(Path.of("/data/env")).isEqualTo(environment.folder());
        assertThat(options.force()).isFalse();
        assertThat(environment.options(" ", null, null, false).basePython()).isEqualTo("python3");
    }

    @Test
    void namedOptionsWin() throws Exception {
        SetupOptions options =
                environment.options("/usr/bin/python3.11", Path.of("req.txt"), Path.of("/elsewhere"), true);

        assertThat(options.basePython()).isEqualTo("/usr/bin/python3.11");
        assertThat(options.requirements()).isEqualTo(Path.of("req.txt"));
        assertThat(options.target()).isEqualTo(Path.of("/elsewhere"));
        assertThat(options.force()).isTrue();
    }

    @Test
    void aMissingBridgeFolderMattersOnlyWhenItsRequirementsAreWanted() throws Exception {
        ManagedEnvironment noBridge = new ManagedEnvironment(
                new ManagedPythonSetup(new CommandRunner()),
                () -> {
                    throw new BridgeSetupException("GPU Doctor's python-bridge folder is missing.");
                },
                Path.of("/data/env"));

        assertThatThrownBy(() -> noBridge.options(null, null, null, false))
                .hasMessage("GPU Doctor's python-bridge folder is missing.");
        assertThat(noBridge.options(null, Path.of("req.txt"), null, false).requirements())
                .isEqualTo(Path.of("req.txt"));
    }
}
