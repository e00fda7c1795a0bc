package dev.gpudoctor.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.gpudoctor.json.JsonMappers;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

/**
 * Opens a bundle someone sent, assuming it may be hostile. Reads purely in memory — nothing is ever
 * written to disk — and refuses, with a sentence: entries with "..", absolute paths or links;
 * more than the size caps (counted while streaming, not taken from headers); a compression ratio
 * no real bundle has; truncated or corrupt archives; a directory that disagrees with the entries;
 * unknown schema versions; files that do not match the manifest's sha256.
 */
public final class BundleReader {

    /** Larger than any real bundle (a few MiB) by far, small enough to hold in memory. */
    public static final long MAX_TOTAL_BYTES = 128L * 1024 * 1024;

    public static final long MAX_ARCHIVE_BYTES = 128L * 1024 * 1024;
    public static final int MAX_ENTRIES = 5_000;
    /** Deflate reaches ~1000:1 on zeros; text reaches 10-50:1. Checked once an entry passes 1 MiB. */
    public static final int MAX_RATIO = 200;

    static final long RATIO_FLOOR_BYTES = 1024 * 1024;

    private final long maxTotalBytes;

    public BundleReader() {
        this(MAX_TOTAL_BYTES);
    }

    /** With a smaller total cap (tests). */
    public BundleReader(long maxTotalBytes) {
        this.maxTotalBytes = maxTotalBytes;
    }

    public OpenedBundle open(Path zip) throws BundleRefusedException {
        String name =
                zip.getFileName() == null ? zip.toString() : zip.getFileName().toString();
        try {
            if (!Files.isRegularFile(zip)) {
                throw new BundleRefusedException(zip + " is not a file");
            }
            if (Files.size(zip) > MAX_ARCHIVE_BYTES) {
                throw new BundleRefusedException(
                        name + " is larger than " + MAX_ARCHIVE_BYTES / (1024 * 1024) + " MiB: not a bundle");
            }
            List<CentralDirectory.Entry> directory = CentralDirectory.read(zip, MAX_ENTRIES);
            Set<String> listed = new HashSet<>();
            for (CentralDirectory.Entry entry : directory) {
                refuseName(entry.name());
                if (entry.symlink()) {
                    throw new BundleRefusedException(
                            "entry '" + BundlePaths.printable(entry.name()) + "' is a symbolic link");
                }
                if (!listed.add(entry.name())) {
                    throw new BundleRefusedException(
                            "entry '" + BundlePaths.printable(entry.name()) + "' appears twice");
                }
            }
            Map<String, byte[]> files = stream(zip, listed);
            JsonNode report = checkReport(files);
            checkManifest(files);
            return new OpenedBundle(zip.toString(), report, files);
        } catch (NoSuchFileException e) {
            throw new BundleRefusedException(zip + " does not exist");
        } catch (EOFException e) {
            throw new BundleRefusedException(name + " is truncated (it ends in the middle of an entry)");
        } catch (ZipException e) {
            throw new BundleRefusedException(name + " is not a readable zip: " + e.getMessage());
        } catch (IOException e) {
            throw new BundleRefusedException(name + " could not be read: " + e.getMessage());
        }
    }

