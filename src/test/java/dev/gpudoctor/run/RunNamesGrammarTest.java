package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.json.JsonMappers;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The bridge's names.json read into a record, strictly: a rule Java does not know, or one it lacks, fails the load. */
class RunNamesGrammarTest {

    private static final Path SHIPPED = Path.of("python-bridge/gpudoctor_bridge/names.json");

    private static RunNames.Grammar read(String json) throws IOException {
        return JsonMappers.readStrict(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), RunNames.Grammar.class, "names.json");
    }

    @Test
    void theShippedGrammarIsWhatJavaJudgesNamesBy() throws IOException {
        RunNames.Grammar grammar = read(Files.readString(SHIPPED));
        assertThat(RunNames.SEED_MAX).isEqualTo(grammar.seedMax()).isEqualTo(4294967295L);
        assertThat(RunNames.MAX_NAME_CHARS).isEqualTo(grammar.maxNameChars());
        assertThat(grammar.atomsPerUnit()).containsEntry("water", 3);
        assertThat(RunNames.structureKind("water-3")).isEqualTo(RunNames.Kind.BUILT_IN);
        long largest = grammar.maxSizedAtoms() / grammar.atomsPerUnit().get("si");
        assertThatThrownBy(() -> RunNames.structureKind("si-" + (largest + 1)))
                .hasMessageContaining("si-N takes N from 1 to " + largest);
    }

    @Test
    void aRuleTheBridgeGainedThatJavaDoesNotKnowFailsTheLoadNamingIt() throws IOException {
        String shipped = Files.readString(SHIPPED);
        String newer = shipped.replaceFirst("\\{", "{\"structure_aliases\": {\"ice\": \"water-4\"},");
        assertThatThrownBy(() -> read(newer))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("names.json: unknown key 'structure_aliases'");
        String lacking = shipped.replaceFirst("\"seed_max\": [0-9]+,", "");
        assertThat(lacking).isNotEqualTo(shipped);
        assertThatThrownBy(() -> read(lacking))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("names.json lacks one of its keys");
    }
}
