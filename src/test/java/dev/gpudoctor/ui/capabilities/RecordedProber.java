package dev.gpudoctor.ui.capabilities;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Consumer;

/** Answers every probe from a recorded matrix (a test resource), row by row like the real service. */
final class RecordedProber implements CapabilityProber {

    final CapabilityMatrix recorded;
    int calls;
    CapabilityRequest lastRequest;

    RecordedProber(String resource) {
        try (InputStream in = RecordedProber.class.getResourceAsStream(resource)) {
            recorded = CapabilityJson.read(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public CapabilityMatrix probe(CapabilityRequest request, Consumer<CapabilityRow> onRow) {
        calls++;
        lastRequest = request;
        List<CapabilityRow> rows = recorded.rows().stream()
                .filter(row -> request.capabilities().contains(row.capability()))
                .toList();
        rows.forEach(onRow);
        return new CapabilityMatrix(recorded.devices(), rows);
    }
}
