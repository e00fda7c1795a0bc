package dev.gpudoctor.bundle;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.LogText;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * The text a file holds for diagnosis, for the Diagnose tab and {@code gpu-doctor diagnose} alike: of
 * a GPU Doctor bundle (a zip) its failed checks, failed runs and logs, not the zip's bytes; of any
 * other file its text, read capped and binary-safe ({@link LogText}).
 */
public final class DiagnosisInput {

    private final BundleReader bundles;
    private final DiagnosisService diagnosis;

    public DiagnosisInput(BundleReader bundles, DiagnosisService diagnosis) {
        this.bundles = Objects.requireNonNull(bundles, "bundles");
        this.diagnosis = Objects.requireNonNull(diagnosis, "diagnosis");
    }

    /** A GPU Doctor bundle, judged by its name as the file choosers do. */
    public static boolean isBundle(Path file) {
        return file.getFileName() != null
                && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    /** @throws UnreadableInputException with the reason in words: missing, a folder, no permission, a refused bundle */
    public LogText read(Path file) throws UnreadableInputException {
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw new UnreadableInputException(name, "it is a folder, not a file");
        }
        try {
            return isBundle(file) ? LogText.of(bundles.open(file).diagnosableText()) : diagnosis.read(file);
        } catch (BundleRefusedException e) {
            throw new UnreadableInputException(name, withoutFullStop(e.getMessage()));
        } catch (NoSuchFileException e) {
            throw new UnreadableInputException(name, "it does not exist");
        } catch (AccessDeniedException e) {
            throw new UnreadableInputException(name, "permission denied");
        } catch (IOException | RuntimeException e) {
            String detail = e.getMessage() == null || e.getMessage().isBlank() ? "reading it failed" : e.getMessage();
            throw new UnreadableInputException(name, withoutFullStop(detail));
        }
    }

    private static String withoutFullStop(String sentence) {
        String text = sentence == null ? "" : sentence.strip();
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }
}
