package dev.gpudoctor.exec;

/** The exec tests' scripts, for the command line's tests in another package. */
public final class ExecScriptsAccess {

    private ExecScriptsAccess() {}

    /** A script that prints the guide's illegal-instruction traceback and exits 1. */
    public static String illegalInstruction() {
        return ExecServiceTest.ILLEGAL_INSTRUCTION;
    }
}
