package dev.gpudoctor.fleet;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The one grammar of a list of machines, for {@code fleet --hosts-file} and the Fleet tab alike: one
 * or more names a line, separated by spaces or commas; '#' starts a comment; a name given twice
 * counts once. A hosts file is read bounded: only a regular file of at most {@link #MAX_BYTES} is
 * opened, and no more than that is ever read, so {@code /dev/zero}, a FIFO or a huge file is refused
 * at once with a sentence instead of filling the memory or waiting for a writer.
 */
public final class HostsFile {

    /** Tens of thousands of host names; anything larger is not a list of hosts. */
    public static final int MAX_BYTES = 1 << 20;

    private HostsFile() {}

    /** Why a hosts file was not read, as the end of a sentence that starts with the file's name. */
    public static final class Refused extends Exception {
        public Refused(String reason) {
            super(reason);
        }
    }

    /** The names in {@code text}, in order, each once. */
    public static List<String> parse(String text) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (String line : (text == null ? "" : text).split("\\R")) {
            int comment = line.indexOf('#');
            for (String name : (comment < 0 ? line : line.substring(0, comment)).split("[\\s,]+")) {
                if (!name.isBlank()) {
                    names.add(name.strip());
                }
            }
        }
        return List.copyOf(names);
    }

    /** The names in {@code file}, read bounded (see the class comment). */
    public static List<String> read(Path file) throws Refused {
        return parse(text(file));
    }

    /** The text of {@code file}: a regular UTF-8 file of at most {@link #MAX_BYTES}, or refused with the reason. */
    public static String text(Path file) throws Refused {
        BasicFileAttributes attributes;
        try {
            // Following a link is fine (a hosts file may be one); what it points at must be a plain file.
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new Refused("there is no such file.");
        } catch (IOException e) {
            throw new Refused("it cannot be read (" + e.getMessage() + ").");
        }
        if (attributes.isDirectory()) {
            throw new Refused("it is a folder, not a list of hosts.");
        }
        if (!attributes.isRegularFile()) {
            // A FIFO would block the open until a writer came; a device such as /dev/zero never ends.
            throw new Refused("it is not a regular file (a device, pipe or socket); a hosts file is a text file.");
        }
        if (attributes.size() > MAX_BYTES) {
            throw new Refused("it is larger than " + (MAX_BYTES >> 20) + " MiB; that is not a list of hosts.");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // The size can change between the look and the read (a file still being written): never read past the
            // bound.
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (AccessDeniedException e) {
            throw new Refused("permission denied.");
        } catch (IOException e) {
            throw new Refused("it cannot be read (" + e.getMessage() + ").");
        }
        if (bytes.length > MAX_BYTES) {
            throw new Refused("it is larger than " + (MAX_BYTES >> 20) + " MiB; that is not a list of hosts.");
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new Refused("it is not UTF-8 text; a hosts file lists host names.");
        }
    }
}
