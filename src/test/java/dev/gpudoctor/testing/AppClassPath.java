package dev.gpudoctor.testing;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

/** The app's own class path, for a test that starts the real app (a CLI command) as a child JVM. */
public final class AppClassPath {

    private AppClassPath() {}

    /**
     * target/classes and the dependency jars, without the test classes: surefire hands its JVM one
     * manifest-only jar whose Class-Path lists the real entries.
     */
    public static List<String> runtime() throws IOException {
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (entry.endsWith(".jar") && path.getFileName().toString().startsWith("surefire")) {
                try (JarFile booter = new JarFile(path.toFile())) {
                    String manifestPath =
                            booter.getManifest().getMainAttributes().getValue("Class-Path");
                    for (String url : manifestPath == null
                            ? new String[0]
                            : manifestPath.trim().split("\\s+")) {
                        entries.add(Path.of(java.net.URI.create(url)).toString());
                    }
                }
            } else {
                entries.add(path.toAbsolutePath().toString());
            }
        }
        return entries.stream()
                .filter(entry -> !entry.endsWith("test-classes") && !entry.endsWith("test-classes/"))
                .filter(entry -> !entry.contains("surefire"))
                .toList();
    }
}
