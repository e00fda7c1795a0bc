package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RunSetupTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            nullValues = "-",
            value = {
                // the one grammar: device[:dtype][+cueq]
                "cpu,                 cpu,    false, -",
                "cuda,                cuda,   false, -",
                "cuda:1,              cuda:1, false, -",
                "cuda+cueq,           cuda,   true,  -",
                "cuda:1+cueq,         cuda:1, true,  -",
                "cpu:float64,         cpu,    false, float64",
                "cuda:float32+cueq,   cuda,   true,  float32",
                "cuda:12:float64+cueq, cuda:12, true, float64",
                // older spellings: the kernels as a colon part, parts in any order, any case, blanks around
                "cuda:float32:cueq,   cuda,   true,  float32",
                "cuda:1:float32:cueq, cuda:1, true,  float32",
                "CUEQ:cuda,           cuda,   true,  -",
                "float64:cpu,         cpu,    false, float64",
                "' CUDA+CUEQ ',       cuda,   true,  -"
            })
    void goodSpellingsRead(String text, String device, boolean cueq, String dtype) {
        assertThat(RunSetup.parse(text)).isEqualTo(new RunSetup(device, cueq, dtype));
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "",
                "tpu",
                "cuda:float16",
                "cuda:x",
                "cuda:123",
                "cuda+cueq+cueq",
                "cpu:cuda",
                "cuda:float32:float64",
                "cuda:",
                "+cueq",
                "float32",
                "cuda::1",
                "cuda+tf32"
            })
    void badSpellingsGetTheGrammarInOneSentence(String text) {
        assertThatThrownBy(() -> RunSetup.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "A set-up is DEVICE[:DTYPE][+cueq] with DEVICE cpu, cuda or cuda:N and DTYPE float32 or float64"
                                + " (e.g. cuda, cuda:1+cueq, cpu:float64), not '" + text.strip() + "'.");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cpu+cueq", "cpu:float64+cueq", "cueq:cpu"})
    void kernelsOnTheCpuAreRefusedWithTheReason(String text) {
        assertThatThrownBy(() -> RunSetup.parse(text))
                .hasMessage("cuEquivariance kernels need CUDA: '" + text + "' cannot run.");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cpu", "cuda:1+cueq", "cpu:float64", "cuda:1:float32+cueq"})
    void theNameIsTheCanonicalSpellingAndReadsBack(String canonical) {
        assertThat(RunSetup.parse(canonical).name()).isEqualTo(canonical);
        assertThat(RunSetup.parse(RunSetup.parse(canonical).name())).isEqualTo(RunSetup.parse(canonical));
    }

    @org.junit.jupiter.api.Test
    void aNullIsABadSpellingToo() {
        assertThatThrownBy(() -> RunSetup.parse(null)).hasMessageEndingWith("not ''.");
        assertThat(RunSetup.parse("cuda").dtypeOr("float32")).isEqualTo("float32");
        assertThat(RunSetup.parse("cuda:float64").dtypeOr("float32")).isEqualTo("float64");
    }
}
