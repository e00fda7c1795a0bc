package dev.gpudoctor.metrics;

import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ConsumerText;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RecommendedAction;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks and capabilities in the Prometheus text exposition format, for node_exporter's textfile
 * collector. Each state is its own 0/1 series (as kube-state-metrics does), so a series never
 * vanishes when a check changes its verdict and alerts can match {@code status="fail"} directly. No
 * sample carries a timestamp: node_exporter rejects a whole textfile that has one; the time of the
 * run is a gauge of its own instead.
 */
public final class PrometheusText {

    static final String PREFIX = "gpu_doctor_";

    private PrometheusText() {}

    /**
     * Every check's status, action and duration, the worst status, when the run finished, what it ran on
     * ({@code gpu_doctor_info}) and each GPU nvidia-smi listed ({@code gpu_doctor_gpu_info}, for dashboards to join on).
     *
     * @param version  GPU Doctor's own version
     * @param versions what the run read, by component ("driver", "cuda", "torch", "mace-torch"), as the checklist's
     *                 snapshot records them; a component absent or "not installed" is an empty label
     */
    public static String of(ChecklistReport report, Instant finished, String version, Map<String, String> versions) {
        StringBuilder out = new StringBuilder();
        help(
                out,
                "info",
                "What this run ran on: GPU Doctor's version, the driver, its CUDA, torch and mace-torch (empty where not read); always 1.");
        sample(
                out,
                "info",
                labels(
                        "version",
                        version,
                        "driver",
                        known(versions.get("driver")),
                        "cuda",
                        known(versions.get("cuda")),
                        "torch",
                        known(versions.get("torch")),
                        "mace",
                        known(versions.get("mace-torch"))),
                1);
        List<HostFacts.Gpu> gpus = report.host().nvidiaSmi() == null
                ? List.of()
                : report.host().nvidiaSmi().gpus();
        if (!gpus.isEmpty()) {
            help(out, "gpu_info", "Each GPU nvidia-smi listed, in its order, with its UUID and PCI bus id; always 1.");
            for (int i = 0; i < gpus.size(); i++) {
                HostFacts.Gpu gpu = gpus.get(i);
                sample(out, "gpu_info", gpuLabels(i, gpu, "name", known(gpu.name())), 1);
            }
            perGpuFigures(out, gpus);
        }
        help(
                out,
                "check_status",
                "Whether a GPU Doctor check ended in this status (1) or not (0); one series per status.");
        for (CheckResult check : report.checks()) {
            for (CheckStatus status : CheckStatus.values()) {
                sample(
                        out,
                        "check_status",
                        labels("check", check.id().id(), "status", status.jsonName()),
                        check.status() == status ? 1 : 0);
            }
        }
        help(
                out,
                "check_action",
                "Whether a GPU Doctor check recommends this action (1) or not (0); one series per action.");
        for (CheckResult check : report.checks()) {
            RecommendedAction recommended = check.action() == null ? RecommendedAction.NONE : check.action();
            for (RecommendedAction action : RecommendedAction.values()) {
                sample(
                        out,
                        "check_action",
                        labels("check", check.id().id(), "action", action.jsonName()),
                        recommended == action ? 1 : 0);
            }
        }
        help(out, "check_duration_seconds", "How long each GPU Doctor check took.");
        for (CheckResult check : report.checks()) {
            sample(out, "check_duration_seconds", labels("check", check.id().id()), check.durationMs() / 1000.0);
        }
        help(out, "checks_failed", "How many checks failed or could not finish (fail or error).");
        sample(
                out,
                "checks_failed",
                "",
                report.checks().stream().filter(c -> c.status().isFailure()).count());
        help(out, "checks_warned", "How many checks warned.");
        sample(
                out,
                "checks_warned",
                "",
                report.checks().stream()
                        .filter(c -> c.status() == CheckStatus.WARN)
                        .count());
        lastRun(out, "check", finished);
        return out.toString();
    }

    /** Every capability cell's state and action. */
    public static String of(CapabilityMatrix matrix, Instant finished) {
        StringBuilder out = new StringBuilder();
        help(
                out,
                "capability_state",
                "Whether a capability on a device is in this state (1) or not (0); one series per state.");
        for (CapabilityRow row : matrix.rows()) {
            for (CapabilityCell cell : row.cells()) {
                for (CapabilityState state : CapabilityState.values()) {
                    sample(
                            out,
                            "capability_state",
                            labels(
                                    "capability",
                                    row.capability().id(),
                                    "device",
                                    device(cell),
                                    "uuid",
                                    uuid(matrix, cell),
                                    "pci_bus_id",
                                    pciBusId(matrix, cell),
                                    "state",
                                    state.jsonName()),
                            cell.state() == state ? 1 : 0);
                }
            }
        }
        help(out, "capability_action", "Whether a capability on a device recommends this action (1) or not (0).");
        for (CapabilityRow row : matrix.rows()) {
            for (CapabilityCell cell : row.cells()) {
                for (RecommendedAction action : RecommendedAction.values()) {
                    sample(
                            out,
                            "capability_action",
                            labels(
                                    "capability",
                                    row.capability().id(),
                                    "device",
                                    device(cell),
                                    "uuid",
                                    uuid(matrix, cell),
                                    "pci_bus_id",
                                    pciBusId(matrix, cell),
                                    "action",
                                    action.jsonName()),
                            cell.action() == action ? 1 : 0);
                }
            }
        }
        help(
                out,
                "capability_percent_of_peak",
                "A measured figure as a percentage of its ceiling (matmul: the SKU's dense peak;"
                        + " copy: pinned host-to-device over the PCIe link), as the capability cell's evidence says; see docs/ceilings.md.");
        for (CapabilityRow row : matrix.rows()) {
            for (CapabilityCell cell : row.cells()) {
                if (cell.evidence().get("percent_of_peak") instanceof Number percent) {
                    sample(
                            out,
                            "capability_percent_of_peak",
                            labels(
                                    "capability",
                                    row.capability().id(),
                                    "device",
                                    device(cell),
                                    "uuid",
                                    uuid(matrix, cell),
                                    "pci_bus_id",
                                    pciBusId(matrix, cell),
                                    "peak",
                                    String.valueOf(cell.evidence().getOrDefault("peak_name", ""))),
                            percent.doubleValue());
                }
            }
        }
        lastRun(out, "capabilities", finished);
        return out.toString();
    }

