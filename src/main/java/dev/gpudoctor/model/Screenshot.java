package dev.gpudoctor.model;

/** One rendered tab: which, where the PNG went, and its size in pixels. */
public record Screenshot(String tab, String file, int width, int height) {}
