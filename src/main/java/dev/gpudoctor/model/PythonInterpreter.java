package dev.gpudoctor.model;

import java.util.Objects;

/**
 * A Python interpreter found on this machine and what a quick probe learned about it. A broken
 * one is kept, with the reason in {@link #problem()}, because "your venv's python is a dangling
 * link" is itself a finding.
 *
 * @param path         the interpreter as found (not resolved: a venv's python is a link to its base)
 * @param source       where it was found: "PATH", "$VIRTUAL_ENV", "managed env", "~/.venvs"...
 * @param version      the Python version, or null when the probe failed
 * @param executable   sys.executable, or null when the probe failed
 * @param torchVersion the installed torch distribution's version, or null when absent
 * @param maceVersion  the installed mace-torch distribution's version, or null when absent
 * @param problem      why it could not be probed, or null when it could
 */
public record PythonInterpreter(
        String path,
        String source,
        String version,
        String executable,
        String torchVersion,
        String maceVersion,
        String problem) {

    public PythonInterpreter {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(source, "source");
    }

    public boolean usable() {
        return problem == null;
    }
}
