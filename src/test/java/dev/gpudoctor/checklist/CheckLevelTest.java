package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckLevel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quick level is one definition: check, bundle and the fleet's targets ask the same question of the same catalogue. */
class CheckLevelTest {

    @Test
    void theQuickLevelIsEveryCheckThatStartsNoPythonAndNothingElse() {
        List<CheckId> quick = ChecklistRequest.at(CheckLevel.QUICK, List.of(), null, null, false, false)
                .only();

        assertThat(quick)
                .isNotEmpty()
                .containsExactlyElementsOf(CheckCatalogue.ALL.stream()
                        .filter(info -> !info.needsPython())
                        .map(CheckInfo::id)
                        .toList())
                .contains(CheckId.GPU_VISIBLE)
                .doesNotContain(CheckId.PYTHON_ENV, CheckId.CUDA_INIT);
        assertThat(CheckLevel.QUICK.startsPython()).isFalse();
    }

    @Test
    void theStandardLevelRunsEveryCheckAndNamedChecksWinOverTheLevel() {
        ChecklistRequest standard = ChecklistRequest.at(CheckLevel.STANDARD, List.of(), null, null, false, false);
        assertThat(CheckCatalogue.ALL).allMatch(info -> standard.includes(info.id()));

        ChecklistRequest named =
                ChecklistRequest.at(CheckLevel.QUICK, List.of(CheckId.CUDA_INIT), null, null, false, false);
        assertThat(named.only()).containsExactly(CheckId.CUDA_INIT);
    }

    @Test
    void theWordsAreTheCommandLinesAndAnythingElseIsRefused() {
        assertThat(CheckLevel.of("quick")).contains(CheckLevel.QUICK);
        assertThat(CheckLevel.of("standard")).contains(CheckLevel.STANDARD);
        assertThat(CheckLevel.of("full")).isEmpty();
        assertThat(CheckLevel.of("QUICK")).isEmpty();
        assertThat(CheckLevel.words()).isEqualTo("quick or standard");
        assertThat(CheckLevel.DEFAULT).isEqualTo(CheckLevel.STANDARD);
    }
}
