package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How the similarity fallback reads a text: through the one normaliser, and by what the text states as well as its words. */
class SimilarReportsTest {

    @Test
    void aSignalLineIsWhatReportNormaliserReadsNotASecondNormalisation() {
        List<String> pasted = List.of(
                "2024-03-01 10:00:00.123456: W tensorflow/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: "
                        + "cannot open shared object file: No such file or directory",
                "运行报错：RuntimeError：CUDA error：no kernel image is available for execution on the device",
                "OSError: [WinError 126] Error loading \"C:\\Users\\alice\\envs\\sd\\lib\\site-packages\\torch\\lib\\cudnn64_8.dll\"",
                "Epoch 3/10: loss 0.41"); // no failure in it: not a signal line
        assertThat(SimilarReports.signalLines(pasted))
                .containsExactly(
                        ReportNormaliser.signalLine(pasted.get(0)),
                        ReportNormaliser.signalLine(pasted.get(1)),
                        ReportNormaliser.signalLine(pasted.get(2)));
        assertThat(SimilarReports.signalLines(pasted).get(2))
                .contains("winerror <n>", "cudnn64_8.dll")
                .doesNotContain("alice", "users");
    }

    @Test
    void oneLibraryOnTwoPlatformsAndVersionsIsOneTermAndACodeKeepsItsNumber() {
        assertThat(SimilarReports.signalTerms(Signals.read(
                        "OSError: libcudnn_ops_infer.so.8: cannot open shared object file: No such file or directory")))
                .contains("sig_library_load_cudnn_ops_infer");
        assertThat(
                        SimilarReports.signalTerms(
                                Signals.read(
                                        "OSError: [WinError 126] Error loading \"C:\\env\\torch\\lib\\cudnn_ops_infer64_9.dll\" or one of its dependencies.")))
                .contains("sig_library_load_cudnn_ops_infer", "sig_error_code_win32_126");
        assertThat(SimilarReports.signalTerms(
                        Signals.read("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to load PTX")))
                .containsExactly("sig_exception_xlaruntimeerror");
        assertThat(SimilarReports.signalTerms(Signals.read("torch 2.1.0 with CUDA 12.1: loss went up after epoch 3")))
                .as("stack and versions say where")
                .isEmpty();
    }

    @Test
    void aReportThatStatesTheSameLibraryInOtherWordsIsTheNearest() {
        // Two known reports of two families; the text shares more plain words with the second ("error", "the"; the
        // first
        // only "or"), but names the first's library in its Windows form.
        String linux = "ImportError: libcublasLt.so.11: cannot open shared object file: No such file or directory";
        String words = "error: the kernel module was not built";
        KnownReport library = new KnownReport(
                "lib",
                List.of("cuda-runtime-lib-not-found"),
                "a",
                "https://example.org/1",
                SimilarReports.signalLines(List.of(linux)),
                SimilarReports.signalTerms(Signals.read(linux)));
        KnownReport other = new KnownReport(
                "other",
                List.of("triton-compile-failure"),
                "b",
                "https://example.org/2",
                SimilarReports.signalLines(List.of(words)),
                SimilarReports.signalTerms(Signals.read(words)));
        SimilarReports reports = new SimilarReports(List.of(library, other), SimilarReports.Settings.STANDARD);
        String windows = "the program failed to start: error loading cublasLt64_12.dll or one of its dependencies";

        assertThat(reports.nearest(
                        SimilarReports.signalLines(List.of(windows)),
                        SimilarReports.signalTerms(Signals.read(windows)),
                        2))
                .first()
                .extracting(n -> n.report().id())
                .isEqualTo("lib");
    }

    private static KnownReport known(String id, List<String> labels, String text) {
        return new KnownReport(
                id,
                labels,
                id,
                "https://example.org/" + id,
                SimilarReports.signalLines(List.of(text)),
                SimilarReports.signalTerms(Signals.read(text)));
    }

