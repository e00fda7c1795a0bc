package dev.gpudoctor.cli;

/**
 * Whether --json was asked for, read from the raw arguments: a usage error can stop picocli before it
 * has set the flag, and the answer must still be JSON.
 */
final class JsonFlag {

    private JsonFlag() {
    }

    static boolean in(String[] args) {
        for (String arg : args) {
            if ("--".equals(arg)) {
                return false; // what follows is positional, even a file named --json
            }
            if ("--json".equals(arg)) {
                return true;
            }
        }
        return false;
    }
}
