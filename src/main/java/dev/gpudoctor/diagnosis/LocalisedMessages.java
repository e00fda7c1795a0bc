package dev.gpudoctor.diagnosis;

import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;

/**
 * The operating system's fixed sentences in the language of the machine that printed them, written back in
 * English: the dynamic loader's "无法打开共享对象文件" (cannot open shared object file), the shell's "总线错误
 * (核心已转储)" (Bus error (core dumped)), Windows' "Не найден указанный модуль" (The specified module could not
 * be found). The rules are written in English; without this a report from a machine set to Chinese, Russian or
 * German reads as if the error line were not there. The texts come from glibc's and bash's message catalogues
 * and Windows' system messages ({@code localised-messages.json}, made by
 * {@code tools/diagnosis/gen_localised_messages.py}), compared exactly as those programs print them.
 */
final class LocalisedMessages {

    private record Message(String localised, String english) {}

    /** The resource as the generator writes it: each English message with the texts that stand for it. */
    record File(int format, List<String> sources, List<Entry> messages) {}

    record Entry(String english, List<String> localised) {}

    private static final String RESOURCE = "localised-messages.json";

    /** Texts in ASCII (Italian, Spanish, German...), found in one pass over any line. */
    private static final List<Message> ASCII = new ArrayList<>();
    /** Texts with a character outside ASCII: only a line that has one can hold them. */
    private static final List<Message> OTHER = new ArrayList<>();

    private static final LiteralIndex ASCII_INDEX;

    static {
        try (InputStream in = LocalisedMessages.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + RESOURCE);
            }
            for (Entry entry : JsonMappers.readStrict(in, File.class, RESOURCE).messages()) {
                for (String text : entry.localised()) {
                    Message m = new Message(text, entry.english());
                    (ascii(m.localised()) ? ASCII : OTHER).add(m);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Longest first, so "总线错误 (核心已转储)" is read before a shorter text inside it.
        OTHER.sort(
                Comparator.comparingInt((Message m) -> m.localised().length()).reversed());
        ASCII_INDEX = new LiteralIndex(ASCII.stream().map(Message::localised).toList());
    }

    private LocalisedMessages() {}

    /** The line with each localised system sentence in it written in English; the line itself when it has none. */
    static String inEnglish(String line) {
        String read = line;
        BitSet found = ASCII_INDEX.find(read);
        for (int id = found.nextSetBit(0); id >= 0; id = found.nextSetBit(id + 1)) {
            read = replaceWhole(read, ASCII.get(id));
        }
        if (!ascii(read)) {
            for (Message m : OTHER) {
                if (read.contains(m.localised())) {
                    read = replaceWhole(read, m);
                }
            }
        }
        return read;
    }

    /**
     * The text replaced where it stands as the program prints it, not inside a sentence: "已杀死" on a shell's job
     * line is "Killed", "強制終了した" in Japanese prose is someone's own words (the letter beside it says so).
     */
    private static String replaceWhole(String line, Message m) {
        String text = m.localised();
        StringBuilder out = null;
        int from = 0;
        for (int at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + text.length())) {
            int end = at + text.length();
            boolean whole = (at == 0 || !Character.isLetter(line.charAt(at - 1)))
                    && (end == line.length() || !Character.isLetter(line.charAt(end)));
            if (whole) {
                if (out == null) {
                    out = new StringBuilder(line.length() + 16);
                }
                out.append(line, from, at).append(m.english());
                from = end;
            }
        }
        return out == null ? line : out.append(line, from, line.length()).toString();
    }

    private static boolean ascii(String text) {
        for (int i = 0, n = text.length(); i < n; i++) {
            if (text.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }
}
