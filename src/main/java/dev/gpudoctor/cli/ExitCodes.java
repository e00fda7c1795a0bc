package dev.gpudoctor.cli;

/** The exit codes every subcommand keeps to, so scripts can branch on them. */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int FINDINGS = 1;
    public static final int FAILURES = 2;
    public static final int USAGE_OR_INTERNAL = 3;

    private ExitCodes() {}
}
