package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Python the runs use, and what choosing one asks of it. */
class InterpreterViewModelTest {

    private final FakeMaceRunner runner = new FakeMaceRunner();
    private final DeviceChoiceViewModel deviceChoice = new DeviceChoiceViewModel();
    private final List<String> said = new ArrayList<>();
    private final InterpreterViewModel interpreter =
            new InterpreterViewModel(runner, new CurrentThreadTaskExecutor(), deviceChoice, said::add);

    @Test
    void theDiscoveryListsTheUsableInterpretersChoosesTheDefaultAndAsksItForItsDevices() {
        interpreter.loadInterpreters();

        assertThat(interpreter.interpreters()).containsExactly("/usr/bin/python3", "/home/u/.venvs/mace/bin/python");
        assertThat(interpreter.pythonProperty().get()).isEqualTo("/usr/bin/python3");
        assertThat(runner.devicesAskedOf).containsExactly("/usr/bin/python3");
        assertThat(interpreter.interpreterFoundProperty().get())
                .isEqualTo("Found: torch missing (torch is not installed), mace-torch missing.");
        assertThat(interpreter.setUpSuggestedProperty().get()).isTrue();
        assertThat(interpreter.chosenInterpreterWorksProperty().get()).isFalse();
        assertThat(interpreter.describeInterpreter("/home/u/.venvs/mace/bin/python"))
                .isEqualTo("/home/u/.venvs/mace/bin/python   (Python 3.11.7, torch 2.8.0, mace-torch 0.3.16)");
        assertThat(interpreter.describeInterpreter("/typed/python")).isEqualTo("/typed/python");
        assertThat(said).isEmpty();
    }

    @Test
    void choosingAnInterpreterWithMaceGivesItsGpuAndNeedsNoSetUp() {
        interpreter.loadInterpreters();

        interpreter.pythonProperty().set("/home/u/.venvs/mace/bin/python");

        assertThat(runner.devicesAskedOf).last().isEqualTo("/home/u/.venvs/mace/bin/python");
        assertThat(interpreter.chosenInterpreterWorksProperty().get()).isTrue();
        assertThat(interpreter.setUpSuggestedProperty().get()).isFalse();
        assertThat(deviceChoice.devices()).containsExactly("cpu", "cuda:0");
        assertThat(deviceChoice.deviceProperty().get()).isEqualTo("cuda:0");
    }

    @Test
    void aTypedInterpreterIsCheckedAtOnceAndARunThatWorkedThereProvesIt() {
        interpreter.useInterpreter("  /opt/torch-only/bin/python ");

        assertThat(interpreter.pythonProperty().get()).isEqualTo("/opt/torch-only/bin/python");
        assertThat(interpreter.interpreters()).contains("/opt/torch-only/bin/python");
        assertThat(runner.devicesAskedOf).containsExactly("/opt/torch-only/bin/python");
        assertThat(interpreter.chosenInterpreterWorksProperty().get()).isFalse();

        interpreter.ranMace("/opt/torch-only/bin/python");
        assertThat(interpreter.chosenInterpreterWorksProperty().get()).isTrue();
    }

    @Test
    void theSetUpsInterpreterIsListedFirstAndChosen() {
        interpreter.loadInterpreters();

        interpreter.madeBySetUp("/data/xdg/gpu-doctor/python-env/bin/python");

        assertThat(interpreter.interpreters()).first().isEqualTo("/data/xdg/gpu-doctor/python-env/bin/python");
        assertThat(interpreter.pythonProperty().get()).isEqualTo("/data/xdg/gpu-doctor/python-env/bin/python");
        assertThat(interpreter.chosenInterpreterWorksProperty().get()).isTrue();
    }
}
