package dev.gpudoctor.model;

/**
 * One MACE run as the user asked for it: what to compute (model, structure, device, dtype), how
 * often (warm-up and timed repeats), and how to launch the interpreter (which python, the debugging
 * switches CUDA_LAUNCH_BLOCKING / TORCH_USE_CUDA_DSA, the NVML shim). What is wrong with one is said by
 * {@code run.MaceRunSpecProblems}, which reads the bridge's own name grammar.
 *
 * @param python         the interpreter to run in, or null for the default one
 * @param timeoutSeconds the limit for the whole op once the bridge has said hello
 * @param trustModel     load a model file with torch's full unpickler, not the restricted one (the user trusts where it came from)
 * @param threads        CPU threads for the child (OMP_NUM_THREADS, MKL_NUM_THREADS and torch.set_num_threads), or null
 *                       for torch's default; what the child really ran with is in the result's conditions, not here
 */
public record MaceRunSpec(
        String device,
        boolean enableCueq,
        String dtype,
        String model,
        String structure,
        int repeats,
        int warmup,
        long seed,
        int timeoutSeconds,
        boolean nvmlShim,
        boolean cudaLaunchBlocking,
        boolean torchUseCudaDsa,
        String python,
        boolean trustModel,
        Integer threads) {

    /** A run with torch's default threads (whatever the environment's OMP_NUM_THREADS says). */
    public MaceRunSpec(
            String device,
            boolean enableCueq,
            String dtype,
            String model,
            String structure,
            int repeats,
            int warmup,
            long seed,
            int timeoutSeconds,
            boolean nvmlShim,
            boolean cudaLaunchBlocking,
            boolean torchUseCudaDsa,
            String python,
            boolean trustModel) {
        this(
                device,
                enableCueq,
                dtype,
                model,
                structure,
                repeats,
                warmup,
                seed,
                timeoutSeconds,
                nvmlShim,
                cudaLaunchBlocking,
                torchUseCudaDsa,
                python,
                trustModel,
                null);
    }

    /** A run whose model file, if it is one, is scanned before it is loaded (the default: a model file is code). */
    public MaceRunSpec(
            String device,
            boolean enableCueq,
            String dtype,
            String model,
            String structure,
            int repeats,
            int warmup,
            long seed,
            int timeoutSeconds,
            boolean nvmlShim,
            boolean cudaLaunchBlocking,
            boolean torchUseCudaDsa,
            String python) {
        this(
                device,
                enableCueq,
                dtype,
                model,
                structure,
                repeats,
                warmup,
                seed,
                timeoutSeconds,
                nvmlShim,
                cudaLaunchBlocking,
                torchUseCudaDsa,
                python,
                false);
    }

    public static final String DEFAULT_DTYPE = "float32";
    public static final int DEFAULT_REPEATS = 20;
    public static final int DEFAULT_WARMUP = 3;
    public static final int DEFAULT_TIMEOUT_SECONDS = 600;
    /** More threads than this is a typo, not a machine (the largest CPUs have a few hundred hardware threads). */
    public static final int MAX_THREADS = 1024;

    /** The same run with {@code count} CPU threads (null: torch's default). */
    public MaceRunSpec withThreads(Integer count) {
        return new MaceRunSpec(
                device,
                enableCueq,
                dtype,
                model,
                structure,
                repeats,
                warmup,
                seed,
                timeoutSeconds,
                nvmlShim,
                cudaLaunchBlocking,
                torchUseCudaDsa,
                python,
                trustModel,
                count);
    }
}
