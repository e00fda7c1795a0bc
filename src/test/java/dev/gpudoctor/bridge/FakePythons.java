package dev.gpudoctor.bridge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Installs the fake interpreters of src/test/resources/fake-python into a folder, executable. */
public final class FakePythons {

    private FakePythons() {}

    public static Path install(Path dir, String name) throws IOException {
        Path target = dir.resolve(name);
        try (InputStream in = FakePythons.class.getResourceAsStream("/fake-python/" + name)) {
            if (in == null) {
                throw new IOException("no fake interpreter named " + name);
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        return target;
    }

    /** A marker no other test run uses: leaked sleeps are found by it. */
    public static String newMarker() {
        return String.valueOf(ThreadLocalRandom.current().nextInt(100_000, 999_999));
    }

    /** This JVM's environment plus the fake's knobs. */
    public static Map<String, String> environment(String marker, Map<String, String> knobs) {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("FAKE_MARKER", marker);
        env.putAll(knobs);
        return env;
    }

    public static Path bridgeDir() {
        try {
            return BridgeHome.locate();
        } catch (BridgeSetupException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
