package dev.gpudoctor.ui.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.UnavailableSection;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.exec.ExecHistory;
import dev.gpudoctor.exec.ExecScripts;
import dev.gpudoctor.exec.ExecScriptsAccess;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The "Your program" tab's state over the real service and real Python scripts, on the current thread. */
class ExecViewModelTest {

    @TempDir
    Path dir;

    private final DebugToggles toggles = new DebugToggles();

    @AfterEach
    void nothingIsLeftRunning() throws InterruptedException {
        LeakCheck.assertNothingLeft("no-marker-here");
    }

    private ExecViewModel viewModel() {
        ExecViewModel vm = new ExecViewModel(
                () -> ExecScripts.service(System.getenv("PATH"), new ExecHistory(dir.resolve("exec"))),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                toggles);
        vm.initTestProperty().set(false);
        return vm;
    }

    @Test
    void aFailedInitTestIsSaidFirstAndTheUserDecidesWhetherTheCommandRuns() throws IOException {
        // The interpreter of these tests has no torch: its init test fails, as on a machine whose CUDA is broken.
        Path train = ExecScripts.script(dir, "train.py", "print('training ran')\nraise SystemExit(3)\n");
        ExecViewModel vm = viewModel();
        vm.initTestProperty().set(true);
        vm.commandProperty().set(ExecScripts.python() + " " + train);

        vm.run();
        assertThat(vm.initTestQuestionProperty().get()).contains("init test").endsWith("Run the command anyway?");
        assertThat(vm.runningProperty().get()).as("waiting for the user").isTrue();
        assertThat(vm.output()).noneMatch(line -> line.equals("training ran"));

        vm.dontRun();
        assertThat(vm.initTestQuestionProperty().get()).isEmpty();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.resultProperty().get()).isNull();
        assertThat(vm.statusProperty().get()).startsWith("The command was not run: its CUDA init test failed");

