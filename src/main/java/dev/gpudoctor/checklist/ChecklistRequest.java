package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckLevel;

import java.nio.file.Path;
import java.util.List;

/**
 * What to check and how. (Lives here, not in model, because it holds a {@link Path}.)
 *
 * @param only               check ids to run; empty means all
 * @param python             the interpreter for the Python checks; null means the default one
 * @param hostRoot           the directory standing for "/"; null means "/"
 * @param cudaLaunchBlocking the toggle: CUDA_LAUNCH_BLOCKING=1 for every child GPU Doctor launches
 * @param torchUseCudaDsa    the toggle: TORCH_USE_CUDA_DSA=1 for every child GPU Doctor launches
 */
public record ChecklistRequest(List<String> only, String python, Path hostRoot, boolean cudaLaunchBlocking,
                               boolean torchUseCudaDsa) {

    public ChecklistRequest {
        only = only == null ? List.of() : List.copyOf(only);
    }

    /** Every check, the default interpreter, this machine, no toggles. */
    public static ChecklistRequest all() {
        return new ChecklistRequest(List.of(), null, null, false, false);
    }

    /**
     * The checks of {@code level}, unless {@code only} names checks (then exactly those): how {@code check --level}
     * and a bundle ask for a level.
     */
    public static ChecklistRequest at(CheckLevel level, List<String> only, String python, Path hostRoot,
                                      boolean cudaLaunchBlocking, boolean torchUseCudaDsa) {
        List<String> chosen = only != null && !only.isEmpty() ? only
                : CheckCatalogue.ALL.stream().filter(level::includes).map(CheckInfo::id).toList();
        return new ChecklistRequest(chosen, python, hostRoot, cudaLaunchBlocking, torchUseCudaDsa);
    }

    public boolean includes(String id) {
        return only.isEmpty() || only.contains(id);
    }
}
