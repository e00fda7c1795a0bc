package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Families said by a runtime in its own words, or by a title in a few: vLLM finding no room for its KV cache,
 * ComfyUI's "Allocation on device", ONNX Runtime's arena failing on the GPU, a title naming libraries that do not load,
 * Secure Boot rejecting the NVIDIA module's keys, WSL blocking GPU access. Each has a control that must stay unread.
 */
class KindsInOtherWordsTest {

    private final DiagnosisService service = DiagnosisService.standard();

    /** Runtimes and tools saying a known failure in their own fixed sentences, from their sources and documentation. */
    @Test
    void runtimesOwnSentencesForKnownFailuresAreTheirFamilies() {
        Map<String, String> said = new java.util.LinkedHashMap<>();
        said.put("tensorflow.python.framework.errors_impl.InternalError: Dst tensor is not initialized.", "cuda-oom");
        said.put(
                "Out of memory on device. To view more detail about available memory on the GPU, use 'gpuDevice()'.",
                "cuda-oom");
        said.put(
                "[TRT] [E] 1: [defaultAllocator.cpp::allocate::20] Error Code 1: Cuda Runtime (out of memory)",
                "cuda-oom");
        said.put(
                "Error: llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer",
                "cuda-oom");
        said.put(
                "ValueError: Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit"
                        + " the quantized model.",
                "cuda-oom");
        said.put(
                "[h264_nvenc @ 0x55d5c] Driver does not support the required nvenc API version. Required: 12.0 Found: 11.1",
                "driver-too-old");
        said.put(
                "cupy.cuda.compiler.CompileException: nvrtc: error: invalid value for --gpu-architecture (-arch)",
                "cuda-version-toolkit-mismatch");
        said.put(
                "numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: CUDA driver library cannot be found.",
                "wsl-libcuda-not-found");
        said.put(
                "Could not load symbol cudnnGetLibConfig. Error: /usr/lib/x86_64-linux-gnu/libcudnn_graph.so.9: undefined"
                        + " symbol: cudnnGetLibConfig",
                "cudnn-version-mismatch");
        said.put(
                "InternalError: Blas GEMM launch failed : a.shape=(100, 784), b.shape=(784, 10), m=100, n=10, k=784",
                "cublas-status-error");
        // GPU miners' own sentences (train-2026-11-28zn): ethminer's and lolMiner's allocation of the DAG, a driver
        // library that is not there at all.
        said.put(
                "Unexpected error CUDA error in func initEpoch_internal at line 123 out of memory on CUDA device 03:00.0",
                "cuda-oom");
        said.put("CUDA error in func init at line 126 out of memory", "cuda-oom");
        said.put("GPU 1: error when allocating memory for the DAG. Disabling card", "cuda-oom");
        // A CPU-only build said by its own library (train-2026-11-29zy): faiss-cpu without its GPU index, LightGBM
        // built
        // without -DUSE_GPU, MXNet's storage without CUDA, Paddle's bare assertion.
        said.put(
                "AttributeError: module 'faiss' has no attribute 'StandardGpuResources'",
                "torch-not-compiled-with-cuda");
        said.put(
                "lightgbm.basic.LightGBMError: GPU Tree Learner was not enabled in this build.",
                "torch-not-compiled-with-cuda");
        said.put(
                "mxnet.base.MXNetError: [16:53:11] src/storage/storage.cc:43: Please compile with CUDA enabled",
                "torch-not-compiled-with-cuda");
        said.put(
                "    \"Not compiled with CUDA\"\nAssertionError: Not compiled with CUDA",
                "torch-not-compiled-with-cuda");
        // A build without code for this GPU's generation, said by the kernel library or the program
        // (train-2026-11-29zw):
        // FlashAttention 2 on Turing or Volta, a miner's minimum SM, a compute capability named unsupported.
        said.put("RuntimeError: FlashAttention only supports Ampere GPUs or newer.", "no-kernel-image");
        said.put(
                "RuntimeError: FlashAttention backward for head dim > 64 requires A100 or H100 GPUs as the implementation"
                        + " needs a large amount of shared memory.",
                "no-kernel-image");
        said.put("Only CUDA devices with SM 5.0 and higher are supported.", "no-kernel-image");
        said.put("Tesla V100-SXM2-32GB (compute capability 7.0) is not supported by CUDA 13", "no-kernel-image");
        // cudaErrorSymbolNotFound: the kernel a build made for other GPUs looked up on this one.
        said.put(
                "RuntimeError: CUDA error: named symbol not found\nCUDA kernel errors might be asynchronously reported",
                "no-kernel-image");
        // The container toolkit refusing an image whose CUDA needs a newer driver, by the driver alternative it
        // printed.
        said.put(
                "nvidia-container-cli: requirement error: unsatisfied condition: driver < 385, please update your driver",
                "driver-too-old");
        said.put("CUDA Error : No CUDA driver found", "no-driver");
        // cuDNN's versions said apart by Paddle and Caffe2, and a build missing the toolkit's headers
        // (train-2026-11-29zzf, -29zze).
        said.put(
                "The installed Paddle is compiled with CUDNN 7.6, but CUDNN version in your machine is 7.5, which may"
                        + " cause serious incompatible bug.",
                "cudnn-version-mismatch");
        said.put(
                "RuntimeError: [enforce fail at common_cudnn.h:84] cuDNN compiled (6021) and runtime (7003) versions"
                        + " mismatch",
                "cudnn-version-mismatch");
        said.put(
                "src/cuda/dcn_v2_cuda.cu:3:10: fatal error: cuda_runtime_api.h: No such file or directory",
                "cuda-version-toolkit-mismatch");
        // Round nineteen, each from a library batch by family: Docker's older word for an unregistered nvidia runtime
        // (train-2026-11-29zzb), TensorFlow's ResourceExhaustedError said bare and cuDNN's own allocation failure
        // (train-2026-11-29zzc), a loader's "could not load library" naming a CUDA DLL and a Java stack that ran the
        // words together (train-2026-11-29zza).
        said.put("docker: Error response from daemon: Unknown runtime specified nvidia.", "container-no-gpu");
        said.put("tensorflow.python.framework.errors_impl.ResourceExhaustedError: Resource exhausted", "cuda-oom");
        said.put("RuntimeError: CUDNN_STATUS_ALLOC_FAILED", "cuda-oom");
        said.put(
                "could not load library: \"C:\\Users\\me\\.julia\\artifacts\\abc\\bin\\cudnn64_7.dll\"",
                "cuda-runtime-lib-not-found");
        said.put(
                "java.lang.UnsatisfiedLinkError: libtorch_cuda_cpp.so:Libcudnn.so.8:cannotopen:sharedobjectfile:Nosuchfile",
                "cuda-runtime-lib-not-found");
        // Round twenty, each from the library: a CUDA library's own header missing at build (train-2026-11-29zg), a
        // cuBLAS symbol missing between two toolkits (train-2026-11-29zzk) and Fedora's akmods message for a module
        // never built (train-2026-11-29zzl).
        said.put(
                "Util/CUtilInc.h:3:10: fatal error: cufft.h: No such file or directory",
                "cuda-version-toolkit-mismatch");
        said.put(
                "ImportError: /opt/plugins/libdft.so: undefined symbol: cublasScalEx", "cuda-library-version-mismatch");
        said.put("NVIDIA kernel module missing. Falling back to nouveau.", "driver-not-loaded");
        said.forEach((text, family) -> assertThat(ids(text)).as(text).containsExactly(family));
        for (String quiet : List.of(
                "Allocation of DAG failed with error: Memory object allocation failure",
                "MemoryError: out of memory on the host while reading the dataset",
                "allocated the CUDA0 buffer (2048 MiB)",
                "Blas GEMM launch succeeded",
                // TensorFlow's host allocator and Paddle's CPU-side allocation are the host's memory, not the GPU's.
                "2018-08-15 I service.cc:159] XLA service executing computations on platform Host.\nResourceExhaustedError",
                "ResourceExhaustedError: Fail to alloc memory of 5060694016 size.",
                // A header of the project's own, or the driver API's cuda.h that cgo flags may simply not point at.
                "src/kernels.cu:2:10: fatal error: kernels_common.h: No such file or directory",
                "ImportError: /tmp/ext/forget_mult_cuda.so: undefined symbol: _ZN3c106Symbol14fromQualStringERKSs")) {
            assertThat(ids(quiet)).as(quiet).isEmpty();
        }
    }

