package dev.gpudoctor.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * A command typed as one line (the window's field) split into words the way a POSIX shell splits them:
 * spaces separate, '…' keeps everything, "…" keeps everything but a backslash before " \ $ `, a backslash
 * outside quotes keeps the next character. Nothing is expanded: no variables, no globs, no pipes; the
 * command is run as these words, never through a shell.
 */
public final class CommandWords {

    private CommandWords() {}

    /** The words, or an {@link IllegalArgumentException} saying which quote is not closed. */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException(
                    "The command has a " + (quote == '"' ? "double" : "single") + " quote that is not closed.");
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
