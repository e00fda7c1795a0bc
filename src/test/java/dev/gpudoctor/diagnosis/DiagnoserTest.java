package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DiagnoserTest {

    private final DiagnosisService service = DiagnosisService.standard();

    private static final String ILLEGAL_ADDRESS = "RuntimeError: CUDA error: an illegal memory access was encountered";

    @Test
    void crlfAnsiQuotedAndIndentedTracebacksAreReadLikePlainOnes() {
        String text = "> Traceback (most recent call last):\r\n"
                + ">   File \"run.py\", line 3, in <module>\r\n"
                + "> > \u001B[31m" + ILLEGAL_ADDRESS + "\u001B[0m\r\n";
        DiagnosisReport report = service.diagnose(text, DiagnosisContext.UNKNOWN);
        assertThat(report.findings()).extracting(DiagnosisFinding::id).containsExactly("illegal-address");
        assertThat(report.findings().get(0).evidence().get(0).line()).isEqualTo(3);
        assertThat(report.findings().get(0).evidence().get(0).text()).isEqualTo(ILLEGAL_ADDRESS);

        String indented = "    " + ILLEGAL_ADDRESS + "\r    next line\r";
        assertThat(service.diagnose(indented, DiagnosisContext.UNKNOWN).findings())
                .hasSize(1);
    }

    @Test
    void binaryAndNonUtf8BytesAreSurvivedAndSaidSo() throws Exception {
        byte[] noise = new byte[20_000];
        new Random(7).nextBytes(noise);
        byte[] error = ("\n" + ILLEGAL_ADDRESS + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[noise.length + error.length];
        System.arraycopy(noise, 0, all, 0, noise.length);
        System.arraycopy(error, 0, all, noise.length, error.length);
        DiagnosisReport report = service.diagnose(new ByteArrayInputStream(all), DiagnosisContext.UNKNOWN);
        assertThat(report.binary()).isTrue();
        assertThat(report.inputNote()).contains("binary");
        assertThat(report.findings()).extracting(DiagnosisFinding::id).contains("illegal-address");
    }

    @Test
    void aLargeInputIsCappedAndSaysSo() throws Exception {
        byte[] big = ("ok line\n".repeat(1000) + ILLEGAL_ADDRESS + "\n").getBytes(StandardCharsets.UTF_8);
        LogText text = LogText.read(new ByteArrayInputStream(big), 4_000);
        assertThat(text.truncated()).isTrue();
        assertThat(service.diagnose(text, DiagnosisContext.UNKNOWN).findings()).isEmpty();
        LogText whole = LogText.read(new ByteArrayInputStream(big), 1_000_000);
        assertThat(whole.truncated()).isFalse();
        assertThat(service.diagnose(whole, DiagnosisContext.UNKNOWN).findings()).hasSize(1);
    }

    @Test
    void theSameLoaderErrorKeepsItsIdAndShowsThePlatformsBranchOfTheRemedy() {
        String text = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory";
        DiagnosisFinding wsl2 =
                service.diagnose(text, DiagnosisContext.WSL2).findings().get(0);
        DiagnosisFinding nativeLinux =
                service.diagnose(text, DiagnosisContext.NATIVE_LINUX).findings().get(0);
        assertThat(List.of(wsl2.id(), nativeLinux.id())).containsOnly("wsl-libcuda-not-found");
        assertThat(wsl2.remedy()).contains("/usr/lib/wsl/lib").doesNotContain("On WSL2:");
        assertThat(nativeLinux.remedy()).doesNotContain("/usr/lib/wsl/lib").contains("ldconfig -p");
        // Unknown context: every branch, labelled; a WSL2 kernel string in the text puts WSL2's first.
        String unknown = service.diagnose(text, DiagnosisContext.UNKNOWN)
                .findings()
                .get(0)
                .remedy();
        assertThat(unknown.indexOf("On native Linux:")).isPositive().isLessThan(unknown.indexOf("On WSL2:"));
        String withKernel = "Python platform: Linux-5.15.90.1-microsoft-standard-WSL2-x86_64-with-glibc2.35\n" + text;
        String likelyWsl2 = service.diagnose(withKernel, DiagnosisContext.UNKNOWN)
                .findings()
                .get(0)
                .remedy();
        assertThat(likelyWsl2).startsWith("1. On WSL2: ").contains("On native Linux:");
    }

    @Test
    void aCpuIllegalInstructionIsNotCudaError715() {
        assertThat(service.diagnose("Illegal instruction (core dumped)", DiagnosisContext.WSL2)
                        .findings())
                .extracting(DiagnosisFinding::id, DiagnosisFinding::kind)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(
                        "signal-illegal-instruction", DiagnosisFinding.Kind.SYMPTOM));
        assertThat(service.diagnose("CUDA error: an illegal instruction was encountered", DiagnosisContext.UNKNOWN)
                        .findings())
                .extracting(DiagnosisFinding::id)
                .containsExactly("illegal-instruction");
    }

    @Test
    void cudaVersionErrAloneInNvidiaSmiOnWsl2IsNotAnError() {
        String smi = "| NVIDIA-SMI 545.46                 Driver Version: 546.80       CUDA Version: ERR!     |";
        assertThat(service.diagnose(smi, DiagnosisContext.WSL2).findings()).isEmpty();
    }

    @Test
    void dsaSetAtRunTimeIsTheBuildFlagFinding() {
        DiagnosisReport report = service.diagnose("""
                $ export TORCH_USE_CUDA_DSA=1
                $ python train.py
                RuntimeError: CUDA error: device-side assert triggered
                Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
                """, DiagnosisContext.UNKNOWN);
        assertThat(report.findings())
                .extracting(DiagnosisFinding::id)
                .containsExactlyInAnyOrder("device-side-assert", "dsa-build-flag");
        DiagnosisFinding dsa = report.findings().stream()
                .filter(f -> f.id().equals("dsa-build-flag"))
                .findFirst()
                .orElseThrow();
        assertThat(dsa.evidence()).extracting(e -> e.line()).containsExactly(1);
        assertThat(dsa.remedy()).contains("$ unset TORCH_USE_CUDA_DSA");
        assertThat(dsa.confirmedBy()).contains(CheckId.TORCH_CUDA_DSA);
    }

    @Test
    void aPinnedMemoryFailureIsNotAlsoReportedAsPlainOutOfMemory() {
        DiagnosisReport report = service.diagnose("""
                  File "/usr/lib/python3/site-packages/torch/utils/data/_utils/pin_memory.py", line 58, in pin_memory
                    return data.pin_memory(device)
                RuntimeError: CUDA error: out of memory
                """, DiagnosisContext.WSL2);
        assertThat(report.findings()).extracting(DiagnosisFinding::id).containsExactly("pinned-memory-limit");
        assertThat(report.findings().get(0).confidence()).isGreaterThanOrEqualTo(0.9);
    }

    @Test
    void findingsAreRankedByConfidenceAndEmptyTextFindsNothing() {
        DiagnosisReport report = service.diagnose("""
                RuntimeError: CUDA error: an illegal memory access was encountered
                Bus error (core dumped)
                """, DiagnosisContext.NATIVE_LINUX);
        assertThat(report.findings())
                .extracting(DiagnosisFinding::id)
                .containsExactly("illegal-address", "kernel-bus-error");
        assertThat(report.findings().get(0).confidence())
                .isGreaterThan(report.findings().get(1).confidence());
        assertThat(service.diagnose("", DiagnosisContext.UNKNOWN).findings()).isEmpty();
        assertThat(service.diagnose((String) null, DiagnosisContext.UNKNOWN).hasFindings())
                .isFalse();
    }

    @Test
    void everyKnowledgeBaseEntryHasRemediesReferencesAndAnExplanation() {
        // The checks an entry names are typed and validated as the file loads (KnowledgeBaseStrictnessTest).
        for (KnowledgeBase.KnownIssue issue : service.knowledgeBase().issues()) {
            assertThat(issue.remedies()).as(issue.id()).isNotEmpty();
            assertThat(issue.references())
                    .as(issue.id())
                    .isNotEmpty()
                    .allSatisfy(url -> assertThat(url).startsWith("https://"));
            assertThat(issue.explanation()).as(issue.id()).isNotBlank();
        }
    }
}
