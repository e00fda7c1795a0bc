package dev.gpudoctor.bundle;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.ErrorSummary;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns collected inputs into a zip: each section into a redacting draft (a failing section is
 * recorded as errored, the rest goes on), then report.json, summary.md and a manifest with the
 * sha256 of every file. Written to a temp file beside the target and moved into place, so a crash
 * never leaves half a bundle under the real name.
 */
public final class BundleWriter {

    private static final Logger LOG = LoggerFactory.getLogger(BundleWriter.class);

    /** What was written: where, the report, the per-section outcomes and how many bytes. */
    public record Written(
            Path file,
            JsonNode report,
            List<SectionOutcome> outcomes,
            Map<String, Integer> redactions,
            List<String> files,
            long bytes) {

        /** Which checklist run the bundle includes, as its report.json says; empty when the checklist did not run. */
        public Optional<BundleInputs.IncludedChecklist> includedChecklist() {
            ChecklistSection.ChecklistJson checklist = BundleReport.read(report).checklist();
            return Optional.ofNullable(checklist == null ? null : checklist.run());
        }
    }

    /**
     * @param progress called with (fraction 0..1, step) after each section; may be null
     */
    public Written write(
            BundleInputs inputs,
            List<BundleSection> sections,
            RedactionPolicy policy,
            Path target,
            BiConsumer<Double, String> progress)
            throws IOException {
        Redactor redactor = new Redactor(policy);
        // The mapper of check --json and the run history: one shape per record wherever it is written.
        BundleDraft draft = new BundleDraft(redactor, JsonMappers.records());
        int done = 0;
        for (BundleSection section : sections) {
            report(progress, (double) done / (sections.size() + 1), "Writing " + section.id() + "…");
            draft.outcome(run(section, inputs, draft));
            done++;
        }
        JsonNode report = assemble(inputs, draft, redactor);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(
                BundleFormat.SUMMARY,
                SummaryMarkdown.render(BundleReport.read(report)).getBytes(StandardCharsets.UTF_8));
        files.put(
                BundleFormat.REPORT,
                JsonMappers.records().writerWithDefaultPrettyPrinter().writeValueAsBytes(report));
        files.putAll(draft.files());
        files.put(BundleFormat.MANIFEST, manifest(files));
        report(progress, (double) done / (sections.size() + 1), "Writing the zip…");
        long bytes = zip(files, target);
        report(progress, 1.0, "Written");
        return new Written(
                target, report, List.copyOf(draft.outcomes()), redactor.counts(), List.copyOf(files.keySet()), bytes);
    }

    private static SectionOutcome run(BundleSection section, BundleInputs inputs, BundleDraft draft) {
        try {
            section.write(inputs, draft);
            return new SectionOutcome(section.id(), SectionOutcome.INCLUDED, "");
        } catch (SectionSkipped skipped) {
            return new SectionOutcome(section.id(), SectionOutcome.SKIPPED, skipped.getMessage());
        } catch (Exception | LinkageError e) {
            LOG.warn("Bundle section {} failed", section.id(), e);
            return new SectionOutcome(
                    section.id(), SectionOutcome.ERRORED, ErrorSummary.of(e).message());
        }
    }

    /**
     * report.json: its version and the app's, when it was made, each section's parts under their own keys
     * ("host", "checklist", "runs"…), how each section ended and how many values of each kind were redacted.
     */
    @JsonPropertyOrder({"schema_version", "app_version", "app", "timestamps"})
    record ReportJson(
            int schemaVersion,
            String appVersion,
            JsonNode app,
            Timestamps timestamps,
            @JsonIgnore Map<String, JsonNode> parts,
            List<SectionOutcome> sections,
            Map<String, Integer> redactions) {

        @JsonAnyGetter
        Map<String, JsonNode> sectionParts() {
            return parts;
        }
    }

    record Timestamps(Instant started, Instant probesFinished, Instant written) {}

    /** manifest.json: every file of the zip with its size and SHA-256. */
    record Manifest(int schemaVersion, String algorithm, List<ManifestEntry> files) {}

    record ManifestEntry(String path, int bytes, String sha256) {}

    private JsonNode assemble(BundleInputs inputs, BundleDraft draft, Redactor redactor) {
        Timestamps times = new Timestamps(inputs.startedAt(), inputs.probesFinishedAt(), Instant.now());
        // Counts only, taken last so they cover every file; the values were never kept.
        ReportJson report = new ReportJson(
                BundleFormat.SCHEMA_VERSION,
                inputs.app().version(),
                draft.redacted(inputs.app()),
                times,
                draft.report(),
                List.copyOf(draft.outcomes()),
                new LinkedHashMap<>(redactor.counts()));
        return JsonMappers.records().valueToTree(report);
    }

    private byte[] manifest(Map<String, byte[]> files) throws IOException {
        List<ManifestEntry> entries = files.entrySet().stream()
                .map(file -> new ManifestEntry(file.getKey(), file.getValue().length, sha256(file.getValue())))
                .toList();
        return JsonMappers.records()
                .writerWithDefaultPrettyPrinter()
                .writeValueAsBytes(new Manifest(BundleFormat.SCHEMA_VERSION, "sha256", entries));
    }

    static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    private static long zip(Map<String, byte[]> files, Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path parent = absolute.getParent();
        Files.createDirectories(parent);
        // AtomicFile checks the target again at the rename: a link or FIFO put there while the sections were
        // collected is not replaced either.
        long[] bytes = new long[1];
        AtomicFile.at(absolute).tempNamed(".gpu-doctor-bundle-", ".part").write(temp -> {
            try (OutputStream out = Files.newOutputStream(temp);
                    ZipOutputStream zip = new ZipOutputStream(out)) {
                Instant now = Instant.now();
                for (Map.Entry<String, byte[]> file : files.entrySet()) {
                    ZipEntry entry = new ZipEntry(file.getKey());
                    entry.setTime(now.toEpochMilli());
                    // PNGs are already compressed: storing them spares time for nothing lost.
                    zip.setLevel(file.getKey().endsWith(".png") ? 1 : 6);
                    zip.putNextEntry(entry);
                    zip.write(file.getValue());
                    zip.closeEntry();
                }
            }
            bytes[0] = Files.size(temp);
        });
        return bytes[0];
    }

    private static void report(BiConsumer<Double, String> progress, double fraction, String step) {
        if (progress != null) {
            progress.accept(fraction, step);
        }
    }
}
