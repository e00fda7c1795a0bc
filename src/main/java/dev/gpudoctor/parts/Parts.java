package dev.gpudoctor.parts;

import dev.gpudoctor.bench.BenchRunner;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.DiagnosisInput;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.KeptChecklistRun;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.exec.ExecHistory;
import dev.gpudoctor.exec.ExecService;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.host.PlatformDetector;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.pyenv.ManagedEnvironment;
import dev.gpudoctor.pyenv.ManagedPythonSetup;
import dev.gpudoctor.run.MaceRunService;
import java.nio.file.Path;
import java.util.Map;

/**
 * GPU Doctor's parts, assembled once from one set of facts (this process's environment, the user's
 * home, one set of Python interpreters, one platform verdict, one knowledge base) for the window
 * ({@code AppContext}) and the command line ({@code CliServices}) alike. Nothing else constructs a
 * service, a reader or a runner: a front asks this for them. Tests replace single parts through
 * {@link #builder()}; whatever they leave out is this machine's.
 * <p>
 * The platform is decided on first use (it reads the host and may run a command), so a command
 * that never needs it, {@code --version} say, does not pay for it.
 */
public final class Parts {

    private final Builder given;
    private final Map<String, String> environment;
    private final Path userHome;
    private final BridgeHome.Locator bridgeHome;
    private final PythonInterpreters interpreters;
    private final CommandRunner commands = new CommandRunner();
    private final ChildOpRunner children;
    private final DiagnosisService diagnosis;
    private final RunHistory history;
    private final CheckHistory checkHistory;
    private final MaceRunService maceRuns;
    private final ChecklistService checklist;
    private final ManagedEnvironment managedEnvironment;
    private final BundleReader bundleReader = new BundleReader();
    private final DiagnosisInput diagnosisInput;
    private final ExecHistory execHistory;
    private Platform platform;
    private CapabilityService capabilities;
    private BundleService bundles;

    private Parts(Builder given) {
        this.given = given;
        this.environment = given.environment != null ? Map.copyOf(given.environment) : System.getenv();
        this.userHome = given.userHome != null ? given.userHome : Path.of(System.getProperty("user.home"));
        this.bridgeHome = given.bridgeHome != null ? given.bridgeHome : BridgeHome::locate;
        this.interpreters =
                given.interpreters != null ? given.interpreters : new PythonInterpreters(environment, userHome);
        this.children = new ChildOpRunner(environment, bridgeHome);
        this.diagnosis = given.diagnosis != null ? given.diagnosis : DiagnosisService.standard();
        this.history = given.history != null
                ? given.history
                : new RunHistory(RunHistory.defaultDirectory(environment, userHome));
        this.checkHistory = given.checkHistory != null
                ? given.checkHistory
                : new CheckHistory(CheckHistory.defaultDirectory(environment, userHome));
        this.maceRuns = given.maceRuns != null ? given.maceRuns : new MaceRunService(children, interpreters);
        this.checklist = given.checklist != null
                ? given.checklist
                : ChecklistService.forThisMachine(
                        environment,
                        commands,
                        children,
                        interpreters::defaultPython,
                        new KeptChecklistRun(checkHistory.directory()));
        this.managedEnvironment = new ManagedEnvironment(
                given.pythonSetup != null ? given.pythonSetup : new ManagedPythonSetup(commands),
                bridgeHome,
                given.managedEnv != null ? given.managedEnv : interpreters.managedEnv());
        this.diagnosisInput = new DiagnosisInput(bundleReader, diagnosis);
        this.execHistory = given.execHistory != null
                ? given.execHistory
                : new ExecHistory(ExecHistory.defaultDirectory(environment, userHome));
        this.platform = given.platform;
    }

    /** This machine's parts. */
    public static Parts ofThisMachine() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding what this was built with, to change one part. */
    public Builder toBuilder() {
        return given.copy();
    }

    public Map<String, String> environment() {
        return environment;
    }

    public Path userHome() {
        return userHome;
    }

    public PythonInterpreters interpreters() {
        return interpreters;
    }

    public CommandRunner commands() {
        return commands;
    }

    /** The one way to run a bridge op in a fresh child. */
    public ChildOpRunner children() {
        return children;
    }

    /** Native Linux, WSL1 or WSL2: decided once, on first use. */
    public synchronized Platform platform() {
        if (platform == null) {
            platform = PlatformDetector.ofThisMachine();
        }
        return platform;
    }

    /** The one knowledge base: the Diagnose tab, {@code diagnose}, bundles and the likely causes beside failures. */
    public DiagnosisService diagnosis() {
        return diagnosis;
    }

    /** The likely cause beside a failure, judged on this machine's platform. */
    public FailureDiagnoser failureDiagnoser() {
        return FailureDiagnoser.on(platform(), diagnosis);
    }

