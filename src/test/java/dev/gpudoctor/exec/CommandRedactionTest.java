package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandRedactionTest {

    @Test
    void secretsInArgumentsAreReplacedAndTheRestKept() {
        assertThat(CommandRedaction.redact(List.of(
                        "python",
                        "train.py",
                        "--token",
                        "abc",
                        "--api-key=k1",
                        "HF_TOKEN=x",
                        "--data",
                        "https://user:pw@host/d",
                        "--hub",
                        "hf_abcdefghijklmnopqrstuvwxyz",
                        "--lr",
                        "3e-4",
                        "--password")))
                .containsExactly(
                        "python",
                        "train.py",
                        "--token",
                        "[REDACTED]",
                        "--api-key=[REDACTED]",
                        "HF_TOKEN=[REDACTED]",
                        "--data",
                        "https://user:[REDACTED]@host/d",
                        "--hub",
                        "[REDACTED]",
                        "--lr",
                        "3e-4",
                        "--password");
    }

    @Test
    void aSecretOptionFollowedByAnotherOptionRedactsNothingElse() {
        assertThat(CommandRedaction.redact(List.of("run", "--token", "--verbose", "x")))
                .containsExactly("run", "--token", "--verbose", "x");
    }
}
