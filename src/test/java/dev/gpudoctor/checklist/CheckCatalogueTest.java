package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import org.junit.jupiter.api.Test;

/** The window's help for each check and capability comes from the catalogue: none may be missing. */
class CheckCatalogueTest {

    @Test
    void everyCheckSaysWhatItTestsWhyAndWhatToDo() {
        for (CheckInfo check : CheckCatalogue.ALL) {
            assertThat(check.explanation())
                    .as(check.id().id())
                    .hasSizeGreaterThan(120)
                    .matches(text -> text.split("\\. ").length >= 2, "two sentences or more")
                    .doesNotContain("  ");
        }
        assertThat(CheckCatalogue.ALL).extracting(CheckInfo::id).doesNotHaveDuplicates();
    }

    /** Issue 26: each check runs itself; its id is typed, so a renamed one cannot drop out of the Start page's verdicts. */
    @Test
    void everyTypedIdHasExactlyOneCheckThatRunsItselfInCatalogueOrder() {
        assertThat(CheckCatalogue.CHECKS).extracting(check -> check.info().id()).containsExactly(CheckId.values());
        assertThat(CheckCatalogue.CHECKS)
                .allSatisfy(check ->
                        assertThat(check.run()).as(check.info().id().id()).isNotNull());
        assertThat(CheckId.of("gpu-visible")).contains(CheckId.GPU_VISIBLE);
        assertThat(CheckId.of("no-such-check")).isEmpty();
    }

    @Test
    void everyCapabilitySaysWhatItProbesAndWhyItMatters() {
        for (Capability capability : Capability.values()) {
            assertThat(capability.explanation())
                    .as(capability.id())
                    .hasSizeGreaterThan(100)
                    .isNotEqualTo(capability.mitigation());
        }
    }
}
