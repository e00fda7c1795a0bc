package dev.gpudoctor.ui.start;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.PciDevices;
import dev.gpudoctor.ui.start.MachineVerdict.Finding;
import dev.gpudoctor.ui.start.MachineVerdict.Tone;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Picks the start page's sentence from results the checklist and the capability probes already
 * produced. It reads their statuses, values and remedies and never re-judges a measurement: where
 * the sentence quotes a fact, it is the check's own value.
 */
public final class MachineVerdicts {

    static final String NOT_CHECKED =
            "Not checked yet. Run the checklist: in a minute or two it says whether CUDA and MACE work here.";
    static final String CHECKING = "Checking this machine\u2026 nothing wrong so far.";
    static final int MAX_FINDINGS = 3;

    /** Capabilities in the order they matter to a MACE run: a broken cuEquivariance blocks more than CUDA IPC. */
    private static final List<Capability> MACE_ORDER = List.of(
            Capability.DRIVER,
            Capability.CUEQUIVARIANCE,
            Capability.TRITON,
            Capability.NVML,
            Capability.RESIDENT_MEMORY,
            Capability.PINNED_BUDGET,
            Capability.PINNED_MEMORY,
            Capability.CUDA_GRAPHS,
            Capability.MANAGED_MEMORY,
            Capability.COPY_BANDWIDTH,
            Capability.MAPPED_MEMORY,
            Capability.MATMUL_BF16,
            Capability.MATMUL_FP8,
            Capability.COOPERATIVE_LAUNCH,
            Capability.CONCURRENT_MANAGED_ACCESS,
            Capability.PEER_COPY,
            Capability.CUDA_IPC);

    /** Checks whose failure stops MACE itself, named first when CUDA works. */
    private static final List<CheckId> MACE_BLOCKERS = List.of(CheckId.MACE_IMPORT_CHAIN, CheckId.CUEQ_VERSIONS);

    private MachineVerdicts() {}

    /**
     * @param checks  the checklist results so far, in checklist order
     * @param rows    the capability rows probed so far
     * @param running whether checks or probes are still under way (an empty answer then reads "checking")
     */
    public static MachineVerdict of(List<CheckResult> checks, List<CapabilityRow> rows, boolean running) {
        if (checks.isEmpty() && rows.isEmpty()) {
            return new MachineVerdict(Tone.UNKNOWN, running ? CHECKING : NOT_CHECKED, List.of(), false, false);
        }
        Facts facts = new Facts(checks, rows);
        Headline headline = headline(facts, running);
        return new MachineVerdict(headline.tone(), headline.text(), findings(checks, rows), facts.needsSetUp(), true);
    }

    private record Headline(Tone tone, String text) {}