        vm.run();
        vm.runAnyway();
        assertThat(vm.output()).contains("training ran", "gpu-doctor: Running the command anyway, as chosen.");
        assertThat(vm.resultProperty().get().exit().code()).isEqualTo(3);
        assertThat(vm.resultProperty().get().initTest().ok()).isFalse();
        assertThat(vm.initTestQuestionProperty().get()).isEmpty();
    }

    @Test
    void theTypedCommandRunsAndItsEndOutputAndFindingsAreShown() throws IOException {
        Path train = ExecScripts.script(dir, "train script.py", ExecScriptsAccess.illegalInstruction());
        ExecViewModel vm = viewModel();
        vm.commandProperty().set(ExecScripts.python() + " '" + train + "'");

        vm.run();

        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.output()).contains("epoch 1 step 10 loss 0.53");
        assertThat(vm.output().get(0)).startsWith("gpu-doctor: Running ");
        assertThat(vm.statusProperty().get())
                .startsWith("The command exited with code 1")
                .contains("Most likely:");
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).first().isEqualTo("illegal-instruction");
        assertThat(vm.canRunAgainProperty().get()).isTrue();
        assertThat(Files.list(dir.resolve("exec")).count())
                .as("kept in the history")
                .isEqualTo(1);
    }

    @Test
    void runAgainWithTheSwitchesTurnsThemOnAndTheChildGetsThem() throws IOException {
        Path env = ExecScripts.script(dir, "env.py", """
                import os, sys
                print("CUDA_LAUNCH_BLOCKING=" + str(os.environ.get("CUDA_LAUNCH_BLOCKING")))
                sys.exit(3)
                """);
        ExecViewModel vm = viewModel();
        vm.commandProperty().set(ExecScripts.python() + " " + env);
        vm.run();
        assertThat(vm.output()).contains("CUDA_LAUNCH_BLOCKING=None");

        vm.runAgainWithSwitches();

        assertThat(toggles.cudaLaunchBlockingProperty().get()).isTrue();
        assertThat(toggles.torchUseCudaDsaProperty().get()).isTrue();
        assertThat(vm.output()).contains("CUDA_LAUNCH_BLOCKING=1");
        assertThat(vm.resultProperty().get().toggles().launchBlocking()).isTrue();
    }

    @Test
    void aCommandThatCannotRunIsSaidAndNothingStarts() {
        ExecViewModel vm = viewModel();

        vm.commandProperty().set("python3 'train.py");
        vm.run();
        assertThat(vm.statusProperty().get()).isEqualTo("The command has a single quote that is not closed.");

        vm.commandProperty().set("no-such-program-gpu-doctor --x");
        vm.run();
        assertThat(vm.statusProperty().get()).contains("was not found on PATH");

        vm.commandProperty().set("   ");
        vm.run();
        assertThat(vm.statusProperty().get()).contains("Give the command to run");
        assertThat(vm.resultProperty().get()).isNull();
        assertThat(vm.output()).isEmpty();
    }

    /** The Report tab's service over a captured host: the bundle probes nothing of this machine. */
    private BundleService bundles() {
        return new BundleService(
                new ChecklistService(Map.of(), new CommandRunner(), request -> null),
                new RunHistory(dir.resolve("runs")),
                DiagnosisService.standard(),
                new LogBuffer(10),
                () -> "python3",
                new ChildOpRunner(Map.of(), () -> Path.of("python-bridge")),
                new CommandRunner(),
                Map.of(),
                "/home/nobody-here",
                "nobody-here",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new UnavailableSection("capabilities", "not available in this build")));
    }

    @Test
    void addToBugReportWritesABundleWithThisRunAndSaysWhereItWent() throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-healthy", dir.resolve("trees"));
        Path reports = Files.createDirectories(dir.resolve("reports"));
        Path crash =
                ExecScripts.script(dir, "crash.py", "import ctypes\nprint('about to crash')\nctypes.string_at(0)\n");
        ExecViewModel vm = viewModel();
        vm.offerBugReport(bundles(), reports, tree, () -> null);
        assertThat(vm.canAddToBugReportProperty().get())
                .as("nothing to add before a run")
                .isFalse();
        vm.commandProperty().set(ExecScripts.python() + " " + crash);
        vm.run();
        assertThat(vm.canAddToBugReportProperty().get()).isTrue();

        vm.addToBugReport();

        Path zip;
        try (Stream<Path> files = Files.list(reports)) {
            zip = files.filter(file -> file.getFileName().toString().endsWith(".zip"))
                    .findFirst()
                    .orElseThrow();
        }
        String id = vm.resultProperty().get().id();
        assertThat(vm.bugReportStatusProperty().get())
                .startsWith("Bug report written to " + zip)
                .contains("exec/" + id + ".json");
        assertThat(vm.bundlingProperty().get()).isFalse();
        assertThat(vm.canAddToBugReportProperty().get()).isTrue();
        JsonNode exec = new BundleReader().open(zip).report().path("exec").get(0);
        assertThat(exec.path("id").asText()).isEqualTo(id);
        assertThat(exec.at("/exit/signal").asText()).isEqualTo("SIGSEGV");
    }

    @Test
    void aFolderThatTakesNoFilesIsSaidAndNothingIsWritten() throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-healthy", dir.resolve("trees"));
        Path notAFolder = Files.writeString(dir.resolve("a-file"), "x");
        Path script = ExecScripts.script(dir, "ok.py", "print('fine')\n");
        ExecViewModel vm = viewModel();
        vm.offerBugReport(bundles(), notAFolder, tree, () -> null);
        vm.commandProperty().set(ExecScripts.python() + " " + script);
        vm.run();

        vm.addToBugReport();

        assertThat(vm.bugReportStatusProperty().get())
                .startsWith("Cannot write " + notAFolder.resolve("gpu-doctor-bundle-"));
        assertThat(vm.canAddToBugReportProperty().get()).isTrue();
    }
}
