package dev.gpudoctor.bundle;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RedactorTest {

    private final Redactor redactor = new Redactor(new RedactionPolicy("/home/bob", "bob", "bobs-box", List.of()));

    @Test
    void secretNamesLoseTheirValuesOtherVariablesKeepThem() {
        assertThat(redactor.redact("HF_TOKEN=abc123\nPWD=/srv/x\nCUDA_VISIBLE_DEVICES=0\n{\"API_KEY\": \"v\\\"x\"}"))
                .isEqualTo("HF_TOKEN=[REDACTED]\nPWD=/srv/x\nCUDA_VISIBLE_DEVICES=0\n{\"API_KEY\": \"[REDACTED]\"}");
    }

    @Test
    void redactingTwiceChangesNothingMoreAndCountsNothingMore() {
        String once = redactor.redact("ghp_abcdefghijklmnopqrstuvwxyz012345 at /home/bob on bobs-box GPU-b5e386b4-3e71-5837-aca5-80c5914cf07f");
        var counts = redactor.counts();
        assertThat(redactor.redact(once)).isEqualTo(once);
        assertThat(redactor.counts()).isEqualTo(counts);
        assertThat(once).isEqualTo("[REDACTED] at ~ on <host> GPU-00000000-0000-0000-0000-000000000001");
    }

    @Test
    void rootIsNotTreatedAsAPrivateName() {
        Redactor asRoot = new Redactor(new RedactionPolicy("/root", "root", null, List.of()));
        assertThat(asRoot.redact("the root filesystem at /root")).isEqualTo("the root filesystem at /root");
    }
}
