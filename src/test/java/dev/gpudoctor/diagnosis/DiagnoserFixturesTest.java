package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Precision and recall of the knowledge base over real reports from public issue threads (each
 * fixture names its source), printed per id and asserted overall.
 */
class DiagnoserFixturesTest {

    private static final List<String> REQUIRED_IDS = List.of(
            "wsl-libcuda-not-found",
            "wsl-libcuda-not-symlink",
            "nvml-not-supported",
            "driver-too-old",
            "no-kernel-image",
            "illegal-instruction",
            "illegal-address",
            "invalid-handle",
            "pinned-memory-limit",
            "managed-memory-unsupported",
            "cooperative-launch-unsupported",
            "kernel-bus-error",
            "shm-bus-error",
            "optional-accel-import-break",
            "cuda-oom",
            "no-driver",
            "device-side-assert",
            "dsa-build-flag",
            "triton-compile-failure",
            "driver-library-mismatch",
            "driver-not-loaded",
            "cudnn-version-mismatch",
            "torch-not-compiled-with-cuda",
            "cuda-version-toolkit-mismatch",
            "cublas-status-error",
            "unspecified-launch-failure",
            "cuda-busy-unavailable",
            "nccl-failure",
            "container-no-gpu",
            "xid-error",
            "gpu-fell-off-bus",
            "cuda-library-version-mismatch",
            "cudnn-status-error",
            "cuda-runtime-lib-not-found",
            "forward-compat-unsupported",
            "cuda-graph-capture-failure",
            "launch-timeout",
            "misaligned-address",
            "ecc-uncorrectable",
            "fabric-manager-not-running",
            "mig-misconfig",
            "wsl-gl-interop-unsupported");

    private final DiagnosisService service = DiagnosisService.standard();
    private final Fixtures fixtures = Fixtures.load();

    @Test
    void everyRequiredIdExistsWithRealExamplesInBothHalves() {
        assertThat(service.knowledgeBase().ids()).containsExactlyInAnyOrderElementsOf(REQUIRED_IDS);
        Map<String, Long> perId = fixtures.all().stream()
                .flatMap(f -> f.expected().stream())
                .collect(Collectors.groupingBy(id -> id, Collectors.counting()));
        Map<String, Long> heldOut = fixtures.of(Fixtures.Split.HELDOUT).stream()
                .flatMap(f -> f.expected().stream())
                .collect(Collectors.groupingBy(id -> id, Collectors.counting()));
        for (String id : service.knowledgeBase().ids()) {
            // Four or more for every id but three, for which no further public report with its log was found (fixtures
            // README).
            long needed = id.equals("kernel-bus-error") || id.equals("dsa-build-flag") ? 3 : 4;
            assertThat(perId.getOrDefault(id, 0L)).as("real examples for " + id).isGreaterThanOrEqualTo(needed);
            assertThat(heldOut.getOrDefault(id, 0L))
                    .as("held-out examples for " + id)
                    .isPositive();
        }
        assertThat(fixtures.all()).allSatisfy(f -> assertThat(f.source()).startsWith("https://"));
        assertThat(fixtures.all().stream().filter(Fixtures.Fixture::negative).count())
                .isGreaterThanOrEqualTo(30);
    }

    @Test
    void atLeastAThirdOfEachIdIsHeldOut() {
        Map<String, Long> all = fixtures.all().stream()
                .flatMap(f -> f.expected().stream())
                .collect(Collectors.groupingBy(id -> id, Collectors.counting()));
        Map<String, Long> heldOut = fixtures.of(Fixtures.Split.HELDOUT).stream()
                .flatMap(f -> f.expected().stream())
                .collect(Collectors.groupingBy(id -> id, Collectors.counting()));
        all.forEach((id, n) -> assertThat(heldOut.getOrDefault(id, 0L) * 3)
                .as("held-out share of " + id)
                .isGreaterThanOrEqualTo(n));
    }

    @Test
    void precisionAndRecallPerIdOnTrainAndHeldOut() {
        FixtureScore train = FixtureScore.of("train", fixtures.of(Fixtures.Split.TRAIN), service);
        FixtureScore heldout = FixtureScore.of("heldout", fixtures.of(Fixtures.Split.HELDOUT), service);
        Set<String> seen = fixtures.seenBeforeSplit();
        FixtureScore unseen = FixtureScore.of(
                "heldout without the " + seen.size() + " fixtures seen before the split",
                fixtures.of(Fixtures.Split.HELDOUT).stream()
                        .filter(f -> !seen.contains(f.name()))
                        .toList(),
                service);
        String table = train.table() + heldout.table() + System.lineSeparator() + unseen.summary();
        System.out.println(table);
        assertThat(heldout.total()).as("held-out fixtures").isPositive();
        assertThat(heldout.recall()).as("held-out recall\n" + table).isGreaterThanOrEqualTo(0.9);
        assertThat(unseen.recall())
                .as("held-out recall without fixtures seen before the split\n" + table)
                .isGreaterThanOrEqualTo(0.9);
        assertThat(train.recall()).as("train recall\n" + table).isGreaterThanOrEqualTo(0.9);
        assertThat(train.negativesHit())
                .as("train negatives with a known-issue finding\n" + table)
                .isZero();
        // Zero while only rules spoke. The similar-reports fallback (issue 37), tuned on the library's
        // leave-one-stack-out run only, hits one held-out negative: a CPU allocator's "not enough memory"
        // (negative--diffusers-787-cpu-allocator) read as cuda-oom. Issue 37's bar for a kept-back set is at
        // most one; the fallback was not retuned on the held-out set to hide it (SimilarReportsMeasureTest).
        assertThat(heldout.negativesHit())
                .as("held-out negatives with a known-issue finding\n" + table)
                .isLessThanOrEqualTo(1);
    }

    @Test
    void precisionTrapsFindNothing() {
        for (String trap : List.of(
                "negative--pytorch-22338-cpu-sigill.txt",
                "negative--privategpt-326-cpu-sigill.txt",
                "negative--wsl-11589-cuda-version-err.txt",
                "negative--ootdiffusion-232-dsa-boilerplate.txt",
                "negative--wan2gp-442-dsa-boilerplate.txt")) {
            Fixtures.Fixture fixture = fixtures.all().stream()
                    .filter(f -> f.name().equals(trap))
                    .findFirst()
                    .orElseThrow();
            assertThat(service.diagnose(fixture.text(), DiagnosisContext.UNKNOWN)
                            .findings())
                    .as(trap)
                    .noneMatch(DiagnosisFinding::knownIssue);
            assertThat(service.diagnose(fixture.text(), DiagnosisContext.WSL2).findings())
                    .as(trap + " on WSL2")
                    .noneMatch(DiagnosisFinding::knownIssue);
        }
    }

    @Test
    void theDsaHintUnderAnotherErrorIsThatErrorNotTheBuildFlag() {
        DiagnosisReport report = service.diagnose("""
                RuntimeError: CUDA error: no kernel image is available for execution on the device
                CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
                For debugging consider passing CUDA_LAUNCH_BLOCKING=1
                Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
                """, DiagnosisContext.UNKNOWN);
        assertThat(report.findings()).extracting(DiagnosisFinding::id).containsExactly("no-kernel-image");
        assertThat(report.findings().get(0).evidence().get(0).line()).isEqualTo(1);
    }
}
