package dev.gpudoctor.checklist;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.capability.NvmlCallsAnswer;
import dev.gpudoctor.capability.NvmlCells;
import dev.gpudoctor.host.LoadNow;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.LaunchCommand;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.speed.CueqCoherence;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The checks that run in Python bridge children. python-env, torch-cuda-build, driver-vs-torch,
 * arch-vs-wheel and cueq-versions share one {@code env} report (asked once per run); cuda-init,
 * mace-import-chain and nvml-calls each get their own child, so a crash or a sticky CUDA error stays in
 * that one (on a machine with no NVIDIA hardware cuda-init reads the env report instead). The children start
 * together ({@link #startChildren}); when mace-import-chain runs, its child
 * also writes the env report after the import, so torch is imported once for both (without that report,
 * env gets a child of its own). A Python without torch gives skips with the remedy, never an exception.
 */
final class PythonChecks {

    static final String SETUP = CheckResult.maceSetUpCommand();
    static final Duration CUDA_INIT_TIMEOUT = Duration.ofSeconds(180);
    static final Duration IMPORT_CHAIN_TIMEOUT = Duration.ofSeconds(240);
    /** How long the op lets each import's own child run (under {@link #IMPORT_CHAIN_TIMEOUT}, the op's whole). */
    static final Duration IMPORT_CHAIN_CHILD_TIMEOUT = Duration.ofSeconds(180);

    static final Duration NVML_TIMEOUT = Duration.ofSeconds(60);

    private final PythonOps ops;
    private final HostFacts host;
    private final PythonChildren children;
    private Env env;
    /** The env child's answer as it came, so a bundle writes the very report these checks judged. */
    private PythonOps.Answer envAnswer;

    /** @param children the children {@link #startChildren} started for these checks */
    PythonChecks(PythonOps ops, HostFacts host, PythonChildren children) {
        this.ops = ops;
        this.host = host;
        this.children = children;
    }

    /**
     * Starts the children the {@code checks} will ask (each check names them in the catalogue), side by side, longest
     * first: the import chain (with the env report when a check reads it), else env alone; the NVML calls. They need
     * nothing from the host facts, so they start before those are read; the CUDA init test's child starts once they
     * are ({@link #startCudaInit}).
     */
    static PythonChildren startChildren(PythonOps ops, Collection<Check> checks) {
        PythonChildren children = new PythonChildren(ops);
        boolean envWanted = asked(checks, Check.PythonChild.ENV_REPORT);
        if (asked(checks, Check.PythonChild.IMPORT_CHAIN)) {
            children.start("import_chain", importChainParams(envWanted), IMPORT_CHAIN_TIMEOUT);
        } else if (envWanted) {
            children.start("env", JsonMappers.records().createObjectNode(), EnvReport.TIMEOUT);
        }
        if (asked(checks, Check.PythonChild.NVML_CALLS)) {
            children.start("nvml_calls", JsonMappers.records().createObjectNode(), NVML_TIMEOUT);
        }
        return children;
    }

    /**
     * Starts the CUDA init test's child beside the others, unless this machine has no NVIDIA hardware: there the env
     * report's {@code torch.cuda.is_available()} already says what that child would (see {@link #cudaInit}).
     */
    void startCudaInit(Collection<Check> checks) {
        if (asked(checks, Check.PythonChild.CUDA_INIT) && !host.noNvidiaHardware()) {
            children.start("cuda_init", JsonMappers.records().createObjectNode(), CUDA_INIT_TIMEOUT);
        }
    }

    private static boolean asked(Collection<Check> checks, Check.PythonChild child) {
        return checks.stream().anyMatch(check -> check.asks().contains(child));
    }

    /** The import_chain op's parameters (PROTOCOL.md): with {@code env}, its child also writes the env report. */
    private record ImportChainParams(long timeoutS, boolean env) {}

    private static JsonNode importChainParams(boolean withEnv) {
        return JsonMappers.records()
                .valueToTree(new ImportChainParams(IMPORT_CHAIN_CHILD_TIMEOUT.toSeconds(), withEnv));
    }

    // ---- the env group ----------------------------------------------------------------------

    /** The env report, or why there is none: the child failed, or its answer was not an env report. */
    private record Env(EnvReport report, BridgeFailure failure) {
        boolean ok() {
            return report != null;
        }
    }

    private Env env() throws InterruptedException {
        if (env == null) {
            PythonOps.Answer answer = envFromImportChain();
            if (answer == null) {
                answer = children.answer("env", JsonMappers.records().createObjectNode(), EnvReport.TIMEOUT);
            }
            envAnswer = answer;
            if (!answer.ok()) {
                env = new Env(null, answer.failure());
            } else {
                try {
                    env = new Env(EnvReport.READER.read(answer.result()), null);
                } catch (ResultReader.ProtocolViolation e) {
                    env = new Env(null, e.failure());
                }
            }
        }
        return env;
    }

    /** The env report the import chain's child wrote after the import, or null when it has none. */
    private PythonOps.Answer envFromImportChain() throws InterruptedException {
        if (!children.started("import_chain")) {
            return null;
        }
        PythonOps.Answer chain = children.answer("import_chain", importChainParams(true), IMPORT_CHAIN_TIMEOUT);
        if (!chain.ok()) {
            return null;
        }
        JsonNode report;
        try {
            report = ImportChainReport.READER.read(chain.result()).env();
        } catch (ResultReader.ProtocolViolation e) {
            // The chain's own check says what its answer lacked; the env op answers for itself.
            return null;
        }
        return report != null && report.isObject() ? new PythonOps.Answer(report, null, chain.millis()) : null;
    }

    /** The ops these checks run in (a check with children of its own, gpu-outlier, asks through them too). */
    PythonOps ops() {
        return ops;
    }

    /** The env op's answer, or null when no check asked for it. */
    PythonOps.Answer envAnswer() {
        return envAnswer;
    }

    /** The torch section of env, or a result explaining why there is none. */
    private Object torchOrVerdict(CheckInfo info) throws InterruptedException {
        Env answer = env();
        if (!answer.ok()) {
            return answer.failure().reason() == FailureReason.PYTHON_NOT_FOUND
                    ? withRemedy(
                            Verdict.skip(
                                    info, "no usable Python", answer.failure().message()),
                            SETUP)
                    : bridgeFailure(info, answer.failure());
        }
        EnvReport.Torch torch = answer.report().torch();
        if (torch == null) {
            String why = orElse(answer.report().torchError(), "torch could not be imported");
            return withRemedy(
                    Verdict.skip(
                            info,
                            "torch unavailable: " + why,
                            "torch is not usable in " + ops.python() + " (" + why + "), so there is nothing to check."),
                    torchRemedy());
        }
        return torch;
    }

    CheckResult pythonEnv() throws InterruptedException {
        CheckInfo info = CheckCatalogue.PYTHON_ENV;
        Env answer = env();
        if (!answer.ok()) {
            BridgeFailure failure = answer.failure();
            if (failure.reason() == FailureReason.PYTHON_NOT_FOUND) {
                return new Verdict(info)
                        .value("no Python: " + ops.python())
                        .raise(
                                CheckStatus.FAIL,
                                failure.message(),
                                SETUP + " (or pass --python with an interpreter that exists)")
                        .result();
            }
            return bridgeFailure(info, failure);
        }
        EnvReport report = answer.report();
        Verdict v = new Verdict(info);
        String executable = orElse(report.python().executable(), ops.python());
        List<String> parts = new ArrayList<>();
        parts.add("Python " + orElse(report.python().version(), "?") + " (" + executable + ")");
        for (String name : List.of(
                "torch",
                "mace-torch",
                "cuequivariance",
                "cuequivariance-torch",
                "cuequivariance-ops-torch-cu13",
                "cuequivariance-ops-torch-cu12",
                "cuequivariance-ops-torch-cu11",
                "triton",
                "nvidia-ml-py")) {
            String version = report.version(name);
            if (version != null) {
                parts.add(name + " " + version);
            }
            v.evidence(name + ": " + (version == null ? "not installed" : version));
        }
        v.value(String.join(", ", parts)).explain("The interpreter the checks below run in.");
        if (report.version("torch") == null) {
            v.value("torch not installed; " + String.join(", ", parts));
            v.raise(
                    CheckStatus.FAIL,
                    "torch is not installed in " + executable + ": no CUDA check can run there.",
                    torchRemedy());
        } else if (report.torch() == null) {
            String why = orElse(report.torchError(), "");
            v.evidence("torch import: " + why);
            v.raise(
                    CheckStatus.FAIL,
                    "torch is installed but does not import: " + why,
                    executable + " -m pip install --force-reinstall torch (or " + SETUP + ")");
        }
        if (report.version("mace-torch") == null) {
            v.raise(
                    CheckStatus.WARN,
                    "mace-torch is not installed.",
                    SETUP + " (or " + executable + " -m pip install mace-torch)");
        }
        return v.result();
    }

    /** The same judgement every cuEq run's speed verdict uses ({@link CueqCoherence}), on the env report. */
    CheckResult cueqVersions() throws InterruptedException {
        CheckInfo info = CheckCatalogue.CUEQ_VERSIONS;
        Env answer = env();
        if (!answer.ok()) {
            return answer.failure().reason() == FailureReason.PYTHON_NOT_FOUND
                    ? withRemedy(
                            Verdict.skip(
                                    info, "no usable Python", answer.failure().message()),
                            SETUP)
                    : bridgeFailure(info, answer.failure());
        }
        Map<String, String> versions = answer.report().versions();
        String torchCuda =
                answer.report().torch() == null ? null : answer.report().torch().cuda();
        CueqCoherence.Result result = CueqCoherence.standard().check(versions, torchCuda);
        if (!result.installed()) {
            return Verdict.skip(
                    info,
                    "cuEquivariance not installed",
                    "cuequivariance-torch is not installed, so there is nothing to match: MACE runs with e3nn.");
        }
        Verdict v = new Verdict(info).value(result.found());
        result.versions()
                .forEach((name, version) -> v.evidence(name + ": " + (version == null ? "not installed" : version)));
        v.evidence("torch.version.cuda: " + (torchCuda == null ? "none (CPU-only build)" : torchCuda));
        if (result.coherent()) {
            return v.explain("The cuEquivariance packages share one version, their CUDA kernels match torch's CUDA "
                            + torchCuda + ", and mace-torch's supported range holds.")
                    .result();
        }
        result.problems()
                .forEach(problem -> v.raise(CheckStatus.FAIL, problem.what() + ".", problem.fix())
                        .evidence("rule from " + problem.source()));
        return v.explain("pip does not prevent such mismatches; they fail at the first cuEq call or run far slower.")
                .result();
    }

    CheckResult torchCudaBuild() throws InterruptedException {
        CheckInfo info = CheckCatalogue.TORCH_CUDA_BUILD;
        Object torchOrResult = torchOrVerdict(info);
        if (torchOrResult instanceof CheckResult result) {
            return result;
        }
        EnvReport.Torch torch = (EnvReport.Torch) torchOrResult;
        String version = orElse(torch.version(), "?");
        String cuda = torch.cuda();
        String cudnn = torch.cudnnVersion() == null ? null : String.valueOf(torch.cudnnVersion());
        Verdict v = new Verdict(info)
                .evidence("torch " + version)
                .evidence("torch.version.cuda " + cuda)
                .evidence("cudnn " + cudnn);
        if (cuda == null) {
            return v.value("torch " + version + ": CPU-only build")
                    .raise(
                            CheckStatus.FAIL,
                            "This torch was built without CUDA; it can never use the GPU.",
                            ops.python() + " -m pip install --force-reinstall torch --index-url " + wheelIndex())
                    .result();
        }
        return v.value("torch " + version + " built for CUDA " + cuda + ", cuDNN " + (cudnn == null ? "none" : cudnn))
                .explain("torch ships its own CUDA runtime and cuDNN; only the driver comes from the system.")
                .result();
    }

    CheckResult driverVsTorch() throws InterruptedException {
        CheckInfo info = CheckCatalogue.DRIVER_VS_TORCH;
        Object torchOrResult = torchOrVerdict(info);
        if (torchOrResult instanceof CheckResult result) {
            return result;
        }
        String torchCuda = ((EnvReport.Torch) torchOrResult).cuda();
        String driverCuda = host.nvidiaSmi().cudaVersion();
        if (torchCuda == null) {
            return Verdict.skip(info, "CPU-only torch", "torch was built without CUDA (see torch-cuda-build).");
        }
        if (driverCuda == null) {
            return Verdict.skip(
                    info, "driver CUDA unknown", "nvidia-smi gave no CUDA version, so there is nothing to compare.");
        }
        Verdict v = new Verdict(info)
                .value("driver supports CUDA " + driverCuda + ", torch built for " + torchCuda)
                .evidence("nvidia-smi cuda_version " + driverCuda)
                .evidence("torch.version.cuda " + torchCuda);
        int[] driver = Versions.parts(driverCuda);
        int[] built = Versions.parts(torchCuda);
        if (driver == null || built == null || Versions.compare(driverCuda, torchCuda) >= 0) {
            return v.explain("The driver's maximum CUDA version is at least the one torch was built for.")
                    .result();
        }
        String fix = (host.platform().wsl2()
                        ? "Update the NVIDIA driver on Windows, then in PowerShell: wsl --shutdown"
                        : "Update the NVIDIA driver (e.g. sudo ubuntu-drivers install) and reboot")
                + "\nor install a torch built for the driver's CUDA: " + ops.python()
                + " -m pip install --force-reinstall torch --index-url " + wheelIndex();
        if (driver[0] < built[0]) {
            return v.raise(
                            CheckStatus.FAIL,
                            "The driver is older than torch's CUDA major version: CUDA fails to initialise"
                                    + " (\"CUDA driver version is insufficient for CUDA runtime version\").",
                            fix)
                    .result();
        }
        return v.raise(
                        CheckStatus.WARN,
                        "Same CUDA major version, older minor: CUDA's minor-version compatibility usually"
                                + " lets it run, but PTX JIT and newer features fail (\"the provided PTX was compiled with an unsupported"
                                + " toolchain\").",
                        fix)
                .result();
    }

    CheckResult archVsWheel() throws InterruptedException {
        CheckInfo info = CheckCatalogue.ARCH_VS_WHEEL;
        Object torchOrResult = torchOrVerdict(info);
        if (torchOrResult instanceof CheckResult result) {
            return result;
        }
        EnvReport.Torch torch = (EnvReport.Torch) torchOrResult;
        List<String> archs = torch.archList();
        List<EnvReport.Device> devices = torch.devices();
        if (devices.isEmpty()) {
            return Verdict.skip(
                    info,
                    "torch sees no GPU",
                    "torch.cuda.is_available() is false here, so no GPU to match"
                            + " against the wheel's architectures (" + String.join(" ", archs) + ").");
        }
        Verdict v = new Verdict(info).evidence("torch.cuda.get_arch_list(): " + String.join(" ", archs));
        List<String> parts = new ArrayList<>();
        for (EnvReport.Device device : devices) {
            String name = orElse(device.name(), "GPU " + device.index());
            String capability = device.capability();
            String covered = coverage(capability, archs);
            v.evidence(
                    name + ": compute capability " + capability + " -> " + (covered == null ? "not covered" : covered));
            if (covered == null) {
                parts.add(name + " sm_" + (capability == null ? "?" : capability.replace(".", "")) + " not covered");
                v.raise(
                        CheckStatus.FAIL,
                        name + " (compute capability " + capability + ") has no kernels in this torch build;"
                                + " torch.cuda.is_available() still says True, but every kernel launch fails with \"no kernel image is"
                                + " available for execution on the device\".",
                        ops.python() + " -m pip install --force-reinstall torch --index-url " + wheelIndex()
                                + " (a build whose arch list includes sm_"
                                + (capability == null ? "XY" : capability.replace(".", "")) + ")");
            } else {
                parts.add(name + " " + covered);
            }
        }
        return v.value(String.join("; ", parts)).result();
    }

    /** How the capability is covered: "sm_86", "sm_80 (binary compatible)", "compute_80 (PTX JIT)", or null. */
    static String coverage(String capability, List<String> archs) {
        int[] cap = Versions.parts(capability);
        if (cap == null) {
            return null;
        }
        String exact = "sm_" + cap[0] + cap[1];
        if (archs.contains(exact)) {
            return exact;
        }
        String best = null;
        for (String arch : archs) {
            String digits = arch.replaceAll("^(sm|compute)_", "").replaceAll("[^0-9]", "");
            if (digits.length() < 2) {
                continue;
            }
            int major = Integer.parseInt(digits.substring(0, digits.length() - 1));
            int minor = Integer.parseInt(digits.substring(digits.length() - 1));
            if (arch.startsWith("sm_") && major == cap[0] && minor <= cap[1] && !arch.endsWith("a")) {
                best = arch + " (binary compatible)";
            } else if (arch.startsWith("compute_")
                    && (major < cap[0] || major == cap[0] && minor <= cap[1])
                    && best == null) {
                best = arch + " (PTX JIT)";
            }
        }
        return best;
    }

    // ---- own children -----------------------------------------------------------------------

    CheckResult cudaInit() throws InterruptedException {
        CheckInfo info = CheckCatalogue.CUDA_INIT;
        if (!children.started("cuda_init") && host.noNvidiaHardware()) {
            Env answer = env();
            EnvReport.Torch torch = answer.ok() ? answer.report().torch() : null;
            if (torch != null && Boolean.FALSE.equals(torch.cudaAvailable())) {
                return new Verdict(info)
                        .status(CheckStatus.SKIP)
                        .value("torch.cuda.is_available() is False: no NVIDIA GPU here")
                        .explain(
                                HostChecks.NO_NVIDIA_HARDWARE_SENTENCE
                                        + " torch rightly finds no CUDA device (its env report"
                                        + " says so; with no device to bring up, no child of its own was started); see gpu-visible.")
                        .evidence("torch " + orElse(torch.version(), "?") + ": cuda_available false")
                        .result();
            }
        }
        PythonOps.Answer answer =
                children.answer("cuda_init", JsonMappers.records().createObjectNode(), CUDA_INIT_TIMEOUT);
        if (!answer.ok()) {
            return notRun(info, answer.failure());
        }
        CudaInitReport report;
        try {
            report = CudaInitReport.READER.read(answer.result());
        } catch (ResultReader.ProtocolViolation e) {
            return bridgeFailure(info, e.failure());
        }
        Verdict v = new Verdict(info);
        report.infoLines().forEach(v::evidence);
        List<String> timings = new ArrayList<>();
        for (CudaInitReport.Step step : report.steps()) {
            long ms = Math.round(step.seconds() * 1000);
            String error = step.error() == null ? "" : orElse(step.error().message(), "");
            v.evidence(String.format(
                    Locale.ROOT,
                    "%-32s %6d ms  %s",
                    step.name(),
                    ms,
                    step.ok() ? "ok " + orElse(step.detail(), "") : "FAILED " + error));
            timings.add(step.name() + " " + ms + " ms");
        }
        report.warnings().forEach(w -> v.evidence("warning: " + w));
        if (report.ok()) {
            return v.value("CUDA works: " + (report.deviceCount() == null ? 0 : report.deviceCount())
                            + " device(s), tensor, copy," + " matmul and synchronize OK")
                    .explain("Each step ran in a fresh child: " + String.join(", ", timings) + ".")
                    .result();
        }
        String failed = orElse(report.failedStep(), "?");
        String why = report.firstFailure();
        if (Boolean.FALSE.equals(report.available()) && host.noNvidiaHardware()) {
            return v.status(CheckStatus.SKIP)
                    .value("torch.cuda.is_available() is False: no NVIDIA GPU here")
                    .explain(HostChecks.NO_NVIDIA_HARDWARE_SENTENCE
                            + " torch rightly finds no CUDA device; see gpu-visible.")
                    .result();
        }
        if (Boolean.FALSE.equals(report.available())) {
            String warning =
                    report.warnings().isEmpty() ? "" : " " + report.warnings().get(0);
            return v.value("torch.cuda.is_available() is False")
                    .raise(
                            CheckStatus.FAIL,
                            "torch cannot use CUDA." + warning + (why.isEmpty() ? "" : " " + why),
                            "See gpu-visible, driver-vs-torch and torch-cuda-build above for the cause; with the driver"
                                    + " fixed, re-run " + LaunchCommand.line("check --only cuda-init"))
                    .result();
        }
        return v.value("failed at " + failed + (why.isEmpty() ? "" : ": " + why))
                .raise(
                        CheckStatus.FAIL,
                        "CUDA came up but " + failed + " failed. A CUDA error is sticky: everything after it"
                                + " in that process fails too, which is why this ran in its own child.",
                        "Re-run with the CUDA_LAUNCH_BLOCKING toggle on ("
                                + LaunchCommand.line("check --only cuda-init --launch-blocking") + ")"
                                + " to see the failing call; compute-sanitizer " + ops.python()
                                + " your_script.py for memory errors")
                .result();
    }

    CheckResult maceImportChain() throws InterruptedException {
        CheckInfo info = CheckCatalogue.MACE_IMPORT_CHAIN;
        PythonOps.Answer answer = children.answer("import_chain", importChainParams(false), IMPORT_CHAIN_TIMEOUT);
        if (!answer.ok()) {
            return notRun(info, answer.failure());
        }
        ImportChainReport report;
        try {
            report = ImportChainReport.READER.read(answer.result());
        } catch (ResultReader.ProtocolViolation e) {
            return bridgeFailure(info, e.failure());
        }
        Verdict v = new Verdict(info);
        List<String> loaded = report.acceleratorsLoaded();
        v.evidence("accelerators loaded: " + (loaded.isEmpty() ? "none" : String.join(", ", loaded)));
        if (report.ok()) {
            return v.value(String.format(
                            Locale.ROOT,
                            "import mace.calculators OK in %.1f s; accelerators: %s",
                            report.durationS() == null ? 0.0 : report.durationS(),
                            loaded.isEmpty() ? "none" : String.join(", ", loaded)))
                    .explain(
                            "mace imports its optional accelerators (cuEquivariance, OpenEquivariance) even when they are"
                                    + " not enabled, so a broken one would break every MACE run.")
                    .result();
        }
        String type = report.error().type();
        String message = report.error().message();
        for (String line : report.outputTail().lines().toList()) {
            v.evidence(line);
        }
        if ("ModuleNotFoundError".equals(type) && message.contains("'mace'")) {
            return withRemedy(
                    Verdict.skip(info, "mace-torch not installed", "import mace failed: " + message),
                    SETUP + " (or " + ops.python() + " -m pip install mace-torch)");
        }
        String signal = report.signal();
        if (report.timedOut() && signal == null) {
            LoadNow load = LoadNow.read();
            return v.status(CheckStatus.SKIP)
                    .value("import mace.calculators did not finish in time")
                    .explain("The import in a fresh interpreter did not finish within its "
                            + IMPORT_CHAIN_CHILD_TIMEOUT.toSeconds() + " s (" + load.sentence() + "). "
                            + load.meaning())
                    .result();
        }
        String culprit = loaded.isEmpty() ? null : loaded.get(loaded.size() - 1);
        String fix = culprit != null && culprit.startsWith("cuequivariance")
                ? ops.python()
                        + " -m pip uninstall -y cuequivariance-ops-torch-cu12 cuequivariance-torch (or install the"
                        + " build matching torch's CUDA)"
                : culprit != null && culprit.startsWith("openequivariance")
                        ? ops.python() + " -m pip uninstall -y openequivariance"
                        : SETUP + " (a consistent torch + mace-torch set)";
        return v.value("import mace.calculators "
                        + (signal != null
                                ? "crashed with " + signal
                                : report.timedOut() ? "timed out" : "failed: " + type + ": " + message))
                .raise(
                        CheckStatus.FAIL,
                        "Importing MACE fails in a fresh interpreter"
                                + (culprit == null ? "." : "; the last accelerator loaded was " + culprit + "."),
                        fix)
                .result();
    }

    CheckResult nvmlCalls() throws InterruptedException {
        CheckInfo info = CheckCatalogue.NVML_CALLS;
        PythonOps.Answer answer =
                children.answer("nvml_calls", JsonMappers.records().createObjectNode(), NVML_TIMEOUT);
        if (!answer.ok()) {
            BridgeFailure failure = answer.failure();
            if (failure.reason() == FailureReason.MISSING_PACKAGE) {
                return withRemedy(
                        Verdict.skip(
                                info,
                                "pynvml not installed",
                                "nvidia-ml-py (module pynvml), which cuEquivariance and monitoring tools use, is not installed in "
                                        + ops.python() + "."),
                        ops.python() + " -m pip install nvidia-ml-py");
            }
            return notRun(info, failure);
        }
        NvmlCallsAnswer nvml;
        try {
            nvml = NvmlCallsAnswer.read(answer.result());
        } catch (NvmlCallsAnswer.Unreadable e) {
            return notRun(info, e.failure());
        }
        // The capability matrix's judgement, rendered as a check: one verdict for NVML wherever it is shown.
        List<CapabilityCell> cells = NvmlCells.judge(nvml, NvmlCells.driverSeen(host, List.of()), host.platform());
        Verdict v = new Verdict(info);
        for (CapabilityCell cell : cells) {
            String gpu = cell.device() == null ? "" : "GPU " + cell.device() + " ";
            cell.evidence().forEach((key, value) -> v.evidence(gpu + key + ": " + value));
        }
        String value = cells.size() == 1
                ? cells.get(0).detail()
                : cells.stream()
                        .map(cell -> "GPU " + cell.device() + " " + cell.state().jsonName())
                        .collect(Collectors.joining(", "));
        CapabilityState worst = NvmlCells.overall(cells);
        // The driver's own recovery action, shown beside ours; one that asks for something fails the check.
        boolean driverAsks = false;
        for (NvmlRecoveryAction recovery : NvmlRecoveryAction.read(nvml)) {
            v.evidence(recovery.evidence());
            if (recovery.reported() && recovery.ours() != RecommendedAction.NONE) {
                v.raise(
                        CheckStatus.FAIL,
                        recovery.ours(),
                        "The driver reports recovery action " + recovery.name() + " for GPU "
                                + recovery.device() + " (NVML_GPU_RECOVERY_ACTION_" + recovery.name() + "): "
                                + (recovery.ours() == null
                                        ? "one GPU Doctor does not know."
                                        : "ours: " + recovery.ours().jsonName() + "."),
                        recovery.remedy());
                value = value + "; GPU " + recovery.device() + " recovery action " + recovery.name();
                driverAsks = true;
            }
        }
        if (driverAsks && worst != CapabilityState.NOT_PROBED) {
            return v.value(value).result();
        }
        return switch (worst) {
            case NOT_PROBED ->
                Verdict.skip(info, "NVML unavailable", cells.get(0).detail() + " (see gpu-visible).");
            case SUPPORTED ->
                v.value(value).explain("Every NVML query tools make answered.").result();
            case UNSUPPORTED ->
                v.value(value)
                        .raise(
                                CheckStatus.WARN,
                                "Some NVML queries answer NotSupported or Unknown. Tools that treat that as fatal"
                                        + " (cuEquivariance, torch.cuda.utilization(), nvitop) crash here.",
                                "Run through GPU Doctor's NVML shim: " + LaunchCommand.line("run --nvml-shim ...")
                                        + ", or put python-bridge/nvml_shim"
                                        + " first on PYTHONPATH for your own scripts")
                        .result();
            case FAILED, REPORTED_ONLY ->
                v.value(value)
                        .raise(
                                CheckStatus.FAIL,
                                RecommendedAction.UPDATE_DRIVER,
                                cells.stream()
                                        .filter(c -> c.state() == CapabilityState.FAILED)
                                        .findFirst()
                                        .map(CapabilityCell::detail)
                                        .orElse(value),
                                host.platform().wsl2()
                                        ? "Make sure " + HostChecks.WSL_LIB
                                                + " (libnvidia-ml.so.1) is on the loader path: see loader-path"
                                        : "Reinstall the driver's NVML (libnvidia-ml.so.1) and run sudo ldconfig")
                        .result();
        };
    }

    // ---- helpers ----------------------------------------------------------------------------

    /** A child that gave no result: a missing package is a skip with the remedy; a crash is an error. */
    private CheckResult notRun(CheckInfo info, BridgeFailure failure) {
        if (failure.reason() == FailureReason.MISSING_PACKAGE) {
            String pkg = failure.facts().getOrDefault("package", "?");
            return withRemedy(
                    Verdict.skip(info, pkg + " not installed", failure.message()),
                    pkg.equals("torch") ? torchRemedy() : ops.python() + " -m pip install " + pkg);
        }
        if (failure.reason() == FailureReason.PYTHON_NOT_FOUND) {
            return withRemedy(Verdict.skip(info, "no usable Python", failure.message()), SETUP);
        }
        return bridgeFailure(info, failure);
    }

    static CheckResult bridgeFailure(CheckInfo info, BridgeFailure failure) {
        if (failure.reason() == FailureReason.TIMED_OUT) {
            // A deadline reached judges nothing: skipped, with the load beside it, never a failure with an action.
            LoadNow load = LoadNow.read();
            return new Verdict(info)
                    .status(CheckStatus.SKIP)
                    .value("did not finish in time")
                    .explain(failure.message() + " (" + load.sentence() + "). " + load.meaning())
                    .evidence("reason: " + failure.reason().jsonName())
                    .evidence(failure.stderrTail().stream()
                            .map(line -> "stderr: " + line)
                            .toList())
                    .result();
        }
        Verdict v = new Verdict(info)
                .status(CheckStatus.ERROR)
                .value(failure.reason().jsonName() + ": " + failure.message())
                .explain("The check's Python child gave no answer; the failure stayed in that child.")
                .evidence("reason: " + failure.reason().jsonName());
        if (failure.signal() != null) {
            v.evidence("signal: " + failure.signal());
        }
        if (failure.exitCode() != null) {
            v.evidence("exit code: " + failure.exitCode());
        }
        failure.stderrTail().forEach(line -> v.evidence("stderr: " + line));
        return v.result();
    }

    private String torchRemedy() {
        return SETUP + " (or " + ops.python() + " -m pip install torch --index-url " + wheelIndex() + ")";
    }

    /** The PyTorch wheel index for the driver's CUDA (cu128 ... cu118). */
    String wheelIndex() {
        double cuda = Versions.majorMinor(host.nvidiaSmi().cudaVersion());
        String tag = Double.isNaN(cuda) || cuda >= 12.08
                ? "cu128"
                : cuda >= 12.06 ? "cu126" : cuda >= 12.04 ? "cu124" : cuda >= 12.01 ? "cu121" : "cu118";
        return "https://download.pytorch.org/whl/" + tag;
    }

    private static CheckResult withRemedy(CheckResult result, String remedy) {
        return new CheckResult(
                result.id(),
                result.title(),
                result.status(),
                result.value(),
                result.explanation(),
                remedy,
                result.evidence(),
                result.durationMs(),
                result.action());
    }

    private static String orElse(String value, String fallback) {
        return value == null ? fallback : value;
    }
}
