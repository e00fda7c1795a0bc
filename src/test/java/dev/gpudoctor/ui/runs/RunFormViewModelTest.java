package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.ui.common.DebugToggles;
import org.junit.jupiter.api.Test;

/** The Runs form on its own: what it puts in the spec, and how it says a typed word is no number. */
class RunFormViewModelTest {

    @Test
    void theFormTheDeviceAndThePythonMakeTheSpecABlankPythonIsTheDefault() {
        DebugToggles toggles = new DebugToggles();
        RunFormViewModel form = new RunFormViewModel(toggles);
        form.modelProperty().set("arch:medium");
        form.structureProperty().set("si-64");
        form.dtypeProperty().set("float64");
        form.cueqProperty().set(true);
        form.repeatsProperty().set(7);
        form.warmupProperty().set(2);
        form.timeoutSecondsProperty().set(900);
        form.nvmlShimProperty().set(true);
        toggles.cudaLaunchBlockingProperty().set(true);

        MaceRunSpec spec = form.spec("cuda:1", "/opt/venv/bin/python");
        MaceRunSpec blank = form.spec("cpu", "  ");

        assertThat(spec.device()).isEqualTo("cuda:1");
        assertThat(spec.python()).isEqualTo("/opt/venv/bin/python");
        assertThat(spec.model()).isEqualTo("arch:medium");
        assertThat(spec.structure()).isEqualTo("si-64");
        assertThat(spec.dtype()).isEqualTo("float64");
        assertThat(spec.enableCueq()).isTrue();
        assertThat(spec.repeats()).isEqualTo(7);
        assertThat(spec.warmup()).isEqualTo(2);
        assertThat(spec.timeoutSeconds()).isEqualTo(900);
        assertThat(spec.nvmlShim()).isTrue();
        assertThat(spec.cudaLaunchBlocking()).isTrue();
        assertThat(spec.torchUseCudaDsa()).isFalse();
        assertThat(spec.threads()).isNull();
        assertThat(blank.python()).isNull();
        assertThat(form.problems(spec)).isEmpty();
    }

    @Test
    void threadsAsTypedEmptyIsTorchsChoiceAWordIsRefusedInItsOwnWordsANumberOutOfRangeByTheSpec() {
        RunFormViewModel form = new RunFormViewModel(new DebugToggles());

        form.threadsProperty().set(" 4 ");
        assertThat(form.spec("cpu", null).threads()).isEqualTo(4);

        form.threadsProperty().set("four");
        MaceRunSpec word = form.spec("cpu", null);
        assertThat(form.problems(word))
                .containsExactly(
                        "Threads must be a whole number from 1 to 1024, or empty for torch's default, not 'four'.");

        form.threadsProperty().set("2000");
        assertThat(form.problems(form.spec("cpu", null)))
                .containsExactly("Threads must be between 1 and 1024, not 2000.");
    }

    @Test
    void aTimeoutOutOfRangeIsAProblemNotARun() {
        RunFormViewModel form = new RunFormViewModel(new DebugToggles());
        form.timeoutSecondsProperty().set(0);

        assertThat(form.problems(form.spec("cpu", null)))
                .containsExactly("The timeout must be between 1 and 86400 seconds, not 0.");
    }
}
