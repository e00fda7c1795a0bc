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
        // A counted quantifier's digits are not text: "{0,40}" was read as the literal "0,40}would exceed ...", so the
        // pattern never ran on a line that can match it.
        assertThat(RegexLiterals.required("allocation on device\\b.{0,40}would exceed allowed memory"))
                .contains(List.of("would exceed allowed memory"));
        assertThat(RegexLiterals.required("sm_\\d{2,3} is not compatible")).contains(List.of(" is not compatible"));
    }

    /**
     * The filter is sound for every signature of the knowledge base: a training report's line that a signature's
     * expression matches holds one of the literals the filter asks for, so no signature is skipped on a line it matches.
     */
    @Test
    void everySignaturesLiteralsAreInEveryLineItMatches() {
        List<String> lines = Fixtures.load().all().stream()
                .filter(f -> f.split() == Fixtures.Split.TRAIN)
                .flatMap(f -> f.text().lines())
                .map(l -> ReportNormaliser.forRules(l).toLowerCase(java.util.Locale.ROOT))
                .distinct()
                .toList();
        int checked = 0;
        for (KnowledgeBase.KnownIssue issue : KnowledgeBase.standard().issues()) {
            for (KnowledgeBase.Signature signature : issue.signatures()) {
                Optional<List<String>> literals = RegexLiterals.required(signature.pattern());
                if (literals.isEmpty()) {
                    continue;
                }
                java.util.regex.Pattern pattern = Diagnoser.PatternTable.compile(signature.pattern());
                for (String line : lines) {
                    if (pattern.matcher(line).find()) {
                        checked++;
                        assertThat(literals.get())
                                .as(issue.id() + ": " + signature.pattern() + " on " + line)
                                .anyMatch(line::contains);
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }
}
