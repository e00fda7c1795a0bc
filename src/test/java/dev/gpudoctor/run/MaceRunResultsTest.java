package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.SpeedFigure;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The mace_run boundary: a whole answer reads and writes back as it came; a broken one is a failure, never a run. */
class MaceRunResultsTest {

    /** PROTOCOL.md's example answer, as the real bridge writes it on a CPU run of h2o. */
    static final String PROTOCOL_EXAMPLE = """
            {"energy_eV":-0.0168,"forces_eV_per_A":[[0.0,0.0,-0.00125],[0.0,0.000525,0.000625],[0.0,-0.000525,0.000625]],\
            "interpreter":{"executable":"/venv/bin/python","version":"3.11.7"},\
            "model":{"name":"arch:small","random_weights":true,"parameters":3847696,"source":"random weights, seed 0"},\
            "model_cached":false,"structure":{"name":"h2o","atoms":3,"edges":6,"periodic":false,"formula":"H2O"},\
            "device":"cpu","dtype":"float64","enable_cueq":false,"seed":0,"warmup":1,\
            "timings_s":{"imports":3.98,"model_load":1.71,"structure":0.028,"first_call":0.2,\
            "step":{"min":0.043,"p10":0.044,"median":0.046,"p90":0.095,"max":0.107,"n":3}},\
            "throughput_atom_steps_per_s":65.8,\
            "peak_memory_bytes":{"host_rss":991186944,"device":null,"device_error":"not a CUDA run"},\
            "torch_version":"2.8.0+cu128",\
            "figures":[{"method":"ase_step","device":"cpu","atoms":3,"edges":6,"edges_per_atom":2.0,"precision":"float64",\
            "cueq":false,"timer":"perf-counter","seconds":{"min":0.043,"p10":0.044,"median":0.046,"p90":0.095,"max":0.107,"n":3},\
            "us_per_atom":15333.3,"us_per_edge":7666.7,"stress":true,\
            "split":{"graph_s":0.004,"model_s":0.038,"rest_s":0.004,"graph_share":0.087,"model_share":0.826}},\
            {"method":"model","device":"cpu","atoms":3,"edges":6,"edges_per_atom":2.0,"precision":"float64","cueq":false,\
            "timer":"perf-counter","seconds":{"min":0.03,"p10":0.031,"median":0.033,"p90":0.04,"max":0.05,"n":20},\
            "us_per_atom":11000.0,"us_per_edge":5500.0,"stress":false}],\
            "conditions":{"gpu_name":null,"compute_capability":null,"torch_cuda":"12.8","torch_num_threads":2,"cpu_count":2,\
            "cueq_active":false,"debug_variables":{"CUDA_LAUNCH_BLOCKING":null,"TORCH_USE_CUDA_DSA":null},\
            "versions":{"torch":"2.8.0","triton":"3.4.0","mace-torch":"0.3.16","cuequivariance":null},\
            "cpu_model":"AMD EPYC","available_cores":2,"load_average_start":0.52,"load_average_after_steps":1.1,\
            "load_average_end":1.1,"gpu_clocks_mhz":null,"cueq_kernels":null,\
            "thread_variables":{"OMP_NUM_THREADS":"1","MKL_NUM_THREADS":null,"OPENBLAS_NUM_THREADS":null},"torch_interop_threads":2}}""";

    private final ObjectMapper json = new ObjectMapper();

    private MaceRunOutcome read(String answer, double startup) throws Exception {
        return MaceRunResults.read(json.readTree(answer), startup);
    }

