package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Held-out reports as people paste them: quoted by a mail client or forum and wrapped, coloured with
 * ANSI codes, or only a bare signal; and what the diagnosis says when it recognises nothing.
 */
class TextAsPastedTest {

    private static final DiagnosisService SERVICE = DiagnosisService.standard();

    private static Fixtures.Fixture heldout(String name) {
        List<Fixtures.Fixture> all = new ArrayList<>(Fixtures.load().all());
        all.addAll(Fixtures.newHeldOut());
        return all.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    /** Quotes every line with "> " and wraps it at {@code width} characters on spaces, as a mail client does. */
    private static String quoteWrapped(String text, int width) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            String rest = line;
            while (rest.length() > width && rest.lastIndexOf(' ', width) > 0) {
                int cut = rest.lastIndexOf(' ', width);
                out.append("> ").append(rest, 0, cut).append('\n');
                rest = rest.substring(cut + 1);
            }
            out.append("> ").append(rest).append('\n');
        }
        return out.toString();
    }

    private static List<String> known(DiagnosisReport report) {
        return report.findings().stream()
                .filter(DiagnosisFinding::knownIssue)
                .map(DiagnosisFinding::id)
                .toList();
    }

    @Test
    void quoteWrappedHeldOutReportsAreJoinedBackAndStillRecognised() {
        for (String name : List.of("no-kernel-image--ollama-12408.txt", "no-kernel-image--sd-webui-nix-9.txt")) {
            Fixtures.Fixture fixture = heldout(name);
            assertThat(known(SERVICE.diagnose(fixture.text(), DiagnosisContext.UNKNOWN)))
                    .as(name + " as written")
                    .contains("no-kernel-image");
            String wrapped = quoteWrapped(fixture.text(), 40);
            DiagnosisReport report = SERVICE.diagnose(wrapped, DiagnosisContext.UNKNOWN);
            assertThat(known(report))
                    .as(name + " quoted and wrapped at 40 columns")
                    .contains("no-kernel-image");
            assertThat(wrapped).doesNotContain("no kernel image is available for execution");
            assertThat(LogText.of(wrapped).lines())
                    .anySatisfy(l -> assertThat(l).contains("no kernel image is available for execution"));
            assertThat(report.linesRead())
                    .as("line numbers stay those of the input")
                    .isEqualTo((int) wrapped.lines().count());
        }
    }

    @Test
    void aTracebacksIndentedCodeLinesAreNotJoined() {
        LogText text = LogText.of("""
                >   File "/home/u/.conda/envs/j/lib/python3.11/site-packages/jax/_src/numpy/linalg.py", line 692, in det
                >     sign, logdet = slogdet(a)
                > RuntimeError: CUDA error: no kernel image is available for execution on the device with a long tail
                > and this is its wrapped rest""");
        assertThat(text.lines())
                .containsExactly(
                        "File \"/home/u/.conda/envs/j/lib/python3.11/site-packages/jax/_src/numpy/linalg.py\", line 692, in det",
                        "sign, logdet = slogdet(a)",
                        "RuntimeError: CUDA error: no kernel image is available for execution on the device with a long tail and this is its wrapped rest",
                        "");
    }

    @Test
    void ansiColouredHeldOutReportIsRecognisedWithCleanEvidence() {
        Fixtures.Fixture fixture = heldout("no-kernel-image--ollama-12408.txt");
        String coloured = fixture.text()
                .lines()
                .map(l -> "\u001B[31m" + l + "\u001B[0m")
                .reduce((a, b) -> a + "\n" + b)
                .orElseThrow();
        DiagnosisReport report = SERVICE.diagnose(coloured, DiagnosisContext.UNKNOWN);
        assertThat(known(report)).contains("no-kernel-image");
        assertThat(report.findings())
                .allSatisfy(f -> assertThat(f.evidence())
                        .allSatisfy(e -> assertThat(e.text()).doesNotContain("\u001B")));
        assertThat(LogText.stripAnsi(coloured))
                .isEqualTo(fixture.text().lines().reduce((a, b) -> a + "\n" + b).orElseThrow());
    }

    @Test
    void colourCodesWhoseEscapeWasLostOrWrittenAsTextAreRemovedAndABracketedFigureIsNot() {
        LogText text = LogText.of(String.join(
                "\n",
                "[0;31mRuntimeError[0m: CUDA error: out of memory",
                "\\u001b[1;31mOutOfMemoryError\\u001b[0m: CUDA out of memory.",
                "^[[32mok^[[0m \\x1b[0m\\033[0m",
                "2025-05-08 12:28:30 [821ms] [Error] took [30s], [m3] x[7]"));
        assertThat(text.lines())
                .containsExactly(
                        "RuntimeError: CUDA error: out of memory",
                        "OutOfMemoryError: CUDA out of memory.",
                        "ok",
                        "2025-05-08 12:28:30 [821ms] [Error] took [30s], [m3] x[7]");
    }

    @Test
    void aBareIllegalInstructionFromTheHeldOutSetIsALowConfidenceSymptomNotAKnownIssue() {
        Fixtures.Fixture fixture = heldout("negative--privategpt-326-cpu-sigill.txt");
        DiagnosisReport report = SERVICE.diagnose(fixture.text(), DiagnosisContext.UNKNOWN);
        assertThat(known(report)).isEmpty();
        DiagnosisFinding symptom = report.findings().stream()
                .filter(f -> f.kind() == DiagnosisFinding.Kind.SYMPTOM)
                .findFirst()
                .orElseThrow();
        assertThat(symptom.id()).isEqualTo("signal-illegal-instruction");
        assertThat(symptom.confidence()).isLessThan(0.5);
        assertThat(symptom.explanation()).contains("CPU");
        assertThat(symptom.remedy()).contains("Paste next").contains("/proc/cpuinfo");
        assertThat(symptom.confirmedBy()).isNotEmpty();
        assertThat(report.headline("x"))
                .startsWith("No known failure recognised in x")
                .contains("Next:");
    }

    @Test
    void aSlurmHostOomKillFromTheHeldOutSetSaysHostMemory() {
        Fixtures.Fixture fixture = heldout("negative--nextflow-5932-slurm-host-oom.txt");
        DiagnosisReport report = SERVICE.diagnose(fixture.text(), DiagnosisContext.UNKNOWN);
        assertThat(known(report)).isEmpty();
        assertThat(report.findings()).extracting(DiagnosisFinding::id).contains("signal-killed");
    }

    @Test
    void gpuDoctorsOwnChecklistFromAMachineWithoutAGpuClaimsNoKnownFailure() {
        // As the Checklist tab prints it on the development machine (no NVIDIA device); it once read as libcuda missing
        // under WSL2: "no libcuda.so.1 needed" beside the `wsl` check's name.
        String checklist = """
                ## GPU Doctor checklist

                - OS: Debian GNU/Linux 12 (bookworm), kernel 6.18.44 (native Linux)
                - Driver: unknown, CUDA unknown
                - Overall: **PASS**

                | Status | Check | Value |
                |---|---|---|
                | SKIP | `gpu-visible` | no NVIDIA GPU (no NVIDIA PCI device) |
                | SKIP | `driver-version` | unknown |
                | SKIP | `wsl` | native Linux |
                | SKIP | `windows-half` | not WSL2 |
                | SKIP | `loader-path` | no NVIDIA GPU here: no libcuda.so.1 needed |
                | SKIP | `cuda-init` | torch.cuda.is_available() is False: no NVIDIA driver |
                """;
        DiagnosisReport report = SERVICE.diagnose(checklist, DiagnosisContext.UNKNOWN);
        assertThat(report.recognised()).as(report.findings().toString()).isFalse();
        assertThat(SERVICE.diagnose(
                                "cp: libcuda.so.1: no libcuda found in /usr/lib/wsl/lib under WSL2",
                                DiagnosisContext.UNKNOWN)
                        .findings())
                .as("libcuda said missing under WSL2 stays its family")
                .extracting(DiagnosisFinding::id)
                .contains("wsl-libcuda-not-found");
    }

    @Test
    void aGpuAnsweredAvailableIsNoSymptomAndASymptomNeverHidesAKnownCause() {
        assertThat(SERVICE.diagnose("torch.cuda.is_available(): True", DiagnosisContext.NATIVE_LINUX)
                        .findings())
                .isEmpty();
        assertThat(SERVICE.diagnose(
                                "torch.cuda.is_available() False\nAssertionError: Torch not compiled with CUDA enabled",
                                DiagnosisContext.NATIVE_LINUX)
                        .findings())
                .extracting(DiagnosisFinding::id)
                .containsExactly("torch-not-compiled-with-cuda");
    }

    @Test
    void bareSignalsAloneGetTheirMeaningWithWsl2CausesFirstUnderWsl2() {
        for (String[] c : new String[][] {
            {"Bus error (core dumped)", "signal-bus-error"},
            {"Segmentation fault (core dumped)", "signal-segfault"},
            {"Killed", "signal-killed"},
            {"Illegal instruction", "signal-illegal-instruction"},
            {"torch.cuda.is_available() returns False", "gpu-not-available"},
            {">>> torch.cuda.is_available()\nFalse", "gpu-not-available"},
            {"CUDA available: False", "gpu-not-available"},
            // Its causes differ (CUDA_VISIBLE_DEVICES set by a script, a machine with no NVIDIA GPU): a symptom, not a
            // family.
            {"RuntimeError: No CUDA GPUs are available", "gpu-not-available"},
            // Titles that say the symptom in words (train-2026-11-28o's, which no family rule may claim).
            {"Colab doesnt use GPU despite connected to GPU runtime", "gpu-not-used"},
            {"[Bug]: CPU being used instead of GPU", "gpu-not-used"},
            {"Cuda Acceleration does not seems active", "gpu-not-used"},
            {"Why doesn't my ollama use GPU", "gpu-not-used"},
            {"multi GPU training hangs after the first epoch", "gpu-hang"},
            {"Training is very slow on GPU", "gpu-slow"}
        }) {
            DiagnosisReport wsl = SERVICE.diagnose(c[0], DiagnosisContext.WSL2);
            DiagnosisReport linux = SERVICE.diagnose(c[0], DiagnosisContext.NATIVE_LINUX);
            assertThat(wsl.findings()).as(c[0]).singleElement().satisfies(f -> {
                assertThat(f.id()).isEqualTo(c[1]);
                assertThat(f.kind()).isEqualTo(DiagnosisFinding.Kind.SYMPTOM);
                assertThat(f.remedy()).startsWith("Under WSL2");
            });
            assertThat(linux.findings())
                    .as(c[0])
                    .singleElement()
                    .satisfies(f -> assertThat(f.remedy()).startsWith("On Linux"));
            assertThat(wsl.recognised()).isFalse();
        }
    }

    @Test
    void aSymptomInWordsIsReadOnlyWhereItIsAboutTheGpu() {
        for (String text : new String[] {
            "The web page hangs when I click save",
            "Installation is slow",
            "I am not using the GPU on purpose: this is a CPU benchmark run", // says it is not a symptom? it still
            // names GPU
        }) {
            List<String> ids = SERVICE.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                    .map(DiagnosisFinding::id)
                    .toList();
            if (text.startsWith("I am")) {
                assertThat(ids)
                        .as(text)
                        .containsExactly("gpu-not-used"); // words cannot tell intent: a symptom, never a cause
            } else {
                assertThat(ids).as(text).isEmpty();
            }
        }
        String manyLines = "2024-05-01 10:00:01 INFO step 10 loss 0.5\n".repeat(BareSymptoms.MAX_LINES_OF_WORDS)
                + "WARNING: the GPU is not used, training is very slow on GPU\n";
        assertThat(SERVICE.diagnose(manyLines, DiagnosisContext.UNKNOWN).findings())
                .as("a long log's record is not a person's words")
                .isEmpty();
        String log = "2024-05-01 10:00:01 INFO step 10 loss 0.5\n" + "x".repeat(170) + " gpu slow hang\n";
        assertThat(SERVICE.diagnose(log, DiagnosisContext.UNKNOWN).findings())
                .as("a log record longer than a sentence")
                .isEmpty();
    }

    @Test
    void aSignalNextToAKnownFailureAddsNothing() {
        DiagnosisReport report =
                SERVICE.diagnose("RuntimeError: CUDA error: out of memory\nKilled", DiagnosisContext.UNKNOWN);
        assertThat(report.findings()).extracting(DiagnosisFinding::id).containsExactly("cuda-oom");
    }

    @Test
    void oneLineIsOneLineAndNothingFoundSaysWhatToTryNext() {
        DiagnosisReport report = SERVICE.diagnose("all good here", DiagnosisContext.UNKNOWN);
        assertThat(report.headline("the pasted text"))
                .startsWith("No known failure recognised in the pasted text (1 line). Next: paste the whole output");
        assertThat(DiagnosisReport.lineCount(2)).isEqualTo("2 lines");
    }
}
