package dev.gpudoctor.checklist;

import dev.gpudoctor.capability.BridgeCalls;
import dev.gpudoctor.capability.GpuSniff;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.OutlierRule;
import dev.gpudoctor.sniff.SniffFigure;
import dev.gpudoctor.sniff.SniffReport;
import dev.gpudoctor.sniff.SniffedGpu;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The gpu-outlier check: the per-GPU sniff ({@link GpuSniff}: BF16 GEMM, pinned host→device and device→device copies,
 * each in a bridge child) judged by {@link OutlierRule}. A slow GPU among like GPUs fails (and so drains a Slurm node
 * with {@code gpu-doctor:gpu-outlier:replace-hardware: …}); a figure below half its ceiling, or a GPU faster than its
 * siblings, warns. It runs last, when every other check's child has answered, so no child of ours shares the GPU.
 */
final class GpuOutlierCheck {

    static final CheckInfo INFO = new CheckInfo(
            CheckId.GPU_OUTLIER,
            "No GPU slower than its like GPUs",
            true,
            "Times a BF16 matrix multiply and 256 MiB copies (pinned host to device, device to device) on each GPU, in a "
                    + "child Python, a few seconds per GPU, and compares each GPU with the others of the same name: one more than a "
                    + "standard deviation and more than 10 % below their mean is a slow GPU (the rule of Megatron-LM's GPU sniff "
                    + "tests). With one or two GPUs of a name there is no meaningful deviation, so each figure is read against the "
                    + "GPU's ceiling instead, and below half of it warns. A slow GPU passes every functional test (DCGM issue 122: "
                    + "an A100 at a third of its siblings' speed passed dcgmi diag) and slows every job that spans it. If it fails, "
                    + "take the node out of jobs (fleet's exclude list), look at the GPU's clocks, power cap, temperature and PCIe "
                    + "link; if none explains it, have the part replaced.",
            RecommendedAction.REPLACE_HARDWARE);

    private GpuOutlierCheck() {}

    static CheckResult run(HostFacts host, PythonOps ops) throws InterruptedException {
        BridgeCalls bridge = (python, op, params, timeout) -> {
            PythonOps.Answer answer = ops.call(op, params, timeout);
            return new BridgeCalls.Answer(answer.result(), answer.failure());
        };
        return judge(new GpuSniff(bridge, host.platform()).measure(ops.python(), host));
    }

