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

    /**
     * Training reports the rules read as pasted and, wrapped at 72 by {@link PasteFormsTest#wrapped}, did not; the last
     * three broke after a colon ("libcudart.so.12:"), before a capital ("Unknown" / "Error") and before a word code
     * starts with ("with capabilities").
     */
    @Test
    void realReportsWrappedAtAWidthAreReadAsTheyAreAsPasted() {
        List<String> names = List.of(
                "cuda-runtime-lib-not-found--xinference-1286.txt",
                "gpu-fell-off-bus--nvidia-docker-1553.txt",
                "container-no-gpu--gpu-burn-93-docker-run.txt",
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

    /**
     * Training reports the rules read as pasted and, cut at 80 by {@link PasteFormsTest#cut} as a console's screen is, did
     * not: the first five have several lines cut; the last three only one or two, read from the console's width alone.
     */
    @Test
    void realReportsCutAtAConsolesWidthAreReadAsTheyAreAsPasted() {
        List<String> names = List.of(
                "container-no-gpu--gpu-burn-93-docker-run.txt",
                "cuda-runtime-lib-not-found--xinference-1286.txt",
                "cuda-runtime-lib-not-found--onnxruntime-22968-title.txt",
                "driver-library-mismatch--labdao-plex-18.txt",
                "driver-too-old--vitis-ai-103.txt",
                "nccl-failure--tf-nccl-562.txt",
                "no-kernel-image--cuda-memtest-33.txt",
                "unspecified-launch-failure--kaldi-2636.txt");
        List<Fixtures.Fixture> reports = PasteFormsTest.trainingReports().stream()
                .filter(f -> names.contains(f.name()))
                .toList();
        assertThat(reports).hasSize(names.size());
        for (Fixtures.Fixture report : reports) {
            String cut = PasteFormsTest.cut(report.text(), 80);
            assertThat(WrappedLines.screenWidth(cut.lines().toList()))
                    .as(report.name())
                    .isEqualTo(80);
            assertThat(found(cut)).as(report.name() + " cut at 80").containsAll(report.expected());
        }
    }

    @Test
    void aScreenIsReadOnlyFromSeveralLinesCutAtItsWidthNotFromATableOrAWrappedMail() {
        String row = "| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2        |";
        String rule = "+-----------------------------------------------------------------------------------+";
        List<String> table = List.of(
                rule, row, rule, "| 0  NVIDIA A100-SXM4-40GB  On | 00000000:07:00.0 Off |                    0 |");
        WrappedLines read = WrappedLines.of(
                table, table, table.stream().map(String::toLowerCase).toList());
        assertThat(read.matched())
                .as("a table's rows end on their border")
                .isEqualTo(table.stream().map(String::toLowerCase).toList());

        String mail = PasteFormsTest.wrapped(
                "RuntimeError: the loader could not open the shared object libcudnn_ops_infer.so.8 because it was not found "
                        + "on the library path and the program stops here with a message that goes on for a while longer "
                        + "than a mail's width so that it wraps at a space more than once over several lines of text",
                72);
        assertThat(WrappedLines.screenWidth(mail.lines().toList()))
                .as("wrapped at spaces")
                .isZero();

        List<String> twice = List.of("x".repeat(90), "x".repeat(90), "short");
        assertThat(WrappedLines.screenWidth(twice)).as("one line repeated").isZero();
    }

    @Test
    void aWordCutByTheScreenIsReadWhole() {
        List<String> screen = List.of(
                "ImportError: libcudnn_ops_infer.so.8: cannot open shared object file: No such f",
                "ile or directory while loading the model weights from the checkpoint in the cac",
                "he folder of this user, which the program had downloaded the day before and kep",
                "t");
        List<String> lower = screen.stream().map(String::toLowerCase).toList();
        WrappedLines read = WrappedLines.of(screen, screen, lower);
        assertThat(read.matched().get(0)).contains("no such file or directory while");
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
