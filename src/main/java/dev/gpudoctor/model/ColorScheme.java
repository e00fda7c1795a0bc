package dev.gpudoctor.model;

/** Light or dark: what the desktop prefers, and what the window shows. */
public enum ColorScheme {
    LIGHT,
    DARK
}
