import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.KnowledgeBase;
import dev.gpudoctor.diagnosis.SimilarReports;
import dev.gpudoctor.host.LoadNow;
import dev.gpudoctor.model.DiagnosisContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Diagnosing in a running process (the Diagnose tab, or a batch of reports): per-report milliseconds over
 * every fixture report, rules only and rules + similar reports, each in its own service loaded once, twice
 * over alternating; and
 * a 1 MiB log (a report padded with ordinary log lines), the size the goal is stated for (issue 37: median
 * at most 200 ms per report of at most 1 MiB). Prints the machine's load beside each figure. Compiled and run
 * by benchmarks/diagnose.sh against target/gpu-doctor.jar; not part of the app, not a test.
 */
public final class DiagnoseBatch {

    private static final int PASSES = 5;

    public static void main(String[] args) throws IOException {
        List<String> reports = reports(Path.of(args[0]));
        DiagnosisService rules = new DiagnosisService(KnowledgeBase.standard());
        // Two logs of 1 MiB: one a rule recognises, and one none does (so the fallback searches the whole of it).
        String recognised =
                reports.stream().filter(r -> known(rules, r)).findFirst().orElseThrow();
        List<String> unrecognised =
                reports.stream().filter(r -> !known(rules, r)).toList();
        String big = oneMebibyte(unrecognised, recognised);
        String bigNoRule = oneMebibyte(unrecognised, unrecognised.get(unrecognised.size() / 2));
        System.out.printf(
                Locale.ROOT,
                "%d reports (median %d bytes, largest %d bytes) and one of %d bytes; %d passes; %s%n",
                reports.size(),
                median(reports.stream().mapToDouble(String::length).toArray()).longValue(),
                reports.stream().mapToInt(String::length).max().orElse(0),
                big.length(),
                PASSES,
                LoadNow.read().sentence());
        long start = System.nanoTime();
        int indexed = SimilarReports.standard().reports().size();
        System.out.printf(
                Locale.ROOT,
                "library of %d known reports read and indexed in %.0f ms (first time in this JVM: Lucene's classes load too)%n",
                indexed,
                (System.nanoTime() - start) / 1e6);
        // Twice each, alternating: the first round also warms the JIT for the second, so compare round 2.
        for (int round = 1; round <= 2; round++) {
            run(
                    "rules only (" + round + ")",
                    () -> new DiagnosisService(KnowledgeBase.standard()),
                    reports,
                    big,
                    bigNoRule);
            run("rules + similar (" + round + ")", DiagnosisService::standard, reports, big, bigNoRule);
        }
        linearity(recognised);
    }

    /**
     * The scan is linear (a 9 MiB log once took 20 s): seconds per MiB of the same kind of log at 1 and 9 MiB,
     * in one service, one after the other, with the load beside them. Their ratio, not either figure, is the
     * point; 9 MiB is past `diagnose`'s default 8 MiB cap, read whole as for a file given with a larger one.
     */
    private static void linearity(String report) {
        DiagnosisService service = DiagnosisService.standard();
        service.diagnose(log(1, report), DiagnosisContext.UNKNOWN); // the JIT's first pass
        double[] perMib = new double[2];
        int[] sizes = {1, 9};
        for (int i = 0; i < sizes.length; i++) {
            String text = log(sizes[i], report);
            long t = System.nanoTime();
            service.diagnose(text, DiagnosisContext.UNKNOWN);
            perMib[i] = (System.nanoTime() - t) / 1e9 / (text.length() / (1024.0 * 1024.0));
        }
        System.out.printf(
                Locale.ROOT,
                "linearity: %.3f s per MiB at 1 MiB, %.3f s per MiB at 9 MiB (ratio %.2f; 1.00 is linear); %s%n",
                perMib[0],
                perMib[1],
                perMib[1] / perMib[0],
                LoadNow.read().sentence());
    }

