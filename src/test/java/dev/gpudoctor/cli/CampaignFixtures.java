package dev.gpudoctor.cli;

import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.checklist.HostTreesAccess;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The hostile inputs of {@link HostileInputCampaignTest}, made once in a folder: files that are not
 * what they claim, broken and malicious zips, host trees with links out, loops, a FIFO and a 3 GB
 * file, planted secrets, and fake interpreters.
 */
final class CampaignFixtures {

    static final String SECRET = "campaign-secret-outside-the-tree-4711";
    static final String PLANTED_PASSWORD = "campaign-planted-password-0815";
    static final String PLANTED_KEY_LINE = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW";

    final Path root;
    final Path inputs;
    final Path trees;
    final Path fakes;
    final Path outside;
    final Map<String, Path> zips = new LinkedHashMap<>();
    final Map<String, Path> hostileTrees = new LinkedHashMap<>();

    CampaignFixtures(Path root) throws IOException, InterruptedException {
        this.root = root;
        this.inputs = Files.createDirectories(root.resolve("inputs"));
        this.trees = Files.createDirectories(root.resolve("trees"));
        this.fakes = Files.createDirectories(root.resolve("fakes"));
        this.outside = Files.createDirectories(root.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), SECRET + "\n");
        files();
        trees();
        for (String fake : new String[] {
            "crash-after-hello",
            "garbage-hello",
            "exit-before-hello",
            "missing-torch",
            "mace-ok",
            "mace-echo",
            "mace-answer",
            "hang-after-hello",
            "no-hello",
            "partial-hello"
        }) {
            FakePythons.install(fakes, fake);
        }
    }

    Path input(String name) {
        return inputs.resolve(name);
    }

    Path fake(String name) {
        return fakes.resolve(name);
    }

    private void files() throws IOException {
        Files.writeString(
                input("cuda-error.log"),
                "RuntimeError: CUDA error: no kernel image is available for execution on the device\n");
        Files.writeString(input("empty.txt"), "");
        byte[] noise = new byte[64 * 1024];
        new Random(7).nextBytes(noise);
        Files.write(input("noise.bin"), noise);
        Files.createDirectories(input("a-folder"));
        Files.createDirectories(input("folder.zip"));
        Path unreadable = Files.writeString(input("unreadable.log"), "CUDA error: out of memory\n");
        Files.setPosixFilePermissions(unreadable, PosixFilePermissions.fromString("---------"));
        Files.writeString(input("garbage.json"), "{\"schema_version\": 1, oops");
        Files.writeString(input("structure with spaces å.xyz"), "3\nwater\nO 0 0 0\nH 0.76 0.59 0\nH -0.76 0.59 0\n");
        Files.writeString(input("requirements.txt"), "mace-torch==0.3.6\n");
        Files.createSymbolicLink(input("link-to-secret.log"), outside.resolve("secret.txt"));
    }

    /** Zips the bundle reader must refuse, each with a sentence. Good bundles are added by the test, made by the CLI. */
    void zips(Path goodBundle) throws IOException {
        Map<String, byte[]> good = read(goodBundle);
        zips.put("not-a-zip", Files.writeString(input("not-a-zip.zip"), "this is text, not a zip\n"));
        zips.put("empty-zip", Files.write(input("empty.zip"), new byte[0]));
        byte[] whole = Files.readAllBytes(goodBundle);
        zips.put("truncated", Files.write(input("truncated.zip"), java.util.Arrays.copyOf(whole, whole.length / 2)));
        zips.put("traversal", write("traversal.zip", Map.of("../../evil.txt", "x".getBytes())));
        zips.put("absolute", write("absolute.zip", Map.of("/etc/evil.txt", "x".getBytes())));
        zips.put("bomb", write("bomb.zip", Map.of("report.json", new byte[16 << 20])));
        zips.put("no-report", write("no-report.zip", Map.of("summary.md", "# hi\n".getBytes())));
        Map<String, byte[]> garbage = new LinkedHashMap<>(good);
        garbage.put("report.json", "{\"schema_version\": 1, oops".getBytes(StandardCharsets.UTF_8));
        zips.put("garbage-report", write("garbage-report.zip", garbage));
        Map<String, byte[]> deep = new LinkedHashMap<>(good);
        deep.put(
                "report.json",
                ("{\"schema_version\": 1, \"x\": " + "[".repeat(2000) + "]".repeat(2000) + "}")
                        .getBytes(StandardCharsets.UTF_8));
        zips.put("deep-report", write("deep-report.zip", deep));
        Map<String, byte[]> version15 = new LinkedHashMap<>(good);
        version15.put(
                "report.json",
                new String(good.get("report.json"), StandardCharsets.UTF_8)
                        .replaceFirst("\"schema_version\"\\s*:\\s*\\d+", "\"schema_version\": 1.5")
                        .getBytes(StandardCharsets.UTF_8));
        zips.put("schema-1.5", write("schema-15.zip", version15));
        Map<String, byte[]> tampered = new LinkedHashMap<>(good);
        tampered.put("summary.md", "# tampered\n".getBytes(StandardCharsets.UTF_8));
        zips.put("tampered", write("tampered.zip", tampered));
        zips.put("folder-named-zip", input("folder.zip"));
        zips.put("missing", input("missing.zip"));
    }

    private void trees() throws IOException, InterruptedException {
        Path links = tree("links-out");
        replaceWithLink(links.resolve("proc/version"), outside.resolve("secret.txt"));
        replaceWithLink(
                links.resolve("etc/os-release"),
                Path.of("../../../../../../../../" + outside.toString().substring(1) + "/secret.txt"));
        Files.createDirectories(links.resolve(".gpu-doctor"));
        replaceWithLink(links.resolve(".gpu-doctor/environ.txt"), outside.resolve("secret.txt"));
        Path huge = tree("huge-meminfo");
        Path meminfo = huge.resolve("proc/meminfo");
        Files.writeString(meminfo, "MemTotal:       16318412 kB\nMemAvailable:   12000000 kB\n");
        try (RandomAccessFile file = new RandomAccessFile(meminfo.toFile(), "rw")) {
            file.setLength(3L << 30); // sparse
        }
        Path loop = tree("link-loop");
        replaceWithLink(loop.resolve("proc/version"), Path.of("/proc/version-b"));
        Files.createSymbolicLink(loop.resolve("proc/version-b"), Path.of("version"));
        Path ldLoop = loop.resolve("etc/ld.so.conf.d");
        deleteRecursively(ldLoop);
        Files.createSymbolicLink(ldLoop, Path.of("/etc/ld.so.conf.d"));
        Path garbage = tree("garbage-files");
        byte[] noise = new byte[256 * 1024];
        new Random(11).nextBytes(noise);
        Files.write(garbage.resolve("proc/version"), noise);
        Files.write(garbage.resolve("etc/os-release"), noise);
        Files.createDirectories(garbage.resolve(".gpu-doctor/commands"));
        Files.write(garbage.resolve(".gpu-doctor/commands/nvidia-smi-q-x.txt"), noise);
        Files.writeString(garbage.resolve(".gpu-doctor/bridge-env.json"), "[".repeat(5000));
        Path bigConf = tree("big-ld-conf");
        try (OutputStream out = Files.newOutputStream(bigConf.resolve("etc/ld.so.conf"))) {
            byte[] line = "/usr/local/lib/some/long/library/folder/that/repeats\n".getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 8 * 1024 * 1024 / line.length; i++) {
                out.write(line);
            }
        }
        Path fifo = tree("fifo-meminfo");
        Files.deleteIfExists(fifo.resolve("proc/meminfo"));
        Process mkfifo = new ProcessBuilder(
                        "mkfifo", fifo.resolve("proc/meminfo").toString())
                .inheritIO()
                .start();
        if (mkfifo.waitFor() != 0) {
            throw new IOException("mkfifo failed");
        }
        Path captureOut = tree("capture-folder-links-out");
        deleteRecursively(captureOut.resolve(".gpu-doctor"));
        Files.createSymbolicLink(captureOut.resolve(".gpu-doctor"), outside);
        Path secrets = tree("planted-secrets");
        Files.createDirectories(secrets.resolve(".gpu-doctor/commands"));
        Files.writeString(
                secrets.resolve(".gpu-doctor/commands/pip-freeze.txt"),
                "torch==2.3.1\npassword=" + PLANTED_PASSWORD + "\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
                        + PLANTED_KEY_LINE + "\n-----END OPENSSH PRIVATE KEY-----\n");
        Files.writeString(
                secrets.resolve("etc/ld.so.conf.d/planted.conf"),
                "# machine example.com login bob password " + PLANTED_PASSWORD + "\n");
        hostileTrees.put("empty-tree", Files.createDirectories(trees.resolve("empty-tree")));
    }

    private Path tree(String name) throws IOException {
        Path tree = HostTreesAccess.materialise("wsl2-healthy", trees.resolve(name));
        Files.createDirectories(tree.resolve("proc"));
        Files.createDirectories(tree.resolve("etc/ld.so.conf.d"));
        hostileTrees.put(name, tree);
        return tree;
    }

    private static void replaceWithLink(Path link, Path target) throws IOException {
        Files.createDirectories(link.getParent());
        Files.deleteIfExists(link);
        Files.createSymbolicLink(link, target);
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isDirectory(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            try (var children = Files.list(path)) {
                for (Path child : children.toList()) {
                    deleteRecursively(child);
                }
            }
        }
        Files.delete(path);
    }

    private Path write(String name, Map<String, byte[]> entries) throws IOException {
        Path zip = input(name);
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(entry.getKey()));
                out.write(entry.getValue());
                out.closeEntry();
            }
        }
        return zip;
    }

    static Map<String, byte[]> read(Path zip) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (var in = new java.util.zip.ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                files.put(entry.getName(), in.readAllBytes());
            }
        }
        return files;
    }

    /** A FIFO where a structure or model file is expected: reading it would block for ever. */
    Path fifo() {
        Path fifo = root.resolve("structure.fifo");
        if (!java.nio.file.Files.exists(fifo)) {
            try {
                if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() != 0) {
                    throw new IllegalStateException("mkfifo failed");
                }
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
        return fifo;
    }
}
