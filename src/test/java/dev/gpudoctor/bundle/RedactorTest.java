package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RedactorTest {

    private final Redactor redactor = new Redactor(new RedactionPolicy("/home/bob", "bob", "bobs-box", List.of()));

    @Test
    void secretNamesLoseTheirValuesOtherVariablesKeepThem() {
        assertThat(redactor.redact("HF_TOKEN=abc123\nPWD=/srv/x\nCUDA_VISIBLE_DEVICES=0\n{\"API_KEY\": \"v\\\"x\"}"))
                .isEqualTo("HF_TOKEN=[REDACTED]\nPWD=/srv/x\nCUDA_VISIBLE_DEVICES=0\n{\"API_KEY\": \"[REDACTED]\"}");
    }

    @Test
    void redactingTwiceChangesNothingMoreAndCountsNothingMore() {
        String once = redactor.redact(
                "ghp_abcdefghijklmnopqrstuvwxyz012345 at /home/bob on bobs-box GPU-b5e386b4-3e71-5837-aca5-80c5914cf07f");
        var counts = redactor.counts();
        assertThat(redactor.redact(once)).isEqualTo(once);
        assertThat(redactor.counts()).isEqualTo(counts);
        assertThat(once).isEqualTo("[REDACTED] at ~ on <host> GPU-00000000-0000-0000-0000-000000000001");
    }

    /** Issue 30 item 11: root's home becomes ~ as any home does; the word root and folders that merely share the name stay. */
    @Test
    void rootsHomeBecomesTildeButTheNameRootAndOtherFoldersStay() {
        Redactor asRoot = new Redactor(new RedactionPolicy("/root", "root", null, List.of()));
        assertThat(asRoot.redact(
                        "the root filesystem at /root, /root/.cache/torch, file:///root/x, PATH=/usr/bin:/root/bin;"
                                + " /rootfs/data /mnt/root /srv/root.d \"/root\""))
                .isEqualTo("the root filesystem at ~, ~/.cache/torch, file://~/x, PATH=/usr/bin:~/bin;"
                        + " /rootfs/data /mnt/root /srv/root.d \"~\"");
        assertThat(asRoot.counts()).containsEntry("home", 5);
    }

    @Test
    void homeFromTheEnvironmentBecomesTildeToo() {
        Redactor sudo = new Redactor(new RedactionPolicy("/home/alice", "alice", null, List.of(), List.of("/root")));
        assertThat(sudo.redact("/home/alice/venv and /root/.cache")).isEqualTo("~/venv and ~/.cache");
    }

    @Test
    void passwordsAndSecretsAreFoundInAnyCase() {
        assertThat(redactor.redact("db password=hunter2x and Passwd: s3cr3t-x, SECRET=abc123def client_secret='q w e'"))
                .isEqualTo(
                        "db password=[REDACTED] and Passwd: [REDACTED], SECRET=[REDACTED] client_secret='[REDACTED]'");
        assertThat(redactor.redact("{\"Password\": \"pa ss\"}")).isEqualTo("{\"Password\": \"[REDACTED]\"}");
        assertThat(redactor.counts()).containsKey("password");
    }

    @Test
    void aPrivateKeyBlockLosesEveryBodyLineButKeepsItsShape() {
        String block = """
                before
                -----BEGIN OPENSSH PRIVATE KEY-----
                b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
                QyNTUxOQAAACBQbGFudGVkS2V5Qm9keUxpbmVUd29QbGFudGVkS2V5Qm9keUxpbmUAAAA
                ShortTailLine0123==
                -----END OPENSSH PRIVATE KEY-----
                after
                """;
        assertThat(redactor.redact(block)).isEqualTo("""
                before
                -----BEGIN OPENSSH PRIVATE KEY-----
                [REDACTED]
                [REDACTED]
                [REDACTED]
                -----END OPENSSH PRIVATE KEY-----
                after
                """);
    }

    @Test
    void aKeyBlockCutBeforeItsEndOrSplitOverJsonLinesIsStillRedacted() {
        assertThat(redactor.redact("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAplantedcutkey0123"))
                .isEqualTo("-----BEGIN RSA PRIVATE KEY-----\n[REDACTED]");
        var tree = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
        tree.putArray("stderr_tail")
                .add("-----BEGIN PRIVATE KEY-----")
                .add("MIIEvQIBADANBgkqhkiG9w0BAQEFAAS")
                .add("-----END PRIVATE KEY-----");
        assertThat(redactor.redact(tree).toString())
                .doesNotContain("MIIEvQIBADANBgkqhkiG9w0BAQEFAAS")
                .contains("[REDACTED]");
    }

    @Test
    void aLoneKeyBodyLineIsRedactedButHexDigestsAreNot() {
        String body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW";
        String sha = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        assertThat(redactor.redact(body + "\n" + sha)).isEqualTo("[REDACTED]\n" + sha);
    }

    @Test
    void authorizationHeadersBasicAndBearerLoseTheirCredentials() {
        String basic = java.util.Base64.getEncoder().encodeToString("alice:pw-planted".getBytes());
        assertThat(redactor.redact("Authorization: Basic " + basic)).isEqualTo("Authorization: Basic [REDACTED]");
        assertThat(redactor.redact("> authorization: token abcdef0123456789"))
                .isEqualTo("> authorization: token [REDACTED]");
        assertThat(redactor.redact("curl -H 'Authorization: Bearer abc.def-ghi_0123'"))
                .doesNotContain("abc.def-ghi_0123");
        assertThat(redactor.redact("a basic configuration")).isEqualTo("a basic configuration");
    }

    @Test
    void netrcLinesLoseLoginAndPassword() {
        assertThat(redactor.redact("machine example.com login alice2 password pw-netrc-1\n"))
                .isEqualTo("machine example.com login [REDACTED] password [REDACTED]\n");
        assertThat(redactor.redact("machine pypi.org\n  login alice3\n  password pw-netrc-2\n"))
                .isEqualTo("machine pypi.org\n  login [REDACTED]\n  password [REDACTED]\n");
        assertThat(redactor.redact("the login screen asks for a password first"))
                .isEqualTo("the login screen asks for a password first");
    }
}