    private Map<String, byte[]> stream(Path zip, Set<String> listed) throws IOException, BundleRefusedException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        long total = 0;
        try (CountingInputStream counted = new CountingInputStream(Files.newInputStream(zip));
                ZipInputStream in = new ZipInputStream(counted)) {
            byte[] buffer = new byte[64 * 1024];
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                String entryName = entry.getName();
                refuseName(entryName);
                if (!listed.contains(entryName) || !seen.add(entryName)) {
                    throw new BundleRefusedException("entry '" + BundlePaths.printable(entryName)
                            + "' is not in the zip's directory, or appears twice: the archive was tampered with");
                }
                long start = counted.count();
                ByteArrayOutputStream content = new ByteArrayOutputStream();
                long size = 0;
                for (int n; (n = in.read(buffer)) > 0; ) {
                    size += n;
                    total += n;
                    if (total > maxTotalBytes) {
                        throw new BundleRefusedException("the bundle unpacks to more than "
                                + maxTotalBytes / (1024 * 1024) + " MiB: refused as a zip bomb");
                    }
                    long compressed = Math.max(1, counted.count() - start);
                    if (size > RATIO_FLOOR_BYTES && size / compressed > MAX_RATIO) {
                        throw new BundleRefusedException("entry '" + BundlePaths.printable(entryName)
                                + "' expands more than " + MAX_RATIO + " times: refused as a zip bomb");
                    }
                    if (!entryName.endsWith("/")) {
                        content.write(buffer, 0, n);
                    }
                }
                if (!entryName.endsWith("/")) {
                    files.put(entryName, content.toByteArray());
                }
            }
        }
        if (!seen.equals(listed)) {
            throw new BundleRefusedException(
                    "the zip's directory lists entries that are not in the archive: truncated or tampered with");
        }
        return files;
    }

    private static void refuseName(String name) throws BundleRefusedException {
        String problem = BundlePaths.problem(name);
        if (problem != null) {
            throw new BundleRefusedException(problem);
        }
    }

    private JsonNode checkReport(Map<String, byte[]> files) throws BundleRefusedException {
        byte[] report = files.get(BundleFormat.REPORT);
        if (report == null) {
            throw new BundleRefusedException("there is no report.json: not a GPU Doctor bundle");
        }
        JsonNode node;
        try {
            node = JsonMappers.records().readTree(report);
        } catch (IOException e) {
            throw unreadableJson(BundleFormat.REPORT, e);
        }
        JsonNode version = node == null ? null : node.get("schema_version");
        if (version == null || !version.isNumber()) {
            throw new BundleRefusedException("report.json has no schema_version: not a GPU Doctor bundle");
        }
        if (!version.isIntegralNumber() || !version.canConvertToInt()) {
            // 1.5 must not pass as 1: a version is a whole number, and this one names no version there is.
            throw new BundleRefusedException("report.json has schema_version " + version.asText()
                    + ", which is not a whole number; this GPU Doctor reads versions " + BundleFormat.OLDEST_READABLE
                    + " to "
                    + BundleFormat.SCHEMA_VERSION);
        }
        if (version.asInt() < BundleFormat.OLDEST_READABLE || version.asInt() > BundleFormat.SCHEMA_VERSION) {
            throw new BundleRefusedException(
                    "report.json has schema_version " + version.asText() + "; this GPU Doctor reads versions "
                            + BundleFormat.OLDEST_READABLE + " to " + BundleFormat.SCHEMA_VERSION
                            + (version.asInt() > BundleFormat.SCHEMA_VERSION ? " (update GPU Doctor to open it)" : ""));
        }
        return ReportUpgrade.toCurrent(node, version.asInt());
    }

    /** Valid JSON beyond the reader's limits is said as such, with the limit; only broken JSON is "not valid". */
    private static BundleRefusedException unreadableJson(String name, IOException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof StreamConstraintsException limit) {
                String said = limit.getOriginalMessage();
                if (said != null && said.contains("nesting depth")) {
                    return new BundleRefusedException(
                            name + " nests deeper than " + StreamReadConstraints.DEFAULT_MAX_DEPTH
                                    + " levels, the most GPU Doctor reads (a real one nests fewer than 10)");
                }
                return new BundleRefusedException(name + " goes beyond a limit of the JSON reader: " + said);
            }
        }
        String where = e instanceof JsonProcessingException parse && parse.getLocation() != null
                ? " (line " + parse.getLocation().getLineNr() + ", column "
                        + parse.getLocation().getColumnNr() + ")"
                : "";
        return new BundleRefusedException(name + " is not valid JSON" + where);
    }

    private void checkManifest(Map<String, byte[]> files) throws BundleRefusedException {
        byte[] manifest = files.get(BundleFormat.MANIFEST);
        if (manifest == null) {
            throw new BundleRefusedException("there is no manifest.json: the bundle cannot be verified");
        }
        Map<String, String> expected = new HashMap<>();
        try {
            // Read as the record the writer wrote it from.
            BundleWriter.Manifest listed = JsonMappers.records().readValue(manifest, BundleWriter.Manifest.class);
            for (BundleWriter.ManifestEntry file :
                    listed == null || listed.files() == null ? List.<BundleWriter.ManifestEntry>of() : listed.files()) {
                if (file != null) {
                    expected.put(String.valueOf(file.path()), String.valueOf(file.sha256()));
                }
            }
        } catch (MismatchedInputException e) {
            // Valid JSON in another shape: say so, not "not valid JSON".
            throw new BundleRefusedException(
                    BundleFormat.MANIFEST + " is not a manifest GPU Doctor wrote: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw unreadableJson(BundleFormat.MANIFEST, e);
        }
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            if (file.getKey().equals(BundleFormat.MANIFEST)) {
                continue;
            }
            String sha = expected.remove(file.getKey());
            if (sha == null) {
                throw new BundleRefusedException(
                        BundlePaths.printable(file.getKey()) + " is not in the manifest: the bundle was altered");
            }
            if (!sha.equalsIgnoreCase(BundleWriter.sha256(file.getValue()))) {
                throw new BundleRefusedException(BundlePaths.printable(file.getKey())
                        + " does not match its sha256 in the manifest: the bundle was altered or damaged");
            }
        }
        if (!expected.isEmpty()) {
            throw new BundleRefusedException(
                    "the manifest lists files the bundle lacks: " + String.join(", ", expected.keySet()));
        }
    }

    /** Counts the compressed bytes ZipInputStream has taken, for the ratio check. */
    private static final class CountingInputStream extends FilterInputStream {
        private long count;

        CountingInputStream(InputStream in) {
            super(in);
        }

        long count() {
            return count;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}
