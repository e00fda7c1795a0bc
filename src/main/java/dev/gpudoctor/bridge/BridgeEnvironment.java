package dev.gpudoctor.bridge;

import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The child's whole environment, spelled out rather than inherited piecemeal: the variables a
 * diagnosis toggles must be exactly what the user chose, not whatever the shell happened to export.
 *
 * @param base               the variables to start from (usually the app's own environment)
 * @param bridgeDir          {@code <home>/python-bridge}, put on PYTHONPATH
 * @param extraPythonPath    a directory to put in front of it (the NVML shim), or null
 * @param cudaLaunchBlocking sets CUDA_LAUNCH_BLOCKING=1 when on; removes it when off
 * @param torchUseCudaDsa    sets TORCH_USE_CUDA_DSA=1 when on; removes it when off
 * @param threads            sets OMP_NUM_THREADS and MKL_NUM_THREADS to this count; null leaves the base's values (the
 *                           user's own), which is what a run without {@code --threads} measures
 */
public record BridgeEnvironment(
        Map<String, String> base,
        Path bridgeDir,
        Path extraPythonPath,
        boolean cudaLaunchBlocking,
        boolean torchUseCudaDsa,
        Integer threads) {

    /** Threads as the base environment has them. */
    public BridgeEnvironment(
            Map<String, String> base,
            Path bridgeDir,
            Path extraPythonPath,
            boolean cudaLaunchBlocking,
            boolean torchUseCudaDsa) {
        this(base, bridgeDir, extraPythonPath, cudaLaunchBlocking, torchUseCudaDsa, null);
    }

    public BridgeEnvironment {
        base = Map.copyOf(Objects.requireNonNull(base, "base"));
        Objects.requireNonNull(bridgeDir, "bridgeDir");
    }

    public static BridgeEnvironment of(Map<String, String> base, Path bridgeDir) {
        return new BridgeEnvironment(base, bridgeDir, null, false, false);
    }

    /** The exact variables the child gets. */
    public Map<String, String> toMap() {
        Map<String, String> env = new HashMap<>(base);
        // Replaced, not appended: a user's PYTHONPATH could shadow gpudoctor_bridge or torch itself,
        // and the diagnosis must see the interpreter's own site-packages.
        String path = bridgeDir.toString();
        if (extraPythonPath != null) {
            path = extraPythonPath + File.pathSeparator + path;
        }
        env.put("PYTHONPATH", path);
        // Tracebacks and prints reach stderr as they happen, not when a crash has eaten the buffer.
        env.put("PYTHONUNBUFFERED", "1");
        toggle(env, "CUDA_LAUNCH_BLOCKING", cudaLaunchBlocking);
        toggle(env, "TORCH_USE_CUDA_DSA", torchUseCudaDsa);
        if (threads != null) {
            // Read by the OpenMP and MKL runtimes when torch loads them, so set before the child starts; the op also
            // calls
            // torch.set_num_threads for the intra-op pool.
            env.put("OMP_NUM_THREADS", Integer.toString(threads));
            env.put("MKL_NUM_THREADS", Integer.toString(threads));
        }
        return env;
    }

    private static void toggle(Map<String, String> env, String name, boolean on) {
        if (on) {
            env.put(name, "1");
        } else {
            env.remove(name);
        }
    }
}
