package dev.gpudoctor.capability;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.HostFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads each measured bandwidth and TFLOPS figure against its ceiling ({@link Ceilings}): adds
 * {@code percent_of_peak}, the ceiling and its source to the cell's evidence and a sentence to its detail; a figure
 * below half its ceiling names the likely cause from what the host reader saw (the link's current vs maximum
 * generation and width, pageable memory, WSL2, other processes). The one place the capability figures meet a
 * ceiling; the probes only measure.
 */
final class PeakComparison {

    /** Below this share of its ceiling a figure is called low and a cause is looked for. */
    static final double LOW_PERCENT = 50;

    /** The capabilities whose figures have a ceiling (their probes need the host facts read). */
    static final Set<Capability> COMPARED =
            Set.of(Capability.MATMUL_BF16, Capability.MATMUL_FP8, Capability.COPY_BANDWIDTH, Capability.PINNED_MEMORY);

    private static final List<String> COPY_FIGURES =
            List.of("h2d_pinned", "d2h_pinned", "h2d_pageable", "d2h_pageable");

    private final Ceilings ceilings;

    PeakComparison(Ceilings ceilings) {
        this.ceilings = ceilings;
    }

    static PeakComparison standard() {
        return new PeakComparison(Ceilings.standard());
    }

    /**
     * @param host    the host facts read for this probe run (null: none read)
     * @param devices the devices the JCuda probes listed (may be empty)
     */
    CapabilityCell compare(Capability capability, CapabilityCell cell, HostFacts host, List<GpuDevice> devices) {
        if (cell.device() == null) {
            return cell;
        }
        return switch (capability) {
            case MATMUL_BF16, MATMUL_FP8 -> matmul(capability, cell, host, devices);
            // The JCuda pinned-memory probe times 64 MiB copies both ways with the same evidence keys as the bridge's.
            case COPY_BANDWIDTH, PINNED_MEMORY -> copy(cell, host, devices);
            default -> cell;
        };
    }

    private CapabilityCell matmul(Capability capability, CapabilityCell cell, HostFacts host, List<GpuDevice> devices) {
        if (!(cell.evidence().get("tflops") instanceof Number measured)) {
            return cell;
        }
        String dtype = capability == Capability.MATMUL_BF16 ? "BF16" : "FP8";
        String name = gpuName(cell, host, devices);
        Optional<Ceilings.GpuPeaks> sku = ceilings.gpu(name);
        Double peak = sku.map(s -> capability == Capability.MATMUL_BF16 ? s.bf16DenseTflops() : s.fp8DenseTflops())
                .orElse(null);
        Map<String, Object> evidence = new LinkedHashMap<>(cell.evidence());
        if (peak == null) {
            evidence.putAll(JsonMappers.fields(new NoCeiling(
                    sku.isEmpty()
                            ? "no ceiling known for " + (name == null ? "this GPU" : name)
                            : "the " + sku.get().sku() + " has no dense " + dtype
                                    + " tensor-core peak in its datasheet")));
            return with(cell, evidence, "");
        }
        double percent = percent(measured.doubleValue(), peak);
        evidence.putAll(JsonMappers.fields(new MatmulPeak(
                percent, peak, sku.get().sku() + " dense " + dtype, sku.get().source())));
        String sentence = "That is " + whole(percent) + " % of the " + sku.get().sku() + "'s dense " + dtype + " peak ("
                + number(peak) + " TFLOPS).";
        if (percent < LOW_PERCENT) {
            sentence += " Low: " + matmulCause(cell.device(), host);
        }
        return with(cell, evidence, sentence);
    }

    private static String matmulCause(int device, HostFacts host) {
        List<String> causes = new ArrayList<>();
        HostFacts.Gpu gpu = smiGpu(host, device);
        if (gpu != null && !gpu.processes().isEmpty()) {
            causes.add("nvidia-smi listed " + gpu.processes().size()
                    + " other process(es) on this GPU, sharing its tensor cores");
        }
        if (host != null && host.platform().wsl2()) {
            causes.add("under WSL2 the Windows driver schedules the GPU, and a Windows program using it takes a share");
        }
        if (causes.isEmpty()) {
            causes.add(
                    "nothing read explains it: look at clock throttle reasons and the power cap (nvidia-smi -q -d PERFORMANCE,POWER)"
                            + " while it runs");
        }
        return String.join("; ", causes) + ".";
    }

