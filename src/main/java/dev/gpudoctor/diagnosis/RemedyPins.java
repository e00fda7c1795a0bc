package dev.gpudoctor.diagnosis;

import java.util.Optional;

/**
 * The versions a report names, turned into the packages a remedy installs: a program asking for
 * {@code libcudnn.so.8} beside CUDA 11 gets cuDNN 8 for CUDA 11 ({@code 'nvidia-cudnn-cu11==8.*'}),
 * never the newest cuDNN, which is another major version it cannot load.
 *
 * <p>A remedy's command names the packages by placeholder; {@link #apply(String)} fills them in.
 * Where the report names nothing, the placeholders read as the CUDA 12 packages, unpinned.
 *
 * @param cudaMajor  the CUDA major version the missing libraries (or else the toolkit) name, if any
 * @param cudnnMajor the cuDNN major version the missing library (or else the text) names, if any
 */
public record RemedyPins(Optional<String> cudaMajor, Optional<String> cudnnMajor) {

    /** The CUDA runtime wheels: runtime, cuBLAS and cuDNN. */
    public static final String CUDA_RUNTIME_WHEELS = "{cuda-runtime-wheels}";
    /** The cuDNN wheel alone. */
    public static final String CUDNN_WHEEL = "{cudnn-wheel}";

    /** Nothing named: the defaults. */
    public static final RemedyPins NONE = new RemedyPins(Optional.empty(), Optional.empty());

    /**
     * The pins a report's signals call for. The CUDA major comes first from the libraries that did not
     * load (libcudart.so.11.0 is CUDA 11 whatever else is installed), then from a toolkit the text names
     * (a /usr/local/cuda-11.8 path, a +cu118 build), never from nvidia-smi's "CUDA Version", which is
     * what the driver supports, not what the program wants.
     */
    public static RemedyPins from(Signals signals) {
        Optional<String> cuda = signals.version("cuda-lib")
                .map(RemedyPins::major)
                .filter(RemedyPins::wheelMajor)
                .or(() -> signals.version("cuda").map(RemedyPins::major).filter(RemedyPins::wheelMajor));
        Optional<String> cudnn = signals.version("cudnn").map(RemedyPins::major).filter(m -> m.matches("[89]"));
        return new RemedyPins(cuda, cudnn);
    }

    /** The command with its package placeholders filled in. */
    public String apply(String command) {
        if (command == null || command.indexOf('{') < 0) {
            return command;
        }
        String cu = "cu" + cudaMajor.orElse("12");
        String cudnn =
                cudnnMajor.map(m -> "'nvidia-cudnn-" + cu + "==" + m + ".*'").orElse("nvidia-cudnn-" + cu);
        return command.replace(CUDA_RUNTIME_WHEELS, "nvidia-cuda-runtime-" + cu + " nvidia-cublas-" + cu + " " + cudnn)
                .replace(CUDNN_WHEEL, cudnn);
    }

    /** The CUDA majors NVIDIA publishes pip wheels for. */
    private static boolean wheelMajor(String major) {
        return major.equals("11") || major.equals("12");
    }

    private static String major(String version) {
        int dot = version.indexOf('.');
        return dot < 0 ? version : version.substring(0, dot);
    }
}
