package dev.gpudoctor.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * A real Slurm cluster on this host for tests: a munged, a slurmctld and three {@code slurmd -N
 * gpu1|gpu2|gpu3}, each on free ports, with their configuration, state, logs and munge key in a
 * temp folder. munged is a private one on its own socket (slurm.conf's AuthInfo points at it), so
 * the machine's /etc/munge and /run/munge are neither needed nor touched. Every daemon is our
 * foreground child and is stopped by its PID. Fails, never skips, when Slurm or munge is missing or
 * the tests do not run as root (slurmd starts jobs as their user): CI installs them and runs as root.
 * Only single-node jobs work here: Debian's slurmd is built without multiple-slurmd support.
 */
public final class LocalSlurm implements AutoCloseable {

    public static final List<String> NODES = List.of("gpu1", "gpu2", "gpu3");
    private static final List<Path> NEEDED = List.of(
            Path.of("/usr/sbin/slurmctld"),
            Path.of("/usr/sbin/slurmd"),
            Path.of("/usr/bin/srun"),
            Path.of("/usr/bin/sinfo"),
            Path.of("/usr/bin/squeue"),
            Path.of("/usr/bin/scancel"),
            Path.of("/usr/bin/scontrol"),
            Path.of("/usr/sbin/munged"),
            Path.of("/usr/sbin/mungekey"));

    private final Path dir;
    private final Path conf;
    private final List<Process> daemons;

    private LocalSlurm(Path dir, Path conf, List<Process> daemons) {
        this.dir = dir;
        this.conf = conf;
        this.daemons = daemons;
    }

    public static LocalSlurm start(Path dir) throws IOException, InterruptedException {
        return start(dir, List.of());
    }

    /** With {@code extraConf} lines added to slurm.conf (a HealthCheckProgram, say); a node it drains counts as up. */
    public static LocalSlurm start(Path dir, List<String> extraConf) throws IOException, InterruptedException {
        List<String> missing = NEEDED.stream()
                .filter(path -> !Files.isExecutable(path))
                .map(Path::toString)
                .toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException(
                    "These tests need a real Slurm and munge: " + String.join(", ", missing) + " missing. "
                            + "Install them (Debian: apt-get install slurmctld slurmd slurm-client munge; not slurm-wlm-emulator); .ci/run does.");
        }
        if (!"root".equals(ProcessHandle.current().info().user().orElse(""))) {
            throw new IllegalStateException(
                    "These tests start slurmd, which needs root (CI runs as root); run them as root.");
        }
        List<Process> daemons = new ArrayList<>();
        LocalSlurm slurm = null;
        try {
            Path munge = Files.createDirectories(dir.resolve("munge"));
            Files.setPosixFilePermissions(munge, PosixFilePermissions.fromString("rwx------"));
            run(List.of("/usr/sbin/mungekey", "--create", "--keyfile=" + munge.resolve("munge.key")), dir);
            Path socket = munge.resolve("munge.socket");
            daemons.add(daemon(
                    dir,
                    "munged",
                    "/usr/sbin/munged",
                    "--foreground",
                    "--force",
                    "--socket=" + socket,
                    "--key-file=" + munge.resolve("munge.key"),
                    "--log-file=" + munge.resolve("munged.log"),
                    "--pid-file=" + munge.resolve("munged.pid"),
                    "--seed-file=" + munge.resolve("munged.seed")));
            waitFor(
                    () -> Files.exists(socket),
                    20,
                    "munged did not open its socket " + socket,
                    dir.resolve("munged.out"));
            Files.createDirectories(dir.resolve("state"));
            Files.createDirectories(dir.resolve("spool"));
            int controllerPort = freePorts(2);
            int nodePort = freePorts(NODES.size());
            String host = hostName();
            Path conf = dir.resolve("slurm.conf");
            Files.writeString(
                    conf,
                    String.join(
                            "\n",
                            "ClusterName=gpudoctortest",
                            "SlurmctldHost=" + host,
                            "SlurmUser=root",
                            "AuthType=auth/munge",
                            "AuthInfo=socket=" + socket,
                            "CredType=cred/munge",
                            "SlurmctldPort=" + controllerPort,
                            "SlurmdPort=" + (controllerPort + 1),
                            "StateSaveLocation=" + dir.resolve("state"),
                            "SlurmdSpoolDir=" + dir.resolve("spool") + "/%n",
                            "SlurmdPidFile=" + dir + "/slurmd-%n.pid",
                            "SlurmdLogFile=" + dir + "/slurmd-%n.log",
                            "SlurmctldPidFile=" + dir.resolve("slurmctld.pid"),
                            "SlurmctldLogFile=" + dir.resolve("slurmctld.log"),
                            "ProctrackType=proctrack/linuxproc",
                            "TaskPlugin=task/none",
                            "SelectType=select/cons_tres",
                            "ReturnToService=2",
                            "NodeName=gpu[1-3] NodeHostname=" + host + " NodeAddr=127.0.0.1 Port=" + nodePort + "-"
                                    + (nodePort + NODES.size() - 1) + " CPUs=1 State=UNKNOWN",
                            "PartitionName=debug Nodes=gpu[1-3] Default=YES MaxTime=INFINITE State=UP",
                            String.join("\n", extraConf),
                            ""),
                    StandardCharsets.UTF_8);
            daemons.add(daemon(dir, "slurmctld", "/usr/sbin/slurmctld", "-D", "-f", conf.toString()));
            for (String node : NODES) {
                daemons.add(daemon(dir, "slurmd-" + node, "/usr/sbin/slurmd", "-D", "-f", conf.toString(), "-N", node));
            }
            slurm = new LocalSlurm(dir, conf, daemons);
            LocalSlurm started = slurm;
            waitFor(
                    () -> started.idleNodes() == NODES.size(),
                    60,
                    "the three nodes did not turn idle within 60 s",
                    dir.resolve("slurmctld.log"));
            return slurm;
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (slurm != null) {
                slurm.close();
            } else {
                stop(daemons);
            }
            throw e;
        }
    }

    /** What a Slurm client needs to talk to this cluster (added to its environment). */
    public Map<String, String> environment() {
        return Map.of("SLURM_CONF", conf.toString());
    }

    public Path dir() {
        return dir;
    }

    /** Runs a Slurm client command against this cluster and returns its output, failing when it fails. */
    public List<String> client(String... command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment());
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " did not finish within 30 s");
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IllegalStateException(
                    String.join(" ", command) + " exited " + process.exitValue() + ": " + output);
        }
        return output.lines().toList();
    }

    /** Every job still queued or running, as squeue lists it ("id name state"). */
    public List<String> jobs() throws IOException, InterruptedException {
        return client("squeue", "-h", "-o", "%i %j %T");
    }

    public void drain(String node, String reason) throws IOException, InterruptedException {
        client("scontrol", "update", "nodename=" + node, "state=drain", "reason=" + reason);
    }

    public void resume(String node) throws IOException, InterruptedException {
        client("scontrol", "update", "nodename=" + node, "state=resume");
    }

    /** Cancels every job and waits until the queue is empty (up to 30 s). */
    public void cancelAll() throws IOException, InterruptedException {
        client("scancel", "--user=root");
        waitFor(() -> jobs().isEmpty(), 30, "jobs stayed in the queue after scancel", dir.resolve("slurmctld.log"));
    }

    private int idleNodes() throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("sinfo", "-h", "-N", "-o", "%T").redirectErrorStream(true);
        builder.environment().putAll(environment());
        Process process = builder.start();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return 0;
        }
        return (int) new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                .lines()
                .filter(state -> state.equals("idle") || state.startsWith("drain"))
                .count();
    }

    @Override
    public void close() throws InterruptedException {
        try {
            cancelAll();
        } catch (IOException | RuntimeException e) {
            // the daemons are stopped below whatever the queue holds
        }
        // Nodes first, then the controller, then munge, each by its PID.
        List<Process> reversed = new ArrayList<>(daemons);
        java.util.Collections.reverse(reversed);
        stop(reversed);
    }

    private static void stop(List<Process> daemons) throws InterruptedException {
        for (Process daemon : daemons) {
            daemon.destroy();
            if (!daemon.waitFor(15, TimeUnit.SECONDS)) {
                daemon.destroyForcibly();
                daemon.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static Process daemon(Path dir, String name, String... command) throws IOException {
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .start();
    }

    private static void run(List<String> command, Path dir) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " failed: "
                    + new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The short host name slurmd compares NodeHostname with. */
    private static String hostName() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("hostname", "-s").start();
        if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException("hostname -s failed");
        }
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    }

    /** The first of {@code count} consecutive free ports on 127.0.0.1 (Slurm's Port=A-B wants a range). */
    private static int freePorts(int count) throws IOException {
        for (int attempt = 0; attempt < 200; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(20_000, 60_000);
            boolean free = true;
            for (int port = first; port < first + count && free; port++) {
                try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                    socket.setReuseAddress(true);
                } catch (IOException e) {
                    free = false;
                }
            }
            if (free) {
                return first;
            }
        }
        throw new IOException("no " + count + " consecutive free ports on 127.0.0.1");
    }

    @FunctionalInterface
    private interface Condition {
        boolean holds() throws IOException, InterruptedException;
    }

    private static void waitFor(Condition condition, int seconds, String failure, Path log)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.holds()) {
            if (System.nanoTime() > deadline) {
                String tail =
                        Files.exists(log) ? String.join("\n", lastLines(Files.readAllLines(log), 20)) : "(no log)";
                throw new IllegalStateException(failure + ". " + log.getFileName() + ":\n" + tail);
            }
            Thread.sleep(200);
        }
    }

    private static List<String> lastLines(List<String> lines, int count) {
        return lines.subList(Math.max(0, lines.size() - count), lines.size());
    }
}
