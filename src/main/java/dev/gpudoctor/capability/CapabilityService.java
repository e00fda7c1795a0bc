package dev.gpudoctor.capability;

import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Assembles the capability matrix: the JCuda probes in the probe child JVM first (they list the
 * devices), then the Python probes, each in its own bridge child. Rows are reported as they finish.
 */
public final class CapabilityService {

    private static final Logger LOG = LoggerFactory.getLogger(CapabilityService.class);
    /** Pinning stops here: enough to see WSL2's cap (about 1 GiB) without taking a large share of RAM. */
    static final long PINNED_CAP_MIB = 4096;

    private final ProbeChild probeChild;
    private final PythonProbes python;
    private final Supplier<String> defaultPython;
    private final HostFactsSource hostFacts;
    private final PeakComparison peaks = PeakComparison.standard();
    private final GpuSniff sniff;

    /** The host facts that explain the budgets (the checklist's reader); null when there are none to read. */
    @FunctionalInterface
    public interface HostFactsSource {
        HostFacts read() throws InterruptedException;
    }

    /** @param platform this machine's, decided once: NVML's NotSupported answers are usual under WSL2 */
    public CapabilityService(
            ProbeChild probeChild, BridgeCalls bridge, Supplier<String> defaultPython, Platform platform) {
        this(probeChild, bridge, defaultPython, platform, () -> null);
    }

    /**
     * @param hostFacts read once per probe run that has a budget cell (to put the setting that moves it beside it) or
     *                  the NVML row (whether nvidia-smi saw the driver, {@link NvmlCells#driverSeen})
     */
    public CapabilityService(
            ProbeChild probeChild,
            BridgeCalls bridge,
            Supplier<String> defaultPython,
            Platform platform,
            HostFactsSource hostFacts) {
        this.probeChild = probeChild;
        this.python = new PythonProbes(bridge, platform);
        this.defaultPython = defaultPython;
        this.hostFacts = hostFacts;
        this.sniff = new GpuSniff(bridge, platform);
    }

    /** The probe child in this JVM's launcher, the bridge ops in fresh children of {@code children}. */
    public static CapabilityService forThisMachine(
            ChildOpRunner children,
            CommandRunner commands,
            Supplier<String> defaultPython,
            Platform platform,
            HostFactsSource hostFacts) {
        return new CapabilityService(
                ProbeChild.ofThisJvm(commands), BridgeCalls.of(children), defaultPython, platform, hostFacts);
    }

    /**
     * The per-GPU sniff (docs/gpu-sniff.md): the matmul-bf16 and copy-bandwidth probes on every GPU, each GPU compared
     * with its like GPUs, in {@code python} (null: the default interpreter), with the host facts read once.
     *
     * @throws InterruptedException when cancelled; the child running is stopped
     */
    public dev.gpudoctor.sniff.SniffReport sniff(String python) throws InterruptedException {
        return sniff.measure(python != null ? python : defaultPython.get(), hostFacts.read());
    }

    /** The capabilities in the order they are shown. */
    public List<Capability> capabilities() {
        return List.of(Capability.values());
    }

    /**
     * Probes what the request asks for and returns the matrix of those rows.
     *
     * @param onRow called (on the calling thread) with each row as soon as it is complete
     * @throws InterruptedException when cancelled; children already started are stopped
     */
    public CapabilityMatrix probe(CapabilityRequest request, Consumer<CapabilityRow> onRow)
            throws InterruptedException {
        List<GpuDevice> devices = List.of();
        List<CapabilityRow> rows = new ArrayList<>();
        HostFacts host = request.capabilities().stream()
                                .anyMatch(c ->
                                        BudgetExplanations.EXPLAINED.contains(c) || PeakComparison.COMPARED.contains(c))
                        || request.capabilities().contains(Capability.NVML)
                ? hostFacts.read()
                : null;
        if (request.wants(Capability.Source.JCUDA)) {
            JCudaOutcome outcome = probeChild.run(request.capabilities(), request.device(), PINNED_CAP_MIB);
            LOG.info("Probe child answered in {} ms", outcome.durationMillis());
            devices = outcome.devices();
            for (Capability capability : request.capabilities()) {
                if (capability.source() == Capability.Source.JCUDA) {
                    CapabilityRow row = new CapabilityRow(
                            capability,
                            outcome
                                    .cells()
                                    .getOrDefault(
                                            capability,
                                            List.of(CapabilityCell.failed(
                                                    request.device(),
                                                    "The probe child gave no answer for this capability.",
                                                    Map.of())))
                                    .stream()
                                    .map(cell -> BudgetExplanations.explain(capability, cell, host))
                                    .map(cell -> peaks.compare(capability, cell, host, outcome.devices()))
                                    .toList());
                    rows.add(row);
                    onRow.accept(row);
                }
            }
        }
        String interpreter = request.python() != null ? request.python() : defaultPython.get();
        for (Capability capability : request.capabilities()) {
            if (capability.source() == Capability.Source.PYTHON) {
                List<GpuDevice> listed = devices;
                CapabilityRow row = new CapabilityRow(
                        capability,
                        python
                                .probe(capability, interpreter, request.device(), NvmlCells.driverSeen(host, devices))
                                .stream()
                                .map(cell -> BudgetExplanations.explain(capability, cell, host))
                                .map(cell -> peaks.compare(capability, cell, host, listed))
                                .toList());
                rows.add(row);
                onRow.accept(row);
            }
        }
        return new CapabilityMatrix(devices, rows);
    }
}
