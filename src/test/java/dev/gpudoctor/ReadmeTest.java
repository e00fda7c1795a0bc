package dev.gpudoctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is the user's page (issue 42): short, with the two commands a newcomer needs word for word
 * (.ci/run runs its test command), and a link to every page under docs/, so nothing moved there is
 * out of reach.
 */
class ReadmeTest {

    private static final Path README = Path.of("README.md");

    @Test
    void theReadmeStaysAUsersPage() throws IOException {
        assertThat(Files.readAllLines(README, StandardCharsets.UTF_8))
                .as("README.md's lines (at most 300; the rest belongs in docs/)")
                .hasSizeLessThanOrEqualTo(300);
    }

    @Test
    void theReadmeGivesTheTwoCommandsWordForWord() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);

        assertThat(readme)
                .contains("\n./gpu-doctor        # builds on first run")
                .contains("\n./mvnw verify       # runs every test");
        assertThat(Files.readString(Path.of(".ci/run"), StandardCharsets.UTF_8))
                .as("CI runs the README's test command")
                .contains("\n./mvnw -B verify\n");
    }

    @Test
    void theReadmeLinksEveryDocsPage() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        List<String> pages;
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            pages = files.filter(file -> file.toString().endsWith(".md"))
                    .map(file -> "docs/" + file.getFileName())
                    .sorted()
                    .toList();
        }

        assertThat(pages).as("pages under docs/").hasSizeGreaterThan(10);
        assertThat(pages)
                .as("docs pages the README does not link")
                .allSatisfy(page -> assertThat(readme).contains("](" + page));
    }
}
