package dev.gpudoctor.pyenv;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Builds real venvs with the machine's python3; --no-index keeps pip off the network. */
class ManagedPythonSetupTest {

    private final ManagedPythonSetup setup = new ManagedPythonSetup(new CommandRunner());
    private final List<SetupProgress> progress = new ArrayList<>();

    private SetupOptions options(Path requirements, Path target) {
        return new SetupOptions("python3", requirements, target, false, List.of("--no-index"), Duration.ofMinutes(5));
    }

    @Test
    void createsTheEnvironmentOnceAndRebuildsWhenThePinsChange(@TempDir Path dir) throws Exception {
        Path requirements = Files.writeString(dir.resolve("req.txt"), "# nothing to install\n");
        Path target = dir.resolve("env");

        SetupOutcome first = setup.run(options(requirements, target), progress::add);
        assertThat(first.ok()).as(first.message()).isTrue();
        assertThat(first.alreadyUpToDate()).isFalse();
        assertThat(Files.isExecutable(first.python())).isTrue();
        assertThat(progress).extracting(SetupProgress::step).contains("check", "venv", "install", "done");

        SetupOutcome second = setup.run(options(requirements, target), p -> {});
        assertThat(second.alreadyUpToDate()).isTrue();

        Files.writeString(requirements, "# changed pins\n");
        SetupOutcome third = setup.run(options(requirements, target), p -> {});
        assertThat(third.ok()).isTrue();
        assertThat(third.alreadyUpToDate()).isFalse();
        assertThat(setup.installedHash(target)).isNotEqualTo(null);
    }

    @Test
    void aFailedInstallPutsThePreviousEnvironmentBack(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.txt"), "\n");
        Path target = dir.resolve("env");
        assertThat(setup.run(options(good, target), p -> {}).ok()).isTrue();
        String goodHash = setup.installedHash(target);

        Path bad = Files.writeString(dir.resolve("bad.txt"), "gpu-doctor-no-such-package==1.0\n");
        SetupOutcome outcome = setup.run(options(bad, target), p -> {});

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.message())
                .startsWith("installing the requirements failed")
                .contains("exited with code");
        assertThat(String.join("\n", outcome.outputTail())).contains("gpu-doctor-no-such-package");
        assertThat(setup.installedHash(target))
                .as("the working environment is back")
                .isEqualTo(goodHash);
        assertThat(Files.isExecutable(ManagedPythonSetup.pythonIn(target))).isTrue();
        assertThat(dir.resolve("env.previous")).doesNotExist();
    }

    @Test
    void aMissingInterpreterOrRequirementsFileIsASentence(@TempDir Path dir) throws Exception {
        Path requirements = Files.writeString(dir.resolve("req.txt"), "\n");
        SetupOptions noPython =
                new SetupOptions("/no/such/python3", requirements, dir.resolve("env"), false, List.of(), null);

        assertThat(setup.run(noPython, p -> {}).message())
                .isEqualTo("Python '/no/such/python3' was not found or cannot run; pass --python PATH");
        assertThat(setup.run(options(dir.resolve("missing.txt"), dir.resolve("env")), p -> {})
                        .message())
                .isEqualTo("the requirements file " + dir.resolve("missing.txt") + " does not exist");
        assertThat(dir.resolve("env")).doesNotExist();
    }
}
