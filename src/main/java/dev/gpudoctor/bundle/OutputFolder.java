package dev.gpudoctor.bundle;

import dev.gpudoctor.files.OutputTarget;
import dev.gpudoctor.model.ErrorSummary;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** Whether a bundle can be written where the user asked, found out before the probes spend their seconds. */
public final class OutputFolder {

    private OutputFolder() {}

    /**
     * Why nothing can be created next to {@code target}, or {@code target} may not be replaced (a link,
     * a device, a FIFO, a name past 255 bytes: {@link OutputTarget}), in words; empty when a file can. Missing
     * folders are fine when the nearest existing one takes new entries: the writer creates them.
     */
    public static Optional<String> problem(Path target) {
        Optional<String> replaced = OutputTarget.problem(target);
        if (replaced.isPresent()) {
            return replaced;
        }
        Path folder = target.toAbsolutePath().getParent();
        Path existing = folder;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return Optional.of("no part of " + folder + " exists");
        }
        if (!Files.isDirectory(existing)) {
            return Optional.of(existing + " is a file, not a folder");
        }
        try {
            Files.delete(Files.createTempFile(existing, ".gpu-doctor-write-check", ".tmp"));
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of("the folder " + existing + " takes no new files (" + why(e) + ")");
        }
    }

    /** The bundle cannot be written where asked; the message is the reason, in words. */
    public static final class Unwritable extends IOException {
        public Unwritable(String reason) {
            super(reason);
        }
    }

    /** Throws {@link Unwritable} when nothing can be created next to {@code target}. */
    public static void check(Path target) throws Unwritable {
        Optional<String> problem = problem(target);
        if (problem.isPresent()) {
            throw new Unwritable(problem.get());
        }
    }

    /** An I/O failure in a few words, without the temp file names Java puts in its messages. */
    public static String why(Exception e) {
        if (e instanceof Unwritable) {
            return e.getMessage();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return ErrorSummary.of(e).message();
    }
}
