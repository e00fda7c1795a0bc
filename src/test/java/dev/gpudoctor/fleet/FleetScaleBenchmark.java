package dev.gpudoctor.fleet;

import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.cli.CliMain;
import dev.gpudoctor.cli.CliServices;
import dev.gpudoctor.parts.Parts;
import dev.gpudoctor.testing.LoopbackSshd;
import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Figures for docs/fleet.md, not a test: {@code gpu-doctor fleet --via ssh --level quick} driven as a
 * black box (its command line) over 3, 24 and 100 targets, every target an alias of one real sshd on
 * 127.0.0.1 running this build's agent JVM on a captured host, as ratios to the 3-target time
 * measured in the same run. Prints the machine and its load, since every target's agent is CPU work
 * on this machine's cores. Run with benchmarks/fleet-scale.sh [PARALLEL] [COUNTS...].
 */
public final class FleetScaleBenchmark {

    public static void main(String[] args) throws Exception {
        int parallel = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        List<Integer> counts = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            counts.add(Integer.parseInt(args[i]));
        }
        if (counts.isEmpty()) {
            counts = List.of(3, 24, 100);
        }
        Path dir = Files.createTempDirectory("gpudoctor-fleet-scale");
        Path tree = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("tree")));
        Path agent = dir.resolve("agent.sh");
        // The agent as its launcher starts it (packaging/agent/gpu-doctor-agent: serial GC, C1 only), on the captured
        // host.
        Files.writeString(
                agent,
                "#!/bin/sh\nexport XDG_DATA_HOME='" + dir.resolve("data") + "'\nexec '"
                        + Path.of(System.getProperty("java.home"), "bin", "java")
                        + "' -XX:+UseSerialGC -XX:TieredStopAtLevel=1"
                        + " -Djava.awt.headless=true -cp '" + classPath()
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root '"
                        + tree + "'\n");
        Files.setPosixFilePermissions(agent, PosixFilePermissions.fromString("rwxr-xr-x"));
        int most = counts.stream().mapToInt(Integer::intValue).max().orElse(3);
        System.out.printf(
                Locale.ROOT,
                "machine: %s, %d cores, load average before: %s%n",
                cpuModel(),
                Runtime.getRuntime().availableProcessors(),
                Files.readString(Path.of("/proc/loadavg")).strip());
        try (LoopbackSshd sshd = LoopbackSshd.start(Files.createDirectories(dir.resolve("sshd")))) {
            StringBuilder config = new StringBuilder();
            for (int i = 1; i <= most; i++) {
                config.append(sshd.alias("t" + i));
            }
            Path sshConfig = dir.resolve("ssh_config");
            Files.writeString(sshConfig, config.toString());
            Map<Integer, Double> seconds = new LinkedHashMap<>();
            for (int count : counts) {
                List<String> command = new ArrayList<>(List.of(
                        "fleet",
                        "--via",
                        "ssh",
                        "--ssh-config",
                        sshConfig.toString(),
                        "--level",
                        "quick",
                        "--parallel",
                        Integer.toString(parallel),
                        "--remote-command",
                        agent.toString(),
                        "--out",
                        dir.resolve("out-" + count).toString(),
                        "--json"));
                for (int i = 1; i <= count; i++) {
                    command.add("t" + i);
                }
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                long start = System.nanoTime();
                int code = CliMain.run(
                        command.toArray(String[]::new),
                        new CliServices(
                                shots -> List.of(),
                                Parts.builder().userHome(dir.resolve("home")).build()),
                        new PrintWriter(out, true),
                        new PrintWriter(err, true));
                double took = (System.nanoTime() - start) / 1e9;
                long answered = out.toString().split("\"ok\" *: *true", -1).length - 1;
                seconds.put(count, took);
                System.out.printf(
                        Locale.ROOT,
                        "%3d targets: %6.1f s wall, exit %d, %d of %d answered%n",
                        count,
                        took,
                        code,
                        answered,
                        count);
            }
            double base = seconds.getOrDefault(3, seconds.values().iterator().next());
            seconds.forEach((count, took) -> System.out.printf(
                    Locale.ROOT,
                    "%3d targets: %.1f x the 3-target time (%.2f s per target)%n",
                    count,
                    took / base,
                    took / count));
            System.out.printf(
                    Locale.ROOT,
                    "--parallel %d; load average after: %s%n",
                    parallel,
                    Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    /** The test class path: under exec:java it is the context class loader's, not java.class.path (Maven's own). */
    private static String classPath() throws Exception {
        if (Thread.currentThread().getContextClassLoader() instanceof URLClassLoader loader) {
            List<String> paths = new ArrayList<>();
            for (URL url : loader.getURLs()) {
                paths.add(Path.of(url.toURI()).toString());
            }
            return String.join(File.pathSeparator, paths);
        }
        return System.getProperty("java.class.path");
    }

    private static String cpuModel() throws Exception {
        return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                .filter(line -> line.startsWith("model name"))
                .map(line -> line.substring(line.indexOf(':') + 1).strip())
                .findFirst()
                .orElse("unknown CPU");
    }
}
