package dev.gpudoctor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeferredFxExecutorTest {

    @Test
    void workBeforeTheToolkitRunsWaitsAndThenGoesOutInOrderAheadOfLaterWork() {
        List<Runnable> sent = new ArrayList<>();
        List<String> ran = new ArrayList<>();
        EarlyAppContext.DeferredFxExecutor executor = new EarlyAppContext.DeferredFxExecutor(sent::add);

        executor.execute(() -> ran.add("first"));
        executor.execute(() -> ran.add("second"));
        assertThat(sent).as("nothing reaches the toolkit before it runs").isEmpty();

        executor.open();
        executor.execute(() -> ran.add("third"));
        executor.open();
        sent.forEach(Runnable::run);

        assertThat(ran).containsExactly("first", "second", "third");
    }
}