    /**
     * A title names the failure by its family's own noun and a failure word, without the error line: how issues are titled
     * ("Xid 79 on H100", "Bus error in DataLoader inside Docker"). Each family's noun is its alone; a control per kind
     * says the noun without a failure, or the failure of another thing.
     */
    @Test
    void aTitleNamingAFamilysOwnThingFailingIsThatFamily() {
        Map<String, String> titles = new java.util.LinkedHashMap<>();
        titles.put("Xid 79 on H100 after two days of training", "gpu-fell-off-bus");
        titles.put("Xid 13 errors when running the benchmark", "xid-error");
        titles.put("NCCL error during multi-GPU training", "nccl-failure");
        titles.put("Training hangs with NCCL on 8 GPUs", "nccl-failure");
        titles.put("Bus error in DataLoader inside Docker", "shm-bus-error");
        titles.put("Kernel launch timeout on Windows", "launch-timeout");
        titles.put("No kernel image available for RTX 5090", "no-kernel-image");
        titles.put("cuBLAS error on H100 with CUDA 12.1", "cublas-status-error");
        titles.put("CUDA graph capture error in vLLM", "cuda-graph-capture-failure");
        titles.put("Pinned memory error under WSL2", "pinned-memory-limit");
        titles.put("Unified memory not working in WSL2", "managed-memory-unsupported");
        titles.put("Cooperative launch fails under WSL", "cooperative-launch-unsupported");
        titles.put("CUDA error 999 after suspend", "driver-not-loaded");
        titles.put("out of memory on RTX 4090 with batch size 1", "cuda-oom");
        titles.put("GPU memory leak leads to OOM after 3 epochs", "cuda-oom");
        titles.put("GPU not detected in Docker container", "container-no-gpu");
        titles.put("container cannot see the GPU on Ubuntu 24.04", "container-no-gpu");
        titles.put("Secure boot prevents nvidia driver from loading", "driver-not-loaded");
        titles.put("nvidia driver fails to build with DKMS on kernel 6.8", "driver-not-loaded");
        titles.forEach((title, family) -> assertThat(ids(title)).as(title).containsExactly(family));
        for (String quiet : List.of(
                "NCCL version 2.21.5+cuda12.4",
                "Unified memory on Apple M2 is not working with large models",
                "Bus error (core dumped) when loading the checkpoint from NFS",
                "VirtualBox module fails to build with DKMS on kernel 6.8",
                "cudnn.benchmark = True makes the first epoch slow",
                "Could not load cuDNN frontend heuristics, using the fallback",
                "container cannot see the host's /data volume",
                "kernel_launch_timeout_ms = 5000")) {
            assertThat(ids(quiet)).as(quiet).isEmpty();
        }
    }

    /**
     * NVML's "Unknown Error" inside a container that had the GPU before is the container losing its device access (a
     * systemd daemon-reload rewriting the cgroup); on a host the same words name no cause.
     */
    @Test
    void aPcieBusErrorBeforeAGpuFallingOffTheBusIsNoSigbus() {
        // The PCIe root port's AER report says "Bus Error" about the link, not a process killed by SIGBUS
        // (wilicc/gpu-burn#1, a training report).
        assertThat(ids("""
                        [74889.542044] pcieport 0000:00:02.0: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer
                        [74889.644138] NVRM: Xid (PCI:0000:02:00): 79, GPU has fallen off the bus.
                        """)).containsExactly("gpu-fell-off-bus");
        assertThat(ids("python train.py --device cuda\nBus error (core dumped)"))
                .containsExactly("kernel-bus-error");
    }

    @Test
    void aLibraryLoadFailureSaidWithoutItsPathIsStillItsFamily() {
        // microsoft/WSL#5548 (a training report) is titled with ldconfig's warning without the /usr/lib/wsl/lib path.
        assertThat(ids("libcuda.so.1 is not a symbolic link")).containsExactly("wsl-libcuda-not-symlink");
        // TensorFlow's cuInit answers -1 when it could not load libcuda at all: in a container, the GPU was not given
        // to
        // it (tensorflow/tensorflow#46227, a training report); outside one, nothing here says why.
        assertThat(ids("Unable to access GPU from docker with error failed call to cuInit: CUresult(-1)"))
                .containsExactly("container-no-gpu");
        assertThat(
                        ids(
                                "E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (-1)"))
                .doesNotContain("container-no-gpu");
    }

