package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.Screenshot;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CliMainTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(ScreenshotTaker taker, String... args) {
        return CliMain.run(
                args,
                new CliServices(
                        taker,
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private int run(String... args) {
        return run(
                dir -> {
                    throw new AssertionError("not expected to render");
                },
                args);
    }

    @Test
    void versionPrintsTheStampedVersionAndExitsZero() {
        assertThat(run("--version")).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).startsWith("gpu-doctor 0.1.0 (Java ").contains("JavaFX 21.0.12");
    }

    @Test
    void helpListsTheCommandsAndExitCodes() {
        assertThat(run("--help")).isEqualTo(ExitCodes.OK);
        assertThat(out.toString())
                .contains("screenshots", "Exit codes: 0 fine, 1 warnings or findings, 2 failures, 3 usage");
    }

    @Test
    void helpListsEachCommandByItsWholeFirstSentence() {
        run("--help");
        String help = out.toString();
        String commands = help.substring(help.indexOf("Commands:"), help.indexOf("Exit codes:"));

        // Each command's text in the list ends a sentence, never mid-way at a comma.
        List<String> entries = List.of(commands.replaceAll("\\n\\s{10,}", " ").split("\\n"));
        assertThat(entries.subList(1, entries.size()))
                .allSatisfy(entry -> assertThat(entry.strip()).endsWith("."));
        assertThat(commands.replaceAll("\\s+", " "))
                .contains(
                        "check Runs the CUDA debug checklist: driver, WSL2 set-up, loader path, debug variables, the Python stack,");
    }

    @Test
    void anUnknownOptionIsAUsageErrorWithASentenceNotAStackTrace() {
        assertThat(run("--bogus")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("Unknown option: '--bogus'", "Try 'gpu-doctor --help'.")
                .doesNotContain("\tat ");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void anUnknownCommandIsAUsageError() {
        assertThat(run("frobnicate")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("frobnicate");
    }

    @Test
    void anUnexpectedCrashInACommandIsExitThreeWithoutAStackTrace() {
        int code = run(
                dir -> {
                    throw new IllegalStateException("renderer exploded");
                },
                "screenshots",
                "--out",
                "build-here");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("internal error: Illegal state exception: renderer exploded")
                .doesNotContain("\tat ");
    }

    @Test
    void screenshotsReportsEachFileAsTextOrJson() throws Exception {
        ScreenshotTaker fake = dir ->
                List.of(new Screenshot("checklist", dir.resolve("checklist.png").toString(), 1280, 800));

        assertThat(run(fake, "screenshots", "--out", "shots")).isEqualTo(ExitCodes.OK);
        assertThat(out.toString())
                .contains("checklist", Path.of("shots", "checklist.png").toString(), "(1280x800)");

        out.getBuffer().setLength(0);
        assertThat(run(fake, "screenshots", "--out", "shots", "--json")).isEqualTo(ExitCodes.OK);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/screenshots/0/tab").asText()).isEqualTo("checklist");
        assertThat(json.at("/screenshots/0/width").asInt()).isEqualTo(1280);
    }

    @Test
    void aScreenshotProblemIsAFailureWithTheReason() throws Exception {
        ScreenshotTaker refusing = dir -> {
            throw new ScreenshotException("cannot write into " + dir);
        };

        assertThat(run(refusing, "screenshots", "--out", "/read-only", "--json"))
                .isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString()).contains("gpu-doctor screenshots: cannot write into /read-only");
        assertThat(new ObjectMapper()
                        .readTree(out.toString())
                        .at("/error/message")
                        .asText())
                .contains("/read-only");
    }

    @Test
    void withJsonAUsageErrorIsOneErrorObjectOnStdoutAndTheSentenceOnStderr() throws Exception {
        assertThat(run("run", "--json", "--device")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);

        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("ok").asBoolean()).isFalse();
        assertThat(json.at("/error/kind").asText()).isEqualTo("usage");
        assertThat(json.at("/error/exit_code").asInt()).isEqualTo(3);
        assertThat(json.at("/error/hint").asText()).isEqualTo("Try 'gpu-doctor run --help'.");
        assertThat(err.toString())
                .contains("gpu-doctor: " + json.at("/error/message").asText());
    }

    @Test
    void jsonAfterTheBadOptionStillCounts() throws Exception {
        assertThat(run("check", "--bogus", "--json")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);

        assertThat(new ObjectMapper()
                        .readTree(out.toString())
                        .at("/error/message")
                        .asText())
                .contains("--bogus");
    }

    @Test
    void anErrorEvenOutOfMemoryIsOneSentenceAndWithJsonOneObject() throws Exception {
        int code = run(
                dir -> {
                    throw new OutOfMemoryError("Java heap space");
                },
                "screenshots",
                "--json",
                "--out",
                "build-here");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/error/kind").asText()).isEqualTo("internal");
        assertThat(json.at("/error/message").asText()).contains("Java heap space");
        assertThat(err.toString()).contains("internal error").doesNotContain("\tat ");
    }

    @Test
    void servicesThatCannotBeBuiltAreAnInternalErrorInJsonToo() throws Exception {
        int code = CliMain.run(
                new String[] {"check", "--json"},
                () -> {
                    throw new IllegalStateException("the knowledge base is broken");
                },
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(new ObjectMapper()
                        .readTree(out.toString())
                        .at("/error/message")
                        .asText())
                .contains("the knowledge base is broken");
        assertThat(err.toString()).contains("internal error").doesNotContain("\tat ");
    }
}
