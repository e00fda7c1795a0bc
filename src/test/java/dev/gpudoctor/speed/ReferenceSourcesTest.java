package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 40 item 2: every reference row can be found again. A row names a web address, or a file of this
 * repository and the row in it where its figure stands (verbatim, with the figure in it), or a tracker
 * record and its words; and it says the conditions it was measured under. No row is an estimate.
 */
class ReferenceSourcesTest {

    private static final Pattern NUMBER = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");

    /** Why a row cannot be traced, or empty. */
    static List<String> untraceable(ReferenceSpeed r) throws Exception {
        List<String> problems = new ArrayList<>();
        if (blank(r.source()) || blank(r.url())) {
            problems.add(r.id() + ": no source");
            return problems;
        }
        if (blank(r.system()) || blank(r.software()) || blank(r.edgesBasis())) {
            problems.add(r.id() + ": its conditions (system, software, edges basis) are not all stated");
        }
        if (r.range() != null || r.source().toLowerCase(Locale.ROOT).contains("estimate")) {
            problems.add(r.id() + ": an estimate, not a measurement");
        }
        if (r.url().startsWith("https://")) {
            return problems;
        }
        if (r.url().matches("issue:\\d+")) {
            if (blank(r.row())) {
                problems.add(r.id() + ": names issue " + r.url() + " without the words that hold its figure");
            }
            return problems;
        }
        Path file = Path.of(r.url());
        if (!Files.isRegularFile(file)) {
            problems.add(r.id() + ": " + r.url() + " is neither a web address nor a file of this repository");
            return problems;
        }
        if (blank(r.row()) || !Files.readString(file).contains(r.row())) {
            problems.add(r.id() + ": " + r.url() + " holds no row \"" + r.row() + "\"");
        } else if (!holdsFigure(r)) {
            problems.add(r.id() + ": its row in " + r.url() + " does not hold " + r.usPerAtomStep()
                    + " µs/atom (or its step time)");
        }
        if (r.precision() == null
                || r.cueq() == null
                || r.stress() == null
                || r.atoms() == null
                || r.modelL() == null) {
            problems.add(r.id() + ": our own measurement must state precision, cuEq, stress, atoms and L");
        }
        if (r.onCpu() && (r.cpuModel() == null || r.threads() == null)) {
            problems.add(r.id() + ": a CPU row must state its CPU and threads");
        }
        return problems;
    }

    /** The row holds the figure per atom, or the step it comes from in s or ms, to its printed rounding. */
    private static boolean holdsFigure(ReferenceSpeed r) {
        double us = r.usPerAtomStep();
        double seconds = r.atoms() == null ? Double.NaN : us * r.atoms() / 1e6;
        Matcher m = NUMBER.matcher(r.row());
        while (m.find()) {
            double n = Double.parseDouble(m.group().replace(",", ""));
            for (double candidate : new double[] {us, seconds, seconds * 1e3}) {
                if (Double.isFinite(candidate) && Math.abs(n - candidate) <= 0.01 * candidate) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    @Test
    void everyReferenceRowHasASourceThatHoldsItsFigureAndItsConditions() throws Exception {
        List<String> problems = new ArrayList<>();
        for (ReferenceSpeed r : ReferenceSpeeds.standard().all()) {
            problems.addAll(untraceable(r));
        }
        assertThat(ReferenceSpeeds.standard().all()).hasSizeGreaterThan(25);
        assertThat(problems).isEmpty();
    }

    @Test
    void aRowWithoutASourceOrWithAnEstimateOrAWrongRowIsCaught() throws Exception {
        String good = """
                {"id": "x", "gpu": "H200", "model": "m", "model_l": 0, "precision": "float32", "cueq": false,
                 "method": "model-only", "atoms": 6144, "system": "water-2048", "software": "torch", "us_per_atom_step": 18.0,
                 "edges_per_atom": 87.9, "edges_basis": "measured", "stress": false, "source": "GPU Doctor on an H200",
                 "url": "docs/gpu-results/2026-11-26-h200/README.md",
                 "row": "| small | cuda | water-2048 | 6,144 | 434 ms (70.6 µs) | 32.2 µs | 18.0 µs |"}""";
        assertThat(untraceable(one(good))).isEmpty();
        assertThat(untraceable(one(good.replace("\"source\": \"GPU Doctor on an H200\"", "\"source\": \"\""))))
                .containsExactly("x: no source");
        assertThat(untraceable(one(good.replace("18.0,", "30.0,"))))
                .singleElement()
                .asString()
                .contains("does not hold 30.0");
        assertThat(untraceable(one(good.replace("| 18.0 µs |", "| 18.5 µs |"))))
                .singleElement()
                .asString()
                .contains("holds no row");
        assertThat(untraceable(one(good.replace("GPU Doctor on an H200", "GPU Doctor's estimate"))))
                .singleElement()
                .asString()
                .contains("an estimate");
        assertThat(untraceable(one(good.replace(
                        "\"url\": \"docs/gpu-results/2026-11-26-h200/README.md\"", "\"url\": \"notes/x.md\""))))
                .singleElement()
                .asString()
                .contains("neither a web address nor a file");
        // A row without a source at all is refused when the references are read.
        assertThatThrownBy(() -> one(good.replace(", \"source\": \"GPU Doctor on an H200\"", "")))
                .isInstanceOf(Exception.class);
    }

    private static ReferenceSpeed one(String row) throws Exception {
        String file =
                "{\"gpus\": [{\"key\": \"H200\", \"pattern\": \"H200\", \"architecture\": \"Hopper\"}], \"architectures\": {}, \"references\": ["
                        + row + "]}";
        return ReferenceSpeeds.read(new ByteArrayInputStream(file.getBytes(StandardCharsets.UTF_8)))
                .all()
                .get(0);
    }
}
