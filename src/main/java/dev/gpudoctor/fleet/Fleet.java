package dev.gpudoctor.fleet;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The part of a fleet run that does not depend on how targets are reached: a folder per target,
 * at most {@code parallelism} targets at once, one row per target in the order given, each row
 * heard as soon as it is known. Interrupting the caller interrupts every target's work, and the
 * transports stop what they started.
 */
public final class Fleet {

    private static final Logger LOG = LoggerFactory.getLogger(Fleet.class);
    private static final NamedDaemonThreadFactory THREADS = new NamedDaemonThreadFactory("gpu-doctor-fleet");

    private Fleet() {}

    /** Every target's row, in the order given; {@code onDone} hears each as it ends (from worker threads). */
    public static List<TargetResult> run(
            List<String> targets, FleetTransport transport, int parallelism, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be 1 or more");
        }
        Files.createDirectories(outDir);
        ExecutorService pool =
                Executors.newFixedThreadPool(Math.min(parallelism, Math.max(1, targets.size())), THREADS);
        try {
            List<Future<TargetResult>> futures = new ArrayList<>();
            for (String target : targets) {
                futures.add(pool.submit(() -> {
                    TargetResult result = judgedAlone(target, transport, outDir.resolve(target));
                    onDone.accept(result);
                    return result;
                }));
            }
            List<TargetResult> results = new ArrayList<>();
            for (Future<TargetResult> future : futures) {
                try {
                    results.add(future.get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a fleet worker failed", e.getCause());
                }
            }
            return results;
        } finally {
            // Interrupting the workers interrupts their transports, which end what they started.
            pool.shutdownNow();
        }
    }

    /**
     * One target's row whatever happens while it is reached: an error here (a file that cannot be
     * written, an answer that breaks a parser) is that target's failure, never the end of the run.
     */
    private static TargetResult judgedAlone(String target, FleetTransport transport, Path folder)
            throws InterruptedException {
        long start = System.nanoTime();
        try {
            return transport.reach(target, OutputFiles.folder(folder));
        } catch (IOException | RuntimeException e) {
            LOG.warn("Fleet target {}: {}", RemoteText.clean(target), e.toString());
            return TargetResult.failed(
                    target,
                    TargetFailure.LOCAL_ERROR,
                    "GPU Doctor could not keep this target's answer here: "
                            + RemoteText.clean(String.valueOf(e.getMessage())) + " ("
                            + e.getClass().getSimpleName() + ").",
                    List.of(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }
    }

    /**
     * The target's answers, kept as {@code check.json} (and, when a capability answer follows the
     * check's, {@code capabilities.json} beside it, so each file holds one JSON document), and its
     * bundle as {@code bundle.zip}; the row names the bundle relative to the fleet's folder.
     */
    static TargetResult collect(Path folder, RemoteOutput.Receiver receiver, Function<String, TargetResult> classify)
            throws IOException {
        RemoteOutput.Parts parts = receiver.finish();
        String text = parts.answer();
        Path answer = folder.resolve("check.json");
        List<JsonNode> documents = CheckAnswer.documents(text);
        if (documents.size() == 2) {
            OutputFiles.writeString(answer, documents.get(0).toPrettyString() + "\n");
            OutputFiles.writeString(
                    folder.resolve("capabilities.json"), documents.get(1).toPrettyString() + "\n");
        } else {
            OutputFiles.writeString(answer, text);
        }
        TargetResult result = classify.apply(text);
        if (parts.refused() != null) {
            List<String> said = new ArrayList<>(result.stderrTail());
            said.add("[gpu-doctor] " + parts.refused());
            // We closed the stream, so how ssh or srun then ended says nothing: the answer that came before the limit
            // is judged alone.
            Optional<TargetFacts> facts = parts.inAnswer() ? Optional.empty() : CheckAnswer.parse(text);
            result = facts.isPresent()
                    ? TargetResult.reached(result.name(), facts.get(), said, result.durationMillis())
                    : TargetResult.failed(
                            result.name(),
                            TargetFailure.GARBAGE_OUTPUT,
                            parts.refused(),
                            said,
                            result.durationMillis());
            OutputFiles.writeLines(folder.resolve("stderr.txt"), said);
        }
        if (result.ok() && parts.runAnswer() != null) {
            result = result.withFacts(result.facts().withMaceStep(MaceStep.read(parts.runAnswer())));
        }
        return parts.bundle() == null
                ? result
                : result.withBundle(folder.getFileName() + "/" + parts.bundle().getFileName());
    }

    static void keepStderr(Path folder, List<String> tail) throws IOException {
        OutputFiles.writeLines(folder.resolve("stderr.txt"), tail);
    }

    /** What a target's shell runs: the check at {@code level}, ended there at {@code limitSeconds} (KILL 5 s later). */
    static List<String> boundedWork(String remoteCommand, FleetLevel level, long limitSeconds) {
        return List.of(
                "timeout",
                "-k",
                "5",
                Long.toString(Math.max(1, limitSeconds)),
                "sh",
                "-c",
                level.script(remoteCommand));
    }

    static String shellQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
