package dev.gpudoctor.fleet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a {@link FleetRequest}: the one fleet use case behind {@code gpu-doctor fleet} and the Fleet
 * tab. It checks the request (what it says and what its files say), finds the machines (the hosts
 * and the hosts file, or Slurm's nodes), runs them with the transport the request names, and writes
 * {@code fleet.json} in the request's folder. The fronts only build the request and render the answer.
 */
public final class FleetService {

    private final SshEngine ssh;
    private final SlurmEngine slurm;

    /** @param slurm the Slurm engine, or null where Slurm is not offered */
    public FleetService(SshEngine ssh, SlurmEngine slurm) {
        this.ssh = ssh;
        this.slurm = slurm;
    }

    public static FleetService of(SshFleet ssh, SlurmFleet slurm) {
        return new FleetService(ssh::run, slurm == null ? null : SlurmEngine.of(slurm));
    }

    /** The request could not run as asked: what is wrong, field by field. */
    public static final class Refused extends Exception {
        private final List<FleetRequest.Problem> problems;

        public Refused(List<FleetRequest.Problem> problems) {
            super(String.join(
                    " ", problems.stream().map(FleetRequest.Problem::sentence).toList()));
            this.problems = List.copyOf(problems);
        }

        public List<FleetRequest.Problem> problems() {
            return problems;
        }
    }

    /** The request was fine but the run could not be done: Slurm did not list the nodes, or the folder cannot be written. */
    public static final class Failed extends Exception {
        /** Why, as a script could branch on it. */
        public enum Why {
            NO_NODES,
            CANNOT_WRITE
        }

        private final Why why;

        public Failed(Why why, String sentence) {
            super(sentence);
            this.why = why;
        }

        public Why why() {
            return why;
        }
    }

    /** A finished run: the compared report, its folder and the fleet.json written there. */
    public record Ran(FleetReport report, Path folder, Path file) {}

    public boolean offersSlurm() {
        return slurm != null;
    }

    /** Every problem of {@code request}: {@link FleetRequest#problems()} and what its files say (this reads them). */
    public List<FleetRequest.Problem> check(FleetRequest request) {
        List<FleetRequest.Problem> problems = new ArrayList<>(request.problems());
        if (request.reach() == FleetRequest.Reach.SLURM && slurm == null) {
            problems.add(new FleetRequest.Problem(
                    FleetRequest.Field.NODES,
                    "Slurm is not available here; run gpu-doctor fleet --via slurm on a login node."));
        }
        if (request.sshConfig() != null && !Files.isRegularFile(request.sshConfig())) {
            problems.add(new FleetRequest.Problem(
                    FleetRequest.Field.SSH_CONFIG, "{} " + request.sshConfig() + " is not a file."));
        }
        if (request.agent() != null && !(Files.isRegularFile(request.agent()) && Files.isReadable(request.agent()))) {
            problems.add(new FleetRequest.Problem(
                    FleetRequest.Field.AGENT,
                    "{} " + request.agent()
                            + " is not a readable file (the agent archive, gpu-doctor-agent-*-linux-x64.tar.gz)."));
        }
        if (Files.exists(request.out()) && !Files.isDirectory(request.out())) {
            problems.add(new FleetRequest.Problem(
                    FleetRequest.Field.OUT, "{} " + request.out() + " is a file, not a folder."));
        }
        if (request.hostsFile() != null) {
            try {
                HostsFile.read(request.hostsFile()).stream()
                        .filter(host -> !SshFleet.isValidTarget(host))
                        .forEach(host -> problems.add(new FleetRequest.Problem(
                                FleetRequest.Field.HOSTS_FILE,
                                "'" + host + "' in {} is not a host name or ssh alias.")));
            } catch (HostsFile.Refused e) {
                problems.add(new FleetRequest.Problem(
                        FleetRequest.Field.HOSTS_FILE,
                        "Could not read {} " + request.hostsFile() + ": " + e.getMessage()));
            }
        }
        return problems;
    }

    /** The machines {@code request} names, in order, each once; for Slurm this asks Slurm. */
    public List<String> targets(FleetRequest request) throws Refused, Failed, InterruptedException {
        List<FleetRequest.Problem> problems = check(request);
        if (!problems.isEmpty()) {
            throw new Refused(problems);
        }
        if (request.reach() == FleetRequest.Reach.SLURM) {
            try {
                return slurm.nodes(request.nodes(), request.partition());
            } catch (SlurmFleet.SlurmUnavailable e) {
                throw new Failed(Failed.Why.NO_NODES, "Could not list the nodes: " + e.getMessage());
            }
        }
        LinkedHashSet<String> all = new LinkedHashSet<>(request.hosts());
        if (request.hostsFile() != null) {
            try {
                all.addAll(HostsFile.read(request.hostsFile()));
            } catch (HostsFile.Refused e) {
                throw new Refused(List.of(new FleetRequest.Problem(
                        FleetRequest.Field.HOSTS_FILE,
                        "Could not read {} " + request.hostsFile() + ": " + e.getMessage())));
            }
        }
        if (all.isEmpty()) {
            throw new Refused(List.of(new FleetRequest.Problem(
                    FleetRequest.Field.HOSTS_FILE, "{} " + request.hostsFile() + " names no machine.")));
        }
        return List.copyOf(all);
    }

    /**
     * Runs {@code request}: {@code onTargets} hears the machines before any starts, {@code onDone}
     * each machine's row as it ends (from worker threads); fleet.json is written when all have ended.
     */
    public Ran run(FleetRequest request, Consumer<List<String>> onTargets, Consumer<TargetResult> onDone)
            throws Refused, Failed, InterruptedException {
        List<String> targets = targets(request);
        onTargets.accept(targets);
        Path out = request.out();
        try {
            Files.createDirectories(out);
            List<TargetResult> results = request.reach() == FleetRequest.Reach.SSH
                    ? ssh.run(targets, request.sshOptions(), out, onDone)
                    : slurm.run(targets, request.slurmOptions(), out, onDone);
            FleetReport report = FleetReport.of(results);
            return new Ran(report, out, FleetFile.write(out, report));
        } catch (IOException e) {
            throw new Failed(Failed.Why.CANNOT_WRITE, "Could not write under " + out + ": " + e.getMessage());
        }
    }
}
