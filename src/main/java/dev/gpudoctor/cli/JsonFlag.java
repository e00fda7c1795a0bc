package dev.gpudoctor.cli;

/**
 * Whether --json (or --format json) was asked for, read from the raw arguments: a usage error can stop
 * picocli before it has set the flag, and the answer must still be JSON.
 */
final class JsonFlag {

    private JsonFlag() {}

    static boolean in(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if ("--".equals(arg)) {
                return false; // what follows is positional, even a file named --json
            }
            if ("--json".equals(arg)
                    || "--format=json".equals(arg)
                    || ("--format".equals(arg) && i + 1 < args.length && "json".equals(args[i + 1]))) {
                return true;
            }
        }
        return false;
    }
}
