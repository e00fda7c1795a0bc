package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckLevel;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When a bundle may include the checklist run just made, and when it must run it again. */
class ChecklistReuseTest {

    private static final Instant NOW = Instant.parse("2026-01-01T12:00:00Z");
    private static final List<CheckInfo> CHECKS =
            new ChecklistService(Map.of(), new CommandRunner(), request -> null).checks();
    private static final List<CheckId> QUICK =
            CHECKS.stream().filter(c -> !c.needsPython()).map(CheckInfo::id).toList();

    @Test
    void aFullRunInTheSameInterpreterMinutesAgoIsIncluded() {
        assertThat(whyNot(run(List.of(), "/py", null, 14), full("/py"))).isNull();
    }

    @Test
    void anOldRunAnotherInterpreterAnotherHostOrAQuickRunForAFullBundleIsNot() {
        assertThat(whyNot(run(List.of(), "/py", null, 16), full("/py"))).isEqualTo("it finished 16 min ago");
        assertThat(whyNot(run(List.of(), "/other", null, 1), full("/py"))).isEqualTo("it ran in /other, not /py");
        assertThat(whyNot(run(List.of(), "/py", Path.of("/captured"), 1), full("/py")))
                .isEqualTo("it read another host");
        assertThat(whyNot(run(QUICK, null, null, 1), full("/py"))).startsWith("it left out ");
        assertThat(whyNot(
                        run(List.of(), "/py", null, 1),
                        new BundleOptions(null, true, "/py", null, true, CheckLevel.STANDARD, false)))
                .isEqualTo("a fresh checklist was asked for");
    }

    @Test
    void aQuickBundleTakesAQuickOrAFullRunInAnyInterpreter() {
        BundleOptions quick = new BundleOptions(null, true, "/py", null, true, CheckLevel.QUICK);
        assertThat(whyNot(run(QUICK, null, null, 1), quick)).isNull();
        assertThat(whyNot(run(List.of(), "/other", null, 1), quick)).isNull();
        assertThat(whyNot(run(QUICK.subList(1, QUICK.size()), null, null, 1), quick))
                .isEqualTo("it left out " + QUICK.get(0));
    }

    private static BundleOptions full(String python) {
        return new BundleOptions(null, true, python, null, true);
    }

    private static String whyNot(ChecklistRun run, BundleOptions options) {
        String python = options.python();
        return ChecklistReuse.whyNot(run, options, python, CHECKS, NOW);
    }

    private static ChecklistRun run(List<CheckId> only, String python, Path root, int minutesAgo) {
        Instant finished = NOW.minus(Duration.ofMinutes(minutesAgo));
        HostFacts host = new HostFacts(
                "/",
                null,
                new Platform(Platform.Kind.NATIVE_LINUX, List.of()),
                null,
                null,
                null,
                null,
                Map.of(),
                null,
                List.of());
        return new ChecklistRun(
                new ChecklistRequest(only, python, root, false, false),
                python,
                finished.minusSeconds(20),
                finished,
                new ChecklistReport(host, List.of()),
                null,
                null);
    }
}