    @Test
    void aWholeAnswerReadsIntoRecordsAndWritesBackAsItCameWithTheStartupAdded() throws Exception {
        MaceRunOutcome outcome = read(PROTOCOL_EXAMPLE, 0.25);

        assertThat(outcome).isInstanceOf(MaceRunOutcome.Succeeded.class);
        MaceRunResult result = ((MaceRunOutcome.Succeeded) outcome).result();
        assertThat(result.energyEv()).isEqualTo(-0.0168);
        assertThat(result.atoms()).isEqualTo(3);
        assertThat(result.timings().step().n()).isEqualTo(3);
        assertThat(result.timings().byStage())
                .containsExactly(
                        java.util.Map.entry("startup", 0.25),
                        java.util.Map.entry("imports", 3.98),
                        java.util.Map.entry("model_load", 1.71),
                        java.util.Map.entry("structure", 0.028),
                        java.util.Map.entry("first_call", 0.2),
                        java.util.Map.entry("steps", 0.046 * 3));
        assertThat(result.runConditions().torchThreads()).isEqualTo(2);
        assertThat(result.runConditions().versions())
                .containsEntry("cuequivariance", null)
                .containsEntry("torch", "2.8.0");
        assertThat(result.peakMemory().peak()).isEqualTo(991186944L);
        assertThat(result.figures()).extracting(f -> f.method()).containsExactly("ase_step", "model");
        assertThat(result.figures().get(0).split().graphShare()).isEqualTo(0.087);
        assertThat(result.runConditions().loadAverageAfterSteps()).isEqualTo(1.1);
        assertThat(result.runConditions().availableCores()).isEqualTo(2);
        assertThat(result.runConditions().threadVariables())
                .containsEntry("OMP_NUM_THREADS", "1")
                .containsEntry("MKL_NUM_THREADS", null);

        JsonNode expected = json.readTree(PROTOCOL_EXAMPLE);
        ((com.fasterxml.jackson.databind.node.ObjectNode) expected.get("timings_s")).put("startup", 0.25);
        JsonNode written = MaceRunResults.json(result);
        // As text: the same fields, in the bridge's order, with the same values (an int stays an int).
        assertThat(written.toString()).isEqualTo(expected.toString());
        assertThat(fieldNames(written)).isEqualTo(fieldNames(expected));
    }

    @Test
    void aBatchedFigureKeepsItsMethodAndCopiesOnTheWayThrough() throws Exception {
        String batched = PROTOCOL_EXAMPLE
                .replace(
                        "{\"method\":\"model\",\"device\":\"cpu\",\"atoms\":3,\"edges\":6,",
                        "{\"method\":\"batched\",\"device\":\"cpu\",\"atoms\":12,\"edges\":24,")
                .replace(
                        "\"us_per_atom\":11000.0,\"us_per_edge\":5500.0,\"stress\":false}",
                        "\"us_per_atom\":2750.0,\"us_per_edge\":1375.0,\"stress\":false,\"copies\":4}");
        assertThat(batched).contains("\"copies\":4");
        MaceRunResult result = ((MaceRunOutcome.Succeeded) read(batched, 0)).result();

        assertThat(result.figures().get(1).method()).isEqualTo(SpeedFigure.Method.BATCHED.jsonName());
        assertThat(result.figures().get(1).copies()).isEqualTo(4);
        assertThat(MaceRunResults.json(result).get("figures").get(1).toString())
                .isEqualTo(json.readTree(batched).get("figures").get(1).toString());
    }

    @Test
    void everyPhaseTheBridgeTimedIsAStageTheWarmUpAndTheExtraFiguresIncluded() throws Exception {
        String timed = PROTOCOL_EXAMPLE
                .replace("\"first_call\":0.2,", "\"first_call\":0.2,\"warmup\":0.05,")
                .replace("\"n\":3}},", "\"n\":3},\"figures\":1.75},")
                .replace("\"stress\":false}],", "\"stress\":false,\"reduced\":\"6 of 20 timed calls\"}],");
        MaceRunResult result = ((MaceRunOutcome.Succeeded) read(timed, 0.25)).result();

        assertThat(result.timings().byStage())
                .containsExactly(
                        java.util.Map.entry("startup", 0.25),
                        java.util.Map.entry("imports", 3.98),
                        java.util.Map.entry("model_load", 1.71),
                        java.util.Map.entry("structure", 0.028),
                        java.util.Map.entry("first_call", 0.2),
                        java.util.Map.entry("warmup", 0.05),
                        java.util.Map.entry("steps", 0.046 * 3),
                        java.util.Map.entry("figures", 1.75));
        JsonNode written = MaceRunResults.json(result);
        assertThat(written.at("/timings_s/warmup").asDouble()).isEqualTo(0.05);
        assertThat(written.at("/timings_s/figures").asDouble()).isEqualTo(1.75);
        assertThat(written.at("/figures/1/reduced").asText()).isEqualTo("6 of 20 timed calls");
        assertThat(read(timed.replace("\"figures\":1.75", "\"figures\":-1.0"), 0))
                .isInstanceOf(MaceRunOutcome.Failed.class);
    }

    @Test
    void anOlderAnswerWithItsGraphStageReadsAsTheStructureStage() throws Exception {
        MaceRunResult result = ((MaceRunOutcome.Succeeded)
                        read(PROTOCOL_EXAMPLE.replace("\"structure\":0.028", "\"graph\":0.028"), 0))
                .result();
        assertThat(result.timings().structure()).isEqualTo(0.028);
    }