    @Test
    void nvmlsLibraryNotFoundByItsEnumInAPodIsTheContainerNotGivenTheGpu() {
        // NVIDIA/dcgm-exporter#612 (train-2026-11-28zl): no nvidia runtime class, so the driver's libnvidia-ml is not
        // there.
        assertThat(ids("""
                        $ kubectl --namespace monitoring logs dcgm-exporter-dxcfj
                        time=2026-09-19T20:06:59.547Z level=ERROR msg="Cannot init NVML library; err: ERROR_LIBRARY_NOT_FOUND"
                        """)).containsExactly("container-no-gpu");
    }

    @Test
    void cudasUnknownErrorAfterASuspendIsTheUvmModuleLeftBrokenWhateverTheEnumsSpelling() {
        // CUDA.jl after "suspending" and PyTorch's THC form after a machine left idle (train-2026-11-29zzd).
        assertThat(
                        ids(
                                "CUDA.jl initialisation fails after suspending Ubuntu 20.04\nCUDA error (code 999, CUDA_ERROR_UNKNOWN)"))
                .containsExactly("driver-not-loaded");
        assertThat(ids("Cannot find CUDA devices when the machine stays idle for a while\n"
                        + "RuntimeError: cuda runtime error (999) : unknown error at THCGeneral.cpp:47"))
                .containsExactly("driver-not-loaded");
        // The same error with no sign of a suspend, an idle machine or the uvm module reloaded says nothing of it.
        assertThat(ids("RuntimeError: cuda runtime error (999) : unknown error at THCGeneral.cpp:47"))
                .doesNotContain("driver-not-loaded");
        // pop-os/default-settings#64 (a training report) spells the enum UNKNOWN_ERROR.
        assertThat(ids("CUDA fails to initialize after resuming from suspend with `UNKNOWN_ERROR(99)` until we reload"
                        + " the `nvidia_uvm` module."))
                .containsExactly("driver-not-loaded");
        assertThat(
                        ids(
                                "RuntimeError: CUDA error: unknown error\nit happens every time I wake up the laptop from sleep"))
                .contains("driver-not-loaded");
        // pytorch/pytorch#49081 (train-2026-11-28zl): PyTorch's own "CUDA unknown error - this may be due to ...".
        assertThat(ids("RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment\n"
                        + "I've faced same issues when trying to continue working with pytorch session after suspend"))
                .contains("driver-not-loaded");
    }

    @Test
    void nvmlsUnknownErrorInAContainerIsTheContainerLosingTheGpu() {
        assertThat(ids("""
                        $ docker exec -it trainer nvidia-smi
                        Failed to initialize NVML: Unknown Error
                        """)).containsExactly("container-no-gpu");
        assertThat(ids("$ nvidia-smi\nFailed to initialize NVML: Unknown Error"))
                .isEmpty();
    }

    @Test
    void torchsNcclWatchdogTimingOutACollectiveIsNcclFailingWithoutItsProcessGroupsPrefix() {
        assertThat(ids("[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1147, OpType=ALLREDUCE,"
                        + " NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600092 milliseconds before timing out."))
                .containsExactly("nccl-failure");
        assertThat(ids("dist.init_process_group(backend='nccl', timeout=timedelta(minutes=30))"))
                .as("a timeout set, none reached")
                .isEmpty();
    }

    @Test
    void fabricManagerSaidNotRunningInAnyWordsIsTheFabricManagerFamily() {
        assertThat(ids("The NVIDIA Fabric Manager is not running on this HGX node"))
                .containsExactly("fabric-manager-not-running");
        assertThat(ids("nvidia-fabricmanager.service: Failed with result 'exit-code'."))
                .containsExactly("fabric-manager-not-running");
        assertThat(ids("nvidia-fabricmanager.service - NVIDIA fabric manager service\n   Active: active (running)"))
                .isEmpty();
    }

    @Test
    void doubleBitErrorsAndPagesPendingRetirementAreTheUncorrectableEccFamily() {
        assertThat(ids("GPU 2 reports double bit ECC errors after the last job"))
                .containsExactly("ecc-uncorrectable");
        assertThat(ids("Retired pages pending: Yes (a reboot will retire them)"))
                .containsExactly("ecc-uncorrectable");
        assertThat(ids("Double Bit ECC Errors: 0")).isEmpty();
    }

    @Test
    void vllmWithNoRoomForItsKvCacheIsTheGpusOutOfMemory() {
        assertThat(ids("""
                        INFO worker.py:267] model weights take 5.20GiB; non_torch_memory takes 0.03GiB; PyTorch activation peak memory takes 1.42GiB; the rest of the memory reserved for KV Cache is -1.05GiB.
                        INFO executor_base.py:111] # cuda blocks: 0, # CPU blocks: 4681
                        """)).containsExactly("cuda-oom");
        assertThat(ids("ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`"))
                .containsExactly("cuda-oom");
        assertThat(ids("INFO executor_base.py:111] # cuda blocks: 2048, # CPU blocks: 4681"))
                .as("a KV cache that fits")
                .isEmpty();
    }

    @Test
    void comfyuisAllocationOnDeviceIsTheGpusOutOfMemory() {
        assertThat(ids("""
                        SamplerCustomAdvanced
                        Allocation on device
                        ERROR - !!! Exception during processing !!! Allocation on device
                        """)).containsExactly("cuda-oom");
        assertThat(ids("Loading 1 new model, allocation on device 0 done")).isEmpty();
    }

    @Test
    void onnxRuntimesArenaFailingIsTheGpusOutOfMemoryExceptOnTheCpuOrUnderGraphCapture() {
        String gpu = """
                providers=['CUDAExecutionProvider']
                [ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code returned while running MatMul node. Status Message: /onnxruntime_src/onnxruntime/core/framework/bfc_arena.cc:376 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool, onnxruntime::Stream*, bool, onnxruntime::WaitNotificationFn) Failed to allocate memory for requested buffer of size 4294967296
                """;
        assertThat(ids(gpu)).containsExactly("cuda-oom");
        String cpu = """
                session = ort.InferenceSession(path, providers=['CPUExecutionProvider'])
                [ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Status Message: bfc_arena.cc:376 onnxruntime::BFCArena::AllocateRawInternal Failed to allocate memory for requested buffer of size 4294967296
                """;
        assertThat(ids(cpu)).as("a session on the CPU only: the CPU arena").isEmpty();
        assertThat(ids(gpu.replace("providers=['CUDAExecutionProvider']", "sess_options.enable_cuda_graph = True")))
                .as("the arena may not grow while a CUDA graph is captured")
                .containsExactly("cuda-graph-capture-failure");
    }

