package dev.gpudoctor.diagnosis;

import dev.gpudoctor.json.JsonMappers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

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
