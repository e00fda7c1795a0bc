package dev.gpudoctor.sniff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The slow-GPU rule (docs/gpu-sniff.md). Among GPUs of the same name, a figure is an outlier when it is more than one
 * standard deviation <em>and</em> more than 10 % of the mean away from the mean: the rule of Megatron-LM's GPU sniff
 * tests (NVIDIA/Megatron-LM PR #4662), whose 10 % floor keeps a tight group's noise from being called an outlier.
 * With one or two like GPUs a standard deviation says nothing (with two, each is exactly one deviation from the
 * mean, so the rule can never fire), so there each figure is read against its ceiling instead: below
 * {@link #LOW_PERCENT_OF_PEAK} % of it is low. Pure: figures in, verdicts out.
 */
public final class OutlierRule {

    /** The rule's floor: a deviation of at most this share of the mean is never an outlier. */
    public static final double MIN_DEVIATION_FRACTION = 0.10;
    /** Fewer like GPUs than this are read against their ceiling, not against each other. */
    public static final int MIN_LIKE_GPUS = 3;
    /** Below this share of its ceiling a figure is low (capability/PeakComparison's threshold too). */
    public static final double LOW_PERCENT_OF_PEAK = 50;

    private OutlierRule() {}

    /** A group's mean and population standard deviation. */
    public record Spread(double mean, double std) {

        static Spread of(List<Double> values) {
            double mean =
                    values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
            double variance = values.stream()
                    .mapToDouble(v -> (v - mean) * (v - mean))
                    .average()
                    .orElse(Double.NaN);
            return new Spread(mean, Math.sqrt(variance));
        }

        /** Megatron's test: more than one standard deviation and more than 10 % of the mean from the mean. */
        public boolean outlier(double value) {
            double deviation = Math.abs(value - mean);
            return deviation > std && deviation > MIN_DEVIATION_FRACTION * Math.abs(mean);
        }
    }

    /** Every figure of every GPU judged, GPU by GPU in the order given, figure by figure. */
    public static List<FigureVerdict> judge(List<SniffedGpu> gpus) {
        List<FigureVerdict> verdicts = new ArrayList<>();
        Map<SniffFigure, Map<String, Spread>> spreads = new LinkedHashMap<>();
        Map<SniffFigure, Map<String, Integer>> counts = new LinkedHashMap<>();
        for (SniffFigure figure : SniffFigure.values()) {
            Map<String, List<Double>> groups = new LinkedHashMap<>();
            for (SniffedGpu gpu : gpus) {
                if (comparable(gpu, figure)) {
                    groups.computeIfAbsent(gpu.name(), name -> new ArrayList<>())
                            .add(gpu.value(figure));
                }
            }
            Map<String, Spread> byName = new LinkedHashMap<>();
            Map<String, Integer> sizes = new LinkedHashMap<>();
            groups.forEach((name, values) -> {
                sizes.put(name, values.size());
                if (values.size() >= MIN_LIKE_GPUS) {
                    byName.put(name, Spread.of(values));
                }
            });
            spreads.put(figure, byName);
            counts.put(figure, sizes);
        }
        for (SniffedGpu gpu : gpus) {
            for (SniffFigure figure : SniffFigure.values()) {
                verdicts.add(judge(
                        gpu,
                        figure,
                        spreads.get(figure).get(gpu.name()),
                        counts.get(figure).getOrDefault(gpu.name(), 0)));
            }
        }
        return verdicts;
    }

    /**
     * Measured, on a GPU nobody else used, with a name to group by. A GPU without a name is never grouped with another
     * (two unknown parts are not like parts).
     */
    private static boolean comparable(SniffedGpu gpu, SniffFigure figure) {
        Double value = gpu.value(figure);
        return value != null && Double.isFinite(value) && gpu.otherProcesses() == 0 && gpu.name() != null;
    }

    private static FigureVerdict judge(SniffedGpu gpu, SniffFigure figure, Spread spread, int like) {
        Double value = gpu.value(figure);
        Double percent = gpu.percentOfPeak(figure);
        String head = gpu.label() + " " + figure.label();
        if (value == null || !Double.isFinite(value)) {
            return verdict(gpu, figure, FigureVerdict.Kind.NOT_COMPARED, 0, null, percent, head + ": not measured.");
        }
        String measured = head + " " + number(value) + " " + figure.unit();
        if (gpu.otherProcesses() > 0) {
            return verdict(
                    gpu,
                    figure,
                    FigureVerdict.Kind.NOT_COMPARED,
                    0,
                    null,
                    percent,
                    measured + ": not compared, " + gpu.otherProcesses()
                            + " other process(es) shared the GPU while it was measured.");
        }
        String ceiling = percent == null ? "" : " (" + whole(percent) + " % of its ceiling)";
        if (spread != null) {
            double off = 100 * (value - spread.mean()) / spread.mean();
            String against = String.format(
                    Locale.ROOT,
                    ", %+.0f %% from the mean %s of %d like GPUs (standard deviation %s)",
                    off,
                    number(spread.mean()),
                    like,
                    number(spread.std()));
            if (spread.outlier(value)) {
                boolean slow = value < spread.mean();
                return verdict(
                        gpu,
                        figure,
                        slow ? FigureVerdict.Kind.SLOW_OUTLIER : FigureVerdict.Kind.FAST_OUTLIER,
                        like,
                        spread,
                        percent,
                        measured + ceiling + against
                                + ": more than one standard deviation and more than 10 % from the mean"
                                + (slow
                                        ? ", a slow GPU."
                                        : ", faster than its like GPUs: they are the slow ones, or it is another part"
                                                + " under the same name."));
            }
            if (percent != null && percent < LOW_PERCENT_OF_PEAK) {
                return verdict(
                        gpu,
                        figure,
                        FigureVerdict.Kind.BELOW_CEILING,
                        like,
                        spread,
                        percent,
                        measured + ceiling + against + ": like its siblings, but below half its ceiling.");
            }
            return verdict(
                    gpu, figure, FigureVerdict.Kind.OK, like, spread, percent, measured + ceiling + against + ".");
        }
        String few = like <= 1
                ? "no other GPU of its name to compare with"
                : "only " + like + " GPUs of its name, too few for a" + " standard deviation";
        if (percent == null) {
            return verdict(
                    gpu,
                    figure,
                    FigureVerdict.Kind.NOT_COMPARED,
                    like,
                    null,
                    null,
                    measured + ": " + few + ", and no ceiling known for it.");
        }
        if (percent < LOW_PERCENT_OF_PEAK) {
            return verdict(
                    gpu,
                    figure,
                    FigureVerdict.Kind.BELOW_CEILING,
                    like,
                    null,
                    percent,
                    measured + ceiling + ": " + few + "; read against its ceiling, it is below half of it.");
        }
        return verdict(
                gpu,
                figure,
                FigureVerdict.Kind.OK,
                like,
                null,
                percent,
                measured + ceiling + ": " + few + "; read against its ceiling instead.");
    }

    private static FigureVerdict verdict(
            SniffedGpu gpu,
            SniffFigure figure,
            FigureVerdict.Kind kind,
            int like,
            Spread spread,
            Double percent,
            String sentence) {
        return new FigureVerdict(
                gpu.machine(),
                gpu.gpu(),
                gpu.name(),
                figure,
                gpu.value(figure),
                kind,
                like,
                spread == null ? null : round(spread.mean()),
                spread == null ? null : round(spread.std()),
                percent,
                sentence);
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    private static String whole(double percent) {
        return String.format(Locale.ROOT, "%.0f", percent);
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
