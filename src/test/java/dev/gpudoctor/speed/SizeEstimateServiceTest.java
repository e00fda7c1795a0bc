package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 40, "your system, estimated", on the recorded GPU runs: the H100's small-model CUDA sweep (water, 3 to 20,001
 * atoms, 2026-11-23) with sizes held out and estimated from the others, and the H200's runs, which recorded their edges.
 */
class SizeEstimateServiceTest {

    private static final Path H100 = Path.of("docs/gpu-results/2026-11-23-h100/runs");
    private static final Path H200 = Path.of("docs/gpu-results/2026-11-26-h200/runs");
    /** The H100's arch:small float32 cuda sweep. */
    private static final String H100_CUDA_SWEEP = "20261123-094516-342-eebf";

    private final SizeEstimateService service = new SizeEstimateService();

    private static List<RunRecord> runs(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted()
                    .map(file -> {
                        try {
                            return RunHistory.readFile(file);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MeasuredRun measured(RunRecord run) {
        return new MeasuredRun(run.model(), run.dtype(), run.point(), run.id());
    }

    /** The H100 CUDA sweep without the sizes held out. */
    private static List<MeasuredRun> h100Sweep(int... heldOut) {
        return runs(H100).stream()
                .filter(r -> H100_CUDA_SWEEP.equals(r.sweepId()) && "cuda".equals(r.config()))
                .filter(r -> java.util.Arrays.stream(heldOut)
                        .noneMatch(n -> n == r.point().atoms()))
                .map(SizeEstimateServiceTest::measured)
                .toList();
    }

    private static double measuredStep(int atoms) {
        return runs(H100).stream()
                .filter(r -> H100_CUDA_SWEEP.equals(r.sweepId())
                        && "cuda".equals(r.config())
                        && r.point().atoms() == atoms)
                .findFirst()
                .orElseThrow()
                .point()
                .stepS()
                .median();
    }

    private SizeEstimate only(List<MeasuredRun> runs, int atoms) {
        List<SizeEstimate> estimates = service.estimate(new SizeEstimateRequest(runs, atoms, 1.0));
        assertThat(estimates).hasSize(1);
        return estimates.get(0);
    }

    @Test
    void aHeldOutSizeInsideTheSweepIsInterpolatedWithinFifteenPercentOfWhatTheH100Measured() {
        SizeEstimate estimate = only(h100Sweep(3072), 3072);

        assertThat(estimate.basis()).isEqualTo(SizeEstimate.INTERPOLATED);
        assertThat(estimate.setup()).isEqualTo("arch:small float32 cuda");
        assertThat(estimate.measuredAtoms()).containsExactly(3, 24, 96, 384, 1536, 6144, 10002, 20001);
        // between 1,536 (167 ms) and 6,144 atoms (561 ms): 298 ms; the H100 measured 338 ms at 3,072
        assertThat(estimate.stepS() / measuredStep(3072)).isCloseTo(1, within(0.15));
        assertThat(estimate.nsPerDay()).isCloseTo(86_400 / estimate.stepS() * 1e-6, within(1e-12));
        assertThat(estimate.outsideBy()).isNull();
        assertThat(estimate.band())
                .isEqualTo("interpolated between 1,536 and 6,144 atoms, inside the band it is good for: "
                        + "measured 3–20,001 atoms (8 sizes)");
        // the H100 runs of 2026-11-23 did not record their edges: said, and scaled per atom
        assertThat(estimate.edgesPerAtom()).isNull();
        assertThat(estimate.sentence())
                .contains("edges per atom not recorded by these runs: the step is scaled per atom");
    }

    @Test
    void aSizeBeyondTheLargestIsExtrapolatedAtItsCostPerEdgeAndSaysHowFar() {
        SizeEstimate estimate = only(h100Sweep(10002, 20001), 10002);

        assertThat(estimate.basis()).isEqualTo(SizeEstimate.EXTRAPOLATED);
        assertThat(estimate.outsideBy()).isCloseTo(10002 / 6144.0, within(1e-9));
        // 561 ms × 10,002 / 6,144 = 913 ms; the H100 measured 845 ms (the GPU was still filling up: an upper bound)
        assertThat(estimate.stepS() / measuredStep(10002)).isBetween(1.0, 1.15);
        assertThat(estimate.band())
                .startsWith("extrapolated 1.6× above the largest measured size (6,144 atoms) at its cost "
                        + "per edge; a GPU still filling up there would take less");

        SizeEstimate small = only(h100Sweep(3, 24), 24);
        assertThat(small.band())
                .isEqualTo("extrapolated 4.0× below the smallest measured size (96 atoms) at its cost per edge; "
                        + "a small step on a GPU is bound by launches and Python, so it would take more");
        // a launch-bound step does not shrink with the system: the H100 took 31 ms at 24 atoms, not 36 / 4
        assertThat(small.stepS()).isLessThan(measuredStep(24));
    }

    @Test
    void aMeasuredSizeIsThatRunsStepAndEverySetUpGetsItsOwnEstimate() {
        List<MeasuredRun> all =
                runs(H100).stream().map(SizeEstimateServiceTest::measured).toList();

        List<SizeEstimate> estimates = service.estimate(new SizeEstimateRequest(all, 6144, 1.0));

        assertThat(estimates)
                .extracting(SizeEstimate::setup)
                .containsExactlyInAnyOrder(
                        "arch:medium float32 cpu",
                        "arch:small float32 cpu",
                        "arch:small float32 cuda",
                        "arch:medium float32 cuda",
                        "arch:small float32 cuda+cueq",
                        "arch:medium float32 cuda+cueq");
        SizeEstimate cuda = estimates.stream()
                .filter(e -> e.setup().equals("arch:small float32 cuda"))
                .findFirst()
                .orElseThrow();
        assertThat(cuda.basis()).isEqualTo(SizeEstimate.MEASURED);
        assertThat(cuda.stepS()).isEqualTo(measuredStep(6144));
        // the medium CUDA sweep failed at 10,002 atoms (out of memory): that run has no step and is not used
        SizeEstimate medium = estimates.stream()
                .filter(e -> e.setup().equals("arch:medium float32 cuda"))
                .findFirst()
                .orElseThrow();
        assertThat(medium.measuredAtoms()).doesNotContain(10002);
    }

    @Test
    void stepsAreBroughtToTheEdgesPerAtomOfTheRunNearestInSizeAndTheSlowPartsComeWithIt() {
        // the H200's small e3nn runs: water-2048 (6,144 atoms, 87.9 edges/atom) and diamond c-5832 (158 edges/atom)
        List<MeasuredRun> small = runs(H200).stream()
                .filter(r -> r.model().equals("arch:small") && r.config().equals("cuda"))
                .map(SizeEstimateServiceTest::measured)
                .toList();
        assertThat(small).hasSize(2);
        MeasuredRun water = small.stream()
                .filter(r -> r.point().atoms() == 6144)
                .findFirst()
                .orElseThrow();
        MeasuredRun diamond = small.stream()
                .filter(r -> r.point().atoms() == 5832)
                .findFirst()
                .orElseThrow();

        SizeEstimate estimate = only(small, 6100);

        assertThat(estimate.edgesPerAtom()).isCloseTo(87.876, within(1e-3));
        assertThat(estimate.edgesFrom()).isEqualTo("the run of 6,144 atoms (water-2048)");
        double diamondAtWaterDensity = diamond.point().stepS().median() * 87.87565104166667 / 158.0;
        double along = (6100 - 5832) / (6144.0 - 5832);
        assertThat(estimate.stepS())
                .isCloseTo(
                        diamondAtWaterDensity + along * (water.point().stepS().median() - diamondAtWaterDensity),
                        within(1e-12));
        assertThat(estimate.graphShare()).isNotNull();
        assertThat(estimate.stressShare()).isNotNull();
        assertThat(estimate.parts())
                .startsWith("at 6,144 atoms the CPU graph was ")
                .contains("% and the stress ");
    }

    @Test
    void busyRunsAreLeftOutWhenQuietOnesExistAndSaidWhenNoneDo() {
        RunRecord quietRun = runs(H200).stream()
                .filter(r -> r.model().equals("arch:small")
                        && r.config().equals("cuda")
                        && r.point().atoms() == 6144)
                .findFirst()
                .orElseThrow();
        RunConditions c = quietRun.point().conditions();
        RunConditions busy = new RunConditions(
                c.device(),
                c.dtype(),
                c.model(),
                c.cueqRequested(),
                c.cueqActive(),
                c.gpuName(),
                c.computeCapability(),
                c.torchCuda(),
                c.torchThreads(),
                c.cpuCount(),
                c.debugVariables(),
                c.versions(),
                c.cpuModel(),
                c.availableCores(),
                40.0,
                44.0,
                c.gpuClocksMhz(),
                c.cueqKernels(),
                Map.of());
        MeasuredRun quiet = measured(quietRun);
        MeasuredRun slowBusy = new MeasuredRun(
                "arch:small",
                "float32",
                quietRun.point()
                        .withConditions(busy)
                        .withFigures(quietRun.point().figures()),
                "busy");
        // the busy copy, at another size, 3× slower per atom: left out, so the estimate is the quiet run's
        MeasuredRun busyBigger = new MeasuredRun(
                "arch:small",
                "float32",
                new dev.gpudoctor.model.SweepPoint(
                        "cuda",
                        "water-4096",
                        12288,
                        new dev.gpudoctor.model.StepStats(3, 3, 3, 3, 3),
                        3,
                        4096,
                        null,
                        true,
                        null,
                        null,
                        busy,
                        quietRun.point().figures()),
                "busy");

        SizeEstimate estimate = only(List.of(quiet, busyBigger), 12288);
        assertThat(estimate.measuredAtoms()).containsExactly(6144);
        assertThat(estimate.notes()).containsExactly("1 run measured on a busy host left out");
        assertThat(estimate.stepS()).isCloseTo(quietRun.point().stepS().median() * 2, within(1e-12));

        SizeEstimate allBusy = only(List.of(slowBusy), 6144);
        assertThat(allBusy.notes())
                .singleElement()
                .asString()
                .startsWith("every run was measured on a busy host (load up to 44.0 on ");
    }

    @Test
    void aRequestWithoutASizeOrAStepSaysSo() {
        RunRecord failed = runs(H100).stream().filter(r -> !r.ok()).findFirst().orElseThrow();

        assertThat(new SizeEstimateRequest(List.of(measured(failed)), 0, 1.0).problems())
                .containsExactly(
                        "The size must be between 1 and 100,000,000 atoms, not 0.",
                        "None of these runs has a step time to estimate from (a failed run or one cut short has none).");
        assertThat(new SizeEstimateRequest(List.of(), 100, 0).problems())
                .containsExactly(
                        "The time step must be a positive number of femtoseconds up to 100, not 0.0.",
                        "Name at least one measured run to estimate from.");
        assertThatThrownBy(() -> service.estimate(new SizeEstimateRequest(List.of(), 100, 1.0)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
