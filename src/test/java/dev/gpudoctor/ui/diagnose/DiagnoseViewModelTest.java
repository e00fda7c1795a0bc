package dev.gpudoctor.ui.diagnose;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiagnoseViewModelTest {

    private final DiagnosisService service = DiagnosisService.standard();
    /** Files as the app reads them (the service's own tests cover bundles); the bundle tests below use recorded text. */
    private final DiagnoseViewModel.FileText files =
            new dev.gpudoctor.bundle.DiagnosisInput(new dev.gpudoctor.bundle.BundleReader(), service)::read;

    @TempDir
    Path dir;

    @Test
    void pastedTextIsDiagnosedOnTheTaskExecutor() {
        List<String> submitted = new ArrayList<>();
        CurrentThreadTaskExecutor inline = new CurrentThreadTaskExecutor();
        TaskExecutor recording = new TaskExecutor() {
            @Override
            public <T> TaskHandle submit(BackgroundTask<T> task) {
                submitted.add(task.title());
                return inline.submit(task);
            }

            @Override
            public int runningCount() {
                return 0;
            }

            @Override
            public void close() {}
        };
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, recording);
        vm.inputProperty().set("RuntimeError: DataLoader worker (pid 11011) is killed by signal: Bus error.");
        vm.diagnose();
        assertThat(submitted).containsExactly("diagnosing the text");
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("shm-bus-error");
        assertThat(vm.statusProperty().get()).startsWith("1 finding in the pasted text (1 line)");
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void theChosenPlatformIsUsed() {
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, new CurrentThreadTaskExecutor());
        vm.inputProperty().set("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory");
        vm.platformProperty().set(DiagnosisContext.Platform.WSL2);
        vm.diagnose();
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("wsl-libcuda-not-found");
        assertThat(vm.findings().get(0).remedy()).contains("/usr/lib/wsl/lib");
        vm.platformProperty().set(DiagnosisContext.Platform.NATIVE_LINUX);
        vm.diagnose();
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("wsl-libcuda-not-found");
        assertThat(vm.findings().get(0).remedy())
                .doesNotContain("/usr/lib/wsl/lib")
                .contains("ldconfig -p");
    }

    @Test
    void everyRowSaysHowItsFindingWasFound() {
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, new CurrentThreadTaskExecutor());
        vm.inputProperty().set("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory");
        vm.diagnose();
        assertThat(DiagnoseViewModel.findingRow(vm.findings().get(0))).endsWith("(found by a rule)");
        vm.inputProperty().set("worker 3: CUDA failure 715 in kernel launch");
        vm.diagnose();
        assertThat(DiagnoseViewModel.findingRow(vm.findings().get(0)))
                .contains("illegal instruction")
                .endsWith("(found by its error code)");
        vm.inputProperty().set("RuntimeError: CUDA error: invalid program counter");
        vm.diagnose();
        assertThat(DiagnoseViewModel.findingRow(vm.findings().get(0)))
                .endsWith("(error code, not a known issue, found by its error code)");
    }

    @Test
    void anErrorCodeFindingReadsAsACodeNotAKnownIssue() {
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, new CurrentThreadTaskExecutor());
        vm.inputProperty().set("RuntimeError: CUDA error: invalid program counter");
        vm.diagnose();
        assertThat(vm.findings()).hasSize(1);
        assertThat(DiagnoseViewModel.findingRow(vm.findings().get(0)))
                .contains("invalid program counter")
                .contains("error code, not a known issue");
    }

    @Test
    void anOpenedFileFillsTheTextAndAMissingOneSaysSo() throws Exception {
        Path file = dir.resolve("crash.log");
        Files.writeString(
                file,
                "\u001B[31mRuntimeError: CUDA error: invalid resource handle\u001B[0m\r\n",
                StandardCharsets.UTF_8);
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, new CurrentThreadTaskExecutor());
        vm.open(file);
        assertThat(vm.inputProperty().get()).isEqualTo("RuntimeError: CUDA error: invalid resource handle");
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("invalid-handle");
        assertThat(vm.statusProperty().get()).contains("crash.log");

        vm.open(dir.resolve("missing.log"));
        assertThat(vm.findings()).isEmpty();
        assertThat(vm.statusProperty().get()).isEqualTo("Could not read missing.log: it does not exist.");
    }

    @Test
    void nothingRecognisedAndBlankInputAreSaidPlainly() {
        DiagnoseViewModel vm = new DiagnoseViewModel(service, files, new CurrentThreadTaskExecutor());
        vm.inputProperty().set("Illegal instruction (core dumped)");
        vm.diagnose();
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).containsExactly("signal-illegal-instruction");
        assertThat(DiagnoseViewModel.findingRow(vm.findings().get(0))).contains("a symptom alone, not a known issue");
        assertThat(vm.statusProperty().get())
                .startsWith("No known failure recognised")
                .contains("Next:");
        vm.inputProperty().set("\u001B[32mall good\u001B[0m");
        vm.diagnose();
        assertThat(vm.findings()).isEmpty();
        assertThat(vm.inputProperty().get())
                .as("colour codes leave the shown text")
                .isEqualTo("all good");
        assertThat(vm.statusProperty().get())
                .startsWith("No known failure recognised in the pasted text (1 line). Next:");
        vm.clear();
        assertThat(vm.inputProperty().get()).isEmpty();
        assertThat(vm.statusProperty().get()).isEqualTo(DiagnoseViewModel.READY);
    }

    @Test
    void lineRangesFollowCrLfAndCr() {
        String text = "one\r\ntwo\rthree\nfour";
        assertThat(DiagnoseViewModel.lineRange(text, 1)).containsExactly(0, 3);
        assertThat(DiagnoseViewModel.lineRange(text, 2)).containsExactly(5, 8);
        assertThat(DiagnoseViewModel.lineRange(text, 3)).containsExactly(9, 14);
        assertThat(DiagnoseViewModel.lineRange(text, 4)).containsExactly(15, 19);
        assertThat(DiagnoseViewModel.lineRange(text, 5)).isNull();
        assertThat(DiagnoseViewModel.lineRange(text, 0)).isNull();
    }

    @Test
    void aBundleShowsTheTextItsInputGivesNotItsZipBytes() {
        DiagnoseViewModel.FileText bundle = file -> dev.gpudoctor.diagnosis.LogText.of(
                "==> run run-failed (cuda float32 cueq, h2o): crashed-by-signal\nBus error (core dumped)");
        DiagnoseViewModel vm = new DiagnoseViewModel(service, bundle, new CurrentThreadTaskExecutor());

        vm.open(dir.resolve("laptop.zip"));

        assertThat(vm.inputProperty().get())
                .contains("==> run run-failed (cuda float32 cueq, h2o): crashed-by-signal", "Bus error (core dumped)");
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).contains("kernel-bus-error");
        assertThat(vm.statusProperty().get()).startsWith("1 finding in laptop.zip");
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void aRefusedFileSaysWhyInWords() {
        DiagnoseViewModel vm = new DiagnoseViewModel(
                service,
                file -> {
                    throw new dev.gpudoctor.bundle.UnreadableInputException(
                            file.toString(), "the zip's central directory is damaged");
                },
                new CurrentThreadTaskExecutor());

        vm.open(dir.resolve("broken.zip"));

        assertThat(vm.statusProperty().get())
                .isEqualTo("Could not read broken.zip: the zip's central directory is damaged.");
        assertThat(vm.findings()).isEmpty();
        assertThat(vm.runningProperty().get()).isFalse();
    }
}
