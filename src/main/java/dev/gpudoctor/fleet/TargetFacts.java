package dev.gpudoctor.fleet;

import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.sniff.SniffedGpu;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The facts of one target that the fleet compares, read once from its {@code check --json} answer.
 * A value the target could not read is null (no nvidia-smi: no driver version).
 *
 * @param worstStatus   the worst checklist status ("pass", "warn", "fail", …)
 * @param failingChecks the ids of checks that failed or could not finish
 * @param verdicts      a row each: every check's status ("check loader-path" → "fail") and, at the
 *                      standard level, every capability's state ("capability pinned-memory" → "supported")
 * @param maceStep      the full level's MACE run: its median step time, or why there is none ("no torch"); null below the full level
 * @param gpuFigures    the sniff figures of each GPU (docs/gpu-sniff.md) read from its capability answer at the standard
 *                      and full levels, compared across the fleet; empty at the quick level and in an older fleet.json
 */
public record TargetFacts(
        String os,
        String kernel,
        String wsl,
        String driverVersion,
        String cudaVersion,
        List<String> gpuNames,
        String worstStatus,
        List<String> failingChecks,
        Map<String, String> verdicts,
        MaceStep maceStep,
        List<SniffedGpu> gpuFigures) {

    /** The compared row of the full level's MACE run, judged as a ratio to the fleet's median (see {@link FleetReport}). */
    public static final String MACE_STEP_TIME = "MACE step time";

    public TargetFacts {
        // Every fact is the target's own text: made safe for a terminal and the window here, once.
        os = RemoteText.clean(os);
        kernel = RemoteText.clean(kernel);
        wsl = RemoteText.clean(wsl);
        driverVersion = RemoteText.clean(driverVersion);
        cudaVersion = RemoteText.clean(cudaVersion);
        worstStatus = RemoteText.clean(worstStatus);
        gpuNames = List.copyOf(RemoteText.clean(gpuNames == null ? List.of() : gpuNames));
        failingChecks = List.copyOf(RemoteText.clean(failingChecks == null ? List.of() : failingChecks));
        // Kept in the checklist's order; absent in a fleet.json written before verdicts were compared.
        verdicts = verdicts == null ? Map.of() : Collections.unmodifiableMap(RemoteText.clean(verdicts));
        gpuFigures = gpuFigures == null
                ? List.of()
                : gpuFigures.stream().map(TargetFacts::cleaned).toList();
    }

    /** A GPU's figures as the target wrote them, its words made safe (the machine is named by the fleet, not by it). */
    private static SniffedGpu cleaned(SniffedGpu gpu) {
        return new SniffedGpu(
                null,
                gpu.gpu(),
                RemoteText.clean(gpu.name()),
                gpu.gemmBf16Tflops(),
                gpu.gemmBf16PercentOfPeak(),
                gpu.h2dPinnedGbps(),
                gpu.h2dPinnedPercentOfPeak(),
                gpu.d2dGbps(),
                gpu.d2dPercentOfPeak(),
                gpu.otherProcesses(),
                RemoteText.clean(gpu.notes()),
                RemoteText.clean(gpu.failures()));
    }

    /** Facts with a MACE run but no GPU figures. */
    public TargetFacts(
            String os,
            String kernel,
            String wsl,
            String driverVersion,
            String cudaVersion,
            List<String> gpuNames,
            String worstStatus,
            List<String> failingChecks,
            Map<String, String> verdicts,
            MaceStep maceStep) {
        this(
                os,
                kernel,
                wsl,
                driverVersion,
                cudaVersion,
                gpuNames,
                worstStatus,
                failingChecks,
                verdicts,
                maceStep,
                List.of());
    }

    /** Facts without a MACE run (the quick and standard levels). */
    public TargetFacts(
            String os,
            String kernel,
            String wsl,
            String driverVersion,
            String cudaVersion,
            List<String> gpuNames,
            String worstStatus,
            List<String> failingChecks,
            Map<String, String> verdicts) {
        this(os, kernel, wsl, driverVersion, cudaVersion, gpuNames, worstStatus, failingChecks, verdicts, null);
    }

    /** The same facts with the full level's MACE run. */
    public TargetFacts withMaceStep(MaceStep step) {
        return new TargetFacts(
                os,
                kernel,
                wsl,
                driverVersion,
                cudaVersion,
                gpuNames,
                worstStatus,
                failingChecks,
                verdicts,
                step,
                gpuFigures);
    }

    /** Facts without a verdict per check or capability. */
    public TargetFacts(
            String os,
            String kernel,
            String wsl,
            String driverVersion,
            String cudaVersion,
            List<String> gpuNames,
            String worstStatus,
            List<String> failingChecks) {
        this(os, kernel, wsl, driverVersion, cudaVersion, gpuNames, worstStatus, failingChecks, Map.of(), null);
    }

    /** The facts as rows a comparison lines up across targets, in the order a person reads them. */
    /** The worst status as the typed {@link CheckStatus}; a word no GPU Doctor writes reads as an error. */
    public CheckStatus worst() {
        return CheckStatus.ofJson(worstStatus).orElse(CheckStatus.ERROR);
    }

    public Map<String, String> comparedValues() {
        Map<String, String> rows = new LinkedHashMap<>();
        COMPARED.forEach(fact -> rows.put(fact.name(), fact.value().apply(this)));
        rows.putAll(verdicts);
        if (maceStep != null) {
            rows.put(MACE_STEP_TIME, maceStep.text());
        }
        return rows;
    }

    /** A fact the fleet lines up across targets: its row's name (the fact in fleet.json's differences) and its value. */
    private record ComparedFact(String name, Function<TargetFacts, String> value) {}

    /**
     * The facts every target has, in the order a person reads them; the verdicts per check and capability and the
     * MACE step follow them. Declared once, so a fact is added in one line.
     */
    private static final List<ComparedFact> COMPARED = List.of(
            new ComparedFact("os", TargetFacts::os),
            new ComparedFact("kernel", TargetFacts::kernel),
            new ComparedFact("wsl", TargetFacts::wsl),
            new ComparedFact("driver", TargetFacts::driverVersion),
            new ComparedFact("cuda", TargetFacts::cudaVersion),
            new ComparedFact(
                    "gpus", facts -> facts.gpuNames().isEmpty() ? "none" : String.join(", ", facts.gpuNames())),
            new ComparedFact("worst check", TargetFacts::worstStatus),
            new ComparedFact(
                    "failing checks",
                    facts -> facts.failingChecks().isEmpty() ? "none" : String.join(", ", facts.failingChecks())));
}
