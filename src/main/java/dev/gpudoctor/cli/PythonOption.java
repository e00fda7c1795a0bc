package dev.gpudoctor.cli;

import picocli.CommandLine.Option;

/**
 * {@code --python P}, written once for the commands whose Python children run in the managed env by default
 * (a picocli mixin). exec (the command's own interpreter), setup-python (the Python an env is built from) and
 * screenshots (only with --with-results) mean something else by it and keep their own.
 */
final class PythonOption {

    @Option(
            names = "--python",
            paramLabel = "P",
            description = "The interpreter this command's Python children run in (default: the managed"
                    + " env if it exists, else python3 on PATH).")
    String python;
}
