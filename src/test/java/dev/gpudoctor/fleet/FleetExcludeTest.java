package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.SniffFigure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fleet's exclude list: every machine not reached, failing a check, or with a GPU slow against the fleet's GPUs
 * of its name, on the H200's recorded answers (docs/gpu-results/2026-11-26-h200: check.json, then the capability
 * answer, as a target's stdout carries them at the standard level); one copy has its GEMM at a third.
 */
class FleetExcludeTest {

    private static final Path H200 = Path.of("docs/gpu-results/2026-11-26-h200");

    private static TargetResult recordedH200(String name, double gemmFactor) throws Exception {
        String capabilities = Files.readString(H200.resolve("capabilities-budgets-probes.json"));
        if (gemmFactor != 1) {
            capabilities = capabilities.replace("\"tflops\" : 793.45,", "\"tflops\" : " + 793.45 * gemmFactor + ",");
            assertThat(capabilities).contains(String.valueOf(793.45 * gemmFactor));
        }
        TargetFacts facts = CheckAnswer.parse(Files.readString(H200.resolve("check.json")) + "\n" + capabilities)
                .orElseThrow();
        return TargetResult.reached(name, facts, List.of(), 10);
    }

    @Test
    void theRecordedH200sFiguresAreReadFromItsCapabilityAnswer() throws Exception {
        TargetFacts facts = recordedH200("gpu1", 1).facts();

        assertThat(facts.gpuFigures()).hasSize(1);
        assertThat(facts.gpuFigures().get(0).name()).isEqualTo("NVIDIA H200");
        assertThat(facts.gpuFigures().get(0).gemmBf16Tflops()).isEqualTo(793.45);
        assertThat(facts.gpuFigures().get(0).h2dPinnedGbps()).isEqualTo(55.38);
        assertThat(facts.gpuFigures().get(0).d2dGbps())
                .as("recorded before the probe measured it")
                .isNull();
    }

    @Test
    void unreachedFailedAndSlowMachinesAreExcludedACheckThatCouldNotFinishIsNot() throws Exception {
        List<TargetResult> targets = new ArrayList<>();
        for (String name : List.of("gpu1", "gpu2", "gpu4")) {
            targets.add(recordedH200(name, 1));
        }
        targets.add(2, recordedH200("gpu3", 1.0 / 3));
        targets.add(TargetResult.failed(
                "gpu5",
                TargetFailure.UNREACHABLE,
                "ssh: connect to host gpu5 port 22: Connection refused",
                List.of(),
                10));
        TargetFacts base = targets.get(0).facts();
        targets.add(TargetResult.reached(
                "gpu6",
                new TargetFacts(
                        base.os(),
                        base.kernel(),
                        base.wsl(),
                        base.driverVersion(),
                        base.cudaVersion(),
                        base.gpuNames(),
                        "fail",
                        List.of("loader-path")),
                List.of(),
                10));
        targets.add(TargetResult.reached(
                "gpu7",
                new TargetFacts(
                        base.os(),
                        base.kernel(),
                        base.wsl(),
                        base.driverVersion(),
                        base.cudaVersion(),
                        base.gpuNames(),
                        "error",
                        List.of("cuda-init")),
                List.of(),
                10));

        FleetReport report = FleetReport.of(targets);

        assertThat(report.exclude()).extracting(Exclusion::machine).containsExactly("gpu5", "gpu6", "gpu3");
        assertThat(report.exclude().get(0).why())
                .isEqualTo("not reached: unreachable (ssh: connect to host gpu5 port 22: Connection refused)");
        assertThat(report.exclude().get(1).why()).isEqualTo("failed: loader-path");
        assertThat(report.exclude().get(2).why())
                .isEqualTo("slow GPU: GPU 0 (NVIDIA H200) BF16 GEMM 264.5 TFLOPS, 60 % below the"
                        + " mean of the fleet's 4 like GPUs");
        assertThat(report.excludeHostlist()).isEqualTo("gpu[3,5-6]");
        assertThat(report.gpuOutliers())
                .extracting(FigureVerdict::machine, FigureVerdict::figure, FigureVerdict::kind)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(
                        "gpu3", SniffFigure.GEMM_BF16, FigureVerdict.Kind.SLOW_OUTLIER));
    }

    @Test
    void aFleetJsonKeepsTheFiguresSoReadingItBackGivesTheSameExcludeList(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        FleetReport report = FleetReport.of(List.of(
                recordedH200("gpu1", 1),
                recordedH200("gpu2", 1),
                recordedH200("gpu3", 1.0 / 3),
                recordedH200("gpu4", 1),
                TargetResult.failed("gpu9", TargetFailure.TIMED_OUT, "no answer within 120 s", List.of(), 10)));

        FleetReport read = FleetFile.read(FleetFile.write(dir, report));

        assertThat(read.exclude()).isEqualTo(report.exclude());
        assertThat(read.excludeHostlist()).isEqualTo("gpu[3,9]");
        assertThat(Files.readString(dir.resolve(FleetFile.NAME)))
                .contains("\"exclude_hostlist\" : \"gpu[3,9]\"", "\"gpu_figures\"");
    }

    @Test
    void aHealthyFleetExcludesNothing() throws Exception {
        FleetReport report =
                FleetReport.of(List.of(recordedH200("gpu1", 1), recordedH200("gpu2", 1), recordedH200("gpu3", 0.97)));

        assertThat(report.exclude()).isEmpty();
        assertThat(report.excludeHostlist()).isEmpty();
        assertThat(report.gpuOutliers()).isEmpty();
    }
}
