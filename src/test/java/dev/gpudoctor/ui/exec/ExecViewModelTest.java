package dev.gpudoctor.ui.exec;

import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.exec.ExecHistory;
import dev.gpudoctor.exec.ExecScripts;
import dev.gpudoctor.exec.ExecScriptsAccess;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

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
        ExecViewModel vm = new ExecViewModel(() -> ExecScripts.service(System.getenv("PATH"), new ExecHistory(dir.resolve("exec"))),
                new CurrentThreadTaskExecutor(), Runnable::run, toggles);
        vm.initTestProperty().set(false);
        return vm;
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
        assertThat(vm.statusProperty().get()).startsWith("The command exited with code 1").contains("Most likely:");
        assertThat(vm.findings()).extracting(DiagnosisFinding::id).first().isEqualTo("illegal-instruction");
        assertThat(vm.canRunAgainProperty().get()).isTrue();
        assertThat(Files.list(dir.resolve("exec")).count()).as("kept in the history").isEqualTo(1);
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
}
