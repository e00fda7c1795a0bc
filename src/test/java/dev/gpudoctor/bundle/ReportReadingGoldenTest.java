package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42 item 2: what is rendered from report.json (summary.md, the comparison of two bundles, the text a
 * diagnosis reads, the host label, the runs and section outcomes) stays byte for byte what it was when these
 * files were recorded, whichever way report.json is read. Two real bundles (schema 1 from a WSL2 laptop,
 * schema 2 from an H200) and the second with two recorded {@code exec --json} results added under "exec" and its first check
 * made a failure.
 * The golden files were written from the field-path readers before they were replaced by records;
 * {@code -Dgolden.update=true} writes them again (then read the diff).
 */
class ReportReadingGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/bundles/golden");

    @TempDir
    Path temp;

    private OpenedBundle open(Path zip) throws Exception {
        return new BundleReader().open(zip);
    }

    private OpenedBundle schema1() throws Exception {
        Path zip = temp.resolve("schema-v1-wsl2.zip");
        if (!Files.exists(zip)) {
            try (InputStream in = getClass().getResourceAsStream("/bundles/schema-v1-wsl2.zip")) {
                Files.copy(in, zip);
            }
        }
        return open(zip);
    }

    private OpenedBundle h200() throws Exception {
        return open(Path.of("docs/gpu-results/2026-11-26-h200/bundle.zip"));
    }

    /** The H200 bundle with two runs of the user's command, as {@code bundle --exec} puts them under "exec". */
    private OpenedBundle h200WithExec() throws Exception {
        OpenedBundle plain = h200();
        ObjectNode report = plain.report().deepCopy();
        ArrayNode exec = report.putArray("exec");
        for (String name : List.of("exec-device-assert.json", "exec-train-toggles.json")) {
            exec.add(JsonMappers.records()
                    .readTree(Path.of("docs/gpu-results/2026-11-27-h200")
                            .resolve(name)
                            .toFile()));
        }
        // and a failed check, whose evidence a diagnosis reads
        ((ObjectNode) report.path("checklist").path("checks").get(0))
                .put("status", "fail")
                .put("remedy", "Install the NVIDIA driver.");
        return new OpenedBundle("h200-exec.zip", report, plain.files());
    }

    private static void matches(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual)
                .as(file + " (-Dgolden.update=true writes it again)")
                .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }

    private static String comparison(HostComparison comparison) {
        StringBuilder text = new StringBuilder(comparison.labelA() + " | " + comparison.labelB() + " | "
                + comparison.differenceCount() + " differences\n");
        for (ComparisonRow row : comparison.rows()) {
            text.append(row.section())
                    .append(" | ")
                    .append(row.item())
                    .append(" | ")
                    .append(row.a())
                    .append(" | ")
                    .append(row.b())
                    .append(" | ")
                    .append(row.differs() ? "differs" : "same")
                    .append('\n');
        }
        return text.toString();
    }

    /** Everything else an opened bundle answers from its report. */
    private static String readings(OpenedBundle bundle) {
        StringBuilder text = new StringBuilder("host label: " + bundle.hostLabel() + "\n");
        bundle.runs()
                .forEach(run -> text.append("run: ")
                        .append(run.id())
                        .append(' ')
                        .append(run.point().config())
                        .append(' ')
                        .append(run.point().ok())
                        .append('\n'));
        for (String section :
                List.of("host", "checklist", "python", "capabilities", "runs", "diagnoses", "exec", "logs", "nope")) {
            text.append("section ")
                    .append(section)
                    .append(": ")
                    .append(bundle.sectionOutcome(section))
                    .append('\n');
        }
        return text.append("--- diagnosable text\n")
                .append(bundle.diagnosableText())
                .toString();
    }

    @Test
    void summaryMarkdownIsAsRecorded() throws Exception {
        matches("summary-schema1.md", SummaryMarkdown.render(schema1().contents()));
        matches("summary-h200.md", SummaryMarkdown.render(h200().contents()));
        matches("summary-h200-exec.md", SummaryMarkdown.render(h200WithExec().contents()));
    }

    @Test
    void theComparisonIsAsRecorded() throws Exception {
        matches("compare-schema1-h200.txt", comparison(HostComparison.of(schema1(), h200())));
        matches("compare-h200-schema1.txt", comparison(HostComparison.of(h200(), schema1())));
        matches("compare-h200-exec.txt", comparison(HostComparison.of(h200WithExec(), schema1())));
    }

    @Test
    void anOpenedBundleReadsAsRecorded() throws Exception {
        matches("readings-schema1.txt", readings(schema1()));
        matches("readings-h200.txt", readings(h200()));
        matches("readings-h200-exec.txt", readings(h200WithExec()));
    }

    @Test
    void theGoldenFilesSayWhatTheyShouldNotBeEmptyOf() throws Exception {
        // Guards the fixtures themselves: each part the readers convert appears in at least one golden file.
        String all = Files.readString(GOLDEN.resolve("summary-schema1.md"))
                + Files.readString(GOLDEN.resolve("compare-h200-exec.txt"))
                + Files.readString(GOLDEN.resolve("readings-schema1.txt"));
        assertThat(all)
                .contains(
                        "## Host",
                        "## Python",
                        "## Checklist",
                        "## Capabilities",
                        "## MACE speed",
                        "## Failures and their likely causes",
                        "exec | run 2 switches | CUDA_LAUNCH_BLOCKING=1, TORCH_USE_CUDA_DSA=1",
                        "exec | run 1 end | failed, exit code 1",
                        "==> run",
                        "runs | ");
        assertThat(Files.readString(GOLDEN.resolve("readings-h200-exec.txt")))
                .contains("==> check gpu-visible: 1 GPU: NVIDIA H200");
    }
}
