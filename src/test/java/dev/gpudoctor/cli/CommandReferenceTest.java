package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * docs/commands.md carries every command's {@code --help} as the program prints it (issue 42): a
 * command, an option or a description changed without the reference fails here, with the command
 * that rewrites the reference in the message.
 */
class CommandReferenceTest {

    private static final String REWRITE = "docs/commands.md is out of date; rewrite its generated part with "
            + "./mvnw -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dev.gpudoctor.cli.CommandReference";

    @Test
    void theReferenceHoldsEveryCommandsUsageAsTheProgramPrintsIt() throws IOException {
        String doc = Files.readString(CommandReference.DOC, StandardCharsets.UTF_8);

        assertThat(CommandReference.generatedPart(doc)).as(REWRITE).isEqualTo(CommandReference.usage());
    }

    @Test
    void everyCommandHasItsHeadingAndItsOptions() throws IOException {
        String part = CommandReference.generatedPart(Files.readString(CommandReference.DOC, StandardCharsets.UTF_8));

        assertThat(CommandReference.commandPaths())
                .as("the root and every command")
                .hasSizeGreaterThan(13);
        for (var path : CommandReference.commandPaths()) {
            String name = path.isEmpty() ? "gpu-doctor" : "gpu-doctor " + String.join(" ", path);
            assertThat(part).as(REWRITE).contains("### `" + name + "`");
        }
        // A real option of a real command, so an empty or truncated rendering cannot pass.
        assertThat(part)
                .contains("--drain-reason")
                .contains("--rerun-with-toggles")
                .contains("--via");
    }
}
