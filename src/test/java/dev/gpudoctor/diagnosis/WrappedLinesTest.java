package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A sentence a paste wrapped over two lines is read whole; lines that only sit one under another are not joined. */
class WrappedLinesTest {

    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());

    private List<String> found(String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }

    /** Training reports the rules read as pasted and, wrapped at 72 by {@link PasteFormsTest#wrapped}, did not. */
    @Test
    void realReportsWrappedAtAWidthAreReadAsTheyAreAsPasted() {
        List<String> names = List.of(
                "cuda-graph-capture-failure--vllm-4432.txt",
                "driver-not-loaded--gcp-compute-gpu-33.txt",
                "nccl-failure--horovod-1651.txt",
                "cuda-busy-unavailable--detectron2-2580.txt",
                "container-no-gpu--mattshma-108-docker-instead-of-nvidia-docker.txt");
        List<Fixtures.Fixture> reports = PasteFormsTest.trainingReports().stream()
                .filter(f -> names.contains(f.name()))
                .toList();
        assertThat(reports).hasSize(names.size());
        for (Fixtures.Fixture report : reports) {
            String wrapped = PasteFormsTest.wrapped(report.text(), PasteFormsTest.WIDTH);
            assertThat(found(wrapped)).as(report.name() + " wrapped").containsAll(report.expected());
        }
    }

    @Test
    void shortLinesLogRecordsAndCodeAreNotJoined() {
        List<String> pasted = List.of(
                "2024-01-02 10:00:00 the loader prints its progress on this line and goes on", // no wrap width reached?
                "2024-01-02 10:00:01 next record",
                "a short line that ends without a stop",
                "continues here",
                "anaconda3/envs/fid/lib/python3.8/site-packages/torch/nn/modules/conv.py:456: a warning line goes on",
                "  return F.conv2d(input, weight, bias, self.stride,");
        List<String> lower = pasted.stream().map(String::toLowerCase).toList();
        WrappedLines wrapped = WrappedLines.of(pasted, pasted, lower);
        assertThat(wrapped.matched()).isEqualTo(lower);
    }

    @Test
    void aVetoAnywhereInTheWrappedSentenceStillHolds() {
        List<String> pasted = List.of(
                "this is a long line of a message that the mail client wrapped at its width and",
                "it goes on here with more of the same sentence before it comes to an end",
                "and ends on the third line");
        List<String> lower = pasted.stream().map(String::toLowerCase).toList();
        WrappedLines wrapped = WrappedLines.of(pasted, pasted, lower);
        assertThat(wrapped.matched().get(0)).isEqualTo(String.join(" ", lower));
        assertThat(wrapped.paragraph(2)).isEqualTo(wrapped.paragraph(0)).contains("mail client", "third line");
    }
}