    /** Lines like those of a long training log, sharing words with the signatures, {@code report} in the middle. */
    private static String log(int mebibytes, String report) {
        String[] noise = {
            "2024-05-01 12:00:00 INFO epoch 3 step 1200 loss 0.4312 lr 1.0e-4 cuda:0 mem 10.2 GiB",
            "[rank0]:[W501 12:00:01 ProcessGroupNCCL.cpp:4115] NCCL INFO Channel 00 : 0[0] -> 1[1] via P2P/IPC",
            "  File \"/usr/lib/python3/site-packages/torch/nn/modules/module.py\", line 1532, in _wrapped_call_impl",
            "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'",
            "Triton autotuning for function matmul_kernel finished after 2.11s; best config BLOCK_M: 64, num_warps: 4",
        };
        long size = (long) mebibytes << 20;
        StringBuilder text = new StringBuilder((int) size + 4096);
        int line = 0;
        while (text.length() < size) {
            text.append(noise[line++ % noise.length]).append('\n');
            if (text.length() >= size / 2 && text.length() < size / 2 + 200) {
                text.append(report).append('\n');
            }
        }
        return text.toString();
    }

    private static boolean known(DiagnosisService service, String text) {
        return service.diagnose(text, DiagnosisContext.UNKNOWN).findings().stream()
                .anyMatch(f -> f.knownIssue());
    }

    private static void run(
            String name, Supplier<DiagnosisService> make, List<String> reports, String big, String bigNoRule) {
        long start = System.nanoTime();
        DiagnosisService service = make.get();
        service.diagnose(
                "warm", DiagnosisContext.UNKNOWN); // loads the knowledge base (and the index) as preload() would
        double loadMs = (System.nanoTime() - start) / 1e6;
        for (String report : reports) { // the JIT's first pass: a running app has had it
            service.diagnose(report, DiagnosisContext.UNKNOWN);
        }
        double[] each = new double[reports.size() * PASSES];
        int n = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            for (String report : reports) {
                long t = System.nanoTime();
                service.diagnose(report, DiagnosisContext.UNKNOWN);
                each[n++] = (System.nanoTime() - t) / 1e6;
            }
        }
        double[] bigMs = new double[PASSES];
        double[] bigNoRuleMs = new double[PASSES];
        for (int pass = 0; pass < PASSES; pass++) {
            long t = System.nanoTime();
            service.diagnose(big, DiagnosisContext.UNKNOWN);
            bigMs[pass] = (System.nanoTime() - t) / 1e6;
            t = System.nanoTime();
            service.diagnose(bigNoRule, DiagnosisContext.UNKNOWN);
            bigNoRuleMs[pass] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(each);
        System.out.printf(
                Locale.ROOT,
                "%-20s load %6.0f ms once; per report: median %.2f ms, p90 %.2f ms, max %.1f ms;"
                        + " 1 MiB log: median %.0f ms (a rule fires), %.0f ms (none does); %s%n",
                name,
                loadMs,
                median(each),
                each[(int) (each.length * 0.9)],
                each[each.length - 1],
                median(bigMs),
                median(bigNoRuleMs),
                LoadNow.read().sentence());
    }

    /** Every fixture report's text, without its header lines. */
    private static List<String> reports(Path fixtures) throws IOException {
        try (Stream<Path> files = Files.walk(fixtures)) {
            List<String> texts = new ArrayList<>();
            for (Path file : files.filter(f -> f.getFileName().toString().contains("--")
                            && f.toString().endsWith(".txt"))
                    .sorted()
                    .toList()) {
                texts.add(Files.readString(file, StandardCharsets.UTF_8)
                        .lines()
                        .filter(l -> !l.startsWith("# "))
                        .collect(Collectors.joining("\n")));
            }
            return texts;
        }
    }

    /** 1 MiB of an ordinary training log with a few real reports in it and {@code last} at its end. */
    private static String oneMebibyte(List<String> reports, String last) {
        StringBuilder text = new StringBuilder();
        int line = 0;
        while (text.length() < (1 << 20) - 8192) {
            text.append("2024-05-01 12:00:00 INFO epoch 3 step ")
                    .append(line++)
                    .append(" loss 0.4312 lr 1.0e-4 cuda:0 mem 10.2 GiB\n");
            if (line % 4000 == 0) {
                text.append(reports.get(line % reports.size())).append('\n');
            }
        }
        return text.append(last).toString();
    }

    private static Double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted.length % 2 == 1
                ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }
}
