package dev.gpudoctor.checklist;

import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.host.SecretNames;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The last checklist run on disk, so {@code gpu-doctor bundle} right after {@code gpu-doctor check} (two
 * processes) includes that run instead of collecting every fact again. One file, owner-only, replaced
 * whole; values of secret-looking variables are not kept. A file that cannot be read is no run.
 */
public final class KeptChecklistRun {

    static final String FILE = "last-checklist-run.json";
    private static final Logger LOG = LoggerFactory.getLogger(KeptChecklistRun.class);
    /** Far longer than writing one run takes, even on a busy machine. */
    static final Duration ABANDONED_AFTER = Duration.ofMinutes(10);

    private final Path directory;

    public KeptChecklistRun(Path directory) {
        this.directory = directory;
    }

    public Path file() {
        return directory.resolve(FILE);
    }

    /** Keeps {@code run}; a failure is logged, never thrown (the run itself succeeded). */
    public void keep(ChecklistRun run) {
        try {
            Files.createDirectories(directory);
            removeAbandonedTemps();
            AtomicFile.at(file())
                    .tempNamed(FILE, ".tmp")
                    .ownerOnly()
                    .write(JsonMappers.records().writeValueAsBytes(withoutSecrets(run)));
        } catch (IOException | RuntimeException e) {
            LOG.warn("Could not keep this checklist run in {}: {}", file(), e.getMessage());
        }
    }

    /**
     * A check killed while it wrote (Slurm's and NPD's time limits do that on a busy node) leaves its temp file: one
     * per kill, for ever. Ours only (our name, a regular file, not a link), and only when older than any live write.
     */
    private void removeAbandonedTemps() {
        long before = System.currentTimeMillis() - ABANDONED_AFTER.toMillis();
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(directory, FILE + "*.tmp")) {
            for (Path temp : temps) {
                BasicFileAttributes attributes =
                        Files.readAttributes(temp, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (attributes.isRegularFile() && attributes.lastModifiedTime().toMillis() < before) {
                    Files.deleteIfExists(temp);
                }
            }
        } catch (IOException e) {
            LOG.debug("Could not tidy {}: {}", directory, e.getMessage());
        }
    }

    /** The kept run, or empty when there is none or it cannot be read (an older or damaged file). */
    public Optional<ChecklistRun> read() {
        Path file = file();
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JsonMappers.records().readValue(file.toFile(), ChecklistRun.class));
        } catch (IOException | RuntimeException e) {
            LOG.info("Not using the kept checklist run {}: {}", file, e.getMessage());
            return Optional.empty();
        }
    }

    private static ChecklistRun withoutSecrets(ChecklistRun run) {
        HostFacts host = run.report().host();
        Map<String, String> environment = new LinkedHashMap<>();
        host.environment().forEach((name, value) -> environment.put(name, SecretNames.looksSecret(name) ? "" : value));
        HostFacts kept = new HostFacts(
                host.hostRoot(),
                host.os(),
                host.platform(),
                host.wsl(),
                host.loader(),
                host.nvidiaSmi(),
                host.memory(),
                environment,
                host.environmentSource(),
                host.problems(),
                host.windows(),
                host.xids());
        return new ChecklistRun(
                run.request(),
                run.python(),
                run.startedAt(),
                run.finishedAt(),
                new ChecklistReport(kept, run.report().checks()),
                run.nvidiaSmiXml(),
                run.env());
    }
}
