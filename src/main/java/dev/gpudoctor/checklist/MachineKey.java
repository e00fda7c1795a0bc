package dev.gpudoctor.checklist;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Which machine a check ran on, as the check history files it: the host name, or the captured tree read with --host-root. */
public final class MachineKey {

    private MachineKey() {}

    /** @param hostRoot the --host-root given, or null for this machine */
    public static String of(Path hostRoot) {
        if (hostRoot == null || hostRoot.toAbsolutePath().normalize().equals(Path.of("/"))) {
            String name = firstLine(Path.of("/proc/sys/kernel/hostname"));
            return name.isEmpty() ? "this-machine" : name;
        }
        Path absolute = hostRoot.toAbsolutePath().normalize();
        // The tree's own path, so that two captured trees of machines with the same name stay apart.
        return "tree-" + absolute.getFileName() + "-"
                + Integer.toHexString(absolute.toString().hashCode());
    }

    private static String firstLine(Path file) {
        try {
            return Files.readString(file).lines().findFirst().orElse("").strip();
        } catch (IOException e) {
            return "";
        }
    }
}
