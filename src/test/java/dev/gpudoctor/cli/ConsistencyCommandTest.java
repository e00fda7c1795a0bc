package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.bridge.PythonInterpreters;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ConsistencyCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliServices services = new CliServices(shots -> List.of(), AppContext.newMaceRunService(PythonInterpreters.ofThisMachine()));
        return CliMain.run(args, services, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void setupsNameDeviceDtypeAndCueqInAnyOrder() {
        assertThat(ConsistencyCommand.Setup.parse("cpu:float64")).isEqualTo(new ConsistencyCommand.Setup("cpu", "float64", false));
        assertThat(ConsistencyCommand.Setup.parse("cuda:1:float32:cueq")).isEqualTo(new ConsistencyCommand.Setup("cuda:1", "float32", true));
        assertThat(ConsistencyCommand.Setup.parse("CUEQ:cuda")).isEqualTo(new ConsistencyCommand.Setup("cuda", "float32", true));
    }

    @Test
    void aBadSetupIsAUsageError() {
        assertThat(run("consistency", "--a", "tpu:float64")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("The device must be cpu, cuda or cuda:N, not 'tpu'");
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