    @Test
    void aTitleNamingLibrariesThatDoNotLoadIsTheMissingRuntimeLibrary() {
        assertThat(ids("Dynamic library libcudart.so.11.0 and libcublas.so.11 dont load"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(ids("cudnn64_8.dll fails to load after update")).containsExactly("cuda-runtime-lib-not-found");
        assertThat(ids("libcudart.so.11.0 loaded, but the model does not load")).isEmpty();
    }

    @Test
    void secureBootRejectingTheNvidiaModulesKeysIsTheModuleNotLoaded() {
        assertThat(ids("[BUG] nvidia-open module keys rejected after update")).containsExactly("driver-not-loaded");
        assertThat(ids("vboxdrv module keys rejected after update"))
                .as("another vendor's module")
                .isEmpty();
    }

    @Test
    void wslBlockingGpuAccessSaidInATitleIsNoUsableDriver() {
        assertThat(ids("GPU access blocked in WSL on Windows Server 2022")).containsExactly("no-driver");
        assertThat(ids("GPU access blocked for this browser tab")).isEmpty();
    }

    @Test
    void nvidiaSmiFailingInsideAContainerIsTheContainerWithoutTheGpuNotTheHostsModule() {
        assertThat(ids("""
                        $ sudo docker run -it -p 8888:8888 my/jupyter-image
                        (in the container's terminal)
                        $ nvidia-smi
                        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
                        """)).containsExactly("container-no-gpu");
        assertThat(
                        ids(
                                "Inside the LXD container: NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver."))
                .containsExactly("container-no-gpu");
        assertThat(ids("""
                        $ nvidia-smi
                        NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
                        """)).as("on the host").containsExactly("driver-not-loaded");
    }

    @Test
    void aFamilysSentenceCutShortByATitleOrAWrappedLineIsStillItsFamily() {
        assertThat(ids("RuntimeError: CUDA error: no kernel image is available"))
                .containsExactly("no-kernel-image");
        assertThat(ids("GPU has fallen off of the bus while gaming")).containsExactly("gpu-fell-off-bus");
        assertThat(ids("CUDA devices are busy or unavailable [bug]")).containsExactly("cuda-busy-unavailable");
        assertThat(ids("GPU is not usable due to an Uncorrectable ECC Error")).containsExactly("ecc-uncorrectable");
        assertThat(ids("Volatile Uncorrectable ECC errors: 0"))
                .as("a counter at zero")
                .isEmpty();
        assertThat(ids("""
                        RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus
                        error. It is possible that dataloader's workers are out of shared
                        """)).containsExactly("shm-bus-error");
        assertThat(ids("""
                        E local_client.cc:672] Execution of replica 0 failed: Resource exhausted: Out
                        of memory while trying to allocate 5520758552 bytes.
                        """)).containsExactly("cuda-oom");
        assertThat(byRule("Resource exhausted: Out of memory on the host while trying to allocate 1073741824 bytes"))
                .as(
                        "the host's memory: no rule claims it (the similar-reports fallback may still say what it resembles)")
                .isEmpty();
    }

    /** Applications that are not machine learning say the same failures in their own sentences (train-2026-11-28p). */
    @Test
    void applicationsOwnSentencesAreTheirFamilies() {
        assertThat(ids("Check failed: num_cuda_devices > 0 (0 vs. 0)")).containsExactly("no-driver");
        assertThat(ids("Found 0 CUDA devices")).containsExactly("no-driver");
        assertThat(ids("Number of CUDA devices: 0")).containsExactly("no-driver");
        assertThat(ids("Found 0 devices")).as("no GPU word: any bus's devices").isEmpty();
        assertThat(ids("Namespace(num_gpus=0, lr=0.1)"))
                .as("a setting, not a count found")
                .isEmpty();
        assertThat(ids("cudaGetDeviceCount returned 0")).as("0 is cudaSuccess").isEmpty();

        assertThat(ids("COLMAP 3.9.1 -- Structure-from-Motion\n(Commit e9903641 on 2024-01-08 without CUDA)"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(ids("You can also build without CUDA if you only need the CPU"))
                .isEmpty();

        assertThat(ids("[AVHWDeviceContext @ 0x5599facb8080] Could not dynamically load CUDA"))
                .containsExactly("wsl-libcuda-not-found");

        // A program's numbered CUDA error in its own sentence, read through the error-code catalogue.
        assertThat(ids("message: PhysX Internal CUDA error. Simulation can not continue! Error code 700!"))
                .containsExactly("illegal-address");
        assertThat(ids("CUDA error: code 2 out of memory")).containsExactly("cuda-oom");
        assertThat(ids("cudaGetDeviceCount returned 35")).containsExactly("driver-too-old");
    }

    /** The newest generation's reports (train-2026-11-28q): nvidia-smi finding no GPU, a quoted undefined symbol. */
    @Test
    void nvidiaSmiFindingNoDeviceAndAQuotedUndefinedSymbolAreTheirFamilies() {
        assertThat(ids("$ nvidia-smi\nNo devices were found")).containsExactly("no-driver");
        assertThat(ids("Error: No devices were found on this bus, try again"))
                .as("not the whole line")
                .isEmpty();
        assertThat(ids("[BUG]: undefined symbol: \"ncclCommWindowRegister\""))
                .containsExactly("cuda-library-version-mismatch");
        assertThat(ids("ImportError: libtorch_cuda.so: undefined symbol: 'cudnnGetVersion'"))
                .containsExactly("cudnn-version-mismatch");
    }

    /** Inference libraries' and distributed training's own sentences (train-2026-11-28s, -28t). */
    @Test
    void inferenceAndDistributedLibrariesOwnSentencesAreTheirFamilies() {
        assertThat(ids("/usr/bin/ld: cannot find -lcudart\ncollect2: error: ld returned 1 exit status"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(ids("/usr/bin/ld: cannot find -lpng")).isEmpty();
        assertThat(ids("201: :41367:41367 [1] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available"))
                .containsExactly("nccl-failure");
        assertThat(ids("NCCL WARN Cuda failure 'operation not permitted when stream is capturing'"))
                .as("NCCL failing under graph capture is the capture's")
                .doesNotContain("nccl-failure");
        assertThat(ids("gpu-7:1234:1234 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0"))
                .as("information, no failure")
                .isEmpty();
        // Numbers through the catalogue: CUDA 35 is an old driver, cuBLAS 15 NOT_SUPPORTED.
        assertThat(ids("[W] [TRT] CUDA initialization failure with error: 35. Please check your CUDA installation"))
                .containsExactly("driver-too-old");
        assertThat(ids("cuBLAS API failed with status 15 - Error")).containsExactly("cublas-status-error");
    }

    /** Graphics next to CUDA off WSL2 (train-2026-11-28v): EGL, Vulkan and CUDA's graphics interop failing. */
    @Test
    void headlessGraphicsFailingNextToCudaIsTheGraphicsPathMissing() {
        assertThat(ids("[F glutil.cpp:338] eglInitialize() failed")).containsExactly("wsl-gl-interop-unsupported");
        assertThat(ids(
                        "ImportError: Cannot initialize a EGL device display. This likely means that your EGL driver does "
                                + "not support the PLATFORM_DEVICE extension"))
                .containsExactly("wsl-gl-interop-unsupported");
        assertThat(ids("vulkaninfo.c:884: failed with VK_ERROR_INCOMPATIBLE_DRIVER"))
                .containsExactly("wsl-gl-interop-unsupported");
        // Simulators' renderers say it in Vulkan-Hpp's words, or their own (round fifteen).
        for (String said : List.of(
                "RuntimeError: vk::PhysicalDevice::createDeviceUnique: ErrorInitializationFailed",
                "RuntimeError: vk::createInstanceUnique: ErrorOutOfHostMemory",
                "Some required Vulkan extension is not present. You may not use the renderer to render",
                "Platform::WindowlessEglApplication::tryCreateContext(): unable to find EGL device for CUDA device 0",
                "[Error] [gpu.foundation.plugin] No device could be created.")) {
            assertThat(byRule(said)).as(said).containsExactly("wsl-gl-interop-unsupported");
        }
        assertThat(byRule("vk::createInstanceUnique succeeded")).isEmpty();
        assertThat(ids("Cuda error: 208[cudaGraphicsUnregisterResource(s.cudaColorBuffer[i]);]"))
                .containsExactly("wsl-gl-interop-unsupported");
        assertThat(ids("RuntimeError: Cuda error: 400[cudaGraphicsMapResources(2, &s.cudaPosBuffer, stream);]"))
                .as("an invalid handle is the program's")
                .doesNotContain("wsl-gl-interop-unsupported");
        assertThat(ids("EGL_EXT_device_base is supported")).isEmpty();
    }

    /** ONNX Runtime's and TensorRT's, JAX's, local runners' and other languages' sentences (train-2026-11-29a to -29d). */
    @Test
    void inferenceRuntimesJaxAndOtherLanguagesSayKnownFailuresInTheirOwnWords() {
        Map<String, String> said = new java.util.LinkedHashMap<>();
        said.put(
                "[E] [TRT] C:/source/rtSafe/safeRuntime.cpp (25) - Cuda Error in"
                        + " nvinfer1::internal::DefaultAllocator::allocate: 2 (out of memory)",
                "cuda-oom");
        said.put(
                "Failed to initialize the context: failed to allocate compute pp buffers (offload to GPU)", "cuda-oom");
        said.put(
                "Error Code 2: Internal Error (Assertion cublasStatus == CUBLAS_STATUS_SUCCESS failed. )",
                "cublas-status-error");
        said.put(
                "[W:onnxruntime:Default, onnxruntime_pybind_state.cc:509 CreateExecutionProviderInstance] Failed to create"
                        + " TensorrtExecutionProvider. Please reference https://onnxruntime.ai/docs/",
                "cuda-runtime-lib-not-found");
        said.put(
                "The code execution cannot proceed because cudart64_12.dll was not found. Reinstalling the program may fix"
                        + " this problem.",
                "cuda-runtime-lib-not-found");
        said.put(
                "Exception in thread \"main\" java.lang.UnsatisfiedLinkError: Error while loading native library"
                        + " \"JCurand-10.2.0-windows-x86_64\"",
                "cuda-runtime-lib-not-found");
        said.put(
                "WARNING:jax._src.lib.xla_bridge:No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and"
                        + " rerun for more info.)",
                "torch-not-compiled-with-cuda");
        said.put(
                "PyTorch is not linked with support for cuda devices (getDeviceGuardImpl at",
                "torch-not-compiled-with-cuda");
        said.put(
                "ptxas /tmp/x.ptx, line 9; fatal   : Unsupported .version 8.5; current version is '7.5'",
                "cuda-version-toolkit-mismatch");
        said.put("""
                CMake Error: The following variables are used in this project, but they are set to NOTFOUND.
                CUDA_cublas_device_LIBRARY (ADVANCED)
                """, "cuda-version-toolkit-mismatch");
        said.forEach((text, family) -> assertThat(ids(text)).as(text).containsExactly(family));
        for (String quiet : List.of(
                "UserWarning: No GPU/TPU found, falling back to CPU. My laptop does not have a compatible GPU",
                "WARNING:absl:No GPU/TPU found, falling back to CPU.\n  File \"/Users/me/colabfold/colabfold.py\", line 55",
                "failed to allocate compute buffers on the CPU backend",
                "Cuda Error in allocate: 1 (invalid argument)",
                "ptxas info    : Used 32 registers, 360 bytes cmem[0]")) {
            assertThat(ids(quiet)).as(quiet).isEmpty();
        }
        // The driver's own JIT (CUDA_ERROR_UNSUPPORTED_PTX_VERSION) too old for the PTX is the driver, not the toolkit.
        assertThat(
                        ids(
                                "ptxas application ptx input, line 9; fatal : Unsupported .version 8.5; current version is '8.4'\n"
                                        + "CUDA_ERROR_UNSUPPORTED_PTX_VERSION: the provided PTX was compiled with an unsupported toolchain"))
                .doesNotContain("cuda-version-toolkit-mismatch");
    }

    /** 3D vision, vision training frameworks and GPU array libraries in their own words (train-2026-11-29e to -29g). */
    @Test
    void visionAndArrayLibrariesSayKnownFailuresInTheirOwnWords() {
        Map<String, String> said = new java.util.LinkedHashMap<>();
        said.put(
                "NotImplementedError: Could not run 'torchvision::nms' with arguments from the 'CUDA' backend.",
                "torch-not-compiled-with-cuda");
        said.put(
                "cupy.cuda.memory.OutOfMemoryError: out of memory to allocate 1073741824 bytes (total 12373894656 bytes)",
                "cuda-oom");
        said.put(
                "RuntimeError: [enforce fail at event_gpu.cc:17] error == cudaSuccess. 2 vs 0. Error at:"
                        + " /home/sd/pytorch/caffe2/core/event_gpu.cc:17: out of memory",
                "cuda-oom");
        said.put("[BUG]: Error loading nvrtc-builtins64_131.dll", "cuda-runtime-lib-not-found");
        said.put(
                "numba.cuda.cudadrv.error.CudaSupportError: CUDA driver libraries are found but error occurred during load",
                "wsl-libcuda-not-found");
        said.forEach((text, family) -> assertThat(ids(text)).as(text).containsExactly(family));
        for (String quiet : List.of(
                "Could not run 'torchvision::nms' with arguments from the 'CPU' backend.",
                "error == cudaSuccess. 1 vs 0. invalid argument",
                "nvrtc-builtins64_131.dll loaded from C:/cuda/bin")) {
            assertThat(ids(quiet)).as(quiet).isEmpty();
        }
    }

    @Test
    void kernelPackagesGraphLibrariesAndVideoEncodersSayKnownFailuresInTheirOwnWords() {
        Map<String, String> said = new java.util.LinkedHashMap<>();
        said.put(
                "deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version"
                        + " 12.2 does not match the version torch was compiled with 11.8, unable to compile cuda/cpp"
                        + " extensions without a matching cuda version.",
                "cuda-version-toolkit-mismatch");
        said.put("Installed CUDA version 11.7 does not match torch version", "cuda-version-toolkit-mismatch");
        said.put(
                "dgl._ffi.base.DGLError: [10:33:21] /opt/dgl/src/runtime/c_runtime_api.cc:82: Check failed: allow_missing:"
                        + " Device API gpu is not enabled. Please install the cuda version of dgl.",
                "torch-not-compiled-with-cuda");
        said.put("[h264 @ 0x1e8e8840] Cannot load libnvcuvid.so.1", "wsl-libcuda-not-found");
        said.put(
                "docker compose up jellyfin\n[h264_nvenc @ 0x55688b625f40] Cannot load libnvidia-encode.so.1\n"
                        + "[h264_nvenc @ 0x55688b625f40] The minimum required Nvidia driver for nvenc is 418.30 or newer",
                "container-no-gpu");
        said.put(
                "[h264_nvenc @ 0x7ff3e9b83c00] Driver does not support the required nvenc API version. Required: 9.1"
                        + " Found: 9.0\n[h264_nvenc @ 0x7ff3e9b83c00] The minimum required Nvidia driver for nvenc is"
                        + " 418.30 or newer",
                "driver-too-old");
        said.put(
                "2017-05-02 E tensorflow_serving/model_servers/main.cc] ./tensorflow_model_server: error while loading"
                        + " shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory\n"
                        + "$ docker run -p 8500:8500 tensorflow/serving:latest-gpu",
                "container-no-gpu");
        said.put(
                "CUDA backend failed to initialize: Unable to use CUDA because of the following issues with CUDA"
                        + " components:\nOutdated cuDNN installation found.\nVersion JAX was built against: 8907",
                "cudnn-version-mismatch");
        said.put("Not found: No algorithm worked! [[{{node conv2d/Conv2D}}]]", "cudnn-status-error");
        said.put(
                "WhereOp: Could not launch cub::DeviceReduce::Sum to count number of true / nonzero indices."
                        + " temp_storage_bytes: 1, status: out of memory",
                "cuda-oom");
        said.forEach((text, family) -> assertThat(byRule(text)).as(text).contains(family));
        said.entrySet().stream()
                .filter(e -> !e.getValue().equals("container-no-gpu"))
                .forEach(e -> assertThat(byRule(e.getKey())).as(e.getKey()).containsExactly(e.getValue()));
        // The step a text names comes first: the video capability for a container, the driver's video packages for a
        // host, DGL's CUDA build.
        assertThat(first("docker run --gpus all jellyfin\nCannot load libnvidia-encode.so.1")
                        .firstRemedy())
                .contains("video capability");
        assertThat(first("[h264 @ 0x1e8e8840] Cannot load libnvcuvid.so.1").firstRemedy())
                .contains("libnvidia-decode");
        assertThat(first("Check failed: allow_missing: Device API gpu is not enabled.")
                        .firstRemedy())
                .contains("DGL");
    }

    @Test
    void simulationCodesAndServingEnginesSayKnownFailuresInTheirOwnWords() {
        assertThat(byRule("tpv15 CUDA error !!!!! <out of memory> !!!!! at CUDA call error code: # 2402"))
                .containsExactly("cuda-oom");
        assertThat(byRule("Kokkos::Cuda::initialize ERROR: running kernels compiled for compute capability 7.0 (>= 7.0)"
                        + " on device with compute capability 5.0 (>=5.0), this would give incorrect results!"))
                .containsExactly("no-kernel-image");
        assertThat(byRule("what():  [TM][ERROR] CUDA runtime error: out of memory /opt/tritonserver/lmdeploy/src/"
                        + "turbomind/utils/allocator.h:223"))
                .containsExactly("cuda-oom");
        assertThat(byRule("[TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, mCudaStream->get()):"
                        + " out of memory (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmBuffers.h:117)"))
                .containsExactly("cuda-oom");
        assertThat(byRule("This container was built for NVIDIA Driver Release 575.51 or later, but version 470.256.02"
                        + " was detected and compatibility mode is UNAVAILABLE."))
                .containsExactly("driver-too-old");
        assertThat(byRule(
                        "[E] [TRT] 2: [ltWrapper.cpp::setupHeuristic::327] Error Code 2: Internal Error (Unsupported SM:"
                                + " 0x809)"))
                .containsExactly("no-kernel-image");
    }

    @Test
    void dataScienceNotebooksAndUpscalersSayKnownFailuresInTheirOwnWords() {
        assertThat(byRule(
                        "MemoryError: std::bad_alloc: out_of_memory: RMM failure at:/conda/envs/rapids-22.10/include/rmm/"
                                + "mr/device/pool_memory_resource.hpp:193: Maximum pool size exceeded"))
                .containsExactly("cuda-oom");
        assertThat(byRule("RMM_ERROR_OUT_OF_MEMORY while trying to create cudf.DataFrame"))
                .containsExactly("cuda-oom");
        assertThat(byRule("RuntimeError: CUDA error:out of memory")).containsExactly("cuda-oom");
        assertThat(byRule("Could not load dynamic library \"libcudnn.so.8\""))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule(
                        "E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] s.ok() could not find cudnnCreate in cudnn DSO;"
                                + " dlerror: libcudnn.so.5: cannot open shared object file"))
                .contains("cuda-runtime-lib-not-found");
        assertThat(byRule(
                        "RuntimeError: onnxruntime_pybind_state.cc:857 onnxruntime::python::CreateExecutionProviderInstance"
                                + " CUDA_PATH is set but CUDA wasn't able to be loaded. Please install the correct version of CUDA"
                                + " and cuDNN as mentioned in the GPU requirements page"))
                .contains("cuda-runtime-lib-not-found");
        assertThat(
                        byRule(
                                "realesrgan-ncnn-vulkan.exe -i input.jpg -o output.png\nvkCreateInstance failed -9\ninvalid gpu device"))
                .containsExactly("wsl-gl-interop-unsupported");
        // nvidia-smi ships with the driver: missing on a host, the driver is; missing in a container (or at a root
        // prompt, as cloud "dev environments" are), the container was not given the GPU (that family's own rule).
        assertThat(byRule("FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'"))
                .containsExactly("no-driver");
        assertThat(byRule("$ docker run -it pytorch/pytorch bash\nroot@3f2a9c1b7d4e:/workspace# nvidia-smi\n"
                        + "bash: nvidia-smi: command not found"))
                .doesNotContain("no-driver");
        assertThat(byRule("(workflow) root@<ip>/workflow# nvidia-smi\nbash: nvidia-smi: command not found"))
                .doesNotContain("no-driver");
    }

    @Test
    void aPassedThroughGpuStoppedWithCode43IsTheDriverRefusingAndSaysHowAVmGetsPastIt() {
        DiagnosisFinding finding =
                first("# GPU Passthrough error code 43\nHello, i have success passthrough rtx3050 laptop"
                        + " gpu on orginal qemu kvm. But error 43 when use your custom qemu");
        assertThat(finding.id()).isEqualTo("no-driver");
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("Code 43");
        assertThat(byRule("Process finished with exit code 43")).doesNotContain("no-driver");
        // without the Code 43 the family's own first step stays first
        assertThat(RemedyDirectionTest.firstStep(
                        first("RuntimeError: No CUDA GPUs are available").remedy()))
                .doesNotContain("Code 43");
    }

    @Test
    void aBuildsNvccFailingAndAnEncodersOutOfMemoryAreTheirFamilies() {
        assertThat(byRule("error: command '/usr/local/cuda/bin/nvcc' failed with exit status 2"))
                .containsExactly("cuda-version-toolkit-mismatch");
        assertThat(byRule("error: command 'C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.4\\bin\\nvcc.exe'"
                        + " failed with exit code 2"))
                .containsExactly("cuda-version-toolkit-mismatch");
        assertThat(byRule("[h264_nvenc @ 0x55d5c1a4c900] CreateBitstreamBuffer failed: out of memory (10)"))
                .containsExactly("cuda-oom");
    }

    @Test
    void aChecksNcclStatusIsNcclFailing() {
        assertThat(byRule(
                        "F0410 12:01:33.123 parallel.cpp:130] Check failed: result == ncclSuccess (1 vs. 0)  unhandled cuda"
                                + " error"))
                .contains("nccl-failure");
        assertThat(byRule("error when training: status == ncclSuccess. 2 vs 0")).containsExactly("nccl-failure");
    }

    @Test
    void amdsRuntimeSayingCudasMessageIsNoCudaCodeWhileCudasOwnStillIs() {
        assertThat(ids("RuntimeError: HIP error: invalid device function\nHIP kernel errors might be asynchronously"
                        + " reported at some other API call"))
                .doesNotContain("no-kernel-image");
        assertThat(ids("RuntimeError: CUDA error: invalid device function")).contains("no-kernel-image");
    }

    @Test
    void buildsWithoutCudaAndOutOfMemoryInScienceCodesSayTheirFamilies() {
        assertThat(byRule("amber_minimize.py:417] There is no registered Platform called \"CUDA\""))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("dgl._ffi.base.DGLError: [15:39:21] /opt/dgl/src/array/array.cc:34: Operator Range does not"
                        + " support cuda device."))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("WARNING: ran out of memory, skipping batch")).containsExactly("cuda-oom");
        assertThat(byRule("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Failed to allocate request for"
                        + " 3.25GiB (3490543616B) on device ordinal 0"))
                .containsExactly("cuda-oom");
        assertThat(byRule(
                        "W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/asm_compiler.cc:80] Couldn't get"
                                + " ptxas version string: INTERNAL: Couldn't invoke ptxas --version"))
                .containsExactly("cuda-version-toolkit-mismatch");
        assertThat(byRule("unable to execute '/usr/local/cuda-9.0/bin/nvcc': No such file or directory"))
                .containsExactly("cuda-version-toolkit-mismatch");
    }

    @Test
    void windowsBuildsFrozenAppsAndVisionLibrariesSayKnownFailuresInTheirOwnWords() {
        assertThat(ids("d:\\program files\\nvidia gpu computing toolkit\\cuda\\v9.1\\include\\crt/host_config.h(135):"
                        + " fatal error C1189: #error:  -- unsupported Microsoft Visual\n Studio version! Only the versions"
                        + " 2012, 2013, 2015 and 2017 are supported!"))
                .contains("cuda-version-toolkit-mismatch");
        assertThat(byRule("ValueError: This CTranslate2 package was not compiled with CUDA support"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("pytorch                   1.9.0               py3.8_cpu_0    pytorch"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("error: invalid value 'cuda' for '--device <DEVICE>' [possible values: cpu]"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule(
                        "cv2.error: OpenCV(4.5.1) /opencv/modules/core/src/cuda/gpu_mat.cu:116: error: (-217:Gpu API call)"
                                + " out of memory in function 'allocate'"))
                .containsExactly("cuda-oom");
        assertThat(byRule("RuntimeError: Error in dlopen for library libnvrtc.so.11.2and libnvrtc-d833c4f3.so.11.2"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("ValueError: libcublas.so.*[0-9] not found in the system path ['/opt/blender/python/lib']"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("ERROR: LoadError: CUDA runtime API library cannot be found"))
                .containsExactly("cuda-runtime-lib-not-found");
    }

    @Test
    void roundSeventeensKindsAreReadInTheirOwnWords() {
        assertThat(byRule("getting error can not not find -lcuda while compiling AreTomo2 on Redhat8"))
                .containsExactly("wsl-libcuda-not-found");
        assertThat(byRule(
                        "CMake Error: The following variables are used in this project, but they are set to NOTFOUND.\n"
                                + "CUDA_CUDA_LIBRARY (ADVANCED)"))
                .containsExactly("wsl-libcuda-not-found");
        assertThat(byRule("- PyTorch version (GPU?): 2.0.1+cpu (False)\n- GPU: NVIDIA GeForce RTX 4090"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("Dense stereo reconstruction requires CUDA, which is not available on your system."))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("Simulation device \"GPU\" is not supported on this system"))
                .containsExactly("torch-not-compiled-with-cuda");
        assertThat(byRule("RuntimeError: Library cudart is not initialized"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("MEX cannot find library 'cudart' specified with the -l option."))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule(
                        "PreconditionNotMetError: The third-party dynamic library (cudnn64_7.dll) that Paddle depends on"
                                + " is not configured correctly. (error code is 126)"))
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("libcudnn (R5) not found in library path.")).containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("# Milvus GPU image: libnvidia-ml.so.1: file too short"))
                .containsExactly("container-no-gpu");
        assertThat(byRule("CUDA error: \"No binary for GPU\" from file <GPUInterfaceCUDA.cpp>, line 257."))
                .contains("no-kernel-image");
        for (String oom : List.of(
                "CUDA error: \"Out of memory\" from file <GPUInterfaceCUDA.cpp>, line 1010.",
                "GPUassert: out of memory pcdet/ops/iou3d_nms/src/iou3d_nms_kernel.cu 331",
                "# CUDA out-of-memory errors.",
                "vkAllocateMemory failed -2",
                "LogVulkanRHI: Error: VulkanRHI::vkQueueSubmit(Queue, 1, &SubmitInfo, Fence->GetHandle()) failed, VkResult=-2"
                        + " VK_ERROR_OUT_OF_DEVICE_MEMORY",
                "the error came out:CUDA out of  memory")) {
            assertThat(byRule(oom)).as(oom).containsExactly("cuda-oom");
        }
        assertThat(byRule("ImportError: correlation_cuda.so: undefined symbol: __cudaRegisterFatBinaryEnd"))
                .containsExactly("cuda-version-toolkit-mismatch");
        assertThat(byRule("error: identifier \"__syncwarp\" is undefined"))
                .containsExactly("cuda-version-toolkit-mismatch");
    }

    @Test
    void anInsufficientDriverWhereTheTextSaysThereIsNoNvidiaGpuIsNoDriver() {
        String error =
                "onnxruntime::CudaCall CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version";
        assertThat(byRule(error)).containsExactly("driver-too-old");
        String stated = "I do not have an nvidia card (I have an Intel(R) HD graphics 530)\n" + error;
        assertThat(byRule(stated)).containsExactly("no-driver");
        // The text already says what lspci would: the one step left is the CPU or another machine.
        assertThat(RemedyDirectionTest.firstStep(first(stated).remedy())).contains("no NVIDIA hardware");
        assertThat(first(stated).remedy()).doesNotContain("Install the driver for this GPU");
        assertThat(byRule("[error] cudaGetDeviceCount failed: " + error.substring(error.indexOf("CUDA driver"))
                        + "\nGPU: AMD Radeon HD 7970 GHz Edition"))
                .containsExactly("no-driver");
    }

    @Test
    void vulkanFindingNoDriverOutsideWslSaysToInstallOneFirst() {
        DiagnosisFinding finding = first(
                "realesrgan-ncnn-vulkan.exe -i input.jpg -o output.png\nvkCreateInstance failed -9\ninvalid gpu device");
        assertThat(finding.id()).isEqualTo("wsl-gl-interop-unsupported");
        assertThat(RemedyDirectionTest.firstStep(finding.remedy())).contains("Vulkan found no working driver");
    }

    /**
     * CUDNN_STATUS_BAD_PARAM is cuDNN saying its caller passed a wrong argument (a shape, a layout, a group count): in the
     * library most reports with it were the program's own, so it is told as what the code means, not as a cuDNN failure.
     * The same status when cuDNN could not even create its handle is still the family.
     */
    @Test
    void cudnnsBadParamIsTheCallersArgumentNotACudnnFailure() {
        String text = "cuDNN Error: CUDNN_STATUS_BAD_PARAM: file: ./src/convolutional_layer.c : line: 212";
        assertThat(ids(text)).isEmpty();
        assertThat(service.diagnose(text, DiagnosisContext.UNKNOWN).findings())
                .extracting(DiagnosisFinding::kind)
                .contains(DiagnosisFinding.Kind.ERROR_CODE);
        assertThat(ids("Could not create cudnn handle: CUDNN_STATUS_BAD_PARAM")).containsExactly("cudnn-status-error");
    }

    /** A CUDA runtime library said missing in prose ("missing libcudart.so.12", "... shared object not found"). */
    @Test
    void aCudaRuntimeLibrarySaidMissingInProseIsTheRuntimeLibraryNotFound() {
        assertThat(byRule("Snap 0.3.13 missing libcudart.so.12")).containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("`libcudart.so.8.0 shared object not found`")).containsExactly("cuda-runtime-lib-not-found");
        assertThat(byRule("could not find cublas64_11.dll")).containsExactly("cuda-runtime-lib-not-found");
        // Mentioning the library is not saying it is missing; cuDNN has a family of its own.
        assertThat(byRule("found libcudart.so.12 in /usr/local/cuda/lib64")).isEmpty();
        assertThat(byRule("missing libcudnn.so.8")).doesNotContain("cuda-runtime-lib-not-found");
    }

    private DiagnosisFinding first(String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().get(0);
    }

    private List<String> byRule(String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(f -> f.foundBy() != DiagnosisFinding.FoundBy.SIMILAR)
                .map(DiagnosisFinding::id)
                .toList();
    }

    private List<String> ids(String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }
}