    private static Headline headline(Facts facts, boolean running) {
        if (facts.noNvidiaHardware()) {
            return new Headline(
                    facts.torchMissing() ? Tone.BAD : Tone.WARN,
                    facts.torchMissing()
                            ? "This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only, once MACE is set up."
                            : "This machine has no NVIDIA GPU (no NVIDIA PCI device); CPU runs only.");
        }
        if (facts.noGpu()) {
            String what = facts.noDriver() ? "No NVIDIA driver" : "The NVIDIA driver lists no GPU";
            return facts.torchMissing()
                    ? new Headline(
                            Tone.BAD, what + ": GPU runs are not possible here; CPU runs work once MACE is set up.")
                    : new Headline(Tone.WARN, what + ": GPU runs are not possible here; CPU runs work.");
        }
        if (facts.torchMissing()) {
            String value =
                    facts.check(CheckId.PYTHON_ENV).map(CheckResult::value).orElse("");
            return new Headline(
                    Tone.BAD,
                    value.startsWith("torch not installed") || value.startsWith("no Python")
                            ? "No Python with torch yet: set up MACE to run."
                            : "torch does not work in this Python (" + value + "): set up MACE to run.");
        }
        Optional<CheckResult> driverVsTorch = facts.failed(CheckId.DRIVER_VS_TORCH);
        if (driverVsTorch.isPresent()) {
            return new Headline(
                    Tone.BAD,
                    "The driver is too old for this torch ("
                            + driverVsTorch.get().value()
                            + "): CUDA cannot start until the driver is updated or torch matches it.");
        }
        Optional<CheckResult> arch = facts.failed(CheckId.ARCH_VS_WHEEL);
        if (arch.isPresent()) {
            return new Headline(
                    Tone.BAD, "torch has no kernels for this GPU (" + arch.get().value() + "): every CUDA run fails.");
        }
        Optional<CheckResult> xids = facts.failed(CheckId.XID_HISTORY);
        Optional<CheckResult> cudaInit = facts.failed(CheckId.CUDA_INIT);
        if (cudaInit.isPresent()) {
            return new Headline(
                    Tone.BAD,
                    "CUDA does not work in torch: " + cudaInit.get().value()
                            + xids.map(x -> "; the GPU logged " + x.value() + " since boot")
                                    .orElse("") + ".");
        }
        String works = facts.cudaWorks() ? "CUDA works, but " : "";
        if (xids.isPresent()) {
            return new Headline(
                    Tone.BAD,
                    capitalise(works + "the GPU logged " + xids.get().value()
                            + " since boot: runs on it fail until it is reset or serviced."));
        }
        Optional<CheckResult> windows = facts.failed(CheckId.WINDOWS_HALF);
        if (windows.isPresent()) {
            return new Headline(
                    Tone.BAD,
                    capitalise(works + "Windows and WSL disagree: "
                                    + firstSentence(windows.get().explanation())) + ".");
        }
        Optional<CheckResult> blocker = facts.firstFailedCheck();
        if (blocker.isPresent()) {
            return new Headline(Tone.BAD, capitalise(works + blocker.get().value()) + ".");
        }
        Optional<Map.Entry<Capability, CapabilityCell>> broken = facts.firstFailedCapability();
        if (broken.isPresent()) {
            return new Headline(
                    Tone.WARN,
                    capitalise(works + broken.get().getKey().title() + " failed: "
                                    + firstSentence(broken.get().getValue().detail()))
                            + ".");
        }
        if (facts.maceMissing()) {
            return new Headline(
                    Tone.WARN,
                    facts.cudaWorks()
                            ? "CUDA works in torch, but mace-torch is not installed: set up MACE to run."
                            : "torch is here but mace-torch is not: set up MACE to run.");
        }
        if (facts.cudaWorks()) {
            long warnings = facts.checks.values().stream()
                    .filter(c -> c.status() == CheckStatus.WARN)
                    .count();
            String base = facts.check(CheckId.MACE_IMPORT_CHAIN)
                            .filter(c -> c.status() == CheckStatus.PASS)
                            .isPresent()
                    ? "CUDA works and MACE can run here"
                    : "CUDA works";
            return new Headline(
                    warnings == 0 ? Tone.GOOD : Tone.WARN,
                    warnings == 0
                            ? base + "."
                            : base + "; " + warnings + (warnings == 1 ? " warning is" : " warnings are")
                                    + " worth a look below.");
        }
        if (running) {
            return new Headline(Tone.UNKNOWN, CHECKING);
        }
        Optional<CheckResult> notTried = facts.check(CheckId.CUDA_INIT);
        return new Headline(
                Tone.WARN,
                notTried.map(c -> "Nothing failed, but CUDA was not tried: " + c.value() + ".")
                        .orElse("Nothing failed in what ran; run the whole checklist for a verdict on CUDA."));
    }

    /** The most harmful first: failed checks, failed capabilities, warnings, unsupported capabilities. */
    static List<Finding> findings(List<CheckResult> checks, List<CapabilityRow> rows) {
        record Ranked(int tier, int order, Finding finding) {}
        List<Ranked> ranked = new ArrayList<>();
        for (int i = 0; i < checks.size(); i++) {
            CheckResult check = checks.get(i);
            int tier = check.status().isFailure() ? 0 : check.status() == CheckStatus.WARN ? 2 : -1;
            if (tier >= 0) {
                ranked.add(new Ranked(
                        tier,
                        i,
                        new Finding(
                                check.id().id(),
                                check.title(),
                                check.status().word(),
                                check.value(),
                                firstLine(check.remedy()),
                                check.offersMaceSetUp())));
            }
        }
        for (CapabilityRow row : rows) {
            worstCell(row).ifPresent(cell -> {
                int tier = cell.state() == CapabilityState.FAILED
                        ? 1
                        : cell.state() == CapabilityState.UNSUPPORTED ? 3 : -1;
                if (tier >= 0) {
                    ranked.add(new Ranked(
                            tier,
                            MACE_ORDER.indexOf(row.capability()),
                            new Finding(
                                    row.capability().id(),
                                    row.capability().title(),
                                    cell.state().jsonName(),
                                    (cell.device() == null ? "" : "Device " + cell.device() + ": ")
                                            + firstSentence(cell.detail()),
                                    row.capability().mitigation(),
                                    false)));
                }
            });
        }
        return ranked.stream()
                .sorted(Comparator.comparingInt(Ranked::tier).thenComparingInt(Ranked::order))
                .limit(MAX_FINDINGS)
                .map(Ranked::finding)
                .toList();
    }

    /** A failed cell before an unsupported one; others do not make a finding. */
    private static Optional<CapabilityCell> worstCell(CapabilityRow row) {
        return row.cells().stream()
                .filter(c -> c.state() == CapabilityState.FAILED)
                .findFirst()
                .or(() -> row.cells().stream()
                        .filter(c -> c.state() == CapabilityState.UNSUPPORTED)
                        .findFirst());
    }

