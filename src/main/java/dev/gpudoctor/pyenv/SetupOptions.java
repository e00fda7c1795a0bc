package dev.gpudoctor.pyenv;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * @param basePython   the interpreter the venv is made from (python3 on PATH by default)
 * @param requirements the pinned requirements to install (python-bridge/requirements-mace.txt)
 * @param target       where the environment goes
 * @param force        rebuild even when the environment matches the requirements
 * @param extraPipArgs passed to pip install as they are (e.g. an index or --no-index)
 * @param pipTimeout   torch with its CUDA wheels is several GB: minutes, not seconds
 */
public record SetupOptions(
        String basePython,
        Path requirements,
        Path target,
        boolean force,
        List<String> extraPipArgs,
        Duration pipTimeout) {

    public static final Duration DEFAULT_PIP_TIMEOUT = Duration.ofMinutes(60);

    public SetupOptions {
        Objects.requireNonNull(basePython, "basePython");
        Objects.requireNonNull(requirements, "requirements");
        Objects.requireNonNull(target, "target");
        extraPipArgs = List.copyOf(extraPipArgs);
        pipTimeout = pipTimeout == null ? DEFAULT_PIP_TIMEOUT : pipTimeout;
    }
}
