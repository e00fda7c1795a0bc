package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Real reports whose first remedy depends on the direction of a mismatch or on what the traceback
 * names (fixtures/heldout-direction/README.md): the first remedy a user reads must be the one the
 * evidence calls for. The set was committed before the code that orders remedies was written.
 */
class RemedyDirectionTest {

    /** What the first remedy must say for each direction: the words a user acts on. */
    static final Map<String, Pattern> FIRST_REMEDY = Map.of(
            "old-gpu", Pattern.compile("(?is)older than .*still ships"),
            "new-gpu", Pattern.compile("(?is)newer than .*cu1\\d\\d"),
            "nvidia-device-present", Pattern.compile("(?is)lspci lists an NVIDIA"),
            "no-nvidia-device", Pattern.compile("(?is)no NVIDIA GPU"),
            "wsl2-windows-driver", Pattern.compile("(?is)Windows"),
            "secure-boot", Pattern.compile("(?is)Secure Boot"),
            "cuequivariance", Pattern.compile("(?is)cuequivariance"),
            "openequivariance", Pattern.compile("(?is)openequivariance"));

    private final DiagnosisService service = DiagnosisService.standard();
    private final List<Fixtures.Fixture> set = Fixtures.directionHeldOut();

    @Test
    void theSetKeepsItsRule() {
        assertThat(set).hasSizeGreaterThanOrEqualTo(20);
        assertThat(set).allSatisfy(f -> {
            assertThat(FIRST_REMEDY).as(f.name() + " names a known direction").containsKey(f.direction());
            assertThat(f.source()).as(f.name()).startsWith("https://github.com/");
        });
        Set<String> earlier =
                Fixtures.load().all().stream().map(Fixtures.Fixture::source).collect(Collectors.toSet());
        earlier.addAll(
                Fixtures.newHeldOut().stream().map(Fixtures.Fixture::source).toList());
        assertThat(set).as("threads already used by another set").noneMatch(f -> earlier.contains(f.source()));
    }

    @Test
    void theFirstRemedyFollowsTheEvidence() {
        FixtureScore ids = FixtureScore.of("heldout-direction", set, service);
        int right = 0;
        StringBuilder wrong = new StringBuilder();
        for (Fixtures.Fixture fixture : set) {
            Optional<String> first = firstRemedy(fixture);
            if (first.isPresent()
                    && FIRST_REMEDY
                            .get(fixture.direction())
                            .matcher(first.get())
                            .find()) {
                right++;
            } else {
                wrong.append(String.format(
                        Locale.ROOT,
                        "  %s (%s): %s%n",
                        fixture.name(),
                        fixture.direction(),
                        first.map(s -> "first remedy: " + s.lines().findFirst().orElse(""))
                                .orElse("no finding of the expected id")));
            }
        }
        String table = ids.table()
                + String.format(Locale.ROOT, "first remedy follows the evidence: %d/%d%n", right, set.size())
                + wrong;
        System.out.println(table);
        assertThat(ids.recall()).as("the expected id is found\n" + table).isGreaterThanOrEqualTo(0.95);
        assertThat(right).as("first remedy follows the evidence\n" + table).isGreaterThanOrEqualTo(set.size() - 1);
    }

    private Optional<String> firstRemedy(Fixtures.Fixture fixture) {
        return service.diagnose(fixture.text(), DiagnosisContext.UNKNOWN).findings().stream()
                .filter(f -> fixture.expected().contains(f.id()))
                .map(DiagnosisFinding::remedy)
                .findFirst()
                .map(RemedyDirectionTest::firstStep);
    }

    /** The first numbered step of a remedy text, with its command lines. */
    static String firstStep(String remedy) {
        String[] steps = remedy.split("\n(?=2\\. )", 2);
        return steps[0];
    }
}
