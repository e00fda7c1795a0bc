package dev.gpudoctor.diagnosis;

import dev.gpudoctor.diagnosis.ErrorCodeCatalogue.Code;
import dev.gpudoctor.diagnosis.Signals.Kind;
import dev.gpudoctor.diagnosis.Signals.Signal;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How each kind of {@link Signals signal} is written, over a normalised lower-cased line. Every
 * expression runs only on lines holding one of its fixed words: this runs on every line of a log.
 */
final class SignalPatterns {

    private SignalPatterns() {}

    /**
     * A describing word ends here: "cudnn" in "could not load cudnn_ops_infer64_8.dll" is the library's name, not a word
     * before it, so the name is not cut to "_ops_infer64_8.dll".
     */
    private static final String WORD_END = "(?![\\w.+-])";

    private static final String LIB = "(lib[a-z0-9_+-]+\\.so(?:\\.\\d+)*|[a-z0-9_+-]+\\.dll)";

    /** An expression that runs only on a line holding one of its phrases. */
    private record Guarded(List<String> phrases, Pattern pattern) {
        boolean in(Present line) {
            return line.any(phrases);
        }
    }

    /**
     * A line with the phrases it holds, found in one pass for every phrase of this class ({@link LiteralIndex}):
     * asking for a phrase is then a bit lookup, not a search of the line.
     */
    private record Present(String text, java.util.BitSet bits) {
        boolean has(String phrase) {
            return bits.get(PhraseTable.id(phrase));
        }

