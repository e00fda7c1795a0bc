package dev.gpudoctor.bridge;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.PythonInterpreter;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the Python interpreters a user is likely to run MACE with (PATH, the active venv or conda
 * env, the usual env folders, GPU Doctor's own managed env) and probes each in a child with a
 * timeout. Versions come from importlib.metadata, which reads files only: importing torch to ask
 * its version would take seconds per interpreter and could crash.
 */
public final class PythonInterpreters {

    private static final Logger LOG = LoggerFactory.getLogger(PythonInterpreters.class);
    static final String PROBE_SCRIPT = String.join(
            "\n",
            "import json, platform, sys",
            "from importlib import metadata",
            "def v(*names):",
            "    for n in names:",
            "        try:",
            "            return metadata.version(n)",
            "        except Exception:",
            "            pass",
            "    return None",
            "print(json.dumps({'version': platform.python_version(), 'executable': sys.executable,",
            "                  'torch': v('torch'), 'mace': v('mace-torch', 'mace')}))");

    private static final int MAX_PROBE_OUTPUT_BYTES = 64 * 1024;

    private final Map<String, String> env;
    private final Path userHome;
    private final CommandRunner commands = new CommandRunner();

    public PythonInterpreters(Map<String, String> env, Path userHome) {
        this.env = Map.copyOf(env);
        this.userHome = userHome;
    }

    public static PythonInterpreters ofThisMachine() {
        return new PythonInterpreters(System.getenv(), Path.of(System.getProperty("user.home")));
    }

    /** GPU Doctor's managed env: {@code ${XDG_DATA_HOME:-~/.local/share}/gpu-doctor/python-env}. */
    public Path managedEnv() {
        String xdg = env.get("XDG_DATA_HOME");
        // The XDG spec: a relative XDG_DATA_HOME is invalid and ignored (RunHistory and CheckHistory agree).
        Path data = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
                ? Path.of(xdg)
                : userHome.resolve(".local").resolve("share");
        return data.resolve("gpu-doctor").resolve("python-env");
    }

    /** The interpreter a run uses when none is named: the managed env's if it exists, else python3 on PATH. */
    public String defaultPython() {
        for (String name : List.of("python3", "python")) {
            Path managed = managedEnv().resolve("bin").resolve(name);
            if (Files.isExecutable(managed)) {
                return managed.toString();
            }
        }
        return "python3";
    }

    /** Candidate interpreter paths with where each was found, in a stable order, without duplicates. */
    public Map<Path, String> candidates() {
        Map<Path, String> found = new LinkedHashMap<>();
        for (String dir : env.getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isBlank()) {
                addIfPresent(found, Path.of(dir).resolve("python3"), "PATH");
                addIfPresent(found, Path.of(dir).resolve("python"), "PATH");
            }
        }
        addEnvRoot(found, env.get("VIRTUAL_ENV"), "$VIRTUAL_ENV");
        addEnvRoot(found, env.get("CONDA_PREFIX"), "$CONDA_PREFIX");
        addEnvRoot(found, managedEnv().toString(), "managed env");
        addChildren(found, userHome.resolve(".venvs"), "~/.venvs");
        addMatching(found, userHome, "venv*", "~/venv*");
        addChildren(found, userHome.resolve(".virtualenvs"), "~/.virtualenvs");
        for (String conda : List.of("miniconda3", "anaconda3", "miniforge3", "mambaforge")) {
            addChildren(found, userHome.resolve(conda).resolve("envs"), "~/" + conda + "/envs");
        }
        addChildren(found, userHome.resolve(".cache").resolve("gpu-doctor").resolve("venvs"), "test venv");
        return found;
    }

    /** Every candidate, probed; broken ones carry their problem rather than being dropped. */
    public List<PythonInterpreter> discover(Duration probeTimeout) {
        List<PythonInterpreter> interpreters = new ArrayList<>();
        candidates().forEach((path, source) -> interpreters.add(probe(path.toString(), source, probeTimeout)));
        return interpreters;
    }

    /**
     * Runs the probe script in {@code python} through the {@link CommandRunner} (its timeout, and the
     * tree of whatever a sitecustomize forked ended with it); never throws.
     */
    public PythonInterpreter probe(String python, String source, Duration timeout) {
        Path out = null;
        try {
            // stdout to a file, not a pipe: a probe that floods it cannot block, and only its head is read.
            out = Files.createTempFile("gpudoctor-probe", ".out");
            Map<String, String> childEnv = new HashMap<>(env);
            childEnv.remove("PYTHONPATH"); // probe the interpreter, not whatever the shell put on its path
            CommandResult result = commands.runWithExactEnvironment(
                    List.of(python, "-c", PROBE_SCRIPT), childEnv, timeout, line -> {}, out);
            if (result.startError() != null) {
                return broken(python, source, "it could not be run (" + result.startError() + ")");
            }
            if (result.timedOut()) {
                return broken(python, source, "it did not answer within " + timeout.toSeconds() + " s");
            }
            if (result.exitCode() != 0) {
                String last = ExitClassifier.lastWords(result.outputTail());
                return broken(python, source, "it exited with code " + result.exitCode() + "." + last);
            }
            ProbeAnswer answer;
            try {
                answer = JsonMappers.records().readValue(head(out), ProbeAnswer.class);
            } catch (JsonProcessingException e) {
                answer = null;
            }
            if (answer == null) {
                return broken(python, source, "it answered with something other than the probe's JSON");
            }
            return new PythonInterpreter(
                    python, source, answer.version(), answer.executable(), answer.torch(), answer.mace(), null);
        } catch (IOException e) {
            LOG.debug("Probing {} failed", python, e);
            return broken(python, source, "it could not be run (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return broken(python, source, "the probe was interrupted");
        } finally {
            deleteQuietly(out);
        }
    }

    /** The probe's answer is one short line; a file of gigabytes is read no further than this. */
    private static String head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(MAX_PROBE_OUTPUT_BYTES), StandardCharsets.UTF_8);
        }
    }

    private static PythonInterpreter broken(String python, String source, String problem) {
        return new PythonInterpreter(python, source, null, null, null, null, problem);
    }

    /** What {@link #PROBE_SCRIPT} prints, read as its record; a version is null when that package is not installed. */
    record ProbeAnswer(String version, String executable, String torch, String mace) {}

    private static void addEnvRoot(Map<Path, String> found, String root, String source) {
        if (root == null || root.isBlank()) {
            return;
        }
        Path bin = Path.of(root).resolve("bin");
        if (!addIfPresent(found, bin.resolve("python3"), source)) {
            addIfPresent(found, bin.resolve("python"), source);
        }
    }

    private static void addChildren(Map<Path, String> found, Path parent, String source) {
        addMatching(found, parent, "*", source);
    }

    private static void addMatching(Map<Path, String> found, Path parent, String glob, String source) {
        if (!Files.isDirectory(parent)) {
            return;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(parent, glob)) {
            List<Path> sorted = new ArrayList<>();
            entries.forEach(sorted::add);
            sorted.stream()
                    .sorted()
                    .filter(Files::isDirectory)
                    .forEach(dir -> addEnvRoot(found, dir.toString(), source));
        } catch (IOException e) {
            LOG.debug("Cannot list {}", parent, e);
        }
    }

    /** Present means the path exists as an entry, even a dangling link: that is worth reporting. */
    private static boolean addIfPresent(Map<Path, String> found, Path candidate, String source) {
        Path path = candidate.toAbsolutePath().normalize();
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        found.putIfAbsent(path, source);
        return true;
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                LOG.debug("Could not delete {}", file, e);
            }
        }
    }
}
