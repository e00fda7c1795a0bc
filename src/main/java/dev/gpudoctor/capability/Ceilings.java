package dev.gpudoctor.capability;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The physical ceilings a measured figure is read against ({@code ceilings.json} beside this class: data, each
 * row with its source; docs/ceilings.md). Read strictly: an unknown key or a duplicate entry is an error.
 */
public final class Ceilings {

    private static final String RESOURCE = "ceilings.json";

    /** One PCIe generation: its line rate and how many of the line's bits carry payload. */
    public record PcieGeneration(
            @JsonProperty(value = "generation", required = true)
            int generation,

            @JsonProperty(value = "gt_per_s", required = true)
            double gtPerS,

            @JsonProperty(value = "payload_bits", required = true)
            int payloadBits,

            @JsonProperty(value = "line_bits", required = true)
            int lineBits,

            @JsonProperty(value = "source", required = true) String source) {

        /** Decimal GB/s one direction of a link of this width carries after encoding. */
        public double gbps(int width) {
            return gtPerS * payloadBits / lineBits / 8 * width;
        }
    }

    /** One SKU's datasheet peaks (dense); a null TFLOPS figure: the SKU has no such tensor-core path. */
    public record GpuPeaks(
            @JsonProperty(value = "sku", required = true) String sku,

            @JsonProperty(value = "pattern", required = true)
            String pattern,

            @JsonProperty("bf16_dense_tflops") Double bf16DenseTflops,
            @JsonProperty("fp8_dense_tflops") Double fp8DenseTflops,
            @JsonProperty("fp32_tflops") Double fp32Tflops,
            @JsonProperty("memory_gbps") Double memoryGbps,

            @JsonProperty(value = "pcie_generation", required = true)
            int pcieGeneration,

            @JsonProperty(value = "pcie_width", required = true)
            int pcieWidth,

            @JsonProperty(value = "source", required = true) String source) {}

    record File(
            @JsonProperty("format") String format,
            @JsonProperty(value = "pcie", required = true) List<PcieGeneration> pcie,
            @JsonProperty(value = "widths", required = true) List<Integer> widths,
            @JsonProperty(value = "gpus", required = true) List<GpuPeaks> gpus) {}

    private static final Ceilings STANDARD = load();

    private final List<PcieGeneration> pcie;
    private final List<Integer> widths;
    private final List<GpuPeaks> gpus;
    private final List<Pattern> patterns;

    private Ceilings(File file) {
        this.pcie = List.copyOf(file.pcie());
        this.widths = List.copyOf(file.widths());
        this.gpus = List.copyOf(file.gpus());
        this.patterns = gpus.stream()
                .map(g -> Pattern.compile(g.pattern(), Pattern.CASE_INSENSITIVE))
                .toList();
        Set<Integer> generations = new HashSet<>();
        pcie.forEach(g -> {
            if (!generations.add(g.generation())) {
                throw new IllegalArgumentException(
                        "PCIe generation " + g.generation() + " appears twice in " + RESOURCE);
            }
        });
        Set<String> skus = new HashSet<>();
        for (GpuPeaks gpu : gpus) {
            if (!skus.add(gpu.sku())) {
                throw new IllegalArgumentException("SKU " + gpu.sku() + " appears twice in " + RESOURCE);
            }
            if (pcie(gpu.pcieGeneration(), gpu.pcieWidth()).isEmpty()) {
                throw new IllegalArgumentException(gpu.sku() + "'s interface Gen" + gpu.pcieGeneration() + " x"
                        + gpu.pcieWidth() + " is not in the PCIe table");
            }
        }
    }

    public static Ceilings standard() {
        return STANDARD;
    }

    private static Ceilings load() {
        try (InputStream in = Ceilings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the application");
            }
            return new Ceilings(JsonMappers.readStrict(in, File.class, RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + " cannot be read", e);
        }
    }

    /** The generation's row when both it and the width are in the table. */
    public Optional<PcieGeneration> pcie(int generation, int width) {
        return widths.contains(width)
                ? pcie.stream().filter(g -> g.generation() == generation).findFirst()
                : Optional.empty();
    }

    /** The first SKU whose pattern is found in the name (CUDA's or nvidia-smi's). */
    public Optional<GpuPeaks> gpu(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (int i = 0; i < gpus.size(); i++) {
            if (patterns.get(i).matcher(name.strip()).find()) {
                return Optional.of(gpus.get(i));
            }
        }
        return Optional.empty();
    }

    public List<GpuPeaks> gpus() {
        return gpus;
    }
}