    private CapabilityCell copy(CapabilityCell cell, HostFacts host, List<GpuDevice> devices) {
        Map<String, Object> evidence = new LinkedHashMap<>(cell.evidence());
        Ceilings.GpuPeaks sku = ceilings.gpu(gpuName(cell, host, devices)).orElse(null);
        // The device copy needs no host memory: read even where pinning failed.
        deviceToDevice(cell, sku, evidence);
        if (!(cell.evidence().get("h2d_pinned_gbps") instanceof Number)) {
            return evidence.equals(cell.evidence()) ? cell : with(cell, evidence, "");
        }
        HostFacts.Gpu gpu = smiGpu(host, cell.device());
        HostFacts.PcieLink link = gpu == null ? null : gpu.pcie();
        Link ceiling = link(link, sku);
        if (ceiling == null) {
            evidence.putAll(JsonMappers.fields(new NoCeiling("no PCIe link read and no ceiling known for this GPU")));
            return with(cell, evidence, "");
        }
        Map<String, Double> percents = new LinkedHashMap<>();
        for (String figure : COPY_FIGURES) {
            if (cell.evidence().get(figure + "_gbps") instanceof Number gbps) {
                percents.put(figure, percent(gbps.doubleValue(), ceiling.gbps()));
            }
        }
        double pinned = percents.get("h2d_pinned");
        evidence.putAll(JsonMappers.fields(new CopyPercents(
                pinned, percents.get("d2h_pinned"), percents.get("h2d_pageable"), percents.get("d2h_pageable"))));
        evidence.putAll(JsonMappers.fields(new CopyCeiling(
                Math.round(ceiling.gbps() * 100) / 100.0, ceiling.name(), ceiling.source(), ceiling.readFrom())));
        if (link != null) {
            evidence.putAll(JsonMappers.fields(new LinkRead(
                    link.currentGeneration(), link.maxGeneration(), link.currentWidth(), link.maxWidth())));
        }
        StringBuilder sentence = new StringBuilder("Pinned host→device is " + whole(pinned) + " % of " + ceiling.name()
                + " (" + number(ceiling.gbps()) + " GB/s per direction)");
        if (percents.containsKey("d2h_pinned")) {
            sentence.append(", device→host ")
                    .append(whole(percents.get("d2h_pinned")))
                    .append(" %");
        }
        sentence.append('.');
        double worstPinned = Math.min(pinned, percents.getOrDefault("d2h_pinned", pinned));
        if (worstPinned < LOW_PERCENT) {
            sentence.append(" Low: ").append(linkCause(link, host));
        } else {
            double worstPageable = Math.min(
                    percents.getOrDefault("h2d_pageable", 100.0), percents.getOrDefault("d2h_pageable", 100.0));
            if (worstPageable < LOW_PERCENT) {
                sentence.append(" Pageable copies reach ")
                        .append(whole(worstPageable))
                        .append(" %: the driver stages them through its"
                                + " own pinned buffer, so pin the buffers copied often (pin_memory=True).");
            }
        }
        return with(cell, evidence, sentence.toString());
    }

    /**
     * A copy between two buffers on the GPU reads and writes each byte: its memory traffic, twice the bytes copied per
     * second, is read against the SKU's memory bandwidth.
     */
    private static void deviceToDevice(CapabilityCell cell, Ceilings.GpuPeaks sku, Map<String, Object> evidence) {
        if (sku != null && sku.memoryGbps() != null && cell.evidence().get("d2d_gbps") instanceof Number d2d) {
            evidence.putAll(JsonMappers.fields(new DeviceCopyPeak(
                    percent(2 * d2d.doubleValue(), sku.memoryGbps()),
                    sku.sku() + " memory bandwidth (read + write)",
                    sku.memoryGbps())));
        }
    }

    private static String linkCause(HostFacts.PcieLink link, HostFacts host) {
        List<String> causes = new ArrayList<>();
        if (link != null
                && link.currentWidth() != null
                && link.maxWidth() != null
                && link.currentWidth() < link.maxWidth()) {
            causes.add("the link trained at x" + link.currentWidth() + " of x" + link.maxWidth()
                    + " (nvidia-smi): reseat the card or move it to a full-width slot");
        }
        if (link != null
                && link.currentGeneration() != null
                && link.maxGeneration() != null
                && link.currentGeneration() < link.maxGeneration()) {
            causes.add("nvidia-smi read the link at Gen" + link.currentGeneration() + " of Gen" + link.maxGeneration()
                    + " (an idle GPU lowers its link speed to save power: it is the cause only if it stays there while copying,"
                    + " nvidia-smi -q -d PCIE)");
        }
        if (host != null && host.platform().wsl2()) {
            causes.add("under WSL2 every copy passes through the Windows driver (dxgkrnl), which costs bandwidth");
        }
        if (causes.isEmpty()) {
            causes.add(
                    "nothing read explains it: compare LnkSta with LnkCap in lspci -vv, and check the GPU hangs off the CPU socket"
                            + " the process runs on");
        }
        return String.join("; ", causes) + ".";
    }

