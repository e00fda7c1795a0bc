package dev.gpudoctor.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** Finds processes left running, by a marker in their command line; zombies do not count. */
final class ChildProcesses {

    private ChildProcesses() {}

    static String newMarker() {
        return String.valueOf(ThreadLocalRandom.current().nextInt(100_000, 999_999));
    }

    /** Live processes whose command line holds {@code text}, after giving them up to 5 s to go. */
    static List<String> running(String text) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        List<String> found = scan(text);
        while (!found.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            found = scan(text);
        }
        return found;
    }

    /** Kills what {@link #scanNow} finds: a failed test must not leave its sleeps behind. */
    static void kill(String text) {
        for (String process : scan(text)) {
            ProcessHandle.of(Long.parseLong(process.substring(0, process.indexOf(' '))))
                    .ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** Live processes whose command line holds {@code text}, now. */
    static List<String> scanNow(String text) {
        return scan(text);
    }

    private static List<String> scan(String text) {
        List<String> found = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(
                Path.of("/proc"), p -> p.getFileName().toString().matches("\\d+"))) {
            for (Path dir : dirs) {
                try {
                    String cmdline = new String(Files.readAllBytes(dir.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ');
                    ProcessTrees.ProcState state = ProcessTrees.ProcState.read(dir);
                    if (cmdline.contains(text) && state != null && !state.zombie()) {
                        found.add(dir.getFileName() + " " + cmdline.strip());
                    }
                } catch (IOException gone) {
                    // exited while we looked
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return found;
    }
}