    /** What the checks and probes said, looked up by id. */
    private static final class Facts {
        private final Map<CheckId, CheckResult> checks = new LinkedHashMap<>();
        private final Map<Capability, CapabilityRow> rows = new LinkedHashMap<>();

        Facts(List<CheckResult> results, List<CapabilityRow> capabilityRows) {
            results.forEach(result -> checks.put(result.id(), result));
            capabilityRows.forEach(row -> rows.put(row.capability(), row));
        }

        Optional<CheckResult> check(CheckId id) {
            return Optional.ofNullable(checks.get(id));
        }

        Optional<CheckResult> failed(CheckId id) {
            return check(id).filter(c -> c.status().isFailure());
        }

        boolean noGpu() {
            Optional<CheckResult> gpu = check(CheckId.GPU_VISIBLE);
            if (gpu.isPresent()) {
                return gpu.get().status().isFailure();
            }
            return driverState()
                    .map(state -> state != CapabilityState.SUPPORTED && state != CapabilityState.REPORTED_ONLY)
                    .orElse(false);
        }

        /**
         * gpu-visible found no NVIDIA device on the PCI bus: a CPU machine (skipped) or, where GPUs were expected, a
         * failure asking for hardware, never for a driver (the check decides; this only reads its verdict).
         */
        boolean noNvidiaHardware() {
            return check(CheckId.GPU_VISIBLE)
                    .map(c -> c.value().startsWith(PciDevices.NO_NVIDIA_HARDWARE))
                    .orElse(false);
        }

        /** No driver version at all (nvidia-smi gave none), as opposed to a driver that lists no GPU. */
        boolean noDriver() {
            return check(CheckId.DRIVER_VERSION)
                    .map(c -> c.status() == CheckStatus.SKIP)
                    .orElse(true);
        }

        /** python-env failed: no interpreter, no torch, or a torch that does not import. */
        boolean torchMissing() {
            return check(CheckId.PYTHON_ENV)
                    .map(c -> c.status() == CheckStatus.FAIL)
                    .orElse(false);
        }

        boolean maceMissing() {
            return check(CheckId.PYTHON_ENV)
                    .map(c -> c.status() == CheckStatus.WARN && c.offersMaceSetUp())
                    .orElse(false);
        }

        boolean needsSetUp() {
            return check(CheckId.PYTHON_ENV)
                    .map(c -> c.status().ordinal() >= CheckStatus.WARN.ordinal() && c.offersMaceSetUp())
                    .orElse(false);
        }

        boolean cudaWorks() {
            Optional<CheckResult> init = check(CheckId.CUDA_INIT);
            if (init.isPresent()) {
                return init.get().status() == CheckStatus.PASS || init.get().status() == CheckStatus.WARN;
            }
            return driverState()
                    .map(state -> state == CapabilityState.SUPPORTED)
                    .orElse(false);
        }

        private Optional<CapabilityState> driverState() {
            return Optional.ofNullable(rows.get(Capability.DRIVER))
                    .flatMap(row -> row.cells().stream().findFirst())
                    .map(CapabilityCell::state);
        }

        /** A failed check not handled above; those that stop MACE itself first. */
        Optional<CheckResult> firstFailedCheck() {
            for (CheckId id : MACE_BLOCKERS) {
                Optional<CheckResult> failed = failed(id);
                if (failed.isPresent()) {
                    return failed;
                }
            }
            return checks.values().stream().filter(c -> c.status().isFailure()).findFirst();
        }

        Optional<Map.Entry<Capability, CapabilityCell>> firstFailedCapability() {
            for (Capability capability : MACE_ORDER) {
                CapabilityRow row = rows.get(capability);
                if (row != null) {
                    Optional<CapabilityCell> cell = row.cells().stream()
                            .filter(c -> c.state() == CapabilityState.FAILED)
                            .findFirst();
                    if (cell.isPresent()
                            && (capability == Capability.CUEQUIVARIANCE || capability == Capability.TRITON)) {
                        return Optional.of(Map.entry(capability, cell.get()));
                    }
                }
            }
            return Optional.empty();
        }
    }

    static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int newline = text.indexOf('\n');
        return (newline < 0 ? text : text.substring(0, newline)).strip();
    }

    /** Up to the first ". " (a version number's dot does not end a sentence); without the closing dot. */
    static String firstSentence(String text) {
        if (text == null) {
            return "";
        }
        String stripped = text.strip();
        int end = stripped.indexOf(". ");
        String sentence = end < 0 ? stripped : stripped.substring(0, end);
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    private static String capitalise(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
