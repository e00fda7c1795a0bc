package dev.gpudoctor.capability;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.sniff.SniffReport;
import dev.gpudoctor.sniff.SniffedGpu;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The per-GPU sniff (docs/gpu-sniff.md): the {@code matmul-bf16} and {@code copy-bandwidth} probes, each in its own
 * bridge child as the capability matrix runs them, read against their ceilings ({@link PeakComparison}), then each
 * GPU's figures compared with its like GPUs ({@link dev.gpudoctor.sniff.OutlierRule}). The probes are the one producer
 * of these figures; the sniff only collects and judges them. Never runs in the window's process: the work is in the
 * children.
 */
public final class GpuSniff {

    /** The sentence of a machine with no NVIDIA device on its PCI bus. */
    public static final String NO_GPU =
            "This machine has no NVIDIA GPU (no NVIDIA PCI device): there is no GPU to sniff.";

    static final List<Capability> PROBES = List.of(Capability.MATMUL_BF16, Capability.COPY_BANDWIDTH);

    private final PythonProbes python;
    private final PeakComparison peaks = PeakComparison.standard();

    public GpuSniff(BridgeCalls bridge, Platform platform) {
        this.python = new PythonProbes(bridge, platform);
    }

    /**
     * Measures every GPU {@code interpreter}'s torch sees, one probe child after the other (never two at once: a figure
     * taken while another child used the GPU would measure the sharing).
     *
     * @param host the host facts (nvidia-smi's names, links and processes); null when none were read
     * @throws InterruptedException when cancelled; the child running is stopped
     */
    public SniffReport measure(String interpreter, HostFacts host) throws InterruptedException {
        if (host != null && host.noNvidiaHardware()) {
            return SniffReport.notMeasured(NO_GPU, false);
        }
        boolean driverSeen = NvmlCells.driverSeen(host, List.of());
        List<CapabilityCell> gemm = python.probe(Capability.MATMUL_BF16, interpreter, null, driverSeen);
        List<CapabilityCell> copy = python.probe(Capability.COPY_BANDWIDTH, interpreter, null, driverSeen);
        return of(compare(Capability.MATMUL_BF16, gemm, host), compare(Capability.COPY_BANDWIDTH, copy, host), host);
    }

    private List<CapabilityCell> compare(Capability capability, List<CapabilityCell> cells, HostFacts host) {
        return cells.stream()
                .map(cell -> peaks.compare(capability, cell, host, List.of()))
                .toList();
    }

    /** The report of the probes' cells (already read against their ceilings). */
    static SniffReport of(List<CapabilityCell> gemm, List<CapabilityCell> copy, HostFacts host) {
        List<SniffedGpu> gpus = gpus(gemm, copy, host);
        if (gpus.isEmpty()) {
            // No device cell: the probes say why (no torch, no CUDA device, a crashed child).
            List<CapabilityCell> all = new ArrayList<>(gemm);
            all.addAll(copy);
            boolean failed = all.stream().anyMatch(cell -> cell.state() == CapabilityState.FAILED);
            String why = all.stream().map(CapabilityCell::detail).distinct().collect(Collectors.joining(" "));
            return SniffReport.notMeasured(why.isBlank() ? "The probes answered no cell." : why, failed);
        }
        return SniffReport.of(gpus);
    }

    /**
     * The sniff figures in another machine's {@code capabilities --json} answer (a fleet target's): its matmul-bf16
     * and copy-bandwidth cells, already read against that machine's ceilings there. Empty when the answer has neither.
     */
    public static List<SniffedGpu> fromCapabilitiesAnswer(JsonNode answer) {
        CapabilityMatrix matrix;
        try {
            matrix = CapabilityJson.read(answer);
        } catch (IllegalArgumentException e) {
            // Another machine's answer that is not a matrix has no figures to compare; the fleet says what it lacked.
            return List.of();
        }
        return gpus(cells(matrix, Capability.MATMUL_BF16), cells(matrix, Capability.COPY_BANDWIDTH), null);
    }

    private static List<CapabilityCell> cells(CapabilityMatrix matrix, Capability capability) {
        return matrix.rows().stream()
                .filter(row -> row.capability() == capability)
                .flatMap(row -> row.cells().stream())
                .toList();
    }

