package dev.gpudoctor.checklist;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CheckInfo;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The window's help for each check and capability comes from the catalogue: none may be missing. */
class CheckCatalogueTest {

    @Test
    void everyCheckSaysWhatItTestsWhyAndWhatToDo() {
        assertThat(CheckCatalogue.ALL).hasSize(20);
        for (CheckInfo check : CheckCatalogue.ALL) {
            assertThat(check.explanation()).as(check.id()).hasSizeGreaterThan(120)
                    .matches(text -> text.split("\\. ").length >= 2, "two sentences or more")
                    .doesNotContain("  ");
        }
        assertThat(CheckCatalogue.ALL).extracting(CheckInfo::id).doesNotHaveDuplicates();
    }

    @Test
    void everyCapabilitySaysWhatItProbesAndWhyItMatters() {
        for (Capability capability : Capability.values()) {
            assertThat(capability.explanation()).as(capability.id()).hasSizeGreaterThan(100)
                    .isNotEqualTo(capability.mitigation());
        }
    }
}
