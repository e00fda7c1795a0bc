package dev.gpudoctor.checklist;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.gpudoctor.host.TimeBudget;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckLevel;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * What to check and how. (Lives here, not in model, because it holds a {@link Path}.)
 *
 * @param only               check ids to run; empty means all
 * @param python             the interpreter for the Python checks; null means the default one
 * @param hostRoot           the directory standing for "/"; null means "/"
 * @param cudaLaunchBlocking the toggle: CUDA_LAUNCH_BLOCKING=1 for every child GPU Doctor launches
 * @param torchUseCudaDsa    the toggle: TORCH_USE_CUDA_DSA=1 for every child GPU Doctor launches
 * @param expectedGpus       how many GPUs this machine should show ({@code --expect-gpus}); null: no expectation,
 *                           so a machine without any NVIDIA device is a CPU machine, not a failure
 * @param deadline           when the host readers must have answered (the quick level's budget); null: each reader
 *                           has only its own limit. Not kept with a run.
 */
public record ChecklistRequest(
        List<CheckId> only,
        String python,
        Path hostRoot,
        boolean cudaLaunchBlocking,
        boolean torchUseCudaDsa,
        Integer expectedGpus,
        @JsonIgnore Instant deadline) {

    /** The quick level's budget for all its host readers together, from the start of the process. */
    public static final Duration QUICK_BUDGET = Duration.ofSeconds(20);

    public ChecklistRequest {
        only = only == null ? List.of() : List.copyOf(only);
        if (expectedGpus != null && expectedGpus < 0) {
            throw new IllegalArgumentException("expected GPUs must be 0 or more, not " + expectedGpus);
        }
    }

    public ChecklistRequest(
            List<CheckId> only, String python, Path hostRoot, boolean cudaLaunchBlocking, boolean torchUseCudaDsa) {
        this(only, python, hostRoot, cudaLaunchBlocking, torchUseCudaDsa, null, null);
    }

    public ChecklistRequest expectingGpus(Integer count) {
        return new ChecklistRequest(only, python, hostRoot, cudaLaunchBlocking, torchUseCudaDsa, count, deadline);
    }

    public ChecklistRequest readBy(Instant when) {
        return new ChecklistRequest(only, python, hostRoot, cudaLaunchBlocking, torchUseCudaDsa, expectedGpus, when);
    }

    /** The budget the host readers share. */
    public TimeBudget budget() {
        return deadline == null ? TimeBudget.unlimited() : TimeBudget.until(deadline, QUICK_BUDGET);
    }

    /** Every check, the default interpreter, this machine, no toggles. */
    public static ChecklistRequest all() {
        return new ChecklistRequest(List.of(), null, null, false, false);
    }

    /**
     * The checks of {@code level}, unless {@code only} names checks (then exactly those): how {@code check --level}
     * and a bundle ask for a level.
     */
    public static ChecklistRequest at(
            CheckLevel level,
            List<CheckId> only,
            String python,
            Path hostRoot,
            boolean cudaLaunchBlocking,
            boolean torchUseCudaDsa) {
        List<CheckId> chosen = only != null && !only.isEmpty()
                ? only
                : CheckCatalogue.ALL.stream()
                        .filter(level::includes)
                        .map(CheckInfo::id)
                        .toList();
        return new ChecklistRequest(chosen, python, hostRoot, cudaLaunchBlocking, torchUseCudaDsa);
    }

    public boolean includes(CheckId id) {
        return only.isEmpty() || only.contains(id);
    }
}