    /** The per-GPU figures nvidia-smi read (memory), each series with the GPU's index, UUID and PCI bus id. */
    private static void perGpuFigures(StringBuilder out, List<HostFacts.Gpu> gpus) {
        help(out, "gpu_memory_free_mib", "Device memory nvidia-smi reported free, in MiB.");
        for (int i = 0; i < gpus.size(); i++) {
            if (gpus.get(i).memoryFreeMib() != null) {
                sample(
                        out,
                        "gpu_memory_free_mib",
                        gpuLabels(i, gpus.get(i)),
                        gpus.get(i).memoryFreeMib());
            }
        }
        help(out, "gpu_memory_total_mib", "Device memory nvidia-smi reported in total, in MiB.");
        for (int i = 0; i < gpus.size(); i++) {
            if (gpus.get(i).memoryTotalMib() != null) {
                sample(
                        out,
                        "gpu_memory_total_mib",
                        gpuLabels(i, gpus.get(i)),
                        gpus.get(i).memoryTotalMib());
            }
        }
    }

    private static String gpuLabels(int index, HostFacts.Gpu gpu, String... more) {
        String[] names = new String[6 + more.length];
        names[0] = "gpu";
        names[1] = Integer.toString(index);
        names[2] = "uuid";
        names[3] = known(gpu.uuid());
        names[4] = "pci_bus_id";
        names[5] = known(gpu.busId());
        System.arraycopy(more, 0, names, 6, more.length);
        return labels(names);
    }

    private static String known(String value) {
        return value == null || value.equals("not installed") ? "" : value;
    }

    private static String device(CapabilityCell cell) {
        return cell.device() == null ? "none" : cell.device().toString();
    }

    /**
     * The cell's GPU UUID and PCI bus id as the probe child read them from the driver (empty for a cell of no device,
     * or where not read), in nvidia-smi's form so a dashboard joins them with {@code gpu_doctor_gpu_info}: CUDA's
     * device index need not be nvidia-smi's order.
     */
    private static String uuid(CapabilityMatrix matrix, CapabilityCell cell) {
        return deviceOf(matrix, cell)
                .map(GpuDevice::uuid)
                .map(PrometheusText::known)
                .orElse("");
    }

    private static String pciBusId(CapabilityMatrix matrix, CapabilityCell cell) {
        return deviceOf(matrix, cell)
                .map(GpuDevice::pciBusId)
                .map(PrometheusText::known)
                .orElse("");
    }

    private static java.util.Optional<GpuDevice> deviceOf(CapabilityMatrix matrix, CapabilityCell cell) {
        return cell.device() == null
                ? java.util.Optional.empty()
                : matrix.devices().stream()
                        .filter(device -> device.index() == cell.device())
                        .findFirst();
    }

    private static void lastRun(StringBuilder out, String command, Instant finished) {
        String name = command + "_last_run_timestamp_seconds";
        help(out, name, "When gpu-doctor " + command + " last wrote this file, in seconds since the epoch.");
        sample(out, name, "", finished.toEpochMilli() / 1000.0);
    }

    private static void help(StringBuilder out, String name, String help) {
        out.append("# HELP ")
                .append(PREFIX)
                .append(name)
                .append(' ')
                .append(help)
                .append('\n');
        out.append("# TYPE ").append(PREFIX).append(name).append(" gauge\n");
    }

    private static void sample(StringBuilder out, String name, String labels, double value) {
        out.append(PREFIX)
                .append(name)
                .append(labels)
                .append(' ')
                .append(number(value))
                .append('\n');
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.3f", value);
    }

    /** {@code {a="x",b="y"}} with label values escaped as the format asks (backslash, quote, newline). */
    static String labels(String... namesAndValues) {
        StringBuilder text = new StringBuilder("{");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (i > 0) {
                text.append(',');
            }
            text.append(namesAndValues[i])
                    .append("=\"")
                    .append(escape(namesAndValues[i + 1]))
                    .append('"');
        }
        return text.append('}').toString();
    }

    private static String escape(String value) {
        // Host text (a GPU's name) is data: one line, no controls or bidi overrides, before the format's escapes.
        return ConsumerText.oneLine(value).replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** The metric names this class writes, for documentation and tests. */
    public static List<String> checkMetricNames() {
        return List.of(
                        "check_status",
                        "check_action",
                        "check_duration_seconds",
                        "checks_failed",
                        "checks_warned",
                        "check_last_run_timestamp_seconds")
                .stream()
                .map(name -> PREFIX + name)
                .toList();
    }
}
