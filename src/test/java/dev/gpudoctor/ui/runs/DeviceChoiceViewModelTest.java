package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which device the run goes to as interpreters answer with their devices. */
class DeviceChoiceViewModelTest {

    private static DeviceList gpus(String... ids) {
        List<String> devices = new java.util.ArrayList<>(List.of("cpu"));
        devices.addAll(List.of(ids));
        Map<String, String> labels = new java.util.HashMap<>();
        devices.forEach(id -> labels.put(id, id + " — label"));
        return new DeviceList(devices, labels, "");
    }

    @Test
    void untilTheUserPicksAGpuIsTheDefault() {
        DeviceChoiceViewModel choice = new DeviceChoiceViewModel();

        choice.show(gpus("cuda:0", "cuda:1"));

        assertThat(choice.devices()).containsExactly("cpu", "cuda:0", "cuda:1");
        assertThat(choice.deviceProperty().get()).isEqualTo("cuda:0");
        assertThat(choice.describeDevice("cuda:1")).isEqualTo("cuda:1 — label");
        assertThat(choice.describeDevice("cuda:7"))
                .as("a device the list does not know reads as itself")
                .isEqualTo("cuda:7");
    }

    @Test
    void aDeviceTheUserPickedStaysWhileTheNextInterpreterCanUseItAndGoesWhenItCannot() {
        DeviceChoiceViewModel choice = new DeviceChoiceViewModel();
        choice.show(gpus("cuda:0", "cuda:1"));

        choice.deviceProperty().set("cpu");
        choice.show(gpus("cuda:0"));
        assertThat(choice.deviceProperty().get())
                .as("the user's cpu, though a GPU is offered")
                .isEqualTo("cpu");

        choice.deviceProperty().set("cuda:0");
        choice.show(DeviceLists.cpuOnly("This torch 2.8.0 is a CPU-only build."));
        assertThat(choice.deviceProperty().get()).isEqualTo("cpu");
        assertThat(choice.deviceNoteProperty().get()).isEqualTo("This torch 2.8.0 is a CPU-only build.");
    }

    @Test
    void theNoteSaysWhoIsAskedAndWhyTheListCouldNotBeRead() {
        DeviceChoiceViewModel choice = new DeviceChoiceViewModel();

        choice.asking("/opt/venv/bin/python");
        assertThat(choice.deviceNoteProperty().get()).isEqualTo("Asking /opt/venv/bin/python for its devices…");
        choice.asking(" ");
        assertThat(choice.deviceNoteProperty().get()).isEqualTo("Asking Python for its devices…");
        choice.notListed("the child did not answer in 60 s");
        assertThat(choice.deviceNoteProperty().get())
                .isEqualTo("Could not list devices: the child did not answer in 60 s");
        assertThat(choice.devices()).as("the list stays as it was").containsExactly("cpu", "cuda");
    }
}
