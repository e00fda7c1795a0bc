package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.model.CheckId;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A mistake in the knowledge base fails here, never silently at a user's machine. */
class KnowledgeBaseStrictnessTest {

    private static final String GOOD_ISSUE = """
            {"id": "x", "action": "restart-process", "title": "X", "explanation": "e", "signatures": [%s], "remedies": [%s], "references": [], "confirmed_by": []}""";
    private static final String SIGNATURE = "{\"pattern\": \"boom\", \"confidence\": 0.9}";
    private static final String REMEDY = "{\"text\": \"do this\"}";

    private static KnowledgeBase read(String issue) throws Exception {
        String json = "{\"format\": {}, \"version\": 1, \"issues\": [" + issue + "]}";
        return KnowledgeBase.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theShippedKnowledgeBaseReadsStrictly() {
        assertThat(KnowledgeBase.standard().ids()).hasSize(42).doesNotHaveDuplicates();
    }

    @Test
    void aWellFormedEntryReads() throws Exception {
        assertThat(read(GOOD_ISSUE.formatted(SIGNATURE, REMEDY)).ids()).containsExactly("x");
    }

    @Test
    void anUnknownKeyFails() {
        assertThatThrownBy(() -> read(
                        GOOD_ISSUE.formatted("{\"pattern\": \"boom\", \"confidence\": 0.9, \"neer\": \"x\"}", REMEDY)))
                .as("a sentence naming the file, the key and where it is, not Jackson's class names")
                .hasMessageStartingWith("knowledge-base.json: unknown key 'neer' at issues[0].signatures[0]")
                .hasMessageContaining("known keys there:")
                .hasMessageContaining("near")
                .hasMessageNotContaining("dev.gpudoctor");
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, "{\"text\": \"t\", \"comand\": \"ls\"}")))
                .hasMessageContaining("comand");
        assertThatThrownBy(
                        () -> read(GOOD_ISSUE.formatted(SIGNATURE, REMEDY).replace("\"references\"", "\"referenses\"")))
                .hasMessageContaining("referenses");
    }

    @Test
    void anEntryWithoutAnActionOrWithAWordOutsideTheVocabularyFails() {
        assertThatThrownBy(() ->
                        read(GOOD_ISSUE.formatted(SIGNATURE, REMEDY).replace("\"action\": \"restart-process\", ", "")))
                .hasMessageContaining("action of x");
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, REMEDY).replace("restart-process", "reboot-now")))
                .hasMessageContaining("reboot-now");
    }

    /** Issue 42: the checks an entry names are validated as the file loads, not against a list kept by hand in a test. */
    @Test
    void aCheckIdThatNamesNoCheckFailsWithTheFileAndTheId() throws Exception {
        assertThatThrownBy(() -> read(GOOD_ISSUE
                        .formatted(SIGNATURE, REMEDY)
                        .replace("\"confirmed_by\": []", "\"confirmed_by\": [\"shm\", \"gpu-visable\"]")))
                .hasMessageStartingWith(
                        "knowledge-base.json: unknown check id 'gpu-visable' at issues[0].confirmed_by[1]")
                .hasMessageContaining("known: gpu-visible, driver-version")
                .hasMessageNotContaining("dev.gpudoctor");
        assertThat(read(GOOD_ISSUE
                                .formatted(SIGNATURE, REMEDY)
                                .replace("\"confirmed_by\": []", "\"confirmed_by\": [\"shm\"]"))
                        .issues()
                        .get(0)
                        .confirmedBy())
                .containsExactly(CheckId.SHM);
    }

    @Test
    void aPatternThatDoesNotCompileFails() {
        assertThatThrownBy(
                        () -> read(GOOD_ISSUE.formatted("{\"pattern\": \"(unclosed\", \"confidence\": 0.9}", REMEDY)))
                .hasMessageContaining("(unclosed");
        assertThatThrownBy(() -> read(
                        GOOD_ISSUE.formatted("{\"pattern\": \"ok\", \"confidence\": 0.9, \"near\": \"[x\"}", REMEDY)))
                .hasMessageContaining("[x");
    }

    @Test
    void aConditionNamingNothingFails() {
        assertThatThrownBy(() -> read(
                        GOOD_ISSUE.formatted("{\"pattern\": \"ok\", \"confidence\": 0.9, \"near\": \"\"}", REMEDY)))
                .hasMessageContaining("names nothing");
        assertThatThrownBy(() ->
                        read(GOOD_ISSUE.formatted("{\"pattern\": \"ok\", \"confidence\": 0.9, \"within\": 5}", REMEDY)))
                .hasMessageContaining("'within' without 'near'");
    }

    @Test
    void anEntryWithoutRemediesFails() {
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, ""))).hasMessageContaining("no remedies");
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, "{\"text\": \"t\", \"platform\": \"windows\"}")))
                .hasMessageContaining("wsl2 or native-linux");
    }

    @Test
    void aRemedyDirectionOutsideTheVocabularyOrABadEvidencePatternFails() throws Exception {
        assertThat(read(GOOD_ISSUE.formatted(
                                SIGNATURE,
                                "{\"text\": \"t\", \"when\": \"old-gpu\", \"evidence\": \"cuequivariance\"}"))
                        .ids())
                .containsExactly("x");
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, "{\"text\": \"t\", \"when\": \"older-gpu\"}")))
                .hasMessageContaining("unknown remedy direction 'older-gpu'");
        assertThatThrownBy(() ->
                        read(GOOD_ISSUE.formatted(SIGNATURE, "{\"text\": \"t\", \"evidence\": \"(cuequivariance\"}")))
                .hasMessageContaining("Bad evidence pattern");
        assertThatThrownBy(() -> read(GOOD_ISSUE.formatted(SIGNATURE, "{\"text\": \"t\", \"evidence\": \" \"}")))
                .hasMessageContaining("names nothing");
    }
}
