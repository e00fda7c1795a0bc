package dev.gpudoctor.fleet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.json.OlderShapes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The boundary where a {@code fleet.json} becomes a {@link FleetReport} again (the window opens what
 * a CLI fleet run wrote), and where the window writes its own runs in the same shape. A file that is
 * not one is refused with a sentence; nothing above this reads the raw JSON.
 */
public final class FleetFile {

    public static final String NAME = "fleet.json";

    /** A fleet of hundreds of machines is a few MB; anything far past that is not a fleet.json. */
    private static final long MAX_BYTES = 64L << 20;

    // The CLI's one record shape; unknown fields are allowed, so a newer GPU Doctor's fleet.json still opens here.

    private FleetFile() {}

    /** Why a file could not be read as a fleet, as a sentence a person reads. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    /** The file's targets, compared again by {@link FleetReport#of} so the table and its columns always agree. */
    public static FleetReport read(Path file) throws Refused {
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) {
                throw new Refused(file + " is a folder; open the " + NAME + " inside it.");
            }
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw new Refused(file + " is not a regular file (a pipe or a device); open a " + NAME + ".");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new Refused(file + " is larger than " + (MAX_BYTES >> 20) + " MiB; that is not a " + NAME + ".");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new Refused("There is no file " + file + ".");
        } catch (IOException e) {
            throw new Refused("Could not read " + file + ": " + e.getMessage());
        }
        JsonNode root;
        try {
            root = JsonMappers.records().readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw new Refused(file.getFileName() + " nests deeper or is larger than any " + NAME
                    + " gpu-doctor fleet writes: " + firstLine(e) + ".");
        } catch (JsonProcessingException e) {
            String where =
                    e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
            throw new Refused(file.getFileName() + " is not JSON" + where + ": it is not a " + NAME
                    + " that gpu-doctor fleet wrote.");
        } catch (IOException e) {
            throw new Refused("Could not read " + file + ": " + e.getMessage());
        }
        if (root == null || !root.path("targets").isArray()) {
            throw new Refused(file.getFileName() + " has no \"targets\" list: it is not a " + NAME
                    + " that gpu-doctor fleet wrote.");
        }
        List<TargetResult> targets;
        try {
            // A fleet.json from before one shape per record has camelCase fields ("stderrTail").
            JsonNode upgraded = OlderShapes.snakeCaseKeys(root.get("targets"), TargetResult.class);
            targets = List.of(JsonMappers.records().treeToValue(upgraded, TargetResult[].class));
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            throw new Refused(file.getFileName() + " has a damaged target: " + firstLine(e) + ".");
        }
        if (targets.isEmpty()) {
            throw new Refused(file.getFileName() + " lists no machines.");
        }
        Set<String> names = new HashSet<>();
        for (TargetResult target : targets) {
            if (!names.add(target.name())) {
                throw new Refused(file.getFileName() + " names the machine " + target.name() + " twice.");
            }
        }
        return FleetReport.of(targets);
    }

    /** Writes {@code report} as {@code folder/fleet.json}, the shape {@code gpu-doctor fleet} writes. */
    public static Path write(Path folder, FleetReport report) throws IOException {
        Path file = folder.resolve(NAME);
        OutputFiles.writeString(
                file, JsonMappers.records().writerWithDefaultPrettyPrinter().writeValueAsString(report) + "\n");
        return file;
    }

    /**
     * The bundle collected for {@code target}: the one its row names (inside the fleet's folder only:
     * a fleet.json is not trusted to point elsewhere), or for a fleet.json from before rows named
     * their bundle, a {@code .zip} in the target's folder.
     */
    public static Optional<Path> bundleOf(Path fleetFolder, TargetResult target) {
        if (target.bundle() == null) {
            return bundleOf(fleetFolder, target.name());
        }
        Path root = fleetFolder.toAbsolutePath().normalize();
        Path bundle;
        try {
            bundle = root.resolve(target.bundle()).normalize();
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
        return bundle.startsWith(root) && Files.isRegularFile(bundle, LinkOption.NOFOLLOW_LINKS)
                ? Optional.of(bundle)
                : Optional.empty();
    }

    /** A {@code .zip} in the folder of {@code target} beside the fleet.json, if there is one. */
    public static Optional<Path> bundleOf(Path fleetFolder, String target) {
        // A machine's name from a fleet.json is data: only a name that is one folder right inside the fleet's is looked
        // in.
        if (!SshFleet.isValidTarget(target) || target.contains("..")) {
            return Optional.empty();
        }
        Path folder = fleetFolder.resolve(target);
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f ->
                            f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip"))
                    .filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .sorted()
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String firstLine(Exception e) {
        Throwable cause =
                e.getCause() instanceof IllegalArgumentException || e.getCause() instanceof NullPointerException
                        ? e.getCause()
                        : e;
        String message = cause instanceof JsonProcessingException json ? json.getOriginalMessage() : cause.getMessage();
        if (cause instanceof NullPointerException) {
            message = cause.getMessage() == null
                    ? "a required field is missing"
                    : "the field \"" + cause.getMessage() + "\" is missing";
        } else if (message == null) {
            message = cause.getClass().getSimpleName();
        }
        String line = message.lines().findFirst().orElse(message);
        return line.length() > 160 ? line.substring(0, 160) + " [...]" : line;
    }
}