    static CheckResult judge(SniffReport report) {
        Verdict v = new Verdict(INFO);
        if (report.notMeasured() != null) {
            if (report.probeFailed()) {
                return v.status(CheckStatus.ERROR)
                        .value("could not measure")
                        .explain(report.notMeasured())
                        .result();
            }
            return Verdict.skip(INFO, "nothing to measure", report.notMeasured());
        }
        for (SniffedGpu gpu : report.gpus()) {
            // The probe's own verdict on that GPU (a CUDA error, a wrong product), rendered here: worse than slow.
            gpu.failures()
                    .forEach(failure -> v.raise(
                            CheckStatus.FAIL,
                            RecommendedAction.RESET_GPU,
                            gpu.label() + " " + failure,
                            "See the capability matrix's cell for it (capabilities --only matmul-bf16,copy-bandwidth --device "
                                    + gpu.gpu() + "); reset the GPU with no process on it (nvidia-smi -r -i "
                                    + gpu.gpu() + ")"));
        }
        if (v.result().status() == CheckStatus.PASS
                && report.verdicts().stream().allMatch(verdict -> verdict.kind() == FigureVerdict.Kind.NOT_COMPARED)) {
            // Measured, but nothing to read it against (shared GPUs, an unknown part alone): no verdict either way.
            Verdict skipped = new Verdict(INFO)
                    .status(CheckStatus.SKIP)
                    .value("nothing to compare")
                    .explain(report.verdicts().get(0).sentence());
            report.verdicts().forEach(verdict -> skipped.evidence(verdict.sentence()));
            return skipped.result();
        }
        report.verdicts().forEach(verdict -> v.evidence(verdict.sentence()));
        report.gpus().forEach(gpu -> gpu.notes().forEach(note -> v.evidence("GPU " + gpu.gpu() + ": " + note)));
        List<FigureVerdict> slow = report.ofKind(FigureVerdict.Kind.SLOW_OUTLIER);
        List<FigureVerdict> fast = report.ofKind(FigureVerdict.Kind.FAST_OUTLIER);
        List<FigureVerdict> low = report.ofKind(FigureVerdict.Kind.BELOW_CEILING);
        for (FigureVerdict verdict : slow) {
            v.raise(
                    CheckStatus.FAIL,
                    headline(verdict),
                    "nvidia-smi -q -d PERFORMANCE,POWER,TEMPERATURE,PCIE -i " + verdict.gpu()
                            + " (clock throttle reasons, power cap, temperature, link width); if none explains it, have the GPU replaced,"
                            + " and keep jobs off this node meanwhile (sbatch --exclude)");
        }
        for (FigureVerdict verdict : fast) {
            v.raise(
                    CheckStatus.WARN,
                    verdict.sentence(),
                    "Sniff its like GPUs again; if they stay slower, look at their clocks"
                            + " and power cap (nvidia-smi -q -d PERFORMANCE,POWER)");
        }
        for (FigureVerdict verdict : low) {
            v.raise(
                    CheckStatus.WARN,
                    verdict.sentence(),
                    "See the capability matrix's cell for the likely cause ("
                            + "capabilities --only matmul-bf16,copy-bandwidth)");
        }
        if (v.result().status() == CheckStatus.PASS) {
            v.explain(
                    report.gpus().size() == 1
                            ? "The GPU's figures read well against its ceilings (or have none to read against)."
                            : "No GPU is slower than its like GPUs by more than one standard deviation and 10 %.");
        }
        return v.value(value(report)).result();
    }

    /** The first sentence a drain reason carries: which GPU, which figure, how far below the mean. */
    private static String headline(FigureVerdict verdict) {
        return String.format(
                Locale.ROOT,
                "Slow GPU: GPU %d (%s) %s %.1f %s, %.0f %% below the mean of its %d like GPUs.",
                verdict.gpu(),
                verdict.gpuName(),
                verdict.figure().label(),
                verdict.value(),
                verdict.figure().unit(),
                100 * (verdict.mean() - verdict.value()) / verdict.mean(),
                verdict.likeGpus());
    }

    /** "8 GPUs; BF16 GEMM mean 229.8 TFLOPS, …" or the slow ones first. */
    private static String value(SniffReport report) {
        List<FigureVerdict> slow = report.ofKind(FigureVerdict.Kind.SLOW_OUTLIER);
        if (!slow.isEmpty()) {
            return "slow: "
                    + slow.stream()
                            .map(verdict -> String.format(
                                    Locale.ROOT,
                                    "GPU %d %s %.1f %s",
                                    verdict.gpu(),
                                    verdict.figure().label(),
                                    verdict.value(),
                                    verdict.figure().unit()))
                            .collect(Collectors.joining(", "));
        }
        List<String> figures = new ArrayList<>();
        for (SniffFigure figure : SniffFigure.values()) {
            double[] values = report.gpus().stream()
                    .map(gpu -> gpu.value(figure))
                    .filter(Objects::nonNull)
                    .mapToDouble(Double::doubleValue)
                    .toArray();
            figures.add(
                    values.length == 0
                            ? figure.label() + " not measured"
                            : String.format(
                                    Locale.ROOT,
                                    "%s%s %.1f %s",
                                    figure.label(),
                                    values.length == 1 ? "" : " mean",
                                    Arrays.stream(values).average().orElseThrow(),
                                    figure.unit()));
        }
        int count = report.gpus().size();
        return count + (count == 1 ? " GPU: " : " GPUs: ") + String.join(", ", figures);
    }
}
