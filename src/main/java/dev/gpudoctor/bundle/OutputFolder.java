package dev.gpudoctor.bundle;

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

    private OutputFolder() {
    }

    /** Why nothing can be created next to {@code target}, in words; empty when a file can. */
    public static Optional<String> problem(Path target) {
        Path folder = target.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return Optional.of("the folder " + folder + " does not exist");
        }
        try {
            Files.delete(Files.createTempFile(folder, ".gpu-doctor-write-check", ".tmp"));
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of("the folder " + folder + " takes no new files (" + why(e) + ")");
        }
    }

    /** An I/O failure in a few words, without the temp file names Java puts in its messages. */
    public static String why(Exception e) {
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
