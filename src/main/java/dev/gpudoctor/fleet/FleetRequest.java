package dev.gpudoctor.fleet;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * One fleet run, as {@code gpu-doctor fleet} and the Fleet tab both ask for it: which machines, how
 * they are reached, what runs there, the limits, and where the answers go. The defaults live here
 * once; {@link #problems()} says what is wrong with it, each problem tied to a {@link Field} so each
 * front names its own option or field. {@link FleetService} runs it.
 *
 * @param hosts     ssh: the machines named one by one (host names, aliases, user@host)
 * @param hostsFile ssh: a file of more machines in the {@link HostsFile} grammar, or null
 * @param nodes     slurm: a node list as Slurm writes one ({@code gpu[01-04],gpu20}), or null
 * @param partition slurm: the partition the jobs run in; without nodes, every node of it (or null)
 * @param timeLimit each machine's limit, or null for the level's default ({@link #defaultTimeLimit})
 * @param out       the folder the answers and fleet.json go to
 */
public record FleetRequest(
        Reach reach,
        List<String> hosts,
        Path hostsFile,
        String nodes,
        String partition,
        String gres,
        String account,
        FleetLevel level,
        String remoteCommand,
        Path sshConfig,
        Path agent,
        int parallel,
        Duration connectTimeout,
        Duration timeLimit,
        Duration pendingTimeout,
        Path out) {

    /** How the machines are reached. */
    public enum Reach {
        SSH,
        SLURM;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What a problem is about, so the CLI can name its option and the window its field. */
    public enum Field {
        HOSTS,
        HOSTS_FILE,
        NODES,
        PARTITION,
        GRES,
        ACCOUNT,
        REMOTE_COMMAND,
        SSH_CONFIG,
        AGENT,
        PARALLEL,
        CONNECT_TIMEOUT,
        TIME_LIMIT,
        PENDING_TIMEOUT,
        OUT
    }

    /**
     * What is wrong with one field. {@code sentence} holds {@code {}} where the field's name goes
     * (an option such as {@code --agent} in the CLI, a label in the window), or names it not at all.
     */
    public record Problem(Field field, String sentence) {
        public String in(Function<Field, String> names) {
            return sentence.replace("{}", names.apply(field));
        }
    }

    public static final Reach DEFAULT_REACH = Reach.SSH;
    public static final FleetLevel DEFAULT_LEVEL = FleetLevel.QUICK;
    public static final String DEFAULT_REMOTE_COMMAND = "gpu-doctor";
    public static final int DEFAULT_PARALLEL = 8;
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(120);
    /** The full level's MACE run needs more than the checks. */
    public static final Duration DEFAULT_FULL_TIME_LIMIT = Duration.ofSeconds(600);

    public static final Duration DEFAULT_PENDING_TIMEOUT = Duration.ofSeconds(300);
    /** The folder a run makes when none is named: {@code gpu-doctor-fleet-<time>}. */
    public static final String FOLDER_PREFIX = "gpu-doctor-fleet-";

    public FleetRequest {
        Objects.requireNonNull(reach, "reach");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(out, "out");
        hosts = hosts == null ? List.of() : List.copyOf(hosts);
        remoteCommand = remoteCommand == null ? "" : remoteCommand.strip();
        nodes = blankToNull(nodes);
        partition = blankToNull(partition);
        gres = blankToNull(gres);
        account = blankToNull(account);
        connectTimeout = connectTimeout == null ? DEFAULT_CONNECT_TIMEOUT : connectTimeout;
        pendingTimeout = pendingTimeout == null ? DEFAULT_PENDING_TIMEOUT : pendingTimeout;
        timeLimit = timeLimit == null ? defaultTimeLimit(level) : timeLimit;
    }

    /** Two minutes a machine; ten at the full level (its MACE run). */
    public static Duration defaultTimeLimit(FleetLevel level) {
        return level == FleetLevel.FULL ? DEFAULT_FULL_TIME_LIMIT : DEFAULT_TIME_LIMIT;
    }

    /** A new folder in {@code parent} named for the time {@code now}: {@code gpu-doctor-fleet-20260101-120000}. */
    public static Path newFolderIn(Path parent, LocalDateTime now) {
        return parent.resolve(FOLDER_PREFIX + now.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
    }

    /**
     * Slurm's node list from free text: one or more parts a line, joined with commas as Slurm writes
     * a list ({@code gpu[01-04]}, {@code gpu20}); '#' starts a comment. Commas inside brackets stay.
     */
    public static String nodeListOf(String text) {
        List<String> parts = new ArrayList<>();
        for (String line : (text == null ? "" : text).split("\\R")) {
            int comment = line.indexOf('#');
            for (String part :
                    (comment < 0 ? line : line.substring(0, comment)).strip().split("\\s+")) {
                String trimmed = part.replaceAll("^,+|,+$", "");
                if (!trimmed.isBlank()) {
                    parts.add(trimmed);
                }
            }
        }
        return String.join(",", parts);
    }

    public static Builder builder(Reach reach, Path out) {
        return new Builder(reach, out);
    }

    /**
     * What is wrong with the request as written, without touching a file or a machine; empty when
     * nothing is. {@link FleetService#check} adds what only the files can say.
     */
    public List<Problem> problems() {
        List<Problem> problems = new ArrayList<>();
        if (parallel < 1) {
            problems.add(new Problem(Field.PARALLEL, "{} must be 1 or more, not " + parallel + "."));
        }
        for (Field field : List.of(Field.CONNECT_TIMEOUT, Field.TIME_LIMIT, Field.PENDING_TIMEOUT)) {
            Duration value = field == Field.CONNECT_TIMEOUT
                    ? connectTimeout
                    : field == Field.TIME_LIMIT ? timeLimit : pendingTimeout;
            if (value.toSeconds() < 1) {
                problems.add(new Problem(field, "{} must be 1 second or more, not " + value.toSeconds() + "."));
            }
        }
        if (remoteCommand.isEmpty()) {
            problems.add(new Problem(
                    Field.REMOTE_COMMAND, "{} must not be empty (it is how GPU Doctor starts on the machines)."));
        }
        if (reach == Reach.SSH) {
            sshProblems(problems);
        } else {
            slurmProblems(problems);
        }
        return problems;
    }

    private void sshProblems(List<Problem> problems) {
        for (Field field : List.of(Field.NODES, Field.PARTITION, Field.GRES, Field.ACCOUNT)) {
            if (slurmValue(field) != null) {
                problems.add(new Problem(field, "{} is for Slurm; with ssh name the hosts."));
            }
        }
        hosts.stream()
                .filter(host -> !SshFleet.isValidTarget(host))
                .forEach(host ->
                        problems.add(new Problem(Field.HOSTS, "'" + host + "' is not a host name or ssh alias.")));
        if (hosts.isEmpty() && hostsFile == null) {
            problems.add(new Problem(Field.HOSTS, "Name at least one host: {}."));
        }
    }

    private void slurmProblems(List<Problem> problems) {
        if (!hosts.isEmpty() || hostsFile != null) {
            problems.add(new Problem(Field.HOSTS, "With Slurm name the nodes or a partition, not hosts ({})."));
        }
        if (sshConfig != null) {
            problems.add(new Problem(Field.SSH_CONFIG, "{} is for ssh; Slurm reaches its nodes itself."));
        }
        if (agent != null) {
            problems.add(
                    new Problem(
                            Field.AGENT,
                            "{} is for ssh; with Slurm put the agent on a shared filesystem and name it as the remote command."));
        }
        if (nodes == null && partition == null) {
            problems.add(new Problem(
                    Field.NODES, "Name the nodes with {} (as gpu[01-04]), or a partition to take every node of."));
        }
        if (nodes != null && !SlurmFleet.isValidNodeList(nodes)) {
            problems.add(new Problem(
                    Field.NODES,
                    "The node list '" + nodes + "' ({}) is not a Slurm node list (names, commas and [1-4] ranges)."));
        }
        for (Field field : List.of(Field.PARTITION, Field.GRES, Field.ACCOUNT)) {
            String value = slurmValue(field);
            if (value != null && !SlurmFleet.isValidName(value)) {
                problems.add(new Problem(field, "{} '" + value + "' is not a Slurm name."));
            }
        }
    }

    private String slurmValue(Field field) {
        return switch (field) {
            case NODES -> nodes;
            case PARTITION -> partition;
            case GRES -> gres;
            case ACCOUNT -> account;
            default -> throw new IllegalArgumentException(field.name());
        };
    }

    /** The options ssh is run with. */
    SshFleet.Options sshOptions() {
        return new SshFleet.Options(sshConfig, remoteCommand, connectTimeout, timeLimit, parallel, agent, level);
    }

    /** The options the Slurm jobs are sent with. */
    SlurmFleet.Options slurmOptions() {
        return new SlurmFleet.Options(
                partition, gres, account, remoteCommand, timeLimit, pendingTimeout, parallel, level);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    /** A request with the defaults, changed field by field. */
    public static final class Builder {
        private final Reach reach;
        private final Path out;
        private List<String> hosts = List.of();
        private Path hostsFile;
        private String nodes;
        private String partition;
        private String gres;
        private String account;
        private FleetLevel level = DEFAULT_LEVEL;
        private String remoteCommand = DEFAULT_REMOTE_COMMAND;
        private Path sshConfig;
        private Path agent;
        private int parallel = DEFAULT_PARALLEL;
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private Duration timeLimit;
        private Duration pendingTimeout = DEFAULT_PENDING_TIMEOUT;

        private Builder(Reach reach, Path out) {
            this.reach = reach;
            this.out = out;
        }

        public Builder hosts(List<String> value) {
            hosts = value;
            return this;
        }

        public Builder hostsFile(Path value) {
            hostsFile = value;
            return this;
        }

        public Builder nodes(String value) {
            nodes = value;
            return this;
        }

        public Builder partition(String value) {
            partition = value;
            return this;
        }

        public Builder gres(String value) {
            gres = value;
            return this;
        }

        public Builder account(String value) {
            account = value;
            return this;
        }

        public Builder level(FleetLevel value) {
            level = value;
            return this;
        }

        public Builder remoteCommand(String value) {
            remoteCommand = value;
            return this;
        }

        public Builder sshConfig(Path value) {
            sshConfig = value;
            return this;
        }

        public Builder agent(Path value) {
            agent = value;
            return this;
        }

        public Builder parallel(int value) {
            parallel = value;
            return this;
        }

        public Builder connectTimeout(Duration value) {
            connectTimeout = value;
            return this;
        }

        /** Null keeps the level's default. */
        public Builder timeLimit(Duration value) {
            timeLimit = value;
            return this;
        }

        public Builder pendingTimeout(Duration value) {
            pendingTimeout = value;
            return this;
        }

        public FleetRequest build() {
            return new FleetRequest(
                    reach,
                    hosts,
                    hostsFile,
                    nodes,
                    partition,
                    gres,
                    account,
                    level,
                    remoteCommand,
                    sshConfig,
                    agent,
                    parallel,
                    connectTimeout,
                    timeLimit,
                    pendingTimeout,
                    out);
        }
    }
}
