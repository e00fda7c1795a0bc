package dev.gpudoctor.checklist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/** Materialises a captured host tree from src/test/resources/hosts into a temp dir, with its placeholders and links. */
public final class HostTrees {

    static final Path HOSTS = Path.of("src/test/resources/hosts");
    static final List<String> ALL = List.of(
            "native-driver", "native-no-driver", "wsl2-healthy", "wsl2-linux-driver", "wsl2-no-ld-wsl-conf", "wsl1");

    private HostTrees() {}

    public static Path materialise(String name, Path into) {
        Path source = HOSTS.resolve(name);
        Path root = into.resolve(name);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path target = root.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            for (String line : Files.readAllLines(source.resolve(".gpu-doctor/tree.txt"))) {
                String entry = line.strip();
                if (entry.isEmpty() || entry.startsWith("#")) {
                    continue;
                }
                if (entry.startsWith("empty ")) {
                    Path file = root.resolve(entry.substring(6).strip().substring(1));
                    Files.createDirectories(file.getParent());
                    Files.writeString(
                            file, "placeholder for " + entry.substring(6).strip() + "\n");
                } else if (entry.startsWith("link ")) {
                    String[] parts = entry.substring(5).split(" -> ");
                    Path link = root.resolve(parts[0].strip().substring(1));
                    Files.createDirectories(link.getParent());
                    Files.createSymbolicLink(link, Path.of(parts[1].strip()));
                } else {
                    throw new IllegalStateException("bad tree.txt line in " + name + ": " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return root;
    }
}
