package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.RunRecord;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * report.json read as its records: a part that does not read as its record (a hand-edited or newer
 * bundle) is left out, element by element where it sits in a list, and the rest of the report still reads.
 */
class BundleReportTest {

    private static ObjectNode recorded() throws Exception {
        return (ObjectNode) new BundleReader()
                .open(Path.of("docs/gpu-results/2026-11-26-h200/bundle.zip"))
                .report()
                .deepCopy();
    }

    @Test
    void theRecordedBundleReadsWhole() throws Exception {
        BundleReport report = BundleReport.read(recorded());

        assertThat(report.schemaVersion()).isEqualTo(2);
        assertThat(report.host().nvidiaSmi().gpus())
                .singleElement()
                .satisfies(gpu -> assertThat(gpu.name()).isEqualTo("NVIDIA H200"));
        assertThat(report.runs()).hasSize(4);
        assertThat(report.checklist().checks())
                .hasSize(recorded().at("/checklist/checks").size());
        assertThat(report.envReport().version("torch")).isEqualTo("2.11.0");
    }

    @Test
    void aRunOrACheckThatDoesNotReadIsLeftOutAlone() throws Exception {
        ObjectNode tree = recorded();
        ((ObjectNode) tree.at("/runs/1")).remove("created_at");
        ((ObjectNode) tree.at("/checklist/checks/2")).put("status", "sideways");
        String secondRun = tree.at("/runs/1/id").asText();

        BundleReport report = BundleReport.read(tree);

        assertThat(report.runs()).hasSize(3).extracting(RunRecord::id).doesNotContain(secondRun);
        assertThat(report.checklist().checks())
                .hasSize(tree.at("/checklist/checks").size() - 1);
        assertThat(report.host()).isNotNull();
        assertThat(report.capabilities().capabilities()).isNotEmpty();
    }

    @Test
    void aHostThatDoesNotReadIsLeftOutAndTheSummarySaysSo() throws Exception {
        ObjectNode tree = recorded();
        ((ObjectNode) tree.path("host")).remove("platform");

        BundleReport report = BundleReport.read(tree);

        assertThat(report.host()).isNull();
        assertThat(SummaryMarkdown.render(report))
                .contains("Host facts are missing")
                .contains("## Checklist: ");
        assertThat(new OpenedBundle("edited.zip", tree, Map.of()).hostLabel()).isEqualTo("unknown OS");
    }

    @Test
    void aReportThatIsNotAnObjectReadsAsAnEmptyOne() throws Exception {
        BundleReport report = BundleReport.read(JsonMappers.records().readTree("[1, 2]"));

        assertThat(report.host()).isNull();
        assertThat(report.runs()).isEmpty();
        assertThat(SummaryMarkdown.render(report)).startsWith("# GPU Doctor bug report\n\nGPU Doctor ?, written ?.");
    }

    @Test
    void aTopLevelValueOfTheWrongKindIsLeftOut() throws Exception {
        ObjectNode tree = recorded();
        tree.put("runs", "not a list");
        tree.put("schema_version", "two");

        BundleReport report = BundleReport.read(tree);

        assertThat(report.runs()).isEmpty();
        assertThat(report.schemaVersion()).isZero();
        assertThat(report.host()).isNotNull();
    }
}
