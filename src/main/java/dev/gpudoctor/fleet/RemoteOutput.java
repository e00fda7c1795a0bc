package dev.gpudoctor.fleet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * What a target's work printed on stdout, taken apart: first the JSON answers (check, then the
 * capability matrix at the standard level), then after a marker line the {@code bundle --json}
 * answer, then after another the bundle itself in base64 (coreutils {@code base64}, 76 characters a
 * line, so every line decodes on its own and the zip is written as it is read, never held whole).
 * One stream, so the same works over ssh and on srun's stdout, with no second connection and no
 * shared filesystem.
 */
final class RemoteOutput {

    static final String MACE_RUN_ANSWER = "@@gpu-doctor mace run answer@@";
    static final String BUNDLE_ANSWER = "@@gpu-doctor bundle answer@@";
    static final String BUNDLE_ZIP = "@@gpu-doctor bundle.zip base64@@";
    static final String BUNDLE_FILE = "bundle.zip";

    /**
     * @param answer the JSON answers as text (what {@link CheckAnswer} reads)
     * @param bundle the bundle written beside them, or null when none came back
     * @param runAnswer the full level's {@code run --json} answer, or null when there was none
     */
    record Parts(String answer, Path bundle, String runAnswer) {
    }

    private RemoteOutput() {
    }

    /** The shell lines that write the bundle at {@code level} to a temporary folder and stream it after the answers. */
    static String bundleScript(String remoteCommand, FleetLevel level) {
        return "d=$(mktemp -d) && { echo '" + BUNDLE_ANSWER + "'; " + remoteCommand + " bundle --json --level " + level.bundleLevel()
                + " -o \"$d/" + BUNDLE_FILE + "\" </dev/null; if [ -s \"$d/" + BUNDLE_FILE + "\" ]; then echo '" + BUNDLE_ZIP
                + "'; base64 \"$d/" + BUNDLE_FILE + "\"; fi; rm -rf \"$d\"; }";
    }

    /**
     * Splits {@code stdout} into {@code folder}: the answers (returned, at most {@link Fleet#MAX_ANSWER_BYTES}),
     * {@code bundle.json} (the bundle's own answer) and {@code bundle.zip}. A bundle cut short or not
     * base64 is deleted, not kept half-written. {@code stdout} itself is deleted afterwards.
     */
    static Parts split(Path stdout, Path folder) throws IOException {
        if (!Files.exists(stdout)) {
            return new Parts("", null, null);
        }
        StringBuilder answer = new StringBuilder();
        StringBuilder bundleAnswer = new StringBuilder();
        StringBuilder runAnswer = null;
        Path zip = folder.resolve(BUNDLE_FILE);
        boolean zipOk = false;
        boolean tooLong = false;
        try (BufferedReader lines = Files.newBufferedReader(stdout, StandardCharsets.ISO_8859_1)) {
            String line;
            StringBuilder current = answer;
            while ((line = lines.readLine()) != null) {
                if (line.equals(MACE_RUN_ANSWER)) {
                    runAnswer = new StringBuilder();
                    current = runAnswer;
                } else if (line.equals(BUNDLE_ANSWER)) {
                    current = bundleAnswer;
                } else if (line.equals(BUNDLE_ZIP)) {
                    zipOk = decode(lines, zip);
                    break;
                } else if (current.length() + line.length() > Fleet.MAX_ANSWER_BYTES) {
                    tooLong |= current == answer;
                    current = new StringBuilder(); // the rest of an oversized part is not kept
                } else {
                    current.append(line).append('\n');
                }
            }
        }
        Files.delete(stdout);
        if (!bundleAnswer.isEmpty()) {
            Files.writeString(folder.resolve("bundle.json"), utf8(bundleAnswer), StandardCharsets.UTF_8);
        }
        if (runAnswer != null) {
            Files.writeString(folder.resolve("run.json"), utf8(runAnswer), StandardCharsets.UTF_8);
        }
        if (!zipOk) {
            Files.deleteIfExists(zip);
        }
        String text = tooLong ? "(more than " + (Fleet.MAX_ANSWER_BYTES >> 20) + " MiB on stdout)" : utf8(answer);
        return new Parts(text, zipOk ? zip : null, runAnswer == null ? null : utf8(runAnswer));
    }

    private static boolean decode(BufferedReader lines, Path zip) throws IOException {
        Base64.Decoder base64 = Base64.getMimeDecoder();
        boolean any = false;
        try (OutputStream out = Files.newOutputStream(zip)) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                out.write(base64.decode(line));
                any = true;
            }
        } catch (IllegalArgumentException e) {
            return false;
        }
        return any && isZip(zip);
    }

    /** A zip ends with its central directory's end record; a stream cut short (time limit) lacks it. */
    private static boolean isZip(Path zip) throws IOException {
        try (java.util.zip.ZipFile file = new java.util.zip.ZipFile(zip.toFile())) {
            return file.size() > 0;
        } catch (java.util.zip.ZipException e) {
            return false;
        }
    }

    /** The lines were read as ISO-8859-1 (one char a byte, so base64 and JSON split alike); the JSON is UTF-8. */
    private static String utf8(CharSequence latin1) {
        return new String(latin1.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
