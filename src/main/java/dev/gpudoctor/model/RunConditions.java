package dev.gpudoctor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
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
 * @param cpuModel         the CPU's model name
 * @param availableCores   cores the run's process could use (its affinity)
 * @param loadAverageStart the host's 1-minute load when the run started
 * @param loadAverageAfterSteps the 1-minute load when its timed steps ended: a busy host shows here
 * @param gpuClocksMhz     sm, sm_max, memory, memory_max; empty when NVML could not say
 * @param cueqKernels      whether cuEquivariance's fast kernels ran (cuEq runs only), null otherwise
 * @param threadVariables  OMP_NUM_THREADS, MKL_NUM_THREADS, OPENBLAS_NUM_THREADS → value, null when unset; empty
 *                         for runs kept before they were recorded
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
        Map<String, String> versions,
        String cpuModel,
        Integer availableCores,
        Double loadAverageStart,
        Double loadAverageAfterSteps,
        Map<String, Integer> gpuClocksMhz,
        CueqKernels cueqKernels,
        Map<String, String> threadVariables) {

    public RunConditions {
        threadVariables =
                threadVariables == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(threadVariables));
        debugVariables =
                debugVariables == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(debugVariables));
        versions = versions == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(versions));
        gpuClocksMhz = gpuClocksMhz == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(gpuClocksMhz));
    }

    /** Conditions as recorded before GPU Doctor kept the host's CPU, load, clocks and cuEq kernels. */
    public RunConditions(
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
        this(
                device,
                dtype,
                model,
                cueqRequested,
                cueqActive,
                gpuName,
                computeCapability,
                torchCuda,
                torchThreads,
                cpuCount,
                debugVariables,
                versions,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** Conditions as recorded before GPU Doctor kept the thread variables (issue 40). */
    public RunConditions(
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
            Map<String, String> versions,
            String cpuModel,
            Integer availableCores,
            Double loadAverageStart,
            Double loadAverageAfterSteps,
            Map<String, Integer> gpuClocksMhz,
            CueqKernels cueqKernels) {
        this(
                device,
                dtype,
                model,
                cueqRequested,
                cueqActive,
                gpuName,
                computeCapability,
                torchCuda,
                torchThreads,
                cpuCount,
                debugVariables,
                versions,
                cpuModel,
                availableCores,
                loadAverageStart,
                loadAverageAfterSteps,
                gpuClocksMhz,
                cueqKernels,
                null);
    }

    /**
     * Whether cuEquivariance's fast CUDA ops ran, or it fell back to its naive PyTorch code with only a
     * warning (MACE PR #1614). The facts decide, never the recorded word: runs kept before 2026-11-26 said
     * "naive" for any module named {@code …Naive}, though MACE builds its Linear layers with
     * {@code method="naive"} on purpose, so a run re-judged today must reach today's answer from the same
     * facts a new run carries.
     *
     * @param kernels          the word the child wrote ("fast" or "naive"), kept as recorded, not trusted
     * @param fastModules      cuEq's fast polynomial modules; null when the run was kept before they were listed
     */
    public record CueqKernels(
            String kernels,
            String opsVersion,
            String opsImportError,
            List<String> naiveModules,
            List<String> fallbackWarnings,
            List<String> fastModules) {

        public CueqKernels {
            naiveModules = naiveModules == null ? List.of() : List.copyOf(naiveModules);
            fallbackWarnings = fallbackWarnings == null ? List.of() : List.copyOf(fallbackWarnings);
            fastModules = fastModules == null ? null : List.copyOf(fastModules);
        }

        /** As recorded before the fast modules were listed (they are unknown). */
        public CueqKernels(
                String kernels,
                String opsVersion,
                String opsImportError,
                List<String> naiveModules,
                List<String> fallbackWarnings) {
            this(kernels, opsVersion, opsImportError, naiveModules, fallbackWarnings, null);
        }

        /**
         * The one rule, for new and old runs alike: naive when the ops could not be imported, a fallback
         * warning was seen, or the model holds naive polynomial modules and no fast one. Where the fast
         * modules were not recorded, a naive module alone proves nothing (MACE's Linear layers are naive by
         * design) and the ops that imported without a warning are the evidence.
         */
        public boolean naive() {
            if (opsImportError != null && !opsImportError.isBlank()) {
                return true;
            }
            if (!fallbackWarnings.isEmpty()) {
                return true;
            }
            return fastModules != null && !naiveModules.isEmpty() && fastModules.isEmpty();
        }

        /** Why {@link #naive()} answered as it did, in the words a verdict or the CLI prints. */
        public String reason() {
            if (opsImportError != null && !opsImportError.isBlank()) {
                return "cuequivariance-ops could not load: " + opsImportError;
            }
            if (!fallbackWarnings.isEmpty()) {
                return "a fallback warning: " + fallbackWarnings.get(0);
            }
            if (fastModules == null) {
                return "cuequivariance-ops " + (opsVersion == null ? "(version unknown)" : opsVersion)
                        + " imported with no fallback warning";
            }
            if (fastModules.isEmpty() && !naiveModules.isEmpty()) {
                return "only naive polynomial modules (" + String.join(", ", naiveModules) + ")";
            }
            return "fast modules ran (" + String.join(", ", fastModules) + ")";
        }

        /** "naive" or "fast", as today's rule decides it. */
        public String decided() {
            return naive() ? "naive" : "fast";
        }
    }

    /** The same conditions with another load measured during the run (tests of the busy-host verdict). */
    public RunConditions withLoad(double start, double afterSteps, int cores) {
        return new RunConditions(
                device,
                dtype,
                model,
                cueqRequested,
                cueqActive,
                gpuName,
                computeCapability,
                torchCuda,
                torchThreads,
                cpuCount,
                debugVariables,
                versions,
                cpuModel,
                cores,
                start,
                afterSteps,
                gpuClocksMhz,
                cueqKernels,
                threadVariables);
    }

    /** The same conditions with cuEq's kernel provenance set. */
    public RunConditions withCueqKernels(CueqKernels kernels) {
        return new RunConditions(
                device,
                dtype,
                model,
                cueqRequested,
                cueqActive,
                gpuName,
                computeCapability,
                torchCuda,
                torchThreads,
                cpuCount,
                debugVariables,
                versions,
                cpuModel,
                availableCores,
                loadAverageStart,
                loadAverageAfterSteps,
                gpuClocksMhz,
                kernels,
                threadVariables);
    }

    /** The same conditions with other torch threads and thread variables (tests of the over-subscription verdict). */
    public RunConditions withThreads(Integer threads, Map<String, String> variables) {
        return new RunConditions(
                device,
                dtype,
                model,
                cueqRequested,
                cueqActive,
                gpuName,
                computeCapability,
                torchCuda,
                threads,
                cpuCount,
                debugVariables,
                versions,
                cpuModel,
                availableCores,
                loadAverageStart,
                loadAverageAfterSteps,
                gpuClocksMhz,
                cueqKernels,
                variables);
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
