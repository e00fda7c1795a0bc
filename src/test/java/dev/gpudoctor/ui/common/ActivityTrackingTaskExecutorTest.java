package dev.gpudoctor.ui.common;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ActivityTrackingTaskExecutorTest {

    @Test
    void theStatusSaysWhatRunsWhileItRunsAndClearsWhenItEnds() {
        List<String> statuses = new ArrayList<>();
        ActivityTrackingTaskExecutor tasks = new ActivityTrackingTaskExecutor(new CurrentThreadTaskExecutor(), Runnable::run, statuses::add);
        List<String> seenDuringWork = new ArrayList<>();

        tasks.submit(new BackgroundTask<>("MACE run", () -> {
            seenDuringWork.add(statuses.get(statuses.size() - 1));
            return 1;
        }, result -> { }, error -> { }));
        tasks.submit(new BackgroundTask<String>("set up Python", () -> {
            throw new IllegalStateException("pip failed");
        }, result -> { }, error -> { }));

        assertThat(seenDuringWork).containsExactly("Working: MACE run…");
        assertThat(statuses).containsExactly("Working: MACE run…", "", "Working: set up Python…", "");
    }
}
