package dev.gpudoctor.diagnosis;

import dev.gpudoctor.json.JsonMappers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The library of known reports that ships with GPU Doctor ({@code known-reports.jsonl} next to this
 * class, one report a line), made from the train fixtures by {@code tools/diagnosis/known-reports.sh}.
 * Never from a held-out set: those measure the library, they are not part of it.
 */
public final class KnownReportLibrary {

    static final String RESOURCE = "known-reports.jsonl";

    private KnownReportLibrary() {}

    /** The shipped library; a missing or malformed file is an error, not an empty library. */
    public static List<KnownReport> standard() {
        try (InputStream in = KnownReportLibrary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(
                        "The library of known reports " + RESOURCE + " is missing from the application");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the library of known reports " + RESOURCE, e);
        }
    }

    static List<KnownReport> read(InputStream in) throws IOException {
        List<KnownReport> reports = new ArrayList<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (!line.isBlank()) {
                reports.add(JsonMappers.strict().readValue(line, KnownReport.class));
            }
        }
        return reports;
    }

    /**
     * The reports whose evidence (their signal lines and what they state) is another report's too, word for word,
     * with other labels: the same paste was resolved two ways, so it says which way neither goes. A report with no
     * signal line is never counted (it has no evidence to share).
     */
    public static Set<String> contradicted(List<KnownReport> reports) {
        Map<List<String>, Set<List<String>>> labelsByEvidence = new HashMap<>();
        for (KnownReport report : reports) {
            labelsByEvidence
                    .computeIfAbsent(evidence(report), e -> new HashSet<>())
                    .add(report.labels().stream().sorted().toList());
        }
        Set<String> contradicted = new HashSet<>();
        for (KnownReport report : reports) {
            if (!report.lines().isEmpty()
                    && labelsByEvidence.get(evidence(report)).size() > 1) {
                contradicted.add(report.id());
            }
        }
        return contradicted;
    }

    private static List<String> evidence(KnownReport report) {
        List<String> evidence = new ArrayList<>(report.lines().stream().sorted().toList());
        evidence.add("-- what it states --"); // no signal line is this: it keeps lines and terms apart
        evidence.addAll(report.signals().stream().sorted().toList());
        return evidence;
    }

    /** The file's text for these reports: one JSON object a line, in the given order. */
    static String write(List<KnownReport> reports) {
        StringBuilder text = new StringBuilder();
        for (KnownReport report : reports) {
            try {
                text.append(JsonMappers.strict().writeValueAsString(report)).append('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return text.toString();
    }
}