    private static List<SniffedGpu> gpus(List<CapabilityCell> gemm, List<CapabilityCell> copy, HostFacts host) {
        Map<Integer, CapabilityCell> gemmByGpu = byDevice(gemm);
        Map<Integer, CapabilityCell> copyByGpu = byDevice(copy);
        Set<Integer> indices = new TreeSet<>(gemmByGpu.keySet());
        indices.addAll(copyByGpu.keySet());
        Set<Long> ours =
                ProcessHandle.current().descendants().map(ProcessHandle::pid).collect(Collectors.toSet());
        ours.add(ProcessHandle.current().pid());
        List<SniffedGpu> gpus = new ArrayList<>();
        for (int index : indices) {
            CapabilityCell matmul = gemmByGpu.get(index);
            CapabilityCell copies = copyByGpu.get(index);
            List<String> notes = new ArrayList<>();
            Double tflops = figure(matmul, "tflops", true, "BF16 matmul", notes);
            Double h2d = figure(copies, "h2d_pinned_gbps", false, "copy", notes);
            Double d2d = number(copies, "d2d_gbps");
            List<String> failures = new ArrayList<>();
            for (CapabilityCell cell : new CapabilityCell[] {matmul, copies}) {
                if (cell != null && cell.state() == CapabilityState.FAILED) {
                    failures.add((cell == matmul ? "BF16 matmul" : "copy") + ": " + cell.detail());
                }
            }
            gpus.add(new SniffedGpu(
                    null,
                    index,
                    name(index, matmul, copies, host),
                    tflops,
                    number(matmul, "percent_of_peak"),
                    h2d,
                    number(copies, "percent_of_peak"),
                    d2d,
                    number(copies, "d2d_percent_of_peak"),
                    others(host, index, ours),
                    notes,
                    failures));
        }
        return gpus;
    }

    private static Map<Integer, CapabilityCell> byDevice(List<CapabilityCell> cells) {
        Map<Integer, CapabilityCell> map = new TreeMap<>();
        cells.stream().filter(cell -> cell.device() != null).forEach(cell -> map.put(cell.device(), cell));
        return map;
    }

    /**
     * The figure, or null with a note saying why: a matmul whose product was wrong timed nothing worth comparing, so
     * only a supported one counts ({@code onlySupported}); a copy cell whose pinning failed still has its other figures.
     */
    private static Double figure(
            CapabilityCell cell, String key, boolean onlySupported, String what, List<String> notes) {
        if (cell == null) {
            notes.add(what + ": no cell for this GPU.");
            return null;
        }
        if (onlySupported && cell.state() != CapabilityState.SUPPORTED || number(cell, key) == null) {
            notes.add(what + " (" + cell.state().jsonName() + "): " + cell.detail());
            return null;
        }
        return number(cell, key);
    }

    private static Double number(CapabilityCell cell, String key) {
        return cell != null && cell.evidence().get(key) instanceof Number value ? value.doubleValue() : null;
    }

    private static String name(int index, CapabilityCell matmul, CapabilityCell copies, HostFacts host) {
        for (CapabilityCell cell : new CapabilityCell[] {matmul, copies}) {
            if (cell != null && cell.evidence().get("gpu") instanceof String name && !name.isBlank()) {
                return name;
            }
        }
        List<HostFacts.Gpu> listed = host == null || host.nvidiaSmi() == null
                ? List.of()
                : host.nvidiaSmi().gpus();
        return index < listed.size() ? listed.get(index).name() : null;
    }

    /** Compute processes nvidia-smi listed on the GPU when the host was read, this process and its children left out. */
    private static int others(HostFacts host, int index, Set<Long> ours) {
        List<HostFacts.Gpu> listed = host == null || host.nvidiaSmi() == null
                ? List.of()
                : host.nvidiaSmi().gpus();
        if (index >= listed.size()) {
            return 0;
        }
        return (int) listed.get(index).processes().stream()
                .filter(process ->
                        process.type() != null && process.type().contains("C") && !ours.contains(process.pid()))
                .count();
    }
}
