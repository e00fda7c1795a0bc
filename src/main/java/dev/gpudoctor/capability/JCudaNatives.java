package dev.gpudoctor.capability;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * JCuda's native library, put where only this user can write before the probe child loads it.
 *
 * <p>Left alone, JCuda's {@code LibUtils} extracts {@code libJCudaDriver-<version>-linux-x86_64.so}
 * into {@code java.io.tmpdir} under that fixed name and loads whatever file is already there: on a
 * shared machine (a cluster login node) another user could plant a library in /tmp that our probe
 * child would then run. {@code LibUtils} first tries {@code System.loadLibrary}, which searches
 * {@code java.library.path}; so this class copies the library out of the class path into
 * {@code <cache>/gpu-doctor/natives/jcuda-<sha-256 prefix>/} (directories mode 0700, owned by this
 * user), checks the file's SHA-256 against the class path's copy before every launch (replacing
 * a file or link that differs), and the child is started with that directory as both its library
 * path and its temp folder, so even LibUtils' fallback never touches /tmp.
 */
public final class JCudaNatives {

    private static final Logger LOG = LoggerFactory.getLogger(JCudaNatives.class);
    static final String LIBRARY = "JCudaDriver";
    private static final String VERSION_RESOURCE = "META-INF/maven/org.jcuda/jcuda-natives/pom.properties";
    private static final Set<PosixFilePermission> PRIVATE_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> PRIVATE_FILE = PosixFilePermissions.fromString("rw-------");

    private final Path base;
    private final ClassLoader classes;
    private Path fallback;

    /**
     * @param base    the per-user folder the natives go under (created mode 0700)
     * @param classes where JCuda's natives jar is
     */
    JCudaNatives(Path base, ClassLoader classes) {
        this.base = base;
        this.classes = classes;
    }

    /** Under {@code ${XDG_CACHE_HOME:-~/.cache}/gpu-doctor/natives}. */
    public static JCudaNatives forThisUser(Map<String, String> environment) {
        String xdg = environment.get("XDG_CACHE_HOME");
        Path cache = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return new JCudaNatives(cache.resolve("gpu-doctor").resolve("natives"), JCudaNatives.class.getClassLoader());
    }

    /**
     * The options that make the probe JVM load the checked library from the private folder.
     * Never throws: when the folder cannot be made safe, the child still gets a fresh private
     * temp folder (mode 0700, random name, one per JVM) so that LibUtils extracts there and not
     * into /tmp.
     */
    List<String> jvmOptions() {
        try {
            Path dir = prepare();
            return List.of("-Djava.library.path=" + dir, "-Djava.io.tmpdir=" + dir);
        } catch (IOException e) {
            LOG.warn(
                    "JCuda's native library could not be put in a private folder ({}); the probe child extracts it into a fresh one",
                    e.getMessage());
            try {
                return List.of("-Djava.io.tmpdir=" + fallbackFolder());
            } catch (IOException again) {
                LOG.warn("No private temp folder either: {}", again.getMessage());
                return List.of();
            }
        }
    }

    /** One fresh 0700 folder for this JVM's probe children, removed (with what LibUtils put there) at exit. */
    private synchronized Path fallbackFolder() throws IOException {
        if (fallback == null) {
            Path dir = Files.createTempDirectory("gpu-doctor-natives-");
            dir.toFile().deleteOnExit();
            try {
                dir.resolve(libraryFileName())
                        .toFile()
                        .deleteOnExit(); // deleted before the folder: last registered, first done
            } catch (IOException unknownName) {
                // then the folder stays behind; it is private either way
            }
            fallback = dir;
        }
        return fallback;
    }

