package dev.gpudoctor.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The platform word of a host record as today's GPU Doctor and schema 1 wrote it. */
class HostJsonTest {

    private static String word(String host) throws Exception {
        return HostJson.platformWord(JsonMappers.records().readTree(host));
    }

    @Test
    void todaysPlatformKindSchemaOnesWslKindOrNone() throws Exception {
        assertThat(
                        word(
                                "{\"platform\": {\"kind\": \"wsl2\", \"evidence\": [\"microsoft-standard-WSL2\"]}, \"wsl\": {}}"))
                .isEqualTo("wsl2");
        assertThat(word("{\"wsl\": {\"kind\": \"NATIVE\", \"evidence\": []}}")).isEqualTo("native");
        assertThat(word("{\"platform\": {\"evidence\": []}, \"wsl\": {\"kind\": \"WSL2\"}}"))
                .isEqualTo("wsl2");
        assertThat(word("{\"hostname\": \"node-7\"}")).isEmpty();
        assertThat(word("{\"platform\": \"wsl2\"}")).isEmpty();
    }
}
