package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** What the Checklist tab needs from the checklist service; an interface so tests can play results back. */
public interface ChecklistRunner {

    List<CheckInfo> checks();

    /** Runs the checks in order, handing each result over as it completes; interrupt = cancel. */
    ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) throws InterruptedException;

    /** The last checklist run kept on disk (by {@code gpu-doctor check}, a bundle or an earlier window); may read a file. */
    default Optional<ChecklistRun> lastKept() {
        return Optional.empty();
    }
}
