package dev.gpudoctor.fleet;

import dev.gpudoctor.host.CommandRunner;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * What a target's work prints on stdout, taken apart while it arrives: first the JSON answers (check,
 * then the capability matrix at the standard level), then after a marker line the {@code bundle --json}
 * answer, then after another the bundle itself in base64 (coreutils {@code base64}, 76 characters a
 * line, so every line decodes on its own and the zip is written as it is read, never held whole).
 * One stream, so the same works over ssh and on srun's stdout, with no second connection and no
 * shared filesystem.
 *
 * <p>This is the one reader of everything a remote machine sends: a line is held up to
 * {@link #MAX_LINE_BYTES}, each answer up to {@link #MAX_ANSWER_BYTES}, the decoded bundle up to
 * {@link #MAX_BUNDLE_BYTES}; past any of them the stream is closed (the target's side then stops on
 * a broken pipe) and the target's row says which limit it passed. Nothing is written to disk before
 * it is decoded, so nothing is left behind but what is kept, and time is the command's own limit.
 */
final class RemoteOutput {

    static final String MACE_RUN_ANSWER = "@@gpu-doctor mace run answer@@";
    static final String BUNDLE_ANSWER = "@@gpu-doctor bundle answer@@";
    static final String BUNDLE_ZIP = "@@gpu-doctor bundle.zip base64@@";
    static final String BUNDLE_FILE = "bundle.zip";

    /** No line of a JSON answer or of base64 comes near this; a longer one is not an answer. */
    static final int MAX_LINE_BYTES = 1 << 20;
    /** Each answer (check and capabilities, the MACE run's, the bundle's) is a few kB. */
    static final int MAX_ANSWER_BYTES = 4 << 20;
    /** A bundle is a few MB; past this it is not kept (eight such targets must not fill a login node). */
    static final long MAX_BUNDLE_BYTES = 64L << 20;

    /**
     * @param answer    the JSON answers as text (what {@link CheckAnswer} reads)
     * @param bundle    the bundle written beside them, or null when none came back
     * @param runAnswer the full level's {@code run --json} answer, or null when there was none
     * @param refused   the limit the target's output passed, as a sentence, or null when it kept to them all
     * @param inAnswer  whether that limit was passed before the check's answer was whole (the answer is then not one)
     */
    record Parts(String answer, Path bundle, String runAnswer, String refused, boolean inAnswer) {
        Parts(String answer, Path bundle, String runAnswer) {
            this(answer, bundle, runAnswer, null, false);
        }
    }

    private RemoteOutput() {}

    /** The shell lines that write the bundle at {@code level} to a temporary folder and stream it after the answers. */
    static String bundleScript(String remoteCommand, FleetLevel level) {
        return "d=$(mktemp -d) && { " + marker(BUNDLE_ANSWER) + remoteCommand + " bundle --json --level "
                + level.checkLevel().word()
                + " -o \"$d/" + BUNDLE_FILE + "\" </dev/null; if [ -s \"$d/" + BUNDLE_FILE + "\" ]; then "
                + marker(BUNDLE_ZIP)
                + "base64 \"$d/" + BUNDLE_FILE + "\"; fi; rm -rf \"$d\"; }";
    }

    /**
     * Prints a marker on a line of its own: after a newline, because what came before may lack its
     * last one (a wrapper's {@code printf '%s' "$out"}), which would hide the marker inside the answer.
     */
    static String marker(String marker) {
        return "printf '\\n%s\\n' '" + marker + "'; ";
    }

    /** For tests and files: reads {@code stdout} whole as if it arrived from a target. */
    static Parts split(InputStream stdout, Path folder) throws IOException {
        Receiver receiver = new Receiver(folder);
        receiver.read(stdout);
        return receiver.finish();
    }

    /** Reads one target's stdout as it arrives (on the runner's thread), then {@link #finish} says what came. */
    static final class Receiver implements CommandRunner.StdoutReader {
        private final Path folder;
        private final Path zip;
        private final ByteArrayOutputStream answer = new ByteArrayOutputStream();
        private final ByteArrayOutputStream bundleAnswer = new ByteArrayOutputStream();
        private ByteArrayOutputStream runAnswer;
        private ByteArrayOutputStream current = answer;
        private OutputStream zipOut;
        private long zipBytes;
        private boolean zipBroken;
        private boolean zipAny;
        private String refused;
        private boolean refusedInAnswer;
        private IOException writeError;

        Receiver(Path folder) {
            this.folder = folder;
            this.zip = folder.resolve(BUNDLE_FILE);
        }

        @Override
        public synchronized void read(InputStream in) throws IOException {
            LineSplitter lines = new LineSplitter(in, MAX_LINE_BYTES);
            try {
                for (byte[] line; (line = lines.next()) != null; ) {
                    if (!accept(line)) {
                        return; // a limit was passed: stop reading; closing the stream ends the sender
                    }
                }
                if (lines.overlong()) {
                    refuse("a line longer than " + (MAX_LINE_BYTES >> 20) + " MiB");
                }
            } finally {
                closeZip();
            }
        }

        /** False when the rest of the stream is not to be read. */
        private boolean accept(byte[] line) {
            if (line == null) {
                return false;
            }
            String marker = line.length < 64 ? new String(line, StandardCharsets.ISO_8859_1) : "";
            if (zipOut != null || zipBroken) {
                return decode(line);
            }
            switch (marker) {
                case MACE_RUN_ANSWER -> {
                    runAnswer = new ByteArrayOutputStream();
                    current = runAnswer;
                    return true;
                }
                case BUNDLE_ANSWER -> {
                    current = bundleAnswer;
                    return true;
                }
                case BUNDLE_ZIP -> {
                    try {
                        zipOut = new BufferedOutputStream(OutputFiles.create(zip), 1 << 16);
                    } catch (IOException e) {
                        writeError = e;
                        zipBroken = true;
                    }
                    return true;
                }
                default -> {}
            }
            if (current.size() + line.length + 1 > MAX_ANSWER_BYTES) {
                refuse("an answer longer than " + (MAX_ANSWER_BYTES >> 20) + " MiB");
                return false;
            }
            current.write(line, 0, line.length);
            current.write('\n');
            return true;
        }

        private boolean decode(byte[] line) {
            if (zipBroken || isBlank(line)) {
                return true; // drained, not kept: a bundle that stopped being base64 is dropped whole
            }
            byte[] bytes;
            try {
                bytes = Base64.getMimeDecoder().decode(line);
            } catch (IllegalArgumentException e) {
                zipBroken = true;
                return true;
            }
            zipBytes += bytes.length;
            if (zipBytes > MAX_BUNDLE_BYTES) {
                zipBroken = true;
                refuse("a bundle larger than " + (MAX_BUNDLE_BYTES >> 20) + " MiB");
                return false;
            }
            try {
                zipOut.write(bytes);
                zipAny = true;
            } catch (IOException e) {
                writeError = e;
                zipBroken = true;
            }
            return true;
        }

        private void refuse(String what) {
            if (refused == null) {
                refusedInAnswer = current == answer && zipOut == null && !zipBroken;
                refused = "The target sent " + what + " on stdout; GPU Doctor stopped reading it there.";
            }
        }

        private void closeZip() {
            if (zipOut != null) {
                try {
                    zipOut.close();
                } catch (IOException e) {
                    writeError = e;
                    zipBroken = true;
                }
                zipOut = null;
                if (!zipBroken) {
                    zipBroken = !zipAny;
                }
                zipAny = !zipBroken;
            }
        }

        /**
         * What arrived, once the command has ended: the answers written beside the bundle (the
         * bundle's own as {@code bundle.json}, the MACE run's as {@code run.json}); a bundle cut short,
         * too large or not base64 is deleted, not kept half-written.
         */
        synchronized Parts finish() throws IOException {
            closeZip();
            if (writeError != null) {
                Files.deleteIfExists(zip);
                throw writeError;
            }
            if (bundleAnswer.size() > 0) {
                OutputFiles.write(folder.resolve("bundle.json"), bundleAnswer.toByteArray());
            }
            if (runAnswer != null) {
                OutputFiles.write(folder.resolve("run.json"), runAnswer.toByteArray());
            }
            boolean zipOk = zipAny && isZip(zip);
            if (!zipOk) {
                Files.deleteIfExists(zip);
            }
            String text = refusedInAnswer ? "" : answer.toString(StandardCharsets.UTF_8);
            return new Parts(
                    text,
                    zipOk ? zip : null,
                    runAnswer == null ? null : runAnswer.toString(StandardCharsets.UTF_8),
                    refused,
                    refusedInAnswer);
        }
    }

    /** A zip ends with its central directory's end record; a stream cut short (time limit) lacks it. */
    private static boolean isZip(Path zip) throws IOException {
        if (!Files.isRegularFile(zip, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (ZipFile file = new ZipFile(zip.toFile())) {
            return file.size() > 0;
        } catch (ZipException e) {
            return false;
        }
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /**
     * Lines of bytes without their newline (and trailing CR); a line longer than the limit ends the
     * stream (null, with {@link #overlong()} true) as soon as it passes the limit, not at its end.
     */
    static final class LineSplitter {
        private final InputStream in;
        private final int maxLine;
        private final byte[] chunk = new byte[1 << 16];
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private int position;
        private int limit;
        private boolean overlong;

        LineSplitter(InputStream in, int maxLine) {
            this.in = in;
            this.maxLine = maxLine;
        }

        byte[] next() throws IOException {
            line.reset();
            while (true) {
                if (position == limit) {
                    int read = in.read(chunk);
                    if (read < 0) {
                        return line.size() == 0 ? null : finish();
                    }
                    position = 0;
                    limit = read;
                }
                int start = position;
                while (position < limit && chunk[position] != '\n') {
                    position++;
                }
                if (line.size() + (position - start) > maxLine) {
                    overlong = true;
                    return null;
                }
                line.write(chunk, start, position - start);
                if (position < limit) {
                    position++;
                    return finish();
                }
            }
        }

        boolean overlong() {
            return overlong;
        }

        private byte[] finish() {
            byte[] bytes = line.toByteArray();
            int end = bytes.length;
            return end > 0 && bytes[end - 1] == '\r' ? Arrays.copyOf(bytes, end - 1) : bytes;
        }
    }
}