    /**
     * Copies the library out (or checks the copy already there) and returns its folder.
     *
     * @throws IOException with a sentence when there is no library on the class path for this
     *                     platform, a folder is not ours, or the copy cannot be written and checked
     */
    Path prepare() throws IOException {
        String file = libraryFileName();
        byte[] library;
        try (InputStream in = classes.getResourceAsStream("lib/" + file)) {
            if (in == null) {
                throw new IOException("no lib/" + file + " on the class path");
            }
            library = in.readAllBytes();
        }
        String hash = sha256(library);
        Path dir = base.resolve("jcuda-" + hash.substring(0, 16));
        safeAncestors(base);
        privateDirectory(base);
        privateDirectory(dir);
        Path target = dir.resolve(file);
        if (Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS) && hash.equals(sha256(Files.readAllBytes(target)))) {
            return dir;
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            LOG.warn("{} was not the library GPU Doctor ships (another file or a link); replacing it", target);
        }
        Path part = Files.createTempFile(dir, ".part-", ".so");
        try {
            Files.write(part, library);
            Files.setPosixFilePermissions(part, PRIVATE_FILE);
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(part);
        }
        if (!hash.equals(sha256(Files.readAllBytes(target)))) {
            throw new IOException(target + " changed while it was written");
        }
        return dir;
    }

    /** {@code libJCudaDriver-12.6.0-linux-x86_64.so}: the name LibUtils looks for on this platform. */
    String libraryFileName() throws IOException {
        Properties pom = new Properties();
        try (InputStream in = classes.getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                throw new IOException("JCuda's natives are not on the class path (no " + VERSION_RESOURCE + ")");
            }
            pom.load(in);
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux")) {
            throw new IOException("JCuda's natives are only put in a private folder on Linux");
        }
        String arch = switch (System.getProperty("os.arch", "").toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch64";
            default -> throw new IOException("no JCuda natives for " + System.getProperty("os.arch"));
        };
        return "lib" + LIBRARY + "-" + pom.getProperty("version") + "-linux-" + arch + ".so";
    }

    /** The sticky bit of {@code unix:mode}: in such a folder only a file's owner may rename or remove it (/tmp). */
    private static final int STICKY = 01000;

    /**
     * Every folder above {@code base} that exists (the cache folder, home, up to /) must be this
     * user's or root's, and not writable by others unless sticky: else another user could swap
     * {@code natives/} for a folder of their own between our check and the probe's load.
     */
    static void safeAncestors(Path base) throws IOException {
        Path existing = base.toAbsolutePath().getParent();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return;
        }
        Optional<Integer> me = uid(Path.of("/proc/self"));
        for (Path folder = existing.toRealPath(); folder != null; folder = folder.getParent()) {
            Optional<Integer> owner = uid(folder);
            Optional<Integer> mode = mode(folder);
            if (owner.isEmpty() || mode.isEmpty() || me.isEmpty()) {
                return; // not a POSIX file system: nothing to check with
            }
            if (owner.get() != 0 && !owner.equals(me)) {
                throw new IOException(folder + " belongs to another user (uid " + owner.get()
                        + "), so the natives under it are not private");
            }
            if ((mode.get() & 0022) != 0 && (mode.get() & STICKY) == 0) {
                throw new IOException(folder + " can be written by other users (mode "
                        + Integer.toOctalString(mode.get() & 07777) + "), so the natives under it are not private");
            }
        }
    }

    private static Optional<Integer> mode(Path path) {
        try {
            return Optional.of((Integer) Files.getAttribute(path, "unix:mode"));
        } catch (IOException | UnsupportedOperationException | ClassCastException e) {
            return Optional.empty();
        }
    }

    /** Creates the folder mode 0700, or makes an existing one so; refuses a link or another user's folder. */
    private static void privateDirectory(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(dir.getParent());
            try {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PRIVATE_DIRECTORY));
            } catch (FileAlreadyExistsException raced) {
                // made in the meantime: checked below like any other
            }
        }
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(dir + " is not a folder (a link or a file is in its place)");
        }
        Optional<Integer> owner = uid(dir, LinkOption.NOFOLLOW_LINKS);
        Optional<Integer> me = uid(Path.of("/proc/self")); // the link's target: this process's own /proc folder
        if (owner.isPresent() && me.isPresent() && !owner.equals(me)) {
            throw new IOException(dir + " belongs to another user (uid " + owner.get() + ")");
        }
        Files.setPosixFilePermissions(dir, PRIVATE_DIRECTORY);
    }

    private static Optional<Integer> uid(Path path, LinkOption... options) {
        try {
            return Optional.of((Integer) Files.getAttribute(path, "unix:uid", options));
        } catch (IOException | UnsupportedOperationException | ClassCastException e) {
            return Optional.empty();
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
