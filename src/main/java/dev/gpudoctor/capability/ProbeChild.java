package dev.gpudoctor.capability;

import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.Capability;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Starts the probe child JVM ({@code dev.gpudoctor.probe.ProbeMain}, from the same jar or class path
 * as this process) with a timeout, and reads its answer. The main class is named as a string on
 * purpose: this process must never load a probe class, let alone JCuda or libcuda.
 */
public final class ProbeChild {

    static final String MAIN_CLASS = "dev.gpudoctor.probe.ProbeMain";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(180);

    private final List<String> launcher;
    private final JCudaNatives natives;
    private final Duration timeout;
    private final CommandRunner runner;

    /**
     * @param launcher the command up to and including the main class; tests pass a script that
     *                 crashes, hangs or prints garbage in its place
     */
    public ProbeChild(List<String> launcher, Duration timeout, CommandRunner runner) {
        this(launcher, null, timeout, runner);
    }

    /** @param natives when not null, its JVM options go right after the launcher's first element (java) */
    ProbeChild(List<String> launcher, JCudaNatives natives, Duration timeout, CommandRunner runner) {
        this.launcher = List.copyOf(launcher);
        this.natives = natives;
        this.timeout = timeout;
        this.runner = runner;
    }

    /** The child on this JVM's own java and class path (the fat jar, or the test class path). */
    public static ProbeChild ofThisJvm(CommandRunner runner) {
        // JCuda's library from a checked private folder, never a name in /tmp anyone could plant.
        return new ProbeChild(thisJvmLauncher(), JCudaNatives.forThisUser(System.getenv()), DEFAULT_TIMEOUT, runner);
    }

    static List<String> thisJvmLauncher() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String tmp = System.getProperty("java.io.tmpdir");
        return List.of(
                java,
                // Starts fastest on small machines; the child lives a second or two.
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                // A native crash writes its report to the temp folder, not into the user's working directory.
                "-XX:ErrorFile=" + Path.of(tmp, "gpu-doctor-probe-hs_err_%p.log"),
                "-Djava.awt.headless=true",
                "-Dgpudoctor.consoleLevel=WARN",
                "-cp",
                System.getProperty("java.class.path"),
                MAIN_CLASS);
    }

    /** Runs the JCuda probes among {@code wanted}; interrupting the caller stops the child. */
    JCudaOutcome run(Set<Capability> wanted, Integer device, long pinnedCapMib) throws InterruptedException {
        Set<Capability> jcuda = EnumSet.noneOf(Capability.class);
        wanted.stream().filter(c -> c.source() == Capability.Source.JCUDA).forEach(jcuda::add);
        List<String> command = new ArrayList<>(launcher);
        if (natives != null) {
            command.addAll(1, natives.jvmOptions());
        }
        if (device != null) {
            command.add("--device");
            command.add(device.toString());
        }
        command.add("--only");
        command.add(jcuda.stream().map(Capability::id).collect(Collectors.joining(",")));
        command.add("--pinned-cap-mib");
        command.add(Long.toString(pinnedCapMib));
        ProbeTranscript transcript = new ProbeTranscript(jcuda);
        CommandResult result = runner.run(command, null, null, timeout, transcript::accept);
        return transcript.finish(result);
    }
}
