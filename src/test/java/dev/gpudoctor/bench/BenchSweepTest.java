package dev.gpudoctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchSweepTest {

    private static BenchRequest request(List<String> configs, String... structures) {
        return new BenchRequest(
                configs.stream().map(RunSetup::parse).toList(),
                "arch:small",
                List.of(structures),
                "float32",
                5,
                1,
                60,
                null);
    }

    @Test
    void oneSessionPerConfigurationAndEverySizeUnderEach() throws Exception {
        RecordedBenchRunner runner = new RecordedBenchRunner();

        List<SweepPoint> points = new BenchSweep(runner)
                .run(request(List.of("cpu", "cuda", "cuda+cueq"), "h2o", "water-8"), BenchSweep.Listener.NONE);

        assertThat(runner.opened).containsExactly("cpu", "cuda", "cuda+cueq");
        assertThat(points)
                .extracting(SweepPoint::config)
                .containsExactly("cpu", "cpu", "cuda", "cuda", "cuda+cueq", "cuda+cueq");
        assertThat(points).allMatch(SweepPoint::ok);
        assertThat(points.get(1).atoms()).isEqualTo(24);
        assertThat(points.get(1).stepS().p10()).isLessThan(points.get(1).stepS().median());
    }

    @Test
    void aConfigurationThatRunsOutOfMemoryStopsAndItsLargerSizesAreMarkedNotAttempted() throws Exception {
        RecordedBenchRunner runner = new RecordedBenchRunner();
        runner.oomAtoms = 100;

        List<SweepPoint> points = new BenchSweep(runner)
                .run(request(List.of("cpu", "cuda"), "water-8", "water-64", "water-256"), BenchSweep.Listener.NONE);

        assertThat(runner.ran)
                .containsExactly("cpu/water-8", "cpu/water-64", "cpu/water-256", "cuda/water-8", "cuda/water-64");
        SweepPoint oom = points.get(4);
        assertThat(oom.ok()).isFalse();
        assertThat(oom.failureReason()).isEqualTo("out-of-memory");
        assertThat(oom.failureMessage()).contains("CUDA out of memory");
        assertThat(points.get(5).failureReason()).isEqualTo(SweepPoint.NOT_ATTEMPTED);
        assertThat(points.get(5).failureMessage())
                .isEqualTo("Not attempted: cuda stopped at water-64 (out-of-memory).");
    }

    @Test
    void theJsonHasTheDocumentedFields() throws Exception {
        RecordedBenchRunner runner = new RecordedBenchRunner();
        runner.oomAtoms = 10;
        List<SweepPoint> points =
                new BenchSweep(runner).run(request(List.of("cuda"), "water-8", "water-16"), BenchSweep.Listener.NONE);

        JsonNode json = tree(SweepJson.of(points));

        JsonNode failed = json.at("/points/0");
        assertThat(failed.get("ok").asBoolean()).isFalse();
        assertThat(failed.at("/failure_reason").asText()).isEqualTo("out-of-memory");
        assertThat(failed.get("step_s").isNull()).isTrue();
        assertThat(json.at("/points/1/failure_reason").asText()).isEqualTo("not-attempted");

        List<SweepPoint> fine = new BenchSweep(new RecordedBenchRunner())
                .run(request(List.of("cuda"), "water-8"), BenchSweep.Listener.NONE);
        JsonNode ok = tree(SweepJson.of(fine)).at("/points/0");
        // The point's one shape, as the run history keeps it, plus its speed.
        assertThat(ok.fieldNames())
                .toIterable()
                .containsExactly(
                        "config",
                        "structure",
                        "atoms",
                        "step_s",
                        "first_call_s",
                        "throughput_atom_steps_per_s",
                        "peak_memory_bytes",
                        "ok",
                        "failure_reason",
                        "failure_message",
                        "conditions",
                        "figures",
                        "speed");
        assertThat(ok.get("failure_reason").isNull()).isTrue();
        // The recorded runner's result carries no figures and names no GPU: a speed, but no verdict on it.
        assertThat(ok.get("figures").isArray()).isTrue();
        assertThat(ok.get("figures")).isEmpty();
        assertThat(ok.get("conditions").isObject())
                .as("the set-up the point ran under")
                .isTrue();
        assertThat(ok.at("/speed/verdict").asText()).isEqualTo("no-reference");
        assertThat(ok.at("/speed/us_per_atom_step").asDouble()).isPositive();
        assertThat(tree(SweepJson.of(fine)).get("verdict").asText()).startsWith("Only cuda here");
        assertThat(tree(SweepJson.of(fine)).get("cueq_break_even").isArray()).isTrue();
        assertThat(ok.get("step_s").fieldNames()).toIterable().containsExactly("min", "p10", "median", "p90", "max");
        assertThat(ok.get("peak_memory_bytes").asLong()).isEqualTo(24_000_000L);
    }

    @Test
    void aBadRequestIsRefusedWithSentences() {
        assertThatThrownBy(() ->
                        new BenchSweep(new RecordedBenchRunner()).run(request(List.of(), ""), BenchSweep.Listener.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one configuration")
                .hasMessageContaining("structure must be a name");
        assertThatThrownBy(() -> RunSetup.parse("cpu+cueq")).hasMessageContaining("need CUDA");
        assertThatThrownBy(() -> RunSetup.parse("tpu")).hasMessageContaining("cpu, cuda or cuda:N");
        assertThat(RunSetup.parse("CUDA:1+cueq")).isEqualTo(new RunSetup("cuda:1", true));
    }

    @Test
    void interruptingTheSweepStopsIt() throws Exception {
        RecordedBenchRunner runner = new RecordedBenchRunner();
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> new BenchSweep(runner)
                            .run(request(List.of("cpu"), "h2o", "water-8"), BenchSweep.Listener.NONE))
                    .isInstanceOf(InterruptedException.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(runner.ran).hasSize(1);
    }

    /** The sweep as bench --json prints it: through the one mapper's text. */
    private static JsonNode tree(SweepJson sweep) throws Exception {
        return JsonMappers.records().readTree(JsonMappers.records().writeValueAsString(sweep));
    }
}
