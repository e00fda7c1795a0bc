package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.model.RunSetup;
import org.junit.jupiter.api.Test;

class ConsistencyRequestTest {

    private static ConsistencyRequest request(String a, String b, String structure) {
        return new ConsistencyRequest(
                RunSetup.parse(a), RunSetup.parse(b), "arch:small", structure, 7, 60, false, "/x/python");
    }

    @Test
    void theOpGetsBothSetUpsWithADtypeEach() {
        ConsistencyRequest request = request("cpu:float64", "cuda:1+cueq", "water-32");

        assertThat(request.params().toString())
                .isEqualTo("{\"model\":\"arch:small\",\"structure\":\"water-32\",\"seed\":7,"
                        + "\"a\":{\"device\":\"cpu\",\"dtype\":\"float64\",\"enable_cueq\":false},"
                        + "\"b\":{\"device\":\"cuda:1\",\"dtype\":\"float32\",\"enable_cueq\":true}}");
        assertThat(request.launch().python()).isEqualTo("/x/python");
        assertThat(request.launch().timeoutSeconds()).isEqualTo(60);
        assertThat(request.problems()).isEmpty();
    }

    @Test
    void aProblemBothSidesShareIsSaidOnceAndTheServiceRefusesToStart() {
        ConsistencyRequest request = request("cpu", "cuda", "");

        assertThat(request.problems()).hasSize(1);
        MaceRunService service = new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(java.util.Map.of(), () -> {
                    throw new dev.gpudoctor.bridge.BridgeSetupException("not reached");
                }),
                new dev.gpudoctor.bridge.PythonInterpreters(java.util.Map.of(), java.nio.file.Path.of("/nonexistent")));
        assertThatThrownBy(() -> service.consistency(request, dev.gpudoctor.bridge.ProgressListener.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(request.problems().get(0));
    }
}
