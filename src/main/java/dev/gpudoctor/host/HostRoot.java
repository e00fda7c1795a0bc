package dev.gpudoctor.host;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A directory standing for "/": the real root, or a captured tree of another machine's files
 * (tests, bug reports). Every host read goes through one, with absolute paths as they are on that
 * machine. Links inside a captured tree are resolved inside it, never on this machine: an absolute
 * target is taken relative to the tree, ".." stops at its top, so no link leads out of it. Every
 * file is read with a byte limit ({@link HeadAndTail}).
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

    /**
     * The tree a folder stands for; null means "/". An unpacked GPU Doctor bundle (its
     * {@value #BUNDLE_REPORT} beside {@value #BUNDLE_TREE}/) stands by its {@value #BUNDLE_TREE}/ folder, so
     * {@code check --host-root} and every other reader take the bundle's folder or its raw/ alike.
     */
    public static HostRoot of(Path root) {
        return new HostRoot(root == null ? Path.of("/") : treeIn(root));
    }

    /** Where an unpacked bundle keeps the captured tree, and the file that tells a bundle's folder. */
    public static final String BUNDLE_TREE = "raw";

    static final String BUNDLE_REPORT = "report.json";

    /** {@code folder}, or its raw/ when it is an unpacked bundle. */
    public static Path treeIn(Path folder) {
        if (folder.toAbsolutePath().normalize().getParent() != null
                && Files.isRegularFile(folder.resolve(BUNDLE_REPORT))
                && Files.isDirectory(folder.resolve(BUNDLE_TREE))) {
            return folder.resolve(BUNDLE_TREE);
        }
        return folder;
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

    /**
     * The entry standing for {@code absolute} ("/proc/version"), with the links of its folders
     * followed inside the tree; the last name itself is not followed (it may be a link to inspect).
     */
    public Path resolve(String absolute) {
        String entry = real ? absolute : inside(absolute, false);
        // A loop among the folders: the lexical path, whose links are only ever inspected, never read through.
        return physical(entry != null ? entry : absolute);
    }

    /** The file standing for {@code absolute} with every link followed inside the tree; null when the links loop. */
    private Path followed(String absolute) {
        if (real) {
            return physical(absolute);
        }
        String entry = inside(absolute, true);
        return entry == null ? null : physical(entry);
    }

    private Path physical(String absolute) {
        String relative = absolute.startsWith("/") ? absolute.substring(1) : absolute;
        return relative.isEmpty() ? root : root.resolve(relative);
    }

    /** The text of a file of the capture folder ({@code commands/nvidia-smi-q-x.txt}), links followed inside the tree. */
    public Optional<String> readCaptured(String relative) {
        return readString("/" + CAPTURE_DIR + "/" + relative);
    }

    public Optional<String> readString(String absolute) {
        Path file = followed(absolute);
        return file == null ? Optional.empty() : read(file, real);
    }

    public Optional<List<String>> readLines(String absolute) {
        return readString(absolute).map(text -> text.lines().toList());
    }

    /**
     * A regular file's text, cut to {@link HeadAndTail#DEFAULT_LIMIT}. In a captured tree the path
     * has no links left ({@link #inside}); on the real root links are the machine's own.
     */
    private static Optional<String> read(Path file, boolean followLinks) {
        try {
            Path target = followLinks ? file.toRealPath() : file;
            if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.empty();
            }
            return Optional.of(HeadAndTail.read(target, HeadAndTail.DEFAULT_LIMIT));
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /** Present as an entry: a file, a directory, a device, even a dangling link. */
    public boolean exists(String absolute) {
        return Files.exists(resolve(absolute), LinkOption.NOFOLLOW_LINKS)
                || listedLinks().containsKey(absolute);
    }

    public boolean isDirectory(String absolute) {
        Path dir = followed(absolute);
        return dir != null && Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                || listedLinks().keySet().stream()
                        .anyMatch(link -> parentOf(link).equals(absolute));
    }

    /** The entry names of a directory, sorted; empty when it is not one. */
    public List<String> list(String absolute) {
        List<String> names = new ArrayList<>();
        listedLinks().keySet().stream()
                .filter(link -> parentOf(link).equals(absolute))
                .forEach(link -> names.add(link.substring(link.lastIndexOf('/') + 1)));
        Path dir = followed(absolute);
        if (dir != null && Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
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
        return linkTargetAt(resolve(absolute), absolute);
    }

    private String linkTargetAt(Path entry, String absolute) {
        try {
            if (Files.isSymbolicLink(entry)) {
                return Files.readSymbolicLink(entry).toString();
            }
            return listedLinks().get(absolute);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * {@code absolute} with the links on its way followed the way the host would, but inside the
     * tree: each name is looked at in turn, a link's absolute target starts again at the top of the
     * tree and ".." never climbs above it. The physical path of the answer holds no links, so reading
     * it cannot leave the tree. A loop ends after 40 links (as Linux does) at the link itself.
     */
    private String inside(String absolute, boolean followLast) {
        Deque<String> pending = new ArrayDeque<>(names(absolute));
        List<String> done = new ArrayList<>();
        int links = 0;
        while (!pending.isEmpty()) {
            String name = pending.pollFirst();
            if (name.equals("..")) {
                if (!done.isEmpty()) {
                    done.remove(done.size() - 1);
                }
                continue;
            }
            done.add(name);
            if (pending.isEmpty() && !followLast) {
                break;
            }
            String here = "/" + String.join("/", done);
            String target = linkTargetAt(physical(here), here);
            if (target == null) {
                continue;
            }
            if (++links > 40) {
                return null;
            }
            done.remove(done.size() - 1);
            if (target.startsWith("/")) {
                done.clear();
            }
            List<String> next = names(target);
            for (int i = next.size() - 1; i >= 0; i--) {
                pending.addFirst(next.get(i));
            }
        }
        return "/" + String.join("/", done);
    }

    private static List<String> names(String path) {
        List<String> names = new ArrayList<>();
        for (String name : path.split("/")) {
            if (!name.isEmpty() && !name.equals(".")) {
                names.add(name);
            }
        }
        return names;
    }

    /** The links listed in {@code .gpu-doctor/links.txt}; none on the real root. */
    private synchronized Map<String, String> listedLinks() {
        if (listedLinks == null) {
            Map<String, String> links = new TreeMap<>();
            // The capture folder itself must not be a link: the links of the tree are not known yet to follow one.
            if (!real && !Files.isSymbolicLink(root.resolve(CAPTURE_DIR))) {
                read(physical("/" + CAPTURE_DIR + "/" + LINKS_FILE), false)
                        .ifPresent(text -> text.lines().forEach(line -> {
                            int arrow = line.indexOf(" -> ");
                            if (arrow > 0 && line.startsWith("/")) {
                                links.put(
                                        line.substring(0, arrow).strip(),
                                        line.substring(arrow + 4).strip());
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
            current = target.startsWith("/")
                    ? target
                    : Path.of(parentOf(current)).resolve(target).normalize().toString();
        }
        return null;
    }

    public long size(String absolute) {
        Path file = followed(absolute);
        if (file == null) {
            return -1;
        }
        try {
            return Files.size(file);
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