    public RunHistory history() {
        return history;
    }

    /** The last few check snapshots per machine, for "what changed since last time". */
    public CheckHistory checkHistory() {
        return checkHistory;
    }

    public MaceRunService maceRuns() {
        return maceRuns;
    }

    public BenchRunner benchRunner() {
        return BenchRunner.of(maceRuns);
    }

    public ChecklistService checklist() {
        return checklist;
    }

    public ManagedEnvironment managedEnvironment() {
        return managedEnvironment;
    }

    public BundleReader bundleReader() {
        return bundleReader;
    }

    /** The text a file holds for diagnosis, a bundle's or a log's. */
    public DiagnosisInput diagnosisInput() {
        return diagnosisInput;
    }

    public synchronized CapabilityService capabilities() {
        if (capabilities == null) {
            capabilities = CapabilityService.forThisMachine(
                    children,
                    commands,
                    interpreters::defaultPython,
                    platform(),
                    () -> checklist.readHost(ChecklistRequest.all()));
        }
        return capabilities;
    }

    /** Bundles of this machine and this user; the capability matrix is probed while a bundle is made. */
    public synchronized BundleService bundles() {
        if (bundles == null) {
            bundles = BundleService.forThisMachine(
                    checklist,
                    history,
                    diagnosis,
                    this::capabilities,
                    interpreters::defaultPython,
                    children,
                    commands,
                    environment,
                    userHome.toString());
        }
        return bundles;
    }

    /** Where {@code exec} results are kept. */
    public ExecHistory execHistory() {
        return execHistory;
    }

    /** The user's own command under GPU Doctor, as the window and {@code gpu-doctor exec} both run it. */
    public ExecService exec() {
        return new ExecService(
                commands,
                children,
                diagnosis,
                DiagnosisContext.of(platform()),
                HostRoot.real(),
                environment,
                execHistory);
    }

    public SshFleet sshFleet() {
        return new SshFleet(commands);
    }

    /** Slurm commands get nothing added to their environment (tests add SLURM_CONF through their own fleet). */
    public SlurmFleet slurmFleet() {
        return new SlurmFleet(commands, Map.of());
    }

    /** The fleet use case, as the CLI and the window both run it. */
    public FleetService fleet() {
        return FleetService.of(sshFleet(), slurmFleet());
    }

    /** What a test or a front replaces; everything left null is this machine's. */
    public static final class Builder {
        private Map<String, String> environment;
        private Path userHome;
        private BridgeHome.Locator bridgeHome;
        private PythonInterpreters interpreters;
        private DiagnosisService diagnosis;
        private RunHistory history;
        private CheckHistory checkHistory;
        private MaceRunService maceRuns;
        private ChecklistService checklist;
        private ManagedPythonSetup pythonSetup;
        private Path managedEnv;
        private Platform platform;
        private ExecHistory execHistory;

        private Builder() {}

        private Builder copy() {
            Builder copy = new Builder();
            copy.environment = environment;
            copy.userHome = userHome;
            copy.bridgeHome = bridgeHome;
            copy.interpreters = interpreters;
            copy.diagnosis = diagnosis;
            copy.history = history;
            copy.checkHistory = checkHistory;
            copy.maceRuns = maceRuns;
            copy.checklist = checklist;
            copy.pythonSetup = pythonSetup;
            copy.managedEnv = managedEnv;
            copy.platform = platform;
            copy.execHistory = execHistory;
            return copy;
        }

        public Builder environment(Map<String, String> value) {
            environment = value;
            return this;
        }

        public Builder userHome(Path value) {
            userHome = value;
            return this;
        }

        public Builder bridgeHome(BridgeHome.Locator value) {
            bridgeHome = value;
            return this;
        }

        public Builder interpreters(PythonInterpreters value) {
            interpreters = value;
            return this;
        }

        public Builder diagnosis(DiagnosisService value) {
            diagnosis = value;
            return this;
        }

        public Builder checkHistory(CheckHistory value) {
            checkHistory = value;
            return this;
        }

        public Builder history(RunHistory value) {
            history = value;
            return this;
        }

        public Builder maceRuns(MaceRunService value) {
            maceRuns = value;
            return this;
        }

        public Builder checklist(ChecklistService value) {
            checklist = value;
            return this;
        }

        public Builder pythonSetup(ManagedPythonSetup value) {
            pythonSetup = value;
            return this;
        }

        /** Where the managed environment goes by default (else the interpreters' managed folder). */
        public Builder managedEnv(Path value) {
            managedEnv = value;
            return this;
        }

        public Builder execHistory(ExecHistory value) {
            execHistory = value;
            return this;
        }

        public Builder platform(Platform value) {
            platform = value;
            return this;
        }

        public Parts build() {
            return new Parts(this);
        }
    }
}
