package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckLevel;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The quick level is one definition: check, bundle and the fleet's targets ask the same question of the same catalogue. */
class CheckLevelTest {

    @Test
    void theQuickLevelIsEveryCheckThatStartsNoPythonAndNothingElse() {
        List<String> quick = ChecklistRequest.at(CheckLevel.QUICK, List.of(), null, null, false, false).only();

        assertThat(quick).isNotEmpty()
                .containsExactlyElementsOf(CheckCatalogue.ALL.stream().filter(info -> !info.needsPython()).map(CheckInfo::id).toList())
                .contains(CheckId.GPU_VISIBLE.id()).doesNotContain(CheckId.PYTHON_ENV.id(), CheckId.CUDA_INIT.id());
        assertThat(CheckLevel.QUICK.startsPython()).isFalse();
    }

    @Test
    void theStandardLevelRunsEveryCheckAndNamedChecksWinOverTheLevel() {
        ChecklistRequest standard = ChecklistRequest.at(CheckLevel.STANDARD, List.of(), null, null, false, false);
        assertThat(CheckCatalogue.ALL).allMatch(info -> standard.includes(info.id()));

        ChecklistRequest named = ChecklistRequest.at(CheckLevel.QUICK, List.of(CheckId.CUDA_INIT.id()), null, null, false, false);
        assertThat(named.only()).containsExactly(CheckId.CUDA_INIT.id());
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
