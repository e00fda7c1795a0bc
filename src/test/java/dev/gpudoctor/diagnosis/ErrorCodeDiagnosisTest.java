package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisFinding.FoundBy;
import dev.gpudoctor.model.DiagnosisReport;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Error codes in any spelling: mapped to the knowledge-base entry that explains them, else said what they mean. */
class ErrorCodeDiagnosisTest {

    private final DiagnosisService service = DiagnosisService.standard();
    private final ErrorCodeCatalogue catalogue = ErrorCodeCatalogue.standard();

    private List<DiagnosisFinding> findings(String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Error: cudaErrorIllegalAddress at kernel.cu:88                               | illegal-address",
                "CUresult CUDA_ERROR_ILLEGAL_ADDRESS from cuStreamSynchronize                 | illegal-address",
                "GPUassert: CUDA error 700 at solver.cu:42                                    | illegal-address",
                "CUDA error at foo.cu:255 code=700(cudaErrorIllegalAddress) \"cudaMemcpy\"    | illegal-address",
                "CUDA error 2 at ggml-cuda.cu:359: out of memory                              | cuda-oom",
                "jax: CUDA_ERROR_OUT_OF_MEMORY: out of memory                                 | cuda-oom",
                "cudaErrorMemoryAllocation: out of memory                                     | cuda-oom",
                "THCudaCheck FAIL file=THCGeneral.c line=16 error=35 : driver too old         | driver-too-old",
                "pynvml.nvml.NVMLError_NotSupported: Not Supported                            | nvml-not-supported",
                "nvmlDeviceGetPowerUsage returned NVML_ERROR_NOT_SUPPORTED                    | nvml-not-supported",
                "Check failed: error == cudaSuccess (46 vs. 0)                                | cuda-busy-unavailable",
                "cuda runtime error (719) : see above                                         | unspecified-launch-failure",
                "CUBLAS error 13 in gemm                                                      | cublas-status-error",
                "RuntimeError: NCCL Error 2: unhandled system error                           | nccl-failure",
                "msg=\"Unable to load CUDA management library\" nvmlInit_v2 err: 18             | driver-library-mismatch",
                "nvmlDeviceGetCount returned 9                                                | driver-not-loaded",
                "call to cuStreamSynchronize returned error 700: Illegal address during kernel | illegal-address",
                "call to cuMemAlloc returned error 2                                          | cuda-oom",
                "status = ncclRemoteError                                                     | nccl-failure",
                "cudnn error: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH                        | cudnn-version-mismatch",
                "nvml returned NVML_ERROR_GPU_IS_LOST                                         | gpu-fell-off-bus",
            })
    void aCodeInAnySpellingIsItsFamily(String line, String id) {
        List<DiagnosisFinding> found = findings(line.strip());
        assertThat(found).extracting(DiagnosisFinding::id).contains(id);
        assertThat(found.stream()
                        .filter(f -> f.id().equals(id))
                        .findFirst()
                        .orElseThrow()
                        .knownIssue())
                .isTrue();
    }

    @Test
    void aCodeOnALineASignatureAlreadyTookDoesNotCountTwice() {
        double sameLine =
                findings("pynvml.NVMLError_NotSupported: Not Supported").get(0).confidence();
        double otherLine = findings(
                        "pynvml.NVMLError_NotSupported: Not Supported\nnvml returned NVML_ERROR_NOT_SUPPORTED (3)")
                .get(0)
                .confidence();
        assertThat(sameLine).isEqualTo(0.85);
        assertThat(otherLine).isEqualTo(0.85);
        // A code on its own line raises a signature's finding: independent evidence.
        double both = findings(
                        "RuntimeError: CUDA error: an illegal memory access was encountered\nCUresult 700 CUDA_ERROR_ILLEGAL_ADDRESS")
                .get(0)
                .confidence();
        assertThat(both)
                .isGreaterThan(findings("RuntimeError: CUDA error: an illegal memory access was encountered")
                        .get(0)
                        .confidence());
    }

    /** CUDA 10.0 and older numbered the runtime's errors otherwise: 77 was an illegal address, 59 an assert. */
    @Test
    void anOldReportsRuntimeErrorNumberNamesTheCodeItNamedThen() {
        assertThat(catalogue.byNumber("cuda", 77))
                .map(ErrorCodeCatalogue.Code::number)
                .contains(700);
        assertThat(catalogue.byNumber("cuda", 59))
                .map(ErrorCodeCatalogue.Code::number)
                .contains(710);
        // A number the current enum still uses keeps its current meaning (4: cudaErrorCudartUnloading, once a launch
        // failure).
        assertThat(catalogue.byNumber("cuda", 4))
                .map(ErrorCodeCatalogue.Code::number)
                .contains(4);

        DiagnosisFinding finding = findings("CUDA error 77 at TensorRT-CenterNet/src/ctdetNet.cpp:163")
                .get(0);
        assertThat(finding.id()).isEqualTo("illegal-address");
        assertThat(finding.foundBy()).isEqualTo(FoundBy.CODE);
    }

    @Test
    void aKnownCodeWithoutAnEntryIsSaidWhatItMeansAtLowerConfidence() {
        DiagnosisReport report = service.diagnose("""
                Traceback (most recent call last):
                  File "train.py", line 12, in <module>
                RuntimeError: CUDA error: invalid program counter
                """, DiagnosisContext.UNKNOWN);
        assertThat(report.findings()).hasSize(1);
        DiagnosisFinding finding = report.findings().get(0);
        assertThat(finding.kind()).isEqualTo(DiagnosisFinding.Kind.ERROR_CODE);
        assertThat(finding.knownIssue()).isFalse();
        assertThat(finding.id()).isEqualTo("cudaErrorInvalidPc");
        assertThat(finding.code().number()).isEqualTo(718);
        assertThat(finding.code().sticky()).isTrue();
        assertThat(finding.title()).contains("718").contains("invalid program counter");
        assertThat(finding.explanation()).contains("sticky").contains("not a diagnosis");
        assertThat(finding.confidence()).isLessThan(Diagnoser.REPORT_THRESHOLD);
        assertThat(finding.evidence()).extracting(e -> e.line()).containsExactly(3);
    }

    @Test
    void aNonStickyCodeSaysSoAndAKnownIssueHidesCodeFindings() {
        DiagnosisFinding ordinal =
                findings("RuntimeError: CUDA error: invalid device ordinal").get(0);
        assertThat(ordinal.id()).isEqualTo("cudaErrorInvalidDevice");
        assertThat(ordinal.code().sticky()).isFalse();
        assertThat(ordinal.explanation()).doesNotContain("sticky");
        // With a recognised failure in the same text, only the known issue is reported.
        assertThat(
                        findings(
                                "RuntimeError: CUDA error: invalid device ordinal\nRuntimeError: CUDA error: an illegal memory access was encountered"))
                .extracting(DiagnosisFinding::id)
                .containsExactly("illegal-address");
    }

    @Test
    void aCommonMessageNeedsItsLibrarysNameBesideIt() {
        assertThat(findings("invalid argument")).isEmpty();
        assertThat(findings("Timeout waiting for lock")).isEmpty();
        assertThat(findings("CUDA error: invalid argument"))
                .extracting(DiagnosisFinding::id)
                .containsExactly("cudaErrorInvalidValue");
    }

    @Test
    void theCatalogueCameFromTheVendorsDefinitionsAndKnowsEverySpelling() {
        assertThat(catalogue.sources())
                .containsKeys(
                        "cuda-bindings", "nvidia-ml-py", "nvidia-cublas-cu12", "nvidia-cudnn-cu12", "nvidia-nccl-cu12");
        assertThat(catalogue.sources().values())
                .allSatisfy(version -> assertThat(version).matches("\\d+(\\.\\d+)+"));
        ErrorCodeCatalogue.Code illegal =
                catalogue.byName("CUDA_ERROR_ILLEGAL_ADDRESS").orElseThrow();
        assertThat(catalogue.byName("cudaErrorIllegalAddress")).contains(illegal);
        assertThat(illegal.number()).isEqualTo(700);
        assertThat(illegal.sticky()).isTrue();
        assertThat(illegal.spellings())
                .contains("CUDA error 700", "code=700", "error=700", "an illegal memory access was encountered");
        ErrorCodeCatalogue.Code notSupported =
                catalogue.byName("NVMLError_NotSupported").orElseThrow();
        assertThat(notSupported.names()).contains("NVML_ERROR_NOT_SUPPORTED");
        assertThat(notSupported.kbId()).isEqualTo("nvml-not-supported");
        assertThat(catalogue.codes()).hasSizeGreaterThan(200);
        assertThat(catalogue.codes().stream()
                        .filter(c -> c.family().equals("cuda"))
                        .count())
                .isGreaterThan(100);
        assertThat(catalogue.codes())
                .anySatisfy(c -> assertThat(c.family()).isEqualTo("cublas"))
                .anySatisfy(c -> assertThat(c.family()).isEqualTo("cudnn"))
                .anySatisfy(c -> assertThat(c.family()).isEqualTo("nccl"));
    }

    @Test
    void xidNumbersAreDecodedIntoTheirDocumentedMeaning() {
        DiagnosisFinding xid = findings("""
                [93297.027938] NVRM: Xid (PCI:0000:43:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52e7b0=0x101000e
                [93297.031618] NVRM: Xid (PCI:0000:43:00): 45, pid=1797828, name=python3, Ch 00000008
                [93297.031700] NVRM: Xid (PCI:0000:43:00): 13, pid='<unknown>', name=<unknown>, Graphics Exception: ESR 0x52ef30=0x0
                """).get(0);
        assertThat(xid.id()).isEqualTo("xid-error");
        assertThat(xid.explanation())
                .contains("13 Graphics Engine Exception")
                .contains("45 Preemptive cleanup")
                .containsOnlyOnce("13 Graphics");
        assertThat(xid.explanation().indexOf("13 Graphics"))
                .isLessThan(xid.explanation().indexOf("45 Preemptive"));
        // Xid 79 is its own, more specific finding.
        assertThat(findings("NVRM: Xid (PCI:0000:01:00): 79, pid=1234, GPU has fallen off the bus."))
                .extracting(DiagnosisFinding::id)
                .containsExactly("gpu-fell-off-bus");
    }
}
