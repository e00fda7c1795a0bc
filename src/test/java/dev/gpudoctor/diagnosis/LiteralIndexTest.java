package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LiteralIndexTest {

    @Test
    void findsEveryLiteralInOnePassIncludingOverlapsAndSuffixes() {
        LiteralIndex index = new LiteralIndex(List.of("he", "she", "his", "hers", "cuda error", "error"));
        assertThat(index.find("ushers").stream().boxed().toList()).containsExactly(0, 1, 3);
        assertThat(index.find("cuda error 700").stream().boxed().toList()).containsExactly(4, 5);
        assertThat(index.find("nothing here").stream().boxed().toList()).containsExactly(0);
        assertThat(index.find("").isEmpty()).isTrue();
    }

    @Test
    void aRegexYieldsTheLiteralsEveryMatchMustContain() {
        assertThat(RegexLiterals.required("Found no NVIDIA driver on your system"))
                .contains(List.of("found no nvidia driver on your system"));
        assertThat(RegexLiterals.required("(could not|cannot) (load|find) (library )?\\blibcuda\\.so"))
                .contains(List.of("libcuda.so"));
        assertThat(RegexLiterals.required("cudaErrorNoDevice|CUDA_ERROR_NO_DEVICE"))
                .contains(List.of("cudaerrornodevice", "cuda_error_no_device"));
        assertThat(RegexLiterals.required("libcuda\\.so(\\.1)? is not a symbolic link"))
                .contains(List.of(" is not a symbolic link"));
        assertThat(RegexLiterals.required("pin(ned)? memory")).contains(List.of(" memory"));
        assertThat(RegexLiterals.required("CUDA errors?: x")).contains(List.of("cuda error"));
        // An alternative without a long enough literal: no filter, the pattern runs on every line.
        assertThat(RegexLiterals.required("boom|\\d+")).isEqualTo(Optional.empty());
        assertThat(RegexLiterals.required("(out|in)+ x")).isEqualTo(Optional.empty());
        // No run long enough outside groups: a required group whose alternatives all have one serves.
        assertThat(RegexLiterals.required("^(ImportError|OSError)\\b.*")).contains(List.of("importerror", "oserror"));
        assertThat(RegexLiterals.required("(?i)(a|bb)x")).isEqualTo(Optional.empty());
    }
}