    @Test
    void theStructuresBuildIsInNoSpeedFigure() throws Exception {
        // the build took 0.028 s; the figures are the steps' parts and the model alone, each its own method
        MaceRunResult result = ((MaceRunOutcome.Succeeded) read(PROTOCOL_EXAMPLE, 0)).result();
        JsonNode written = MaceRunResults.json(result);
        assertThat(written.get("figures")).allSatisfy(f -> {
            assertThat(f.get("method").asText()).isNotEqualTo("structure");
            assertThat(f.get("atoms").asInt()).isEqualTo(3);
            assertThat(f.get("edges").asLong()).isEqualTo(6);
        });
        assertThat(written.get("timings_s").get("structure").asDouble()).isEqualTo(0.028);
    }

    @Test
    void fieldsANewerBridgeAddsAreNoProblem() throws Exception {
        assertThat(read(PROTOCOL_EXAMPLE.replace("\"seed\":0,", "\"seed\":0,\"something_new\":{\"x\":1},"), 0))
                .isInstanceOf(MaceRunOutcome.Succeeded.class);
    }

    @Test
    void eachMissingRequiredFieldIsAProtocolErrorNamingIt() throws Exception {
        for (String[] cut : new String[][] {
            {"\"energy_eV\":-0.0168,", "energy_eV"},
            {"\"device\":\"cpu\",", "device"},
            {"\"median\":0.046,", "timings_s.step.median"},
            {"\"imports\":3.98,", "timings_s.imports"},
            {"\"atoms\":3,", "structure.atoms"}
        }) {
            assertThat(PROTOCOL_EXAMPLE).contains(cut[0]);
            MaceRunOutcome outcome = read(PROTOCOL_EXAMPLE.replace(cut[0], ""), 0);

            assertThat(outcome).as(cut[1]).isInstanceOf(MaceRunOutcome.Failed.class);
            MaceRunOutcome.Failed failed = (MaceRunOutcome.Failed) outcome;
            assertThat(failed.failure().reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
            assertThat(failed.failure().message()).contains("the field '" + cut[1] + "' is missing");
        }
    }

    @Test
    void wrongTypesAndNullsWhereNoneMayBeAreProtocolErrors() throws Exception {
        for (String[] swap : new String[][] {
            {"\"atoms\":3,", "\"atoms\":3.5,"},
            {"\"atoms\":3,", "\"atoms\":null,"},
            {"\"median\":0.046,", "\"median\":\"0.046\","},
            {"\"enable_cueq\":false,", "\"enable_cueq\":\"no\","},
            {"\"device\":\"cpu\",", "\"device\":null,"},
            {"\"torch_num_threads\":2,", "\"torch_num_threads\":\"two\","}
        }) {
            MaceRunOutcome outcome = read(PROTOCOL_EXAMPLE.replace(swap[0], swap[1]), 0);

            assertThat(outcome).as(swap[1]).isInstanceOf(MaceRunOutcome.Failed.class);
            assertThat(((MaceRunOutcome.Failed) outcome).failure().reason())
                    .as(swap[1])
                    .isEqualTo(FailureReason.PROTOCOL_ERROR);
        }
        assertThat(((MaceRunOutcome.Failed) MaceRunResults.read(json.readTree("[1, 2]"), 0))
                        .failure()
                        .message())
                .contains("its answer is not a JSON object");
    }

    @Test
    void aNonFiniteEnergyOrForceIsTheFailedRunItIsNotAProtocolError() throws Exception {
        MaceRunOutcome energy = read(PROTOCOL_EXAMPLE.replace("\"energy_eV\":-0.0168", "\"energy_eV\":null"), 0);
        MaceRunOutcome force = read(PROTOCOL_EXAMPLE.replace("[0.0,0.0,-0.00125]", "[null,0.0,null]"), 0);

        assertThat(((MaceRunOutcome.Failed) energy).failure().errorKind()).isEqualTo(MaceRunResults.NON_FINITE_RESULT);
        assertThat(((MaceRunOutcome.Failed) energy).failure().message()).startsWith("The model gave no finite energy");
        assertThat(((MaceRunOutcome.Failed) force).failure().message())
                .startsWith("The model gave 2 non-finite force components");
        assertThat(((MaceRunOutcome.Failed) force).failure().reason()).isEqualTo(FailureReason.OP_ERROR);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
