package dev.gpudoctor.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenSSH server on 127.0.0.1 for tests: its own host key, config, authorized key and port,
 * in a temp folder; a generated client key and an ssh_config with host aliases that all point at it,
 * with a known_hosts that holds its host key (so host-key checking stays on). The user's ~/.ssh is
 * never read or written. Fails, never skips, when OpenSSH is missing: CI installs openssh-server.
 */
public final class LoopbackSshd implements AutoCloseable {

    private static final Path SSHD = Path.of("/usr/sbin/sshd");

    private final Path dir;
    private final int port;
    private final long pid;
    private final Process starter;

    private LoopbackSshd(Path dir, int port, long pid, Process starter) {
        this.dir = dir;
        this.port = port;
        this.pid = pid;
        this.starter = starter;
    }

    /** Starts sshd, passing {@code acceptEnv} variables through from the client (per-alias SetEnv). */
    public static LoopbackSshd start(Path dir, String... acceptEnv) throws IOException, InterruptedException {
        if (!Files.isExecutable(SSHD) || !Files.isExecutable(Path.of("/usr/bin/ssh-keygen"))) {
            throw new IllegalStateException("These tests need a real OpenSSH server: /usr/sbin/sshd is missing. "
                    + "Install it (Debian: apt-get install openssh-server); .ci/run does.");
        }
        Files.createDirectories(Path.of("/run/sshd")); // privilege separation directory sshd insists on
        keygen(dir.resolve("host_key"));
        keygen(dir.resolve("client_key"));
        keygen(dir.resolve("stranger_key"));
        Files.copy(dir.resolve("client_key.pub"), dir.resolve("authorized_keys"));
        int port = freePort();
        Files.writeString(
                dir.resolve("sshd_config"),
                String.join(
                        "\n",
                        "ListenAddress 127.0.0.1",
                        "Port " + port,
                        "HostKey " + dir.resolve("host_key"),
                        "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                        "PasswordAuthentication no",
                        "KbdInteractiveAuthentication no",
                        "PermitRootLogin prohibit-password",
                        "PidFile " + dir.resolve("sshd.pid"),
                        "StrictModes no",
                        "UsePAM no",
                        "LogLevel ERROR",
                        acceptEnv.length == 0 ? "" : "AcceptEnv " + String.join(" ", acceptEnv),
                        ""),
                StandardCharsets.UTF_8);
        // -D keeps it in the foreground as our child (so it dies with us); -e logs to stderr, into a file.
        Process sshd = new ProcessBuilder(
                        SSHD.toString(),
                        "-D",
                        "-e",
                        "-f",
                        dir.resolve("sshd_config").toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("sshd.log").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!listening(port)) {
            if (!sshd.isAlive()) {
                throw new IllegalStateException(
                        "sshd exited " + sshd.exitValue() + ": " + Files.readString(dir.resolve("sshd.log")));
            }
            if (System.nanoTime() > deadline) {
                sshd.destroyForcibly();
                throw new IllegalStateException("sshd did not listen on 127.0.0.1:" + port + " within 20 s");
            }
            Thread.sleep(50);
        }
        String hostKey = Files.readString(dir.resolve("host_key.pub")).strip();
        Files.writeString(dir.resolve("known_hosts"), "[127.0.0.1]:" + port + " " + hostKey + "\n");
        return new LoopbackSshd(dir, port, sshd.pid(), sshd);
    }

    public int port() {
        return port;
    }

    public Path dir() {
        return dir;
    }

    /**
     * One Host block for the ssh_config: {@code alias} at this server (or at {@code port}), with
     * {@code key} and {@code knownHosts}, plus any extra lines (SetEnv …).
     */
    public String alias(String alias, int port, String key, Path knownHosts, String... extra) {
        List<String> lines = new ArrayList<>(List.of(
                "Host " + alias,
                "    HostName 127.0.0.1",
                "    Port " + port,
                "    User root",
                "    IdentityFile " + dir.resolve(key),
                "    IdentitiesOnly yes",
                "    IdentityAgent none",
                "    UserKnownHostsFile " + knownHosts,
                "    GlobalKnownHostsFile /dev/null",
                "    StrictHostKeyChecking yes",
                "    BatchMode yes"));
        for (String line : extra) {
            lines.add("    " + line);
        }
        return String.join("\n", lines) + "\n";
    }

    public String alias(String alias, String... extra) {
        return alias(alias, port, "client_key", dir.resolve("known_hosts"), extra);
    }

    /** A port on 127.0.0.1 that nothing listens on (just closed). */
    public static int closedPort() throws IOException {
        return freePort();
    }

    @Override
    public void close() throws InterruptedException {
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        if (!starter.waitFor(10, TimeUnit.SECONDS)) {
            starter.destroyForcibly();
            starter.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static void keygen(Path key) throws IOException, InterruptedException {
        Process keygen = new ProcessBuilder(
                        "/usr/bin/ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key.toString())
                .redirectErrorStream(true)
                .start();
        if (!keygen.waitFor(30, TimeUnit.SECONDS) || keygen.exitValue() != 0) {
            keygen.destroyForcibly();
            throw new IllegalStateException("ssh-keygen failed for " + key + ": "
                    + new String(keygen.getInputStream().readAllBytes()));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static boolean listening(int port) {
        try (Socket socket = new Socket(java.net.InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
