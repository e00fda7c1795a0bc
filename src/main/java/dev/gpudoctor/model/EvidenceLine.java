package dev.gpudoctor.model;

import java.util.Objects;

/** One line of the diagnosed text that a finding rests on: its 1-based number in the input and its cleaned text. */
public record EvidenceLine(int line, String text) {

    public EvidenceLine {
        if (line < 1) {
            throw new IllegalArgumentException("line numbers start at 1: " + line);
        }
        Objects.requireNonNull(text, "text");
    }
}