    /** The ceiling of a link: the maximum nvidia-smi read, else the SKU's own interface. */
    private record Link(double gbps, String name, String source, String readFrom) {}

    // What each comparison adds to the cell's evidence, after the probe's own fields, in the order shown.

    /** Why no figure was read against a ceiling. */
    record NoCeiling(String peak) {}

    record MatmulPeak(double percentOfPeak, double peakTflops, String peakName, String peakSource) {}

    /** Pinned host→device first (the cell's headline); the other copies where the probe measured them. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CopyPercents(
            double percentOfPeak,
            Double d2hPinnedPercentOfPeak,
            Double h2dPageablePercentOfPeak,
            Double d2hPageablePercentOfPeak) {}

    record CopyCeiling(double peakGbps, String peakName, String peakSource, String linkReadFrom) {}

    /** The PCIe link as nvidia-smi read it. */
    record LinkRead(
            Integer pcieCurrentGeneration, Integer pcieMaxGeneration, Integer pcieCurrentWidth, Integer pcieMaxWidth) {}

    record DeviceCopyPeak(double d2dPercentOfPeak, String d2dPeakName, Double d2dPeakGbps) {}

    private Link link(HostFacts.PcieLink read, Ceilings.GpuPeaks sku) {
        if (read != null && read.maxGeneration() != null && read.maxWidth() != null) {
            Optional<Ceilings.PcieGeneration> generation = ceilings.pcie(read.maxGeneration(), read.maxWidth());
            if (generation.isPresent()) {
                return new Link(
                        generation.get().gbps(read.maxWidth()),
                        linkName(generation.get(), read.maxWidth()),
                        generation.get().source(),
                        "nvidia-smi (the link's maximum)");
            }
        }
        if (sku == null) {
            return null;
        }
        Ceilings.PcieGeneration generation =
                ceilings.pcie(sku.pcieGeneration(), sku.pcieWidth()).orElseThrow();
        return new Link(
                generation.gbps(sku.pcieWidth()),
                linkName(generation, sku.pcieWidth()),
                generation.source(),
                "the " + sku.sku() + "'s host interface (no link read)");
    }

    private static String linkName(Ceilings.PcieGeneration generation, int width) {
        return "PCIe Gen" + generation.generation() + " x" + width;
    }

    /** The evidence's own name (the matmul probe's), else the JCuda device's, else nvidia-smi's by index. */
    private static String gpuName(CapabilityCell cell, HostFacts host, List<GpuDevice> devices) {
        if (cell.evidence().get("gpu") instanceof String name && !name.isBlank()) {
            return name;
        }
        for (GpuDevice device : devices) {
            if (device.index() == cell.device()) {
                return device.name();
            }
        }
        HostFacts.Gpu gpu = smiGpu(host, cell.device());
        return gpu == null ? null : gpu.name();
    }

    private static HostFacts.Gpu smiGpu(HostFacts host, int device) {
        // nvidia-smi lists by bus order, CUDA (by default) fastest first: with one GPU, or all alike, they agree.
        List<HostFacts.Gpu> gpus = host == null || host.nvidiaSmi() == null
                ? List.of()
                : host.nvidiaSmi().gpus();
        return device < gpus.size() ? gpus.get(device) : null;
    }

    private static CapabilityCell with(CapabilityCell cell, Map<String, Object> evidence, String sentence) {
        return new CapabilityCell(
                cell.device(),
                cell.state(),
                sentence.isEmpty() ? cell.detail() : cell.detail() + " " + sentence,
                evidence,
                cell.action());
    }

    private static double percent(double measured, double peak) {
        return Math.round(1000 * measured / peak) / 10.0;
    }

    private static String whole(double percent) {
        return String.format(Locale.ROOT, "%.0f", percent);
    }

    private static String number(double value) {
        return value == Math.rint(value)
                ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.1f", value);
    }
}
