package dev.gpudoctor.pyenv;

/** A step of the managed-environment set-up, or one line of output from the tool running it. */
public record SetupProgress(String step, String line) {}
