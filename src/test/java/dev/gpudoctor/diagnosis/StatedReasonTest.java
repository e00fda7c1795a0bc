package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A failure line that states its own reason is read by the reason: a loader or allocator names what went wrong
 * after the call that failed, and the call alone would point at another family. Each case has its control, the
 * same call failing for its own reason, which must still be read as before.
 */
class StatedReasonTest {

    private final DiagnosisService service = DiagnosisService.standard();

    @Test
    void aPinnedAllocationRefusedBecauseNoDeviceAnsweredIsTheMissingDeviceNotThePinnedLimit() {
        assertThat(ids("""
                        llm_load_tensors:        CPU buffer size =  4096.00 MiB
                        ggml_cuda_host_malloc: failed to allocate 256.00 MiB of pinned memory: no CUDA-capable device is detected
                        """)).containsExactly("no-driver");
        assertThat(ids("cudaHostAlloc failed: CUDA driver version is insufficient for CUDA runtime version"))
                .doesNotContain("pinned-memory-limit");

        assertThat(ids("ggml_cuda_host_malloc: failed to allocate 256.00 MiB of pinned memory: out of memory"))
                .as("the same call refused for memory is the pinned limit")
                .containsExactly("pinned-memory-limit");
    }

    @Test
    void aCudaLibraryThatCouldNotLoadBecauseLibcudaIsMissingIsLibcudaNotTheRuntimeLibrary() {
        assertThat(ids("""
                        Could not load library libcudnn_ops_infer.so.8. Error: libcuda.so: cannot open shared object file: No such file or directory
                        Please make sure libcudnn_ops_infer.so.8 is in your library path!
                        Aborted (core dumped)
                        """)).containsExactly("wsl-libcuda-not-found");

        assertThat(ids("OSError: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory"))
                .as("the runtime library itself missing")
                .containsExactly("cuda-runtime-lib-not-found");
        assertThat(ids("ImportError: 'libcublasLt.so.12': cannot open shared object file: No such file or directory"))
                .as("a quoted name before the loader's words")
                .containsExactly("cuda-runtime-lib-not-found");
    }

    @Test
    void aLibcudaThatLoadsButLacksADriverApiSymbolIsAnOldDriverNotAMissingLibrary() {
        assertThat(ids("""
                        level=DEBUG source=gpu.go:385 msg="Unable to load nvcuda" library=/usr/lib/libcuda.so.410.48 error="Unable to load /usr/lib/libcuda.so.410.48 library to query for Nvidia GPUs: /usr/lib/libcuda.so.410.48: wrong ELF class: ELFCLASS32"
                        dlerr: /usr/lib64/libcuda.so.410.48: undefined symbol: cuDevicePrimaryCtxRelease_v2
                        level=INFO msg="no compatible GPUs were discovered"
                        """)).containsExactly("driver-too-old");
        assertThat(
                        ids(
                                "ImportError: /opt/conda/lib/libtorch_cuda.so: undefined symbol: cudnnGetConvolutionForwardAlgorithm_v7"))
                .as("a cuDNN symbol is not the driver's")
                .doesNotContain("driver-too-old");

        assertThat(ids("RuntimeError: Unable to load libcuda.so: No such file or directory"))
                .as("libcuda not found at all stays the library family")
                .containsExactly("wsl-libcuda-not-found");
    }

    private List<String> ids(String text) {
        return service.diagnose(text, DiagnosisContext.NATIVE_LINUX).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }
}
