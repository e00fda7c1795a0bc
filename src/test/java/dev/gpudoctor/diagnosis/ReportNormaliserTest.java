package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReportNormaliserTest {

    @Test
    void markdownEscapesOutsideCodeAreReadAsTheirCharactersAndAWindowsPathIsNot() {
        assertThat(ReportNormaliser.forRules("pynvml.nvml.NVMLError\\_NotSupported: Not Supported"))
                .isEqualTo("pynvml.nvml.NVMLError_NotSupported: Not Supported");
        assertThat(ReportNormaliser.forRules(
                        "CUBLAS\\_STATUS\\_NOT\\_INITIALIZED when calling \\`cublasCreate(handle)\\`"))
                .isEqualTo("CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`");
        assertThat(ReportNormaliser.forRules(
                        "EP Error D:\\a\\_work\\1\\s\\onnxruntime\\core\\session\\provider_bridge_ort.cc:1131"))
                .isEqualTo("EP Error D:/a/_work/1/s/onnxruntime/core/session/provider_bridge_ort.cc:1131");
    }

    @Test
    void aNotebookFilesOutputLineIsReadAsItsStringAndALineThatOnlyLooksLikeOneIsNot() {
        assertThat(ReportNormaliser.forRules(
                        "\"RuntimeError: CUDA error: no kernel image is available for \\\"sm_120\\\"\\n\","))
                .isEqualTo("RuntimeError: CUDA error: no kernel image is available for \"sm_120\"");
        assertThat(ReportNormaliser.forRules("\"\\u00e9chec: CUDA_ERROR_NO_DEVICE\""))
                .isEqualTo("\u00e9chec: CUDA_ERROR_NO_DEVICE");
        // A backslash JSON does not allow, or a quote inside: not one JSON string, and kept (as a path reads).
        assertThat(ReportNormaliser.forRules("\"C:\\Users\\me\\cudnn64_8.dll\","))
                .isEqualTo("\"C:/Users/me/cudnn64_8.dll\",");
        assertThat(ReportNormaliser.forRules("\"a\" and \"b\\n\""))
                .isEqualTo("\"a\" and \"b/n\""); // read as any line's backslash
    }

    @Test
    void punctuationReadInAWesternCodePageIsReadAsThePunctuationItWas() {
        assertThat(ReportNormaliser.forRules(
                        "error: \u00E2\u20AC\u02DCcudaMallocAsync\u00E2\u20AC\u2122 was not declared in this scope"))
                .isEqualTo("error: 'cudaMallocAsync' was not declared in this scope");
        assertThat(
                        ReportNormaliser.forRules(
                                "Could not load library \u00E2\u20AC\u0153cudnn_ops_infer64_8.dll\u00E2\u20AC\u009D.\u00C2\u00A0Error code 126"))
                .isEqualTo("Could not load library \"cudnn_ops_infer64_8.dll\". Error code 126");
        // Another language's accents are letters, not a code page's mistake: kept.
        assertThat(ReportNormaliser.forRules("p\u00E2te \u00C2me")).isEqualTo("p\u00E2te \u00C2me");
    }

    @Test
    void zeroWidthCharactersAWebPagePutInsideWordsAreDropped() {
        assertThat(ReportNormaliser.forRules("CUDA_\u200BERROR_\u200BNO_\u200BDEVICE: no CUDA-\u00ADcapable device"))
                .isEqualTo("CUDA_ERROR_NO_DEVICE: no CUDA-capable device");
        assertThat(ReportNormaliser.forRules("\uFEFFRuntimeError: CUDA error: out of memory"))
                .isEqualTo("RuntimeError: CUDA error: out of memory");
    }

    @Test
    void aDockerJsonFileLogLineIsReadAsTheProgramsLine() {
        assertThat(
                        ReportNormaliser.forRules(
                                "{\"log\":\"ImportError: libcudnn.so.8: cannot open shared object file:"
                                        + " No such file or directory \\\"x\\\" \\u00e9\\n\",\"stream\":\"stderr\",\"time\":\"2024-05-01T10:00:00Z\"}"))
                .isEqualTo(
                        "ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory \"x\" \u00e9");
        assertThat(ReportNormaliser.forRules("{\"log\":\"\\n\",\"stream\":\"stdout\"}"))
                .isEmpty();
        // Not a json-file line after all (no closing quote): left as it is.
        assertThat(ReportNormaliser.forRules("{\"log\":\"CUDA error: out of memory"))
                .isEqualTo("{\"log\":\"CUDA error: out of memory");
    }

    @Test
    void aJournalLinesOrAPromptsHostNameIsNotReadAsWhatItIsNamedFor() {
        assertThat(ReportNormaliser.forRules("Nov 28 01:02:03 gpu-node-7 python3[12345]: Bus error (core dumped)"))
                .isEqualTo("Nov 28 01:02:03 host python3[12345]: Bus error (core dumped)");
        assertThat(ReportNormaliser.forRules("2024-05-01T10:00:00+0000 dgx-a100-3 kernel: NVRM: Xid 79"))
                .isEqualTo("2024-05-01T10:00:00+0000 host kernel: NVRM: Xid 79");
        assertThat(ReportNormaliser.forRules("(venv) me@gpu-box:~/cuda-project$ python train.py --device cuda"))
                .isEqualTo("(venv) me@host:dir$ python train.py --device cuda");
        assertThat(ReportNormaliser.forRules("root@dgx-a100-3:/workspace# nvidia-smi"))
                .isEqualTo("root@host:dir# nvidia-smi");
        // A container's id as the host says where the shell is: it stays.
        assertThat(ReportNormaliser.forRules("root@3f2a9c1b7d4e:/workspace# nvidia-smi"))
                .isEqualTo("root@3f2a9c1b7d4e:dir# nvidia-smi");
        assertThat(ReportNormaliser.forRules("contact me@gpu-box.org: it costs $5"))
                .isEqualTo("contact me@gpu-box.org: it costs $5");
        // A timestamped message is no header: its first word stays.
        assertThat(ReportNormaliser.forRules("2024-05-01T10:00:00Z CUDA error: out of memory"))
                .isEqualTo("2024-05-01T10:00:00Z CUDA error: out of memory");
    }

    @Test
    void anOutputPrintedAsOneEscapedStringIsReadAsItsLines() {
        assertThat(ReportNormaliser.forRules(
                        "{\"msg\": \"Traceback (most recent call last):\\n  File \\\"x.py\\\", line 1\\nRuntimeError: CUDA error:"
                                + " out of memory\\n\"}"))
                .isEqualTo(
                        "{\"msg\": \"Traceback (most recent call last): File \"x.py\", line 1 RuntimeError: CUDA error:"
                                + " out of memory \"}");
        assertThat(ReportNormaliser.forRules("b'ImportError: libcudnn.so.8: cannot open\\nDuring handling\\n'"))
                .isEqualTo("b'ImportError: libcudnn.so.8: cannot open During handling '");
        // One escape, or a Windows path's "\\nvidia" and "\\new", is no escaped output.
        assertThat(ReportNormaliser.forRules("C:\\Users\\nick\\nvidia\\new\\cudnn64_8.dll"))
                .isEqualTo("C:/Users/nick/nvidia/new/cudnn64_8.dll");
    }

    @Test
    void htmlCharacterReferencesAPageOrAMailKeptAreReadAsTheCharacters() {
        assertThat(
                        ReportNormaliser.forRules(
                                "Could not load dynamic library &#39;libcudart.so.11.0&#39;; dlerror: libcudart.so.11.0: cannot"))
                .isEqualTo("Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot");
        assertThat(ReportNormaliser.forRules(
                        "RuntimeError: &quot;CUDA error&quot; &lt;unknown&gt; &#x27;x&#x27; a&amp;b"))
                .isEqualTo("RuntimeError: \"CUDA error\" <unknown> 'x' a&b");
        // Not references: a shell's "&&", an unknown name, a NUL.
        assertThat(ReportNormaliser.forRules("cd build && make &foo; &#0;")).isEqualTo("cd build && make &foo; &#0;");
    }

    @Test
    void theRulesReadPastBoxDrawingFullWidthPunctuationNonLatinTextAndWindowsSeparators() {
        assertThat(ReportNormaliser.forRules("╭──────── Traceback (most recent call last) ────────╮"))
                .isEqualTo("Traceback (most recent call last)");
        assertThat(ReportNormaliser.forRules("│ RuntimeError: CUDA error: out of memory                │"))
                .isEqualTo("RuntimeError: CUDA error: out of memory");
        assertThat(ReportNormaliser.forRules(
                        "运行报错：RuntimeError：CUDA error：no kernel image is available for execution on the device"))
                .isEqualTo("RuntimeError: CUDA error: no kernel image is available for execution on the device");
        assertThat(ReportNormaliser.forRules("Ошибка: “libcudnn.so.8” не найдена"))
                .isEqualTo("\"libcudnn.so.8\"");
        assertThat(ReportNormaliser.forRules(
                        "Error loading \"C:\\Users\\alice\\envs\\sd\\lib\\site-packages\\torch\\lib\\cudnn64_8.dll\""))
                .isEqualTo("Error loading \"C:/Users/alice/envs/sd/lib/site-packages/torch/lib/cudnn64_8.dll\"");
    }

    @Test
    void aPlainAsciiLineIsLeftAsItIs() {
        String line = "RuntimeError: CUDA error: an illegal memory access was encountered (one space each)";
        assertThat(ReportNormaliser.forRules(line)).isSameAs(line);
    }

    @Test
    void spacesInsideAPlainLineReadAsOneAndItsIndentationStays() {
        // A chat, a justified paragraph or a PDF spaces words apart; the rules read the words.
        assertThat(ReportNormaliser.forRules("the error came out:CUDA out of  memory"))
                .isEqualTo("the error came out:CUDA out of memory");
        assertThat(ReportNormaliser.forRules("    File \"train.py\",\tline 12,  in <module>  "))
                .isEqualTo("    File \"train.py\", line 12, in <module>");
    }

    @Test
    void twoMachinesReportingTheSameFailureGiveTheSameSignalLine() {
        String alice =
                "2024-03-01 10:00:00.123456: W tensorflow/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; "
                        + "dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /home/alice/miniconda3/lib";
        String bob =
                "2021-11-30 23:59:59.000001: W tensorflow/dso_loader.cc:60] Could not load dynamic library 'libcudnn.so.8'; "
                        + "dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /opt/bob/cuda/lib";
        assertThat(ReportNormaliser.signalLine(alice))
                .isEqualTo(ReportNormaliser.signalLine(bob))
                .doesNotContain("alice", "2024", "/home")
                .contains("could not load dynamic library libcudnn.so.<n>");
        assertThat(ReportNormaliser.signalLine("(venv) carol@gpu-box-07:~/work$ python train.py"))
                .isEqualTo("python train.py");
        assertThat(ReportNormaliser.signalLine("Xid 79 at 0x7f3a2c000000, container 3f4e5d6c7b8a9f0e1d2c"))
                .isEqualTo("xid <n> at <hex>, container <hex>");
    }
}
