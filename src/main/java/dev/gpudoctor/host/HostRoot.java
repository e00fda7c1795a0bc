package dev.gpudoctor.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A directory standing for "/": the real root, or a captured tree of another machine's files
 * (tests, bug reports). Every host read goes through one, with absolute paths as they are on that
 * machine. Links inside a captured tree are resolved inside it, never on this machine.
 */
public final class HostRoot {

    /** Where a captured tree keeps what cannot be a file of the machine itself. */
    public static final String CAPTURE_DIR = ".gpu-doctor";
    /**
     * Symbolic links of a captured tree written as text ({@code /path -> target}, one a line): a zip
     * carries no links (and bundle readers refuse them), so bundles record links here instead.
     */
    public static final String LINKS_FILE = "links.txt";

    private final Path root;
    private final boolean real;
    private Map<String, String> listedLinks;

    private HostRoot(Path root) {
        this.root = root.toAbsolutePath().normalize();
        this.real = this.root.getParent() == null;
    }

    public static HostRoot of(Path root) {
        return new HostRoot(root == null ? Path.of("/") : root);
    }

    public static HostRoot real() {
        return new HostRoot(Path.of("/"));
    }

    /** True for "/": commands may run and the process environment is this machine's. */
    public boolean isReal() {
        return real;
    }

    public Path directory() {
        return root;
    }

    /** The file standing for {@code absolute} ("/proc/version"). */
    public Path resolve(String absolute) {
        String relative = absolute.startsWith("/") ? absolute.substring(1) : absolute;
        return relative.isEmpty() ? root : root.resolve(relative);
    }

    /** A file of the capture folder ({@code .gpu-doctor/commands/nvidia-smi-q-x.txt}). */
    public Path captured(String relative) {
        return root.resolve(CAPTURE_DIR).resolve(relative);
    }

    public Optional<String> readString(String absolute) {
        return read(resolve(absolute));
    }

    public Optional<List<String>> readLines(String absolute) {
        return readString(absolute).map(text -> text.lines().toList());
    }

    static Optional<String> read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | java.io.UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /** Present as an entry: a file, a directory, a device, even a dangling link. */
    public boolean exists(String absolute) {
        return Files.exists(resolve(absolute), LinkOption.NOFOLLOW_LINKS) || listedLinks().containsKey(absolute);
    }

    public boolean isDirectory(String absolute) {
        return Files.isDirectory(resolve(absolute))
                || listedLinks().keySet().stream().anyMatch(link -> parentOf(link).equals(absolute));
    }

    /** The entry names of a directory, sorted; empty when it is not one. */
    public List<String> list(String absolute) {
        List<String> names = new ArrayList<>();
        listedLinks().keySet().stream().filter(link -> parentOf(link).equals(absolute))
                .forEach(link -> names.add(link.substring(link.lastIndexOf('/') + 1)));
        Path dir = resolve(absolute);
        if (Files.isDirectory(dir)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
                entries.forEach(entry -> {
                    if (!names.contains(entry.getFileName().toString())) {
                        names.add(entry.getFileName().toString());
                    }
                });
            } catch (IOException e) {
                // what was listed so far stands
            }
        }
        names.sort(null);
        return names;
    }

    public boolean isSymbolicLink(String absolute) {
        return Files.isSymbolicLink(resolve(absolute)) || listedLinks().containsKey(absolute);
    }

    /** The link's target as written, or null when it is not a link. */
    public String linkTarget(String absolute) {
        try {
            if (Files.isSymbolicLink(resolve(absolute))) {
                return Files.readSymbolicLink(resolve(absolute)).toString();
            }
            return listedLinks().get(absolute);
        } catch (IOException e) {
            return null;
        }
    }

    /** The links listed in {@code .gpu-doctor/links.txt}; none on the real root. */
    private synchronized Map<String, String> listedLinks() {
        if (listedLinks == null) {
            Map<String, String> links = new TreeMap<>();
            if (!real) {
                read(captured(LINKS_FILE)).ifPresent(text -> text.lines().forEach(line -> {
                    int arrow = line.indexOf(" -> ");
                    if (arrow > 0 && line.startsWith("/")) {
                        links.put(line.substring(0, arrow).strip(), line.substring(arrow + 4).strip());
                    }
                }));
            }
            listedLinks = links;
        }
        return listedLinks;
    }

    /**
     * Follows links the way the host would, but inside this root: an absolute target is taken
     * relative to the root. Null when the chain dangles or loops.
     */
    public String resolveLinks(String absolute) {
        String current = absolute;
        for (int hops = 0; hops < 16; hops++) {
            String target = linkTarget(current);
            if (target == null) {
                return Files.exists(resolve(current), LinkOption.NOFOLLOW_LINKS) ? current : null;
            }
            current = target.startsWith("/") ? target
                    : Path.of(parentOf(current)).resolve(target).normalize().toString();
        }
        return null;
    }

    public long size(String absolute) {
        try {
            return Files.size(resolve(absolute));
        } catch (IOException e) {
            return -1;
        }
    }

    static String parentOf(String absolute) {
        int slash = absolute.lastIndexOf('/');
        return slash <= 0 ? "/" : absolute.substring(0, slash);
    }

    @Override
    public String toString() {
        return root.toString();
    }
}