        boolean any(List<String> phrases) {
            for (int id : PhraseTable.ids(phrases)) {
                if (bits.get(id)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** A shared library that did not load, in the words of the loader, Python, TensorFlow, ONNX Runtime, the container toolkit. */
    private static final List<Guarded> LIBRARY_LOAD = List.of(
            new Guarded(
                    List.of("cannot open shared object file"),
                    Pattern.compile(LIB + "['\":]?\\s*:?\\s*cannot open shared object file")),
            new Guarded(
                    List.of("could not load"),
                    Pattern.compile("could not load (?:dynamic )?library '?(?:[^' ]*/)?" + LIB)),
            new Guarded(List.of("shared libraries: "), Pattern.compile("error while loading shared libraries: " + LIB)),
            new Guarded(List.of("load library failed: "), Pattern.compile("load library failed: " + LIB)),
            new Guarded(
                    List.of(
                            "failed to load",
                            "unable to load",
                            "cannot load",
                            "can't load",
                            "couldn't load",
                            "could not open",
                            "couldn't open",
                            "failed to open"),
                    Pattern.compile(
                            "(?:failed to load|unable to load|cannot load|can't load|couldn't load|could not open|couldn't open|failed to open)"
                                    + "(?: the)?(?: (?:cuda|nvml|nccl|cudnn|shared|dynamic)" + WORD_END
                                    + ")*(?: (?:library|module|dll)" + WORD_END + ")?[: ]*['\"]?(?:[^'\" ]*/)?" + LIB)),
            new Guarded(
                    List.of("one of its dependencies"),
                    Pattern.compile(
                            "error loading ['\"]?(?:[^'\"]*/)?([a-z0-9_+-]+\\.dll)['\"]? or one of its dependencies")),
            new Guarded(
                    List.of("dlopen", "loadlibrary"),
                    Pattern.compile("(?:dlopen|loadlibrary\\w*)[^a-z0-9]*['\"]?(?:[^'\" ]*/)?" + LIB
                            + "[^\\n]*(?:fail|error|not found|no such file)")),
            new Guarded(List.of("dlerror: "), Pattern.compile("dlerror: " + LIB)),
            // Python's import naming the library alone, as a title cuts it: "ImportError: libcudart.so.10.0".
            new Guarded(List.of("importerror: lib"), Pattern.compile("importerror: " + LIB + "['\"`]?\\s*$")),
            // ldd's listing of what a binary needs: "libcudart.so.10.0 => not found".
            new Guarded(List.of("=> not found"), Pattern.compile("\\b" + LIB + "\\s*=>\\s*not found")),
            // CTranslate2 (faster-whisper, WhisperX) lists every name it tried:
            // "Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, ...}".
            new Guarded(List.of("unable to load any of"), Pattern.compile("unable to load any of \\{?" + LIB)),
            // A title or a sentence names the library first and says after it that it does not load ("libcudnn.so.8 and
            // libcusolver.so.10 dont load", "cublas64_11.dll fails to load"); every library so named counts.
            new Guarded(
                    List.of(
                            "dont load",
                            "don't load",
                            "doesn't load",
                            "does not load",
                            "won't load",
                            "will not load",
                            "not loading",
                            "fails to load",
                            "failed to load",
                            "not be loaded"),
                    Pattern.compile(LIB
                            + "(?=['\"`]?[^.;:,]{0,40}?\\b(?:dont|don't|doesn't|does not|won't|will not|not|fails to|failed to|can't|cannot)"
                            + " (?:be )?load)")),
            new Guarded(
                    List.of(".so not found", ".dll not found", " no such file", " not found", " does not exist"),
                    Pattern.compile("\\b" + LIB + "['\":`]? (?:is )?(?:not found|no such file|does not exist)")),
            // "... cublasLt64_10.dll is missing": a library said missing in the poster's words rather than the
            // loader's.
            // Not the driver's own library (libcuda.so, nvcuda.dll): how that one missing is read is decided elsewhere.
            new Guarded(
                    List.of(" missing"),
                    Pattern.compile(
                            "\\b(?!libcuda\\.so|nvcuda\\.dll)" + LIB + "['\":`]? (?:is |was |are )?missing\\b")),
            // The same failure said by a framework's own search rather than the loader (CTranslate2 and PaddlePaddle on
            // Windows: "Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!").
            new Guarded(
                    List.of(
                            "could not locate",
                            "couldn't locate",
                            "unable to locate",
                            "cannot locate",
                            "could not find",
                            "couldn't find",
                            "cannot find",
                            "can't find",
                            "unable to find",
                            "not able to find"),
                    Pattern.compile(
                            "(?:could not|couldn't|unable to|cannot|can't|not able to) (?:locate|find)(?: the)?(?: (?:cuda|cudnn|shared|dynamic)"
                                    + WORD_END + ")*" + "(?: (?:library|module|dll|file)" + WORD_END
                                    + ")?[: ]*['\"`]?(?:[^'\"` ]*/)?" + LIB)),
            new Guarded(
                    List.of(
                            "failed to dlopen",
                            "unable to dlopen",
                            "could not dlopen",
                            "cannot dlopen",
                            "couldn't dlopen"),
                    Pattern.compile(
                            "(?:failed to|unable to|could not|cannot|couldn't) dlopen[: ]*['\"`]?(?:[^'\"` ]*/)?"
                                    + LIB)));

    /**
     * Rust's cudarc (under candle, burn) names the library it could not open without its file name: 'Unable to dynamically
     * load the "cuda" shared library - searched for library names: ["libcuda.so"]'.
     */
    private static final String DYNAMIC_LOAD_WORDS = "unable to dynamically load the";

    private static final Pattern DYNAMIC_LOAD =
            Pattern.compile("unable to dynamically load the \\W?([a-z][a-z0-9_]*)\\W? shared library");

    private static final Pattern CUDA_RUNTIME_LIBRARY = Pattern.compile(
            "^(?:lib)?(?:cudart|cublas|cublaslt|cufft|cufftw|curand|cusolver|cusolvermg|cusparse|cusparselt|cudnn[a-z_]*|nccl|nvrtc|nvjitlink"
                    + "|cupti|nvtoolsext|npp[a-z]*|nvjpeg)(?:64)?(?:_[0-9_]+)?(?:\\.so(?:\\.\\d+)*|\\.dll)$|^zlibwapi\\.dll$");

    /** The library the loader itself says it cannot open: "Error: libcuda.so: cannot open shared object file". */
    private static final Pattern LOADER_MISSING =
            Pattern.compile("([\\w+-]+)\\.so(?:\\.\\d+)*['\"`]?: cannot open shared object file");
    /** Reasons a loader gives for a library it found: an older or foreign build, not a missing file. */
    private static final Pattern LIBRARY_FOUND = Pattern.compile("undefined symbol|wrong elf class");

    /**
     * Whether the line states that {@code library} was there after all (an undefined symbol, a 32-bit build), or that
     * what the loader could not open was another library it needs ("Could not load library libcudnn_ops_infer.so.8.
     * Error: libcuda.so: cannot open ..."): then the failure is the other library's, and this one points nowhere.
     */
    private static boolean foundOrNotTheOneMissing(String library, String line) {
        if (LIBRARY_FOUND.matcher(line).find()) {
            return true;
        }
        Matcher missing = LOADER_MISSING.matcher(line);
        if (!missing.find()) {
            return false;
        }
        String stem = library.replaceFirst("\\.so(?:\\.\\d+)*$", "");
        return !missing.group(1).equals(stem);
    }

    /** The knowledge-base family a library that did not load points to, or null. */
    static String libraryFamily(String library, String line) {
        if (library.matches("libcuda\\.so(\\.\\d+)*")) {
            return "wsl-libcuda-not-found";
        }
        if (library.equals("nvcuda.dll")) {
            return "no-driver";
        }
        if (library.startsWith("libnvidia-ml.so") && line.contains("nvidia-container-cli")) {
            return "container-no-gpu";
        }
        if (library.startsWith("libnvidia-ml.so") || library.equals("nvml.dll")) {
            return NVML_LIBRARY; // placed by the stack: a container's runtime, or the host's driver (placeByStack)
        }
        return CUDA_RUNTIME_LIBRARY.matcher(library).matches() ? "cuda-runtime-lib-not-found" : null;
    }

    /**
     * A framework's CUDA backend that it loads as a plugin at run time (onnxruntime_providers_cuda.dll, ggml-cuda.dll): when
     * Windows' loader fails on it with its code, the framework is there and the CUDA libraries the plugin links are what is
     * missing (Windows names the plugin, not the DLL it lacked). Not a library linked with the framework itself
     * (libtorch_cuda.so missing is a CPU build beside a CUDA one, a negative of the training set).
     */
    private static final Pattern CUDA_PLUGIN = Pattern.compile("(?:providers?|backend|ggml)[_-]cuda\\d*\\.dll$");

    /**
     * A CUDA library named by its component rather than its file ("cusolver library not found", "Unable to load the
     * cuSPARSE library", "could not find cudart library"): the same missing runtime library as the loader's words.
     */
    private static final String CUDA_COMPONENT =
            "(cudart|cublaslt|cublas|cusolver|cufft|curand|cusparse|cudnn|nvrtc|nccl|cupti|nvjitlink)";

    private static final Guarded LIBRARY_BY_NAME = new Guarded(
            List.of(" library", " libraries", " dll"),
            Pattern.compile("\\b" + CUDA_COMPONENT
                    + " (?:shared |dynamic )?(?:library|libraries|dll) (?:is |was )?(?:not found|missing|could not be (?:found|loaded)"
                    + "|cannot be (?:found|loaded)|not loaded|failed to load)"
                    + "|(?:could not|couldn't|cannot|can't|unable to|failed to) (?:find|load|locate) (?:the )?(?:cuda )?"
                    + CUDA_COMPONENT + " (?:shared |dynamic )?(?:library|libraries|dll)\\b"));

    /**
     * The GPU's device nodes absent ("no NVIDIA GPU device is present: /dev/nvidia0 does not exist", "open /dev/nvidiactl:
     * no such file or directory"): in a container the GPU was not passed in; on a host the kernel driver never made them,
     * it is not loaded. Under WSL2 there are none by design (the GPU is /dev/dxg), so there it is only a fact.
     */
    private static final Guarded DEVICE_NODES = new Guarded(
            List.of("/dev/nvidia", "no nvidia gpu device is present"),
            Pattern.compile(
                    "no nvidia gpu device is present"
                            + "|/dev/nvidia(?:\\d+|ctl|-uvm)\\b['\"`]?:? *(?:does not exist|: no such file|no such file|not found|is missing)"
                            + "|(?:cannot|can't|could not|couldn't|unable to|failed to) (?:open|find|stat|access)(?: device)? ['\"`]?/dev/nvidia(?:\\d+|ctl|-uvm)\\b"));

    /** A family decided once the whole text's stack is known: the device nodes absent ({@link #placeByStack(List)}). */
    static final String DEVICE_NODES_FAMILY = "?device-nodes";

    /** A kernel module or driver install that failed; all point to the module not being loaded. */
    private static final Map<Pattern, String> DRIVER_INSTALL = Map.of(
            Pattern.compile(
                            "required key not available|key was rejected by service|\\bmodule (?:signing )?keys? (?:was |were |are |is )?rejected"
                                    // Secure Boot said in a title's words to be what keeps the driver out.
                                    + "|secure ?boot\\b.{0,60}\\b(?:prevents?|blocks?|blocked|blocking|refus\\w*|reject\\w*|stops?)\\b"
                                    + "|\\b(?:blocked|refused|rejected|won't load|will not load|fails? to load|not loading) by secure ?boot"),
                    "module-refused-secure-boot",
            Pattern.compile("\\bdkms\\b.*\\b(errors?|fail(?:s|ed|ure|ing)?|bad (return|exit) status)"
                            + "|\\b(?:fail(?:s|ed|ure|ing)?|errors?) (?:to build |building )?(?:with |in |under |on )?dkms\\b"
                            + "|bad return status for module build"),
                    "dkms-build-failed",
            Pattern.compile(
                            "unable to load the (?:'?nvidia[\\w-]*'? )?kernel module|kernel module .?nvidia\\S* .*failed to load"),
                    "module-load-failed",
            Pattern.compile("nouveau kernel driver is (?:currently )?in use|nouveau.{0,40}(?:conflict|still loaded)"),
                    "nouveau-in-use",
            Pattern.compile("modprobe: (?:fatal|error): .*nvidia"), "modprobe-failed");

    private static final List<String> DRIVER_WORDS = List.of(
            "required key",
            "key was rejected",
            "keys rejected",
            "key rejected",
            "dkms",
            "secure boot",
            "secureboot",
            "module build",
            "kernel module",
            "nouveau",
            "modprobe");
    static final String DRIVER_FAMILY = "driver-not-loaded";

    /** A family decided once the whole text's stack is known ({@link #placeByStack(List)}). */
    static final String NVML_LIBRARY = "?nvml-library";

    static final String TRITON_BUILD = "?triton-build";
    static final String WSL_DRIVER = "?wsl-driver";
    /** A family decided once the whole text's GPU requests are known ({@link #placeGpuRequests(List, List)}). */
    static final String GPU_UNSCHEDULABLE = "?gpu-unschedulable";
    /** A family decided once the whole text's stack is known: NVIDIA's container banner ({@link #placeByStack(List)}). */
    static final String CONTAINER_BANNER = "?container-banner";

    /**
     * Under WSL2 the Linux side has no NVIDIA driver of its own: the driver is libcuda.so handed over from Windows in
     * /usr/lib/wsl/lib. So "the NVIDIA driver(s) can't be loaded" there, or libcuda said to be missing or gone, is that
     * library not found, whatever the words; elsewhere the sentence stays a fact (placed by the stack).
     */
    private static final Guarded DRIVER_NOT_LOADED_PROSE = new Guarded(
            List.of("driver", "libcuda"),
            Pattern.compile(
                    "\\b(?:nvidia )?drivers?\\b[^.;]{0,60}?\\b(?:can't|cannot|could not|couldn't|unable to|fail(?:ed|s)? to) (?:be )?(?:load|found|find)"
                            + "|\\blibcuda(?:\\.so(?:\\.\\d+)*)?\\b[^;]{0,60}?\\b(?:is |are )?(?:missing|gone|disappear\\w*|vanish\\w*|not (?:there|present))\\b"
                            // "no libcuda.so.1 needed" (GPU Doctor's own checklist on a machine without a GPU) says
                            // it is not needed, not that it is gone
                            + "|\\b(?:missing|no) libcuda\\b(?![\\w.]*\\s+(?:is\\s+)?(?:needed|required|necessary|expected))"));
    /**
     * The Kubernetes scheduler's "Insufficient nvidia.com/gpu": no node offers the GPU the pod asks for. With a pod asking
     * for one GPU that is the device plugin advertising none (the container runtime or plugin not set up: no GPU reaches
     * the containers); a pod asking for more GPUs than a node has reads the same, so a text that states a request of two or
     * more is no evidence ({@link #placeGpuRequests}).
     */
    private static final String UNSCHEDULABLE = "insufficient nvidia.com/gpu";

    private static final Pattern MANY_GPUS =
            Pattern.compile("nvidia\\.com/gpu['\"]?\\s*[:=]\\s*['\"]?(?:[2-9]|\\d{2,})\\b"
                    + "|\\b(?:request|requests|requesting|asks? for|asking for|needs?) (?:[2-9]|\\d{2,}) gpus?\\b");

    /** A compiler step that failed: Triton's launcher or kernel build when the stack is Triton's. */
    private static final List<Guarded> BUILD_FAILURE = List.of(
            new Guarded(
                    List.of("fatal error: "),
                    Pattern.compile("fatal error: ([\\w./-]+\\.h): no such file or directory")),
            new Guarded(
                    List.of("is not a recognized processor"),
                    Pattern.compile("'?(sm_\\d+a?)'? is not a recognized processor for this target")),
            new Guarded(List.of("tcc.exe", "tcc: error"), Pattern.compile("(tcc)\\.exe|\\b(tcc): error")),
            new Guarded(List.of("ptxas fatal", "ptxas error"), Pattern.compile("(ptxas) (?:fatal|error)")),
            // Triton's MLIR pipeline failing on a kernel, as Inductor passes it on ("RuntimeError: PassManager::run
            // failed").
            new Guarded(List.of("passmanager::run failed"), Pattern.compile("(passmanager)::run failed")),
            // Triton's compiler or launcher build said in a sentence or a title, without the compiler's own line.
            new Guarded(
                    List.of(
                            "compilation failed",
                            "compilation error",
                            "compile failed",
                            "compile error",
                            "compiler failed",
                            "compiler error",
                            "triton compiler",
                            "installation not found",
                            "package is not found",
                            "package not found"),
                    Pattern.compile(
                            "\\b(triton)(?: kernel)? (?:compilation|compile|compiler) (?:failed|error)|errors? in (?:the )?(triton) compiler"
                                    + "|\\b(triton) (?:installation|package) (?:is )?not found")));
    /** Out-of-memory sentences of frameworks that never say "CUDA out of memory": TensorFlow, vLLM, ComfyUI. */
    private static final List<Guarded> OUT_OF_MEMORY = List.of(
            new Guarded(List.of("oom when allocating"), Pattern.compile("(oom) when allocating tensor")),
            new Guarded(
                    List.of("no available memory for the cache blocks"),
                    Pattern.compile("(no available memory) for the cache blocks")),
            new Guarded(List.of("got an oom"), Pattern.compile("(got an oom), unloading")));
    /**
     * An out-of-memory told in a sentence or a title rather than an error line ("Unexpected CUDA OOM with larger TP size",
     * "out of GPU memory", "not enough VRAM memory", a title's bare "CUDA out of memory" or "cuda error out of memory"
     * without the allocator's "Tried to allocate"): only where the words name the GPU's memory themselves, next to the
     * out-of-memory words; a host's OOM killer or a CPU allocator does not say so.
     */
    private static final Guarded GPU_MEMORY_SENTENCE = new Guarded(
            List.of(
                    "out of gpu",
                    "out of vram",
                    "out of cuda",
                    "out of device",
                    "out of video",
                    "not enough gpu",
                    "not enough vram",
                    "not enough video",
                    "not enough device",
                    "not enough cuda",
                    "memory is full",
                    "memory full",
                    "memory exhausted",
                    "gpu oom",
                    "vram oom",
                    "cuda oom",
                    "oom on",
                    "oom in",
                    "ran out of memory",
                    "runs out of memory",
                    "running out of memory",
                    "cuda out of",
                    "cuda error out of",
                    "cuda error: out of",
                    "cuda memory error"),
            Pattern.compile(
                    "\\b(?:cuda (?:error:? )?out of (?:the )?memory|out of (?:gpu|vram|cuda|device|video) ?memory|not enough (?:gpu|vram|video|device|cuda) memory|not enough (?:gpu )?vram|cuda memory error"
                            + "|(?:gpu|vram|device|video) memory (?:is )?(?:full|exhausted)|(?:gpu|vram|cuda) oom|oom (?:on|in) (?:the )?(?:gpu|vram|cuda)"
                            + "|(?:gpu|vram) (?:ran|runs|running) out of memory)\\b"));
    /**
     * Page-locked host memory refused, in any words: the words that name pinned memory (or the CUDA calls that allocate it:
     * cudaHostAlloc, cudaMallocHost, cudaHostRegister, ggml's host_malloc) on the line that says the allocation failed
     * ("failed to allocate 1900 MiB of pinned memory", "Pinned memory allocation may fail", "allocating pinned memory ...
     * causing OOM"). A pin_memory=True argument beside a GPU out-of-memory is not one: the words must say pinned memory.
     */
    private static final Guarded PINNED_MEMORY = new Guarded(
            List.of(
                    "pinned",
                    "page-locked",
                    "pagelocked",
                    "cudahostalloc",
                    "cudamallochost",
                    "cudahostregister",
                    "host_malloc"),
            Pattern.compile(
                    "(?:\\b(?:pinned|page-?locked) (?:host )?memory|cudahostalloc|cudamallochost|cudahostregister|host_malloc)"
                            + ".*(?:\\bfail|\\bunable|\\bcannot|could not|\\boom\\b|out of memory|invalid argument|refused)"
                            + "|(?:\\bfail\\w*|\\bunable|\\bcannot|could not) (?:to )?(?:allocate|alloc|register|pin)\\b.*\\b(?:pinned|page-?locked) (?:host )?memory"));
    /**
     * The reason a failed pinned allocation gives when no GPU or driver answered at all ("failed to allocate 512 MiB of
     * pinned memory: no CUDA-capable device is detected"): pinning needs a working driver, so the allocation failed for
     * that reason, not because of a limit on page-locked memory.
     */
    private static final Pattern NO_USABLE_DEVICE_REASON = Pattern.compile(
            "no cuda-capable device|no cuda gpus are available|cuda driver version is insufficient|insufficient driver"
                    + "|initialization error|cudaerrornodevice|cuda_error_no_device|cuda_error_not_initialized"
                    + "|found no nvidia driver|driver not loaded");
    /**
     * A runtime's allocator failing to place a buffer on the GPU, in its own words rather than CUDA's ("unable to allocate
     * backend buffer": llama.cpp/ggml, whose backend buffer is the model's weights on the device; "failed to allocate the
     * KV cache buffer"; "failed to allocate 2.1 GiB of device memory"): the GPU's out-of-memory. On a line that names the
     * CPU (a CPU backend's buffer) it stays a fact of the report.
     */
    private static final Guarded DEVICE_BUFFER = new Guarded(
            List.of("to allocate"),
            Pattern.compile(
                    "(?:unable|failed|could not|cannot|couldn't) to allocate (?:the |a )?(?:[\\w.]+ \\w+ (?:of|on) )?"
                            + "(?:backend|cuda|gpu|device|vram|compute|kv[ _-]?cache) (?:buffers?|memory)\\b"));

    /**
     * NVIDIA's container images print this banner when no driver reached the container ("WARNING: The NVIDIA Driver was
     * not detected. GPU functionality will not be available. Use the NVIDIA Container Toolkit to start this container
     * with GPU support"): the container was started without the GPU (no --gpus, no runtime) or the host driver is not
     * usable, the container-no-gpu family. Not the banner's other sentence, "The NVIDIA Driver is present, but CUDA failed
     * to initialize. GPU functionality will not be available": there the driver did reach it (its error number decides,
     * {@link #containerBannerCode}). Under WSL2 early CUDA-on-WSL drivers printed it while the GPU worked (NVIDIA's
     * WSL release notes; a training negative), so there it is no evidence ({@link #placeByStack(List)}).
     */
    private static final Guarded CONTAINER_BANNER_WORDS =
            new Guarded(List.of("nvidia driver was not detected"), Pattern.compile("nvidia driver was not detected"));
    /**
     * Windows resetting the display driver after a kernel ran past its watchdog (Timeout Detection and Recovery): the
     * event's "Display driver nvlddmkm stopped responding and has successfully recovered", Direct3D's reason
     * DXGI_ERROR_DEVICE_HUNG, or the mechanism named. The launch-timeout family in the words of Windows rather than CUDA.
     * A bare "device lost" / DXGI_ERROR_DEVICE_REMOVED is not one (a driver crash or update says it too), nor a line naming
     * another vendor's driver (amdkmdap, atikmdag, igdkmd): the remedies are NVIDIA's.
     */
    private static final Guarded DRIVER_RESET = new Guarded(
            List.of(
                    "stopped responding and has",
                    "dxgi_error_device_hung",
                    "timeout detection and recovery",
                    "tdr has been detected",
                    "tdr occurred",
                    "tdr occurs"),
            Pattern.compile(
                    "driver (?:nvlddmkm )?stopped responding and has (?:successfully )?recovered"
                            + "|dxgi_error_device_hung|timeout detection and recovery|\\btdr (?:has been detected|occur(?:red|s))"));

    private static final Pattern OTHER_VENDOR_DRIVER =
            Pattern.compile("amdkmdap|atikm\\w*|amdwddmg|igdkmd\\w*|radeon|\\bamd\\b");
    /**
     * A render or notebook runtime with no GPU at all: Blender's "Found no Cycles device of the specified type" (the
     * device asked for is not there), Colab's "Cannot connect to GPU backend". No GPU and driver reached the program, the
     * no-driver family. Not TensorFlow's notebook check "GPU device not found": TensorFlow says it too when it could not
     * load its CUDA libraries (a training report of train-2026-11-27f), so it names no one family.
     */
    private static final Guarded NO_GPU_RUNTIME = new Guarded(
            List.of("found no cycles device", "cannot connect to gpu backend"),
            Pattern.compile("found no cycles device|cannot connect to (?:a )?gpu backend"));

    /**
     * A build or a compiler that has no code for this GPU's architecture, in any words: an architecture named (sm_86,
     * compute_120, "compute capability 3.0", "CUDA capability", "GPU architecture") beside a refusal of it ("is not
     * compatible", "unsupported", "no longer supports", "too old", "minimum ... capability"). The no-kernel-image family;
     * where the compiler says it (nvcc, ptxas), the toolkit is older than the GPU ({@link #architectureFamily}). Not a
     * deprecation warning, and not a feature that needs a newer GPU (bf16, FP8, FlashAttention, tensor cores): those are
     * the program's choice, not a build without the GPU's kernels. Not another vendor's GPU.
     */
    private static final Guarded ARCHITECTURE = new Guarded(
            List.of(
                    "not compatible",
                    "incompatible",
                    "not supported",
                    "unsupported",
                    "no longer support",
                    "not support",
                    "n't support",
                    "too old",
                    "only support",
                    "not available for",
                    "not yet available for",
                    "minimum cuda capability",
                    "minimum compute capability",
                    "minimum required",
                    "minimum capability",
                    "no kernel",
                    "no binary",
                    "no device code",
                    "no compatible",
                    "not defined for option"),
            Pattern.compile(architectureSentence()));

    private static final Pattern ARCHITECTURE_NOT_THE_BUILD = Pattern.compile(
            "deprecat|\\bbf16\\b|bfloat16|\\bfp8\\b|float8|\\bint[48]\\b|\\bfp16\\b|float16|flash|attention|tensor ?cores?"
                    + "|marlin|\\bawq\\b|gptq|cutlass|\\bamd\\b|rocm|\\bgfx\\d|\\bhip\\b|radeon|\\bmps\\b|apple|metal");

    private static final Pattern ARCHITECTURE_COMPILER =
            Pattern.compile("\\bnvcc\\b|\\bptxas\\b|unsupported gpu architecture");

    private static String architectureSentence() {
        String architecture =
                "(?:\\bsm_?\\d{2,3}a?\\b|\\bcompute_\\d{2,3}a?\\b|compute capabilit(?:y|ies)|cuda capability"
                        + "|\\b(?:gpu|cuda|device|card|gpu's|card's) arch(?:itecture)?s?\\b|\\barch(?:itecture)? (?:list|sm_|compute_))";
        String refused =
                "(?:not compatible|incompatible|not supported|unsupported|no longer supports?|(?:does|do) not support"
                        + "|doesn't support|don't support|too old|only supports?|not (?:yet )?available for"
                        + "|minimum (?:required )?(?:cuda |compute )?capability|no (?:kernel|binary|device code|compatible)"
                        + "|is not defined for option)";
        return architecture + ".{0,80}" + refused + "|" + refused + ".{0,60}" + architecture
                + "|\\bminimum (?:required )?(?:cuda |compute )capability\\b";
    }

    /**
     * The NVIDIA driver said too old for what runs, in words other than CUDA's own sentences ("your driver is outdated",
     * "requires a newer NVIDIA driver", "minimum driver version"): the driver-too-old family. Not a sentence of another
     * vendor's or another graphics API's driver, and not advice to update a driver (a resolution, not an error).
     */
    private static final Guarded DRIVER_TOO_OLD = new Guarded(
            List.of(
                    "too old",
                    "outdated",
                    "out of date",
                    "insufficient",
                    "not sufficient",
                    "older than",
                    "not new enough",
                    "to be updated",
                    "needs updat",
                    "need updat",
                    "must be updated",
                    "must be upgraded",
                    "newer",
                    "more recent",
                    "driver version"),
            Pattern.compile(
                    "\\bdriver\\b[^.;]{0,60}?\\b(?:is |was )?(?:too old|outdated|out of date|insufficient|not sufficient|older than"
                            + "|not new enough|needs? (?:to be )?updat\\w*|must be (?:updated|upgraded))"
                            + "|(?:requires?|needs?) (?:a |an )?(?:newer|more recent|updated|later) (?:nvidia |gpu |graphics |cuda |display )?driver"
                            + "|(?:minimum|required) (?:nvidia |cuda |gpu )?driver version"));

    /**
     * nvcc refusing the host C++ compiler, in the words of CUDA's {@code host_config.h} ("unsupported GNU version! gcc
     * versions later than 12 are not supported", "unsupported Microsoft Visual Studio version! Only the versions between
     * 2017 and 2022 (inclusive) are supported") or of nvcc itself ("The version ('80000') of the host compiler ('Apple
     * clang') is not supported"): the toolkit and the compiler beside it do not match, whatever was being built.
     */
    private static final Guarded HOST_COMPILER = new Guarded(
            List.of(
                    "unsupported gnu version",
                    "unsupported microsoft",
                    "unsupported clang version",
                    "unsupported icc",
                    "unsupported xlc",
                    "unsupported nvc++",
                    "unsupported pgc++",
                    "allow-unsupported-compiler",
                    "of the host compiler",
                    "host compiler"),
            Pattern.compile(
                    "unsupported (?:gnu|microsoft visual studio|clang|icc|xlc|nvc\\+\\+|pgc\\+\\+) (?:version|configuration)"
                            + "|-- unsupported microsoft(?: visual)?\\s*$" // a build log wraps the line before "Studio"
                            + "|-allow-unsupported-compiler"
                            + "|version \\(?'?[\\d.]+'?\\)? of the host compiler"
                            + "|(?:unsupported|not supported|incompatible) host compiler"
                            + "|host compiler (?:version )?(?:\\S+ )?(?:is )?(?:not supported|unsupported|incompatible)"));

    static final String HOST_COMPILER_REFUSED = "host compiler refused";

    /**
     * NVML's NVML_ERROR_NOT_SUPPORTED as the tools built on it print a field's value: nvidia-smi's query output
     * "[Not Supported]", gpustat's "(Not Supported)". Counted only on a line that reads like a GPU's query (a GPU's name, a
     * query field, a unit, the tool's name), not a feature list's "(not supported)".
     */
    private static final List<String> FIELD_NOT_SUPPORTED = List.of("[not supported]", "(not supported)");

    /** nvidia-smi's csv query output without a header: a line of values, here every one of them unsupported. */
    private static final Pattern QUERY_VALUES_ONLY =
            Pattern.compile("\\[not supported\\](?:\\s*,\\s*\\[not supported\\])*");

    private static final Pattern GPU_QUERY_LINE = Pattern.compile(
            "geforce|quadro|tesla|titan|\\bgtx\\b|\\brtx\\b|nvidia-smi|gpustat|nvtop|nvml|query-gpu|power\\.|utilization"
                    + "|temperature|clocks?\\.|fan\\.speed|\\d\\s*(?:mib|mb)\\b|\\d\\s*%|\\d'c\\b");

    private static final Pattern OTHER_GRAPHICS_DRIVER =
            Pattern.compile("\\bamd\\b|radeon|intel|vulkan|opengl|directx|mesa|rocm|\\bhip\\b|metal|mali|adreno");

    private static final Pattern CPU_WORD = Pattern.compile("\\bcpu\\b|\\bhost\\b");
    /**
     * NVML's own words for NVML_ERROR_OPERATING_SYSTEM as WSL2 prints them ("Failed to initialize NVML: GPU access blocked by
     * the operating system"): the Windows driver does not hand the GPU to the Linux side, so there is no usable driver there.
     */
    private static final String NVML_BLOCKED = "gpu access blocked by the operating system";
    /** The same, said shorter in a title ("GPU access blocked in WSL"): counted where the line names WSL or NVML. */
    private static final String GPU_ACCESS_BLOCKED = "gpu access blocked";

    private static final Pattern WSL_OR_NVML = Pattern.compile("\\bwsl2?\\b|\\bnvml\\b");

    private static final Pattern NVML_WORDS = Pattern.compile(
            "could not load nvml library|nvml shared library not found|couldn't find libnvidia-ml|\\berror_library_not_found\\b|nvmlerror_librarynotfound");
    /** NVIDIA's container images print this banner when CUDA cannot start: "[[ System not yet initialized (error 802) ]]". */
    private static final Pattern BANNER_CODE = Pattern.compile("\\(error (\\d{1,4})\\)\\s*\\]\\]");

    private static final Pattern CUFFT =
            Pattern.compile("\\bcufft_(internal_error|exec_failed|alloc_failed|setup_failed|invalid_plan|invalid_value"
                    + "|invalid_size|invalid_type|not_supported|unaligned_data|incomplete_parameter_list|invalid_device|parse_error|no_workspace"
                    + "|not_implemented|license_error)\\b");
    /** TensorFlow's "on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu", a CPU allocator's own name. */
    private static final Pattern CPU_MEMORY = Pattern.compile(
            "device:cpu|allocator cpu\\b|\\bcpu ?allocator|defaultcpuallocator|out of cpu memory|\\bcpu (?:memory |ram )?oom\\b");

    private static final Pattern XLA_OOM = Pattern.compile(
            "\\bresource_?exhausted(?:error)?\\b.*(out of memory|\\boom\\b|failed to allocate|allocat)");

    private static final Pattern WINDOWS_CODE = Pattern.compile(
            "\\[winerror (\\d+)\\]|\\b(?:loadlibrary\\w*|\\.dll)\\b.*?(?:error|code)[ :=]*(126|127|193|1114)\\b");
    private static final Map<String, String> WINDOWS_MESSAGE = Map.of(
            "the specified module could not be found", "126",
            "the specified procedure could not be found", "127",
            "is not a valid win32 application", "193",
            "dynamic link library (dll) initialization routine failed", "1114");
    private static final Pattern DLL = Pattern.compile("([a-z0-9_+-]+\\.dll)\\b");

    private static final List<String> ERRNO_WORDS =
            List.of("errno", "enoent", "eacces", "enomem", "ebusy", "enodev", "enxio", "eperm", "eio");
    private static final List<String> SIGNAL_WORDS = List.of(
            "sigsegv",
            "sigbus",
            "sigkill",
            "sigabrt",
            "sigill",
            "sigfpe",
            "sigterm",
            "segmentation fault",
            "bus error",
            "core dumped",
            "signal ");
    private static final List<String> EXIT_WORDS =
            List.of("exit code", "exit status", "exited with", "exitcode", "exit_code", "return code");
    private static final Pattern ERRNO = Pattern.compile(
            "\\[errno (\\d+)\\]|\\berrno[ =:]+(\\d+)|\\b(enoent|eacces|enomem|ebusy|enodev|enxio|eperm|eio)\\b");

    private static final Pattern PROCESS_SIGNAL = Pattern.compile(
            "\\bsig(segv|bus|kill|abrt|ill|fpe|term)\\b|\\b(segmentation fault|bus error"
                    + "|aborted \\(core dumped\\)|illegal instruction \\(core dumped\\))|^killed$|\\bsignal (\\d{1,2})\\b");
    private static final Map<String, String> SIGNAL_NAMES = Map.of(
            "segmentation fault",
            "sigsegv",
            "bus error",
            "sigbus",
            "aborted (core dumped)",
            "sigabrt",
            "illegal instruction (core dumped)",
            "sigill");
    private static final Pattern EXIT_CODE = Pattern.compile(
            "(?:exit(?:ed)?(?: with)? (?:code|status)|returned non-zero exit status|exitcode|exit_code|return code)[ :=]*(-?\\d{1,3})\\b");
    /** C functions and fields that end like an exception class. */
    private static final java.util.Set<String> NOT_EXCEPTIONS =
            java.util.Set.of("dlerror", "strerror", "perror", "geterror", "lasterror");

    private static final Map<String, String> EXCEPTION_FAMILY = Map.of("outofmemoryerror", "cuda-oom");

    /** The stack a line names, by the words that name it (whole words: "torch" not "torchvision"). */
    private static final Map<String, List<String>> STACK = Map.ofEntries(
            Map.entry("pytorch", List.of("torch", "pytorch")),
            Map.entry("tensorflow", List.of("tensorflow")),
            Map.entry("jax", List.of("jax", "jaxlib")),
            Map.entry("onnxruntime", List.of("onnxruntime")),
            Map.entry("vllm", List.of("vllm")),
            Map.entry("ollama", List.of("ollama")),
            Map.entry("llama.cpp", List.of("llama.cpp", "llama_cpp", "ggml")),
            Map.entry("comfyui", List.of("comfyui", "comfy")),
            Map.entry("triton", List.of("triton", "inductor")),
            Map.entry(
                    "docker",
                    List.of("docker", "podman", "containerd", "nvidia-container-cli", "nvidia-container-toolkit")),
            // The device plugin's own log lines and a pod's states name Kubernetes without its name.
            Map.entry(
                    "kubernetes",
                    List.of(
                            "kubernetes",
                            "kubectl",
                            "k8s",
                            "kubelet",
                            "device-plugin",
                            "device-plugins",
                            "daemonset",
                            "crashloopbackoff",
                            "failed to start nvml")),
            Map.entry("wsl", List.of("wsl", "wsl2", "microsoft-standard-wsl2", "/usr/lib/wsl/lib")),
            Map.entry("windows", List.of("winerror", "windows")),
            Map.entry("slurm", List.of("slurm", "srun", "sbatch")));

    private static final List<VersionForm> VERSIONS = List.of(
            new VersionForm(
                    "torch", "torch", Pattern.compile("\\btorch(?:==| version:? |-| )(\\d+\\.\\d+(?:\\.\\d+)?)")),
            new VersionForm("cuda", "+cu", Pattern.compile("\\+cu(\\d{3})\\b")),
            new VersionForm("cuda-driver", "cuda version:", Pattern.compile("cuda version: *(\\d{2}\\.\\d)")),
            new VersionForm(
                    "cuda",
                    "cuda",
                    Pattern.compile("\\bcuda(?:[ _-]?toolkit)?(?:[ _:v-]|/| release )(\\d{2}\\.\\d)\\b")),
            new VersionForm("cuda-lib", ".so.", Pattern.compile("\\blib(?:cudart|cublas|cublaslt)\\.so\\.(\\d{2})\\b")),
            new VersionForm("cuda-lib", "cudart64_", Pattern.compile("\\bcudart64_(\\d{2,3})\\.dll")),
            new VersionForm(
                    "cudnn",
                    "cudnn",
                    Pattern.compile(
                            "\\blibcudnn[a-z_]*\\.so\\.(\\d)\\b|\\bcudnn[a-z_]*64_(\\d)\\.dll|\\bcudnn(?: version)?[ :v=-]*(\\d\\.\\d+(?:\\.\\d+)*)")),
            new VersionForm(
                    "driver", "driver version", Pattern.compile("driver version:? *(\\d{3}\\.\\d+(?:\\.\\d+)?)")),
            new VersionForm("sm", "sm_", Pattern.compile("\\bsm_(\\d{2,3})\\b")));

    /** @param phrase what a line must hold before the expression runs */
    private record VersionForm(String component, String phrase, Pattern pattern) {}

    /** Adds every signal of one line (0-based {@code index}) to {@code all}. */
    static void read(String line, int index, List<Signal> all) {
        java.util.BitSet phrases = PhraseTable.INDEX.find(line);
        if (phrases.isEmpty() && !line.equals("killed")) {
            return; // every signal but a bare "Killed" needs one of the phrases: most lines of a long log end here
        }
        List<Signal> out = new java.util.ArrayList<>(); // this line's: what "already found on this line" looks at
        readLine(new Present(line, phrases), index, out);
        all.addAll(out);
    }

    private static void readLine(Present present, int index, List<Signal> out) {
        String line = present.text();
        for (Guarded guarded : LIBRARY_LOAD) {
            if (guarded.in(present)) {
                Matcher m = guarded.pattern().matcher(line);
                while (m.find()) {
                    String library = m.group(1);
                    if (out.stream()
                            .noneMatch(s ->
                                    s.kind() == Kind.LIBRARY_LOAD && s.value().equals(library))) {
                        String family = foundOrNotTheOneMissing(library, line) ? null : libraryFamily(library, line);
                        out.add(new Signal(Kind.LIBRARY_LOAD, library, index, family, false));
                    }
                }
            }
        }
        if (LIBRARY_BY_NAME.in(present)) {
            Matcher m = LIBRARY_BY_NAME.pattern().matcher(line);
            while (m.find()) {
                String component = null;
                for (int g = 1; g <= m.groupCount() && component == null; g++) {
                    component = m.group(g);
                }
                String library = "lib" + component + ".so";
                if (out.stream()
                        .noneMatch(
                                s -> s.kind() == Kind.LIBRARY_LOAD && s.value().equals(library))) {
                    out.add(new Signal(Kind.LIBRARY_LOAD, library, index, "cuda-runtime-lib-not-found", false));
                }
            }
        }
        if (DEVICE_NODES.in(present) && DEVICE_NODES.pattern().matcher(line).find()) {
            out.add(new Signal(Kind.DEVICE, "gpu device nodes absent", index, DEVICE_NODES_FAMILY, false));
        }
        if (present.has(DYNAMIC_LOAD_WORDS)) {
            Matcher m = DYNAMIC_LOAD.matcher(line);
            if (m.find()) {
                String library = "lib" + m.group(1) + ".so";
                out.add(new Signal(Kind.LIBRARY_LOAD, library, index, libraryFamily(library, line), false));
            }
        }
        if (present.any(DRIVER_WORDS)) {
            DRIVER_INSTALL.forEach((pattern, value) -> {
                if (pattern.matcher(line).find()) {
                    out.add(new Signal(Kind.DRIVER_INSTALL, value, index, DRIVER_FAMILY, false));
                }
            });
        }
        if (present.has("cufft_")) {
            Matcher m = CUFFT.matcher(line);
            while (m.find()) {
                out.add(new Signal(
                        Kind.ERROR_CODE,
                        "CUFFT_" + m.group(1).toUpperCase(java.util.Locale.ROOT),
                        index,
                        m.group(1).equals("alloc_failed") ? "cuda-oom" : null,
                        true));
            }
        }
        for (Guarded guarded : BUILD_FAILURE) {
            if (guarded.in(present)) {
                Matcher m = guarded.pattern().matcher(line);
                if (m.find()) {
                    String what = null;
                    for (int g = 1; g <= m.groupCount() && what == null; g++) {
                        what = m.group(g);
                    }
                    out.add(new Signal(Kind.BUILD_FAILURE, what, index, TRITON_BUILD, false));
                }
            }
        }
        for (Guarded guarded : OUT_OF_MEMORY) {
            if (guarded.in(present) && guarded.pattern().matcher(line).find()) {
                out.add(new Signal(Kind.OUT_OF_MEMORY, guarded.phrases().get(0), index, oomFamily(line), false));
            }
        }
        if (PINNED_MEMORY.in(present)
                && PINNED_MEMORY.pattern().matcher(line).find()
                && !NO_USABLE_DEVICE_REASON.matcher(line).find()) {
            out.add(new Signal(Kind.OUT_OF_MEMORY, "pinned memory", index, "pinned-memory-limit", false));
        }
        if (DEVICE_BUFFER.in(present)
                && out.stream().noneMatch(o -> o.kind() == Kind.OUT_OF_MEMORY)
                && DEVICE_BUFFER.pattern().matcher(line).find()) {
            out.add(new Signal(
                    Kind.OUT_OF_MEMORY,
                    "device buffer",
                    index,
                    oomFamily(line) == null || CPU_WORD.matcher(line).find() ? null : oomFamily(line),
                    false));
        }
        if (GPU_MEMORY_SENTENCE.in(present)
                && out.stream().noneMatch(o -> o.kind() == Kind.OUT_OF_MEMORY)
                && GPU_MEMORY_SENTENCE.pattern().matcher(line).find()) {
            out.add(new Signal(Kind.OUT_OF_MEMORY, "gpu memory", index, oomFamily(line), false));
        }
        if (DRIVER_NOT_LOADED_PROSE.in(present)
                && DRIVER_NOT_LOADED_PROSE.pattern().matcher(line).find()) {
            out.add(new Signal(Kind.LIBRARY_LOAD, "libcuda.so", index, WSL_DRIVER, false));
        }
        if (present.has(UNSCHEDULABLE)) {
            out.add(new Signal(Kind.SCHEDULING, UNSCHEDULABLE, index, GPU_UNSCHEDULABLE, false));
        }
        if (CONTAINER_BANNER_WORDS.in(present)
                && out.stream().noneMatch(o -> o.kind() == Kind.DEVICE)
                && CONTAINER_BANNER_WORDS.pattern().matcher(line).find()) {
            out.add(new Signal(
                    Kind.DEVICE, "nvidia driver not detected in the container", index, CONTAINER_BANNER, false));
        }
        if (DRIVER_RESET.in(present)
                && DRIVER_RESET.pattern().matcher(line).find()
                && !OTHER_VENDOR_DRIVER.matcher(line).find()) {
            out.add(new Signal(Kind.DEVICE, "driver reset by the watchdog", index, "launch-timeout", false));
        }
        if (ARCHITECTURE.in(present)
                && ARCHITECTURE.pattern().matcher(line).find()
                && !ARCHITECTURE_NOT_THE_BUILD.matcher(line).find()
                && !present.has("is not a recognized processor")) {
            out.add(new Signal(Kind.ARCHITECTURE, "architecture refused", index, architectureFamily(line), false));
        }
        if (DRIVER_TOO_OLD.in(present)
                && DRIVER_TOO_OLD.pattern().matcher(line).find()
                && !OTHER_GRAPHICS_DRIVER.matcher(line).find()) {
            out.add(new Signal(Kind.DRIVER_VERSION, "driver too old", index, "driver-too-old", false));
        }
        if (HOST_COMPILER.in(present) && HOST_COMPILER.pattern().matcher(line).find()) {
            out.add(new Signal(
                    Kind.BUILD_FAILURE, HOST_COMPILER_REFUSED, index, "cuda-version-toolkit-mismatch", false));
        }
        if (present.any(FIELD_NOT_SUPPORTED)
                && (GPU_QUERY_LINE.matcher(line).find()
                        || QUERY_VALUES_ONLY.matcher(line).matches())) {
            out.add(new Signal(Kind.ERROR_CODE, "NVML_ERROR_NOT_SUPPORTED", index, "nvml-not-supported", true));
        }
        if (NO_GPU_RUNTIME.in(present) && NO_GPU_RUNTIME.pattern().matcher(line).find()) {
            out.add(new Signal(Kind.DEVICE, "no gpu in the runtime", index, "no-driver", false));
        }
        if (present.has(NVML_BLOCKED)
                || present.has(GPU_ACCESS_BLOCKED) && WSL_OR_NVML.matcher(line).find()) {
            out.add(new Signal(Kind.ERROR_CODE, "NVML_ERROR_OPERATING_SYSTEM", index, "no-driver", true));
        }
        if ((present.has("nvml") || present.has("libnvidia-ml"))
                && NVML_WORDS.matcher(line).find()) {
            out.add(new Signal(Kind.LIBRARY_LOAD, "libnvidia-ml", index, NVML_LIBRARY, false));
        }
        if ((present.has("resource_exhausted") || present.has("resourceexhausted"))
                && XLA_OOM.matcher(line).find()) {
            out.add(new Signal(Kind.ERROR_CODE, "RESOURCE_EXHAUSTED", index, oomFamily(line), true));
        }
        windowsCodes(present, index, out);
        if (present.any(ERRNO_WORDS)) {
            Matcher m = ERRNO.matcher(line);
            while (m.find()) {
                String value = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
                out.add(new Signal(Kind.ERROR_CODE, "errno:" + value, index, null, true));
            }
        }
        if (present.any(SIGNAL_WORDS) || line.equals("killed")) {
            Matcher m = PROCESS_SIGNAL.matcher(line);
            while (m.find()) {
                String value = m.group(1) != null
                        ? "sig" + m.group(1)
                        : m.group(2) != null
                                ? SIGNAL_NAMES.get(m.group(2))
                                : m.group(3) != null ? "signal:" + m.group(3) : "sigkill";
                out.add(new Signal(Kind.PROCESS_SIGNAL, value, index, null, false));
            }
        }
        if (present.any(EXIT_WORDS)) {
            Matcher m = EXIT_CODE.matcher(line);
            if (m.find()) {
                out.add(new Signal(Kind.EXIT_CODE, "exit:" + m.group(1), index, null, false));
            }
        }
        if (present.has("error") || present.has("exception")) {
            exceptions(line, index, out);
        }
        for (Map.Entry<String, List<String>> stack : STACK.entrySet()) {
            List<String> words = stack.getValue();
            int[] ids = PhraseTable.ids(words); // one lookup per stack, not one per word
            for (int w = 0; w < ids.length; w++) {
                String word = words.get(w);
                if (present.bits().get(ids[w]) && word(line, word)) {
                    out.add(new Signal(Kind.STACK, stack.getKey(), index, null, false));
                    break;
                }
            }
        }
        if ((present.has(".dll") || present.has(":/"))
                && drivePath(line)
                && out.stream().noneMatch(s -> s.value().equals("windows"))) {
            out.add(new Signal(Kind.STACK, "windows", index, null, false));
        }
        for (VersionForm form : VERSIONS) {
            if (present.has(form.phrase())) {
                Matcher m = form.pattern().matcher(line);
                if (m.find()) {
                    String value = null;
                    for (int g = 1; g <= m.groupCount() && value == null; g++) {
                        value = m.group(g);
                    }
                    out.add(new Signal(
                            Kind.VERSION,
                            form.component() + "=" + normaliseVersion(form.component(), value),
                            index,
                            null,
                            false));
                }
            }
        }
    }
    /**
     * The family an out-of-memory sentence on this line is evidence for: a framework's allocator runs out of host memory
     * in the same words, so on a line that names the CPU device or allocator the sentence is a fact of the report, not
     * GPU memory. Asked only once such a sentence matched: most lines never need it.
     */
    private static String oomFamily(String line) {
        return CPU_MEMORY.matcher(line).find() ? null : "cuda-oom";
    }

    /** Who refused the architecture: a compiler older than the GPU (the toolkit), else a build without its kernels. */
    private static String architectureFamily(String line) {
        return ARCHITECTURE_COMPILER.matcher(line).find() ? "cuda-version-toolkit-mismatch" : "no-kernel-image";
    }

    /**
     * Exception classes: a dotted or plain name ending in "error" or "exception" followed by a colon or
     * the end of the line ("torch.OutOfMemoryError: ...", "XlaRuntimeError:"), found by walking back
     * from each "error:" / "exception:" rather than by an expression that would try every position.
     */
    private static void exceptions(String line, int index, List<Signal> out) {
        for (String suffix : List.of("error", "exception")) {
            int at = line.indexOf(suffix);
            while (at >= 0) {
                int end = at + suffix.length();
                if (end == line.length() || line.charAt(end) == ':') {
                    int start = at;
                    while (start > 0
                            && (Character.isLetterOrDigit(line.charAt(start - 1))
                                    || line.charAt(start - 1) == '_'
                                    || line.charAt(start - 1) == '.')) {
                        start--;
                    }
                    String dotted = line.substring(start, end);
                    String name = dotted.substring(dotted.lastIndexOf('.') + 1);
                    boolean bounded = start == 0 || " ([".indexOf(line.charAt(start - 1)) >= 0;
                    if (bounded
                            && name.length() > suffix.length()
                            && Character.isLetter(name.charAt(0))
                            && !name.startsWith("cuda")
                            && !NOT_EXCEPTIONS.contains(name)) {
                        // The JVM's own OutOfMemoryError is the Java heap, never the GPU's memory.
                        String family = dotted.startsWith("java.") ? null : EXCEPTION_FAMILY.get(name);
                        out.add(new Signal(Kind.EXCEPTION, name, index, family, false));
                    }
                }
                at = line.indexOf(suffix, at + 1);
            }
        }
    }

    /** Whether a line holds a word, not as part of a longer word or path component name ("torch" but not "torchvision"). */
    private static boolean word(String line, String word) {
        int at = line.indexOf(word);
        while (at >= 0) {
            int end = at + word.length();
            boolean before = at == 0 || !Character.isLetterOrDigit(line.charAt(at - 1));
            boolean after =
                    end == line.length() || !Character.isLetterOrDigit(line.charAt(end)) && line.charAt(end) != '_';
            if (before && after) {
                return true;
            }
            at = line.indexOf(word, at + 1);
        }
        return false;
    }

    /** A Windows drive path ("c:/users/...", after {@link ReportNormaliser#forRules(String)} turned its backslashes), or a DLL. */
    private static boolean drivePath(String line) {
        if (line.contains(".dll")) {
            return true;
        }
        int at = line.indexOf(":/");
        while (at >= 1) {
            boolean letter = Character.isLetter(line.charAt(at - 1))
                    && (at == 1 || !Character.isLetterOrDigit(line.charAt(at - 2)));
            if (letter && (at + 2 >= line.length() || line.charAt(at + 2) != '/')) {
                return true;
            }
            at = line.indexOf(":/", at + 1);
        }
        return false;
    }

    /** "118" (cu118) and "110" (cudart64_110) are 11.8 and 11.0; "12" stays 12. */
    private static String normaliseVersion(String component, String value) {
        if ((component.equals("cuda") || component.equals("cuda-lib")) && value.matches("\\d{3}")) {
            return value.substring(0, 2) + "." + value.substring(2);
        }
        return value;
    }

    private static void windowsCodes(Present present, int index, List<Signal> out) {
        String line = present.text();
        String code = null;
        if (present.has("winerror") || present.has(".dll") || present.has("loadlibrary")) {
            Matcher m = WINDOWS_CODE.matcher(line);
            if (m.find()) {
                code = m.group(1) != null ? m.group(1) : m.group(2);
            }
        }
        if (code == null
                && (present.has("specified") || present.has("win32") || present.has("initialization routine"))) {
            for (Map.Entry<String, String> message : WINDOWS_MESSAGE.entrySet()) {
                if (line.contains(message.getKey())) {
                    code = message.getValue();
                }
            }
        }
        if (code != null) {
            out.add(new Signal(Kind.ERROR_CODE, "win32:" + code, index, null, true));
        }
    }

    /** The error number of NVIDIA's container banner, read as the CUDA code it is. */
    static void containerBannerCode(String line, int index, ErrorCodeCatalogue codes, List<Signal> out) {
        if (line.contains(") ]]") || line.contains(")]]")) {
            Matcher m = BANNER_CODE.matcher(line);
            if (m.find()) {
                codes.byNumber("cuda", Integer.parseInt(m.group(1)))
                        .ifPresent(code -> out.add(new Signal(Kind.ERROR_CODE, code.name(), index, code.kbId(), true)));
            }
        }
    }

    /**
     * A CUDA error another runtime prints in its own form, not CUDA's: Blender Cycles' "CUDA error: Illegal address in
     * cuMemcpyDtoH(...)" and "CUDA error at cuCtxCreate: Out of memory" (the driver error's name in words beside the
     * driver call), CTranslate2's "CUDA failed with error out of memory", LuxCore's "CUDA Driver API error out of memory
     * code 2", ManagedCuda's "ErrorIllegalAddress:". The name is looked up in the catalogue as CUDA_ERROR_&lt;NAME&gt;, so
     * every code has these forms, not a list of phrases.
     */
    static void runtimeCode(String line, int index, ErrorCodeCatalogue codes, List<Signal> out) {
        if (!line.contains("cu")) {
            return;
        }
        for (Pattern form : List.of(CYCLES_CODE, CYCLES_AT_CODE, CTRANSLATE2_CODE)) {
            Matcher m = form.matcher(line);
            while (m.find()) {
                codes.byName("cuda_error_" + m.group(1).strip().replaceAll("[ _]+", "_"))
                        .ifPresent(code -> addCode(code, index, out));
            }
        }
        if (line.contains("api error") && line.contains("code")) {
            Matcher m = DRIVER_API_CODE.matcher(line);
            if (m.find()) {
                codes.byNumber("cuda", Integer.parseInt(m.group(1))).ifPresent(code -> addCode(code, index, out));
            }
        }
        if (line.contains("cuda") && line.contains("error")) {
            Matcher m = MANAGED_CODE.matcher(line);
            while (m.find()) {
                Code code = Squashed.of(codes).get(m.group(1));
                if (code != null) {
                    addCode(code, index, out);
                }
            }
        }
    }

    private static void addCode(Code code, int index, List<Signal> out) {
        if (out.stream().noneMatch(s -> s.line() == index && s.value().equals(code.name()))) {
            out.add(new Signal(Kind.ERROR_CODE, code.name(), index, code.kbId(), true));
        }
    }

    private static final String CUDA_ERROR_WORDS = "([a-z][a-z_ ]{2,40}?)";
    /** "cuda error: illegal address in cumemcpydtoh(", "illegal_address in cumemalloc(": a name in words before a driver call. */
    private static final Pattern CYCLES_CODE =
            Pattern.compile("(?:cuda error: ?|^ ?)" + CUDA_ERROR_WORDS + " in cu[a-z]+ ?\\(");
    /** "cuda error at cuctxcreate: out of memory". */
    private static final Pattern CYCLES_AT_CODE =
            Pattern.compile("cuda error at cu[a-z]+: ?" + CUDA_ERROR_WORDS + "(?:$|[.,;(])");
    /** "cuda failed with error out of memory" (CTranslate2). */
    private static final Pattern CTRANSLATE2_CODE =
            Pattern.compile("cuda failed with error:? " + CUDA_ERROR_WORDS + "(?:$|[.,;(])");
    /** "cuda driver api error out of memory code 2". */
    private static final Pattern DRIVER_API_CODE =
            Pattern.compile("cuda (?:driver )?api error\\b.{0,60}?\\bcode[ =:]*(\\d{1,3})\\b");
    /** ManagedCuda's CUResult names, lower-cased: "errorillegaladdress:". */
    private static final Pattern MANAGED_CODE = Pattern.compile("\\berror([a-z]{6,40})\\b");

    /** The catalogue's CUDA codes by their driver name squashed ("illegaladdress" for CUDA_ERROR_ILLEGAL_ADDRESS). */
    private static final class Squashed {
        private static volatile Map<String, Code> byCatalogue;
        private static volatile ErrorCodeCatalogue of;

        static Map<String, Code> of(ErrorCodeCatalogue codes) {
            if (of != codes) {
                Map<String, Code> map = new java.util.HashMap<>();
                for (Code code : codes.codes()) {
                    if (code.family().equals("cuda")) {
                        for (String name : code.names()) {
                            String lower = name.toLowerCase(java.util.Locale.ROOT);
                            if (lower.startsWith("cuda_error_")) {
                                map.putIfAbsent(
                                        lower.substring("cuda_error_".length()).replace("_", ""), code);
                            }
                        }
                    }
                }
                byCatalogue = map;
                of = codes;
            }
            return byCatalogue;
        }
    }

    /**
     * "unknown error" (CUDA error 999, or 30 before CUDA 10.1) from CUDA's initialisation or its first device query
     * (cuInit, cudaGetDeviceCount, "CUDA initialization", the container CLI's "initialization error") on the same line
     * or within two lines: the driver's kernel side was not ready (nvidia_uvm not loaded, its device nodes never created,
     * a driver updated without a reboot), the driver-not-loaded family. The same words later in a run (a stream query
     * after the display driver crashed) name no cause and stay a fact; so do they beside a code that names its cause, and
     * inside a container (below).
     */
    static void placeUnknownAtInitialisation(List<String> lower, List<Signal> signals) {
        boolean container = false;
        for (Signal s : signals) {
            if (s.kind() == Kind.ERROR_CODE && s.family() != null) {
                return; // a code that names its cause (CUDA_ERROR_NO_DEVICE beside it) decides, not "unknown"
            }
            container |= s.kind() == Kind.STACK
                    && (s.value().equals("docker") || s.value().equals("kubernetes"));
        }
        for (int i = 0; i < lower.size(); i++) {
            String line = lower.get(i);
            if (!(line.contains("unknown") || line.contains("999"))
                    || !UNKNOWN_ERROR.matcher(line).find()) {
                continue;
            }
            boolean initialisation = false;
            for (int j = Math.max(0, i - 2); j <= Math.min(lower.size() - 1, i + 2) && !initialisation; j++) {
                initialisation = INITIALISATION.matcher(lower.get(j)).find();
            }
            // Inside a container it may be the GPU not passed in as well (a training report: no --gpus, no
            // /dev/nvidia0):
            // only the container CLI's own line, run on the host, still names the host's driver.
            if (initialisation && (!container || line.contains("nvidia-container-cli"))) {
                signals.add(new Signal(Kind.DEVICE, "unknown error at initialisation", i, DRIVER_FAMILY, false));
            }
        }
    }

    private static final Pattern UNKNOWN_ERROR =
            Pattern.compile("\\bunknown error\\b|cuda_?error_?unknown|unknown_cuda_error|cuda unknown error"
                    + "|\\b(?:error|code|returned|err)(?: code)?[ =:]*999\\b|\\(999\\)");
    /**
     * CUDA's initialisation and first device count, as the training reports name them (cuInit, cudaGetDeviceCount and
     * its driver-API twin, torch's "CUDA initialization", the container CLI's "initialization error", numba's "driver
     * init"); not a library's own wrapper of them, whose "unknown error" no training report resolved.
     */
    private static final Pattern INITIALISATION = Pattern.compile(
            "\\bcuinit\\b|cudagetdevicecount|cudevicegetcount|cuda initiali[sz]ation|initiali[sz]ation error|driver init");

    /**
     * Families that depend on the whole text's stack. NVML's library missing is the container runtime's
     * doing in a container or a Kubernetes pod (the toolkit hands it over), else the host has no driver.
     * A compiler step that failed is Triton's only when Triton is in the text.
     */
    static void placeByStack(List<Signal> signals) {
        boolean container = false;
        boolean triton = false;
        boolean wsl = false;
        for (Signal s : signals) {
            if (s.kind() == Kind.STACK) {
                container |= s.value().equals("docker") || s.value().equals("kubernetes");
                triton |= s.value().equals("triton");
                wsl |= s.value().equals("wsl");
            }
        }
        for (int i = 0; i < signals.size(); i++) {
            Signal s = signals.get(i);
            String family = s.family();
            if (NVML_LIBRARY.equals(family)) {
                family = container ? "container-no-gpu" : "no-driver";
            } else if (TRITON_BUILD.equals(family)) {
                family = triton ? "triton-compile-failure" : null;
            } else if (DEVICE_NODES_FAMILY.equals(family)) {
                family = wsl ? null : container ? "container-no-gpu" : DRIVER_FAMILY;
            } else if (CONTAINER_BANNER.equals(family)) {
                family = wsl ? null : "container-no-gpu";
            } else if (WSL_DRIVER.equals(family)) {
                if (!wsl) {
                    continue; // removed below
                }
                family = "wsl-libcuda-not-found";
            } else {
                continue;
            }
            signals.set(i, new Signal(s.kind(), s.value(), s.line(), family, s.code()));
        }
        // Outside WSL2 "the driver can't be loaded" is no libcuda.so that failed to load: not a fact to keep under that
        // name.
        if (!wsl) {
            signals.removeIf(s -> WSL_DRIVER.equals(s.family()));
        }
    }

    /** "Insufficient nvidia.com/gpu" is the GPU not reaching the containers, unless the text asks for two GPUs or more. */
    static void placeGpuRequests(List<String> lower, List<Signal> signals) {
        if (signals.stream().noneMatch(s -> GPU_UNSCHEDULABLE.equals(s.family()))) {
            return;
        }
        boolean many = lower.stream()
                .anyMatch(
                        line -> line.contains("gpu") && MANY_GPUS.matcher(line).find());
        for (int i = 0; i < signals.size(); i++) {
            Signal s = signals.get(i);
            if (GPU_UNSCHEDULABLE.equals(s.family())) {
                signals.set(i, new Signal(s.kind(), s.value(), s.line(), many ? null : "container-no-gpu", s.code()));
            }
        }
    }

    /**
     * A Windows loader code names no library; the DLL named on its line or the two lines around it
     * does. 126 (module not found), 193 (bad image) and 1114 (DLL init failed) point where that DLL
     * points; 127 (procedure not found) with a CUDA DLL is two versions of one library.
     */
    static void placeWindowsCodes(List<String> lower, List<Signal> signals) {
        for (int s = 0; s < signals.size(); s++) {
            Signal signal = signals.get(s);
            if (!signal.value().startsWith("win32:")) {
                continue;
            }
            String family = null;
            for (int i = Math.max(0, signal.line() - 2);
                    i <= Math.min(lower.size() - 1, signal.line() + 2) && family == null;
                    i++) {
                Matcher m = DLL.matcher(lower.get(i));
                while (m.find() && family == null) {
                    family = libraryFamily(m.group(1), lower.get(i));
                    if (family == null && CUDA_PLUGIN.matcher(m.group(1)).find()) {
                        family = "cuda-runtime-lib-not-found";
                    }
                }
            }
            if (family != null && signal.value().equals("win32:127")) {
                family = family.equals("cuda-runtime-lib-not-found") ? "cuda-library-version-mismatch" : null;
            }
            if (family != null) {
                signals.set(s, new Signal(signal.kind(), signal.value(), signal.line(), family, true));
            }
        }
    }

    /**
     * A module that failed to build or was refused at load (DKMS, Secure Boot) is evidence of our family only when
     * it is NVIDIA's: the failing line or one of the five lines on either side names the nvidia or nouveau module.
     * DKMS and Secure Boot refuse every out-of-tree module alike (VirtualBox, ZFS, wifi, v4l2loopback), so on those
     * the signal stays a fact of the report and points to no family.
     */
    static void placeDriverInstalls(List<String> lower, List<Signal> signals) {
        for (int s = 0; s < signals.size(); s++) {
            Signal signal = signals.get(s);
            if (signal.kind() != Kind.DRIVER_INSTALL || signal.family() == null) {
                continue;
            }
            boolean nvidia = false;
            for (int i = Math.max(0, signal.line() - 5);
                    i <= Math.min(lower.size() - 1, signal.line() + 5) && !nvidia;
                    i++) {
                nvidia = NVIDIA_MODULE.matcher(lower.get(i)).find();
            }
            if (!nvidia) {
                signals.set(s, new Signal(signal.kind(), signal.value(), signal.line(), null, signal.code()));
            }
        }
    }

    /** The NVIDIA kernel module named: nvidia, nvidia-dkms, nvidia.ko, nvidia_uvm, NVIDIA-Linux-….run, nouveau. */
    private static final Pattern NVIDIA_MODULE =
            Pattern.compile("\\bnvidia(?:[-_][a-z0-9]+)*(?:\\.ko)?\\b|\\bnouveau\\b");

    /** Every phrase this class asks a line for, in one index; built on first use, after the lists above exist. */
    private static final class PhraseTable {
        static final Map<String, Integer> IDS = new java.util.HashMap<>();
        /** Each list of phrases asked for, by identity, as the ids of its phrases: looked up once, not per line. */
        static final Map<List<String>, int[]> LISTS = new java.util.IdentityHashMap<>();

        static final LiteralIndex INDEX;

        static int id(String phrase) {
            Integer id = IDS.get(phrase);
            if (id == null) {
                throw new IllegalStateException("A phrase not in the phrase table: " + phrase);
            }
            return id;
        }

        static int[] ids(List<String> phrases) {
            int[] ids = LISTS.get(phrases);
            if (ids == null) {
                throw new IllegalStateException("A list of phrases not in the phrase table: " + phrases);
            }
            return ids;
        }

        private static void list(List<String> phrases) {
            LISTS.put(phrases, phrases.stream().mapToInt(PhraseTable::id).toArray());
        }

        static {
            List<String> phrases = new java.util.ArrayList<>();
            java.util.function.Consumer<String> add = phrase -> {
                if (IDS.putIfAbsent(phrase, phrases.size()) == null) {
                    phrases.add(phrase);
                }
            };
            LIBRARY_LOAD.forEach(g -> g.phrases().forEach(add));
            BUILD_FAILURE.forEach(g -> g.phrases().forEach(add));
            OUT_OF_MEMORY.forEach(g -> g.phrases().forEach(add));
            GPU_MEMORY_SENTENCE.phrases().forEach(add);
            PINNED_MEMORY.phrases().forEach(add);
            DEVICE_BUFFER.phrases().forEach(add);
            add.accept(NVML_BLOCKED);
            add.accept(GPU_ACCESS_BLOCKED);
            add.accept(UNSCHEDULABLE);
            List.of(CONTAINER_BANNER_WORDS, DRIVER_RESET, NO_GPU_RUNTIME)
                    .forEach(g -> g.phrases().forEach(add));
            DRIVER_NOT_LOADED_PROSE.phrases().forEach(add);
            add.accept(DYNAMIC_LOAD_WORDS);
            List.of(ARCHITECTURE, DRIVER_TOO_OLD, HOST_COMPILER, LIBRARY_BY_NAME, DEVICE_NODES)
                    .forEach(g -> g.phrases().forEach(add));
            FIELD_NOT_SUPPORTED.forEach(add);
            List.of(DRIVER_WORDS, ERRNO_WORDS, SIGNAL_WORDS, EXIT_WORDS).forEach(list -> list.forEach(add));
            STACK.values().forEach(list -> list.forEach(add));
            VERSIONS.forEach(form -> add.accept(form.phrase()));
            List.of(
                            "cufft_",
                            "nvml",
                            "libnvidia-ml",
                            "resource_exhausted",
                            "resourceexhausted",
                            "winerror",
                            ".dll",
                            "loadlibrary",
                            "specified",
                            "win32",
                            "initialization routine",
                            "error",
                            "exception",
                            ":/")
                    .forEach(add);
            INDEX = new LiteralIndex(phrases);
            LIBRARY_LOAD.forEach(g -> list(g.phrases()));
            BUILD_FAILURE.forEach(g -> list(g.phrases()));
            OUT_OF_MEMORY.forEach(g -> list(g.phrases()));
            list(GPU_MEMORY_SENTENCE.phrases());
            list(PINNED_MEMORY.phrases());
            list(DRIVER_NOT_LOADED_PROSE.phrases());
            List.of(ARCHITECTURE, DRIVER_TOO_OLD, HOST_COMPILER, LIBRARY_BY_NAME, DEVICE_NODES)
                    .forEach(g -> list(g.phrases()));
            list(FIELD_NOT_SUPPORTED);
            list(DEVICE_BUFFER.phrases());
            List.of(CONTAINER_BANNER_WORDS, DRIVER_RESET, NO_GPU_RUNTIME).forEach(g -> list(g.phrases()));
            List.of(DRIVER_WORDS, ERRNO_WORDS, SIGNAL_WORDS, EXIT_WORDS).forEach(PhraseTable::list);
            STACK.values().forEach(PhraseTable::list);
        }
    }
}