    @Test
    void aTextAsNearToANegativeAsToAFamilyIsNotAnsweredAndOneFarFromEveryNegativeIs() {
        // One neighbour votes, no score floor: what decides is the nearest negative against the family's nearest
        // report.
        SimilarReports.Settings settings = new SimilarReports.Settings(1, 0.7, 0, 1, true, 3f, 2f, 1f, 0.6);
        KnownReport gpu =
                known("gpu", List.of("cuda-oom"), "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB");
        KnownReport host = known(
                "host",
                List.of(),
                "RuntimeError: DefaultCPUAllocator: out of memory. Tried to allocate 4.00 GiB (not enough memory)");
        KnownReport ssh = known("ssh", List.of(), "ssh: connect to host gpu-node port 22: Connection refused");
        String text = "RuntimeError: CUDA out of memory. Tried to allocate 4.00 GiB (not enough memory)";
        List<String> lines = SimilarReports.signalLines(List.of(text));
        List<String> terms = SimilarReports.signalTerms(Signals.read(text));

        SimilarReports withHost = new SimilarReports(List.of(gpu, host, ssh), settings);
        List<SimilarReports.Neighbour> near = withHost.nearest(lines, terms, 3);
        assertThat(near).extracting(n -> n.report().id()).startsWith("gpu", "host");
        assertThat(near.get(1).score())
                .as("the negative reads like the text")
                .isGreaterThan(0.6 * near.get(0).score());
        assertThat(withHost.resemblanceOfSignals(lines, terms)).isEmpty();

        assertThat(new SimilarReports(List.of(gpu, ssh), settings).resemblanceOfSignals(lines, terms))
                .get()
                .extracting(SimilarReports.Resemblance::family)
                .isEqualTo("cuda-oom");
        // With no margin (a negative counts only by its place and its share of the vote) the same library answers.
        SimilarReports.Settings noMargin =
                new SimilarReports.Settings(1, 0.7, 0, 1, true, 3f, 2f, 1f, Double.MAX_VALUE);
        assertThat(new SimilarReports(List.of(gpu, host, ssh), noMargin).resemblanceOfSignals(lines, terms))
                .isPresent();
    }

    @Test
    void aModuleRefusedThatIsAnothersNeverLooksLikeNvidiasDriverFailing() {
        SimilarReports.Settings settings = new SimilarReports.Settings(1, 0.7, 0, 1, true, 3f, 2f, 1f, 0.6);
        KnownReport nvidia = known(
                "nvidia-dkms",
                List.of(SignalPatterns.DRIVER_FAMILY),
                "Building module: nvidia 535.104.05\nError! Bad return status for module build on kernel: 6.5.0-14-generic"
                        + " (x86_64)\nConsult /var/lib/dkms/nvidia/535.104.05/build/make.log for more information.");
        SimilarReports library = new SimilarReports(List.of(nvidia), settings);
        String vbox = "Building module: virtualbox 7.0.12\nError! Bad return status for module build on kernel:"
                + " 6.5.0-14-generic (x86_64)\nConsult /var/lib/dkms/virtualbox/7.0.12/build/make.log for more information.";
        String ownModule = vbox.replace("virtualbox", "nvidia");

        List<String> vboxTerms = SimilarReports.signalTerms(Signals.read(vbox));
        assertThat(vboxTerms).anyMatch(t -> t.endsWith(SimilarReports.OTHER_MODULE));
        assertThat(library.resemblanceOfSignals(
                        SimilarReports.signalLines(vbox.lines().toList()), vboxTerms))
                .as("VirtualBox's module refused reads like NVIDIA's, word for word, and is not NVIDIA's")
                .isEmpty();
        assertThat(library.resemblanceOfSignals(
                        SimilarReports.signalLines(ownModule.lines().toList()),
                        SimilarReports.signalTerms(Signals.read(ownModule))))
                .get()
                .extracting(SimilarReports.Resemblance::family)
                .isEqualTo(SignalPatterns.DRIVER_FAMILY);
    }

    @Test
    void aPasteTheLibraryKnowsResolvedTwoWaysVotesForNeither() {
        SimilarReports.Settings settings = new SimilarReports.Settings(1, 0.7, 0, 1, true, 3f, 2f, 1f, 0.6);
        String text = "/usr/lib/python3.10/site-packages/torch/amp/autocast_mode.py:250: UserWarning: User provided"
                + " device_type of 'cuda', but CUDA is not available. Disabling";
        KnownReport inContainer = known("compose-no-gpus-flag", List.of("container-no-gpu"), text);
        KnownReport cpuTorch =
                known("env-cpu-torch", List.of("torch-not-compiled-with-cuda"), text.replace("250", "204"));
        KnownReport other = known("oom", List.of("cuda-oom"), "torch.OutOfMemoryError: CUDA out of memory.");
        List<KnownReport> whole = List.of(inContainer, cpuTorch, other);
        assertThat(KnownReportLibrary.contradicted(whole))
                .containsExactlyInAnyOrder("compose-no-gpus-flag", "env-cpu-torch");

        // Leave-one-stack-out keeps one of the two: alone it would answer its own family for the other's paste.
        List<KnownReport> part = List.of(inContainer, other);
        List<String> lines = SimilarReports.signalLines(List.of(text));
        List<String> terms = SimilarReports.signalTerms(Signals.read(text));
        assertThat(new SimilarReports(part, settings).resemblanceOfSignals(lines, terms))
                .isPresent();
        assertThat(new SimilarReports(part, settings, KnownReportLibrary.contradicted(whole))
                        .resemblanceOfSignals(lines, terms))
                .as("the whole library knows this paste was resolved two ways")
                .isEmpty();
        assertThat(new SimilarReports(whole, settings).resemblanceOfSignals(lines, terms))
                .isEmpty();
    }
}
