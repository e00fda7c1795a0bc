package dev.gpudoctor.bundle;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** Test helpers: read a zip naively (trusted, our own output), write one entry by entry, unpack it. */
final class Zips {

    private Zips() {}

    static Map<String, byte[]> read(Path zip) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (InputStream raw = Files.newInputStream(zip);
                ZipInputStream in = new ZipInputStream(raw)) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                files.put(entry.getName(), in.readAllBytes());
            }
        }
        return files;
    }

    static void write(Path zip, Map<String, byte[]> files) throws IOException {
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        }
    }

    static byte[] bytes(Map<String, byte[]> files) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(buffer)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        }
        return buffer.toByteArray();
    }

    /** Unpacks our own bundle into a folder (the test's stand-in for `unzip`). */
    static Path unpack(Path zip, Path into) throws IOException {
        for (Map.Entry<String, byte[]> file : read(zip).entrySet()) {
            Path target = into.resolve(file.getKey()).normalize();
            if (!target.startsWith(into)) {
                throw new IOException("refusing " + file.getKey());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue());
        }
        return into;
    }
}
