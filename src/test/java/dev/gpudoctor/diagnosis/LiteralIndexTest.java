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
        // Of the required parts, the one whose shortest literal is longest: a training log names cuda on every line.
        assertThat(RegexLiterals.required("\\b(gpus?|cuda|nvidia)\\b.{0,30}\\b(not detected|not found)"))
                .contains(List.of("not detected", "not found"));
        assertThat(RegexLiterals.required("cuda.{0,20}(not detected|not found)"))
                .contains(List.of("not detected", "not found"));
        assertThat(RegexLiterals.required("(gpu|cuda) device not detected")).contains(List.of(" device not detected"));
    }

    @Test
    void aPatternThatIsOnlyItsLiteralsIsMatchedByItsFilter() {
        Diagnoser.PatternTable table = new Diagnoser.PatternTable();
        int plain = table.add("cuda|NVIDIA|cue_ops");
        int dotted = table.add("grid\\.sync|cooperative");
        int grouped = table.add("(cuda|nvidia) error");
        int shortOne = table.add("gpu|cu");
        assertThat(table.literalOnly.get(plain)).isTrue();
        assertThat(table.literalOnly.get(dotted)).isFalse();
        assertThat(table.literalOnly.get(grouped)).isFalse();
        assertThat(table.literalOnly.get(shortOne)).isFalse();
    }

    /**
     * The filter is sound for every expression of the knowledge base (a signature's pattern, near, anywhere and unless):
     * a training report's line that one matches holds one of the literals the filter asks for, so no expression is
     * skipped on a line it matches.
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
                for (String regex : java.util.stream.Stream.of(
                                signature.pattern(), signature.near(), signature.anywhere(), signature.unless())
                        .filter(java.util.Objects::nonNull)
                        .toList()) {
                    Optional<List<String>> literals = RegexLiterals.required(regex);
                    if (literals.isEmpty()) {
                        continue;
                    }
                    java.util.regex.Pattern pattern = Diagnoser.PatternTable.compile(regex);
                    for (String line : lines) {
                        if (pattern.matcher(line).find()) {
                            checked++;
                            assertThat(literals.get())
                                    .as(issue.id() + ": " + regex + " on " + line)
                                    .anyMatch(line::contains);
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }
}
