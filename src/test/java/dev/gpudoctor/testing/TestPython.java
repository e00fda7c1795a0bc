package dev.gpudoctor.testing;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The python-bridge test venv (torch + mace-torch) for Java tests that run real MACE. {@code ./mvnw}
 * builds it before the tests ({@code run-tests.sh --venv-only}) and hands its path in through
 * {@code gpudoctor.testPythonFile}; with {@code gpudoctor.requireTestPython=true} (the default build)
 * a missing venv fails the test instead of skipping it, so CI cannot pass without running it.
 */
public final class TestPython {

    private TestPython() {}

    /** The venv's python; skips (IDE run without the venv) or fails (the Maven build) when there is none. */
    public static Path withMace() {
        Optional<Path> python = find();
        if (python.isEmpty() && Boolean.getBoolean("gpudoctor.requireTestPython")) {
            fail("The python-bridge test venv is missing: " + System.getProperty("gpudoctor.testPythonFile")
                    + " names no interpreter (python-bridge/run-tests.sh --venv-only makes it).");
        }
        assumeTrue(
                python.isPresent(),
                "No python-bridge test venv; run python-bridge/run-tests.sh --venv-only FILE and pass "
                        + "-Dgpudoctor.testPythonFile=FILE to run this test.");
        return python.get();
    }

    private static Optional<Path> find() {
        String file = System.getProperty("gpudoctor.testPythonFile");
        if (file == null || !Files.isRegularFile(Path.of(file))) {
            return Optional.empty();
        }
        try {
            Path python = Path.of(Files.readString(Path.of(file)).strip());
            return Files.isExecutable(python) ? Optional.of(python) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
