package dev.gpudoctor.cli.format;

/**
 * The formats that answer a consumer asking every few minutes in one line (exit-code, drain-reason, npd):
 * the command judges its Xids on what is new since the previous check before it hands them the answer.
 */
public interface NodeVerdictFormat extends FormatRenderer {}
