package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConsistencyCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliServices services = new CliServices(shots -> List.of(), dev.gpudoctor.parts.Parts.ofThisMachine());
        return CliMain.run(args, services, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void aBadSetupIsAUsageError() {
        assertThat(run("consistency", "--a", "tpu:float64")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("A set-up is DEVICE[:DTYPE][+cueq]", "not 'tpu:float64'");
    }

    @Test
    void kernelsOnTheCpuAreAUsageErrorBeforeAnyChildStarts() {
        assertThat(run("consistency", "--b", "cpu:float32:cueq")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("cuEquivariance kernels need CUDA: 'cpu:float32:cueq' cannot run.");
    }

    @Test
    void aPythonWithoutTorchIsAFailureNamingThePackage() throws Exception {
        int code = run("consistency", "--python", "python3", "--a", "cpu:float64", "--b", "cpu:float32", "--json");

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("ok").asBoolean()).isFalse();
        assertThat(json.at("/failure/reason").asText()).isEqualTo("missing-package");
    }
}
