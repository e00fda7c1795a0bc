package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: the host readers of one command share one budget. A reader gets what is left, not its own
 * fixed limit, and what could not be read in time is "not read in time", a fact not known.
 */
class HostCommandsBudgetTest {

    @Test
    void aCommandGetsWhatIsLeftOfTheBudgetNotItsOwnLimit() throws InterruptedException {
        TimeBudget budget = TimeBudget.until(Instant.now().plusSeconds(2), Duration.ofSeconds(2));
        HostCommands commands = new HostCommands(HostRoot.of(null), new CommandRunner(), Map.of(), budget);

        long start = System.nanoTime();
        CollectedOutput slow =
                commands.output("slow", List.of("sh", "-c", "echo started; exec sleep 60"), Duration.ofSeconds(60));
        double seconds = (System.nanoTime() - start) / 1e9;

        assertThat(seconds).as("seconds: the budget, not the reader's own 60 s").isLessThan(30);
        assertThat(slow.hasOutput()).isFalse();
        assertThat(HostCommands.notReadInTime(slow.problem()))
                .as(slow.problem())
                .isTrue();
        assertThat(slow.problem()).contains("budget was spent").contains("the load was");
        assertThat(slow.lines())
                .as("what was read before the budget ended is kept")
                .containsExactly("started");
    }

    @Test
    void onceTheBudgetIsSpentNothingMoreRuns() throws InterruptedException {
        TimeBudget spent = TimeBudget.until(Instant.now().minusSeconds(1), Duration.ofSeconds(20));
        HostCommands commands = new HostCommands(HostRoot.of(null), new CommandRunner(), Map.of(), spent);

        CollectedOutput output = commands.output("marker", List.of("sh", "-c", "echo ran"), Duration.ofSeconds(10));

        assertThat(output.lines()).isEmpty();
        assertThat(output.durationMillis()).isZero();
        assertThat(output.problem()).startsWith("not read in time (the command's 20 s budget was spent");
    }

    @Test
    void aCommandThatRanOutOfItsOwnLimitIsNotReadInTimeToo() throws InterruptedException {
        HostCommands commands = new HostCommands(HostRoot.of(null), new CommandRunner(), Map.of());

        CollectedOutput output = commands.output("hang", List.of("sleep", "60"), Duration.ofMillis(500));

        assertThat(output.problem())
                .startsWith("not read in time (sleep did not finish within ")
                .contains(" s; the load was");
    }
}
