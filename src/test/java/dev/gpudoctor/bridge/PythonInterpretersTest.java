package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.PythonInterpreter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PythonInterpretersTest {

    @TempDir
    Path home;

    private Path python(Path envRoot, String script) throws IOException {
        Path bin = Files.createDirectories(envRoot.resolve("bin"));
        Path python = bin.resolve("python3");
        Files.writeString(python, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(python, PosixFilePermissions.fromString("rwxr-xr-x"));
        return python;
    }

    @Test
    void candidatesComeFromTheUsualPlacesInOrder() throws IOException {
        Path active = python(home.resolve("active-venv"), "");
        Path named = python(home.resolve(".venvs/mace"), "");
        Path conda = python(home.resolve("miniforge3/envs/torch"), "");
        Path managed = python(home.resolve("data/gpu-doctor/python-env"), "");
        Path testVenv = python(home.resolve(".cache/gpu-doctor/venvs/cpu"), "");
        Files.createDirectories(home.resolve("venv-empty")); // no python inside: not a candidate
        PythonInterpreters interpreters = new PythonInterpreters(
                Map.of(
                        "VIRTUAL_ENV",
                        home.resolve("active-venv").toString(),
                        "XDG_DATA_HOME",
                        home.resolve("data").toString(),
                        "PATH",
                        ""),
                home);

        assertThat(interpreters.candidates())
                .containsExactly(
                        Map.entry(active, "$VIRTUAL_ENV"),
                        Map.entry(managed, "managed env"),
                        Map.entry(named, "~/.venvs"),
                        Map.entry(conda, "~/miniforge3/envs"),
                        Map.entry(testVenv, "test venv"));
        assertThat(interpreters.defaultPython()).isEqualTo(managed.toString());
        assertThat(new PythonInterpreters(Map.of(), home.resolve("elsewhere")).defaultPython())
                .isEqualTo("python3");
    }

    @Test
    void theProbeReadsVersionsWithoutImportingTorch() {
        PythonInterpreter probed =
                new PythonInterpreters(System.getenv(), home).probe("python3", "PATH", Duration.ofSeconds(20));

        assertThat(probed.problem()).isNull();
        assertThat(probed.version()).startsWith("3.");
        assertThat(probed.executable()).isNotBlank();
    }

    @Test
    void brokenInterpretersAreReportedNotThrown() throws IOException, InterruptedException {
        PythonInterpreters interpreters = new PythonInterpreters(System.getenv(), home);
        Path failing = python(
                home.resolve("failing"), "echo 'error while loading shared libraries: libpython3.11.so' >&2; exit 127");
        Path hanging = python(home.resolve("hanging"), "sleep 3600.424242");
        Path dangling = Files.createSymbolicLink(home.resolve("dangling"), home.resolve("gone"));

        assertThat(interpreters
                        .probe(failing.toString(), "test", Duration.ofSeconds(10))
                        .problem())
                .isEqualTo(
                        "it exited with code 127. Its last line on stderr: error while loading shared libraries: libpython3.11.so");
        assertThat(interpreters
                        .probe(hanging.toString(), "test", Duration.ofMillis(500))
                        .problem())
                .contains("did not answer");
        assertThat(interpreters
                        .probe(dangling.toString(), "test", Duration.ofSeconds(10))
                        .problem())
                .startsWith("it could not be run");
        LeakCheck.assertNothingLeft("424242");
    }

    /** The probe sees the interpreter as itself: exactly the environment given, less PYTHONPATH, nothing of this JVM's. */
    @Test
    void theProbeGetsExactlyItsEnvironmentWithoutPythonpath() throws IOException {
        Path echoing = python(
                home.resolve("echoing"),
                "printf '{\"version\": \"%s\", \"executable\": \"%s|%s\"}\\n' \"$PYTHONPATH\" \"$ONLY_GIVEN\" \"$HOME\"");
        PythonInterpreters interpreters =
                new PythonInterpreters(Map.of("PYTHONPATH", "/shadowing", "ONLY_GIVEN", "given"), home);

        PythonInterpreter probed = interpreters.probe(echoing.toString(), "test", Duration.ofSeconds(10));

        assertThat(probed.problem()).isNull();
        assertThat(probed.version()).as("PYTHONPATH").isEmpty();
        assertThat(probed.executable())
                .as("the given variable, and HOME not inherited")
                .isEqualTo("given|");
    }

    /** 200 MB of output and a grandchild left in the background: a sentence, bounded reading, nothing left. */
    @Test
    void aFloodingInterpreterThatLeavesAGrandchildIsBrokenAndEndedWhole() throws IOException, InterruptedException {
        String marker = FakePythons.newMarker();
        Path flooding = python(
                home.resolve("flooding"),
                "( sleep 3600." + marker
                        + " & )\nhead -c 200000000 /dev/zero | tr '\\0' x\nhead -c 200000000 /dev/zero | tr '\\0' y >&2\nexit 1");
        PythonInterpreters interpreters = new PythonInterpreters(System.getenv(), home);

        String problem = interpreters
                .probe(flooding.toString(), "test", Duration.ofSeconds(60))
                .problem();

        assertThat(problem).startsWith("it exited with code 1.").hasSizeLessThan(300);
        Path answering = python(home.resolve("answering"), "head -c 200000000 /dev/zero | tr '\\0' x");
        assertThat(interpreters
                        .probe(answering.toString(), "test", Duration.ofSeconds(60))
                        .problem())
                .isEqualTo("it answered with something other than the probe's JSON");
        LeakCheck.assertNothingLeft(marker);
    }
}
