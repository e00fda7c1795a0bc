package dev.gpudoctor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a run's speed depends on besides its size and time: the set-up asked for and what the child
 * found (the {@code conditions} block of a {@code mace_run} result). Kept with every run so a verdict
 * on its speed can be made again later, from the history or a bundle. Unknown values are null.
 *
 * @param model            the model as asked for ({@code arch:small}, {@code medium}, a file)
 * @param cueqRequested    enable_cueq was asked for
 * @param cueqActive       the model really ran cuEquivariance modules (false: e3nn ran); null when unknown
 * @param debugVariables   CUDA_LAUNCH_BLOCKING, TORCH_USE_CUDA_DSA → value, null when unset
 * @param versions         distribution → version, null when not installed
 */
public record RunConditions(
        String device,
        String dtype,
        String model,
        boolean cueqRequested,
        Boolean cueqActive,
        String gpuName,
        String computeCapability,
        String torchCuda,
        Integer torchThreads,
        Integer cpuCount,
        Map<String, String> debugVariables,
        Map<String, String> versions) {

    public RunConditions {
        debugVariables = debugVariables == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(debugVariables));
        versions = versions == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(versions));
    }

    public boolean onGpu() {
        return device != null && device.startsWith("cuda");
    }

    /** CUDA_LAUNCH_BLOCKING set to anything but 0 or empty: every kernel launch waits for the last. */
    public boolean launchBlocking() {
        String value = debugVariables.get("CUDA_LAUNCH_BLOCKING");
        return value != null && !value.isBlank() && !value.trim().equals("0");
    }
}
