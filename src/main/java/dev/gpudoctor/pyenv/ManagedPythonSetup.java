package dev.gpudoctor.pyenv;

import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Creates GPU Doctor's own Python environment: a venv with mace-torch and the pins it works with.
 * A marker file written last records the requirements' hash, so an interrupted set-up is never
 * mistaken for a finished one and a changed pin triggers a rebuild. An existing environment is
 * kept aside and put back if the new one fails: a failed upgrade loses nothing.
 */
public final class ManagedPythonSetup {

    static final String MARKER = "gpu-doctor-env.json";
    private static final Duration SHORT = Duration.ofMinutes(5);
    private static final String VERSION_CHECK =
            "import sys; print('%d.%d.%d' % sys.version_info[:3]); sys.exit(0 if sys.version_info >= (3, 9) else 1)";

    private final CommandRunner runner;

    public ManagedPythonSetup(CommandRunner runner) {
        this.runner = runner;
    }

    public static Path pythonIn(Path environment) {
        return environment.resolve("bin").resolve("python");
    }

    public SetupOutcome run(SetupOptions options, Consumer<SetupProgress> progress) throws InterruptedException {
        long start = System.nanoTime();
        Path target = options.target().toAbsolutePath();
        if (!Files.isRegularFile(options.requirements())) {
            return failure("the requirements file " + options.requirements() + " does not exist", List.of(), start);
        }
        String hash;
        try {
            hash = sha256(options.requirements());
        } catch (IOException e) {
            return failure("cannot read " + options.requirements() + ": " + e.getMessage(), List.of(), start);
        }
        if (!options.force() && hash.equals(installedHash(target)) && Files.isExecutable(pythonIn(target))) {
            return new SetupOutcome(
                    true, true, pythonIn(target), "already set up for these requirements", List.of(), elapsed(start));
        }

        progress.accept(new SetupProgress("check", "Checking " + options.basePython()));
        CommandResult version =
                runner.run(List.of(options.basePython(), "-c", VERSION_CHECK), null, null, SHORT, line -> {});
        if (version.startError() != null) {
            return failure(
                    "Python '" + options.basePython() + "' was not found or cannot run; pass --python PATH",
                    List.of(),
                    start);
        }
        if (!version.succeeded()) {
            String found = version.outputTail().isEmpty()
                    ? "?"
                    : version.outputTail().get(version.outputTail().size() - 1);
            return failure(
                    "Python " + found + " at " + options.basePython()
                            + " is too old or broken; GPU Doctor needs 3.9 or newer",
                    version.outputTail(),
                    start);
        }

        Path previous = target.resolveSibling(target.getFileName() + ".previous");
        try {
            deleteTree(previous);
            if (Files.exists(target)) {
                Files.move(target, previous, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.createDirectories(target.getParent());
        } catch (IOException e) {
            return failure("cannot prepare " + target + ": " + e.getMessage(), List.of(), start);
        }

        SetupOutcome built = build(options, target, hash, progress, start);
        try {
            if (built.ok()) {
                deleteTree(previous);
            } else {
                deleteTree(target);
                if (Files.exists(previous)) {
                    Files.move(previous, target, StandardCopyOption.ATOMIC_MOVE);
                }
            }
        } catch (IOException e) {
            return failure(built.message() + "; and cleaning up failed: " + e.getMessage(), built.outputTail(), start);
        }
        return built;
    }

    private SetupOutcome build(
            SetupOptions options, Path target, String hash, Consumer<SetupProgress> progress, long start)
            throws InterruptedException {
        progress.accept(new SetupProgress("venv", "Creating a virtual environment at " + target));
        CommandResult venv = runner.run(
                List.of(options.basePython(), "-m", "venv", target.toString()),
                null,
                null,
                SHORT,
                line -> progress.accept(new SetupProgress("venv", line)));
        if (!venv.succeeded()) {
            boolean noEnsurepip =
                    venv.outputTail().stream().anyMatch(l -> l.contains("ensurepip") || l.contains("python3-venv"));
            String why = noEnsurepip
                    ? "this Python cannot create virtual environments; on Debian/Ubuntu: sudo apt-get install python3-venv"
                    : "creating the virtual environment failed (" + venv.problem() + ")";
            return failure(why, venv.outputTail(), start);
        }

        progress.accept(new SetupProgress(
                "install",
                "Installing " + options.requirements().getFileName()
                        + " (torch with its CUDA libraries is several GB; this takes a while)"));
        List<String> pip = new ArrayList<>(List.of(
                pythonIn(target).toString(),
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "--no-input",
                "-r",
                options.requirements().toAbsolutePath().toString()));
        pip.addAll(options.extraPipArgs());
        CommandResult install = runner.run(
                pip,
                Map.of("PIP_NO_INPUT", "1"),
                null,
                options.pipTimeout(),
                line -> progress.accept(new SetupProgress("install", line)));
        if (!install.succeeded()) {
            return failure(
                    "installing the requirements failed (" + install.problem()
                            + "); the last lines of pip's output say which package",
                    install.outputTail(),
                    start);
        }

        try {
            writeMarker(target, hash, options);
        } catch (IOException e) {
            return failure("cannot write " + target.resolve(MARKER) + ": " + e.getMessage(), List.of(), start);
        }
        progress.accept(new SetupProgress("done", "Ready: " + pythonIn(target)));
        return new SetupOutcome(true, false, pythonIn(target), "set up", install.outputTail(), elapsed(start));
    }

    /** The marker file: which requirements (by SHA-256) the environment holds, made from which Python, when. */
    record EnvMarker(String requirementsSha256, String requirements, String basePython, Instant created) {}

    String installedHash(Path target) {
        Path marker = target.resolve(MARKER);
        if (!Files.isRegularFile(marker)) {
            return null;
        }
        try {
            return JsonMappers.records()
                    .readValue(marker.toFile(), EnvMarker.class)
                    .requirementsSha256();
        } catch (IOException e) {
            return null;
        }
    }

    private void writeMarker(Path target, String hash, SetupOptions options) throws IOException {
        EnvMarker marker = new EnvMarker(
                hash, options.requirements().toAbsolutePath().toString(), options.basePython(), Instant.now());
        // A temp name of its own each time (created new): a fixed name could be a link planted to be written through.
        AtomicFile.at(target.resolve(MARKER))
                .tempNamed(MARKER + ".", ".tmp")
                .atomicOnly()
                .write(temp ->
                        JsonMappers.records().writerWithDefaultPrettyPrinter().writeValue(temp.toFile(), marker));
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static SetupOutcome failure(String message, List<String> tail, long start) {
        return new SetupOutcome(false, false, null, message, tail, elapsed(start));
    }

    private static long elapsed(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
