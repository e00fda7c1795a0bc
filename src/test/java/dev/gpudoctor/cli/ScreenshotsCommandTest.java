package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Screenshot;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScreenshotsCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final List<ScreenshotVariant> asked = new ArrayList<>();

    private final ScreenshotTaker recording = new ScreenshotTaker() {
        @Override
        public List<Screenshot> renderAll(Path directory) {
            throw new AssertionError("the variants are asked for");
        }

        @Override
        public List<Screenshot> renderVariants(
                Path directory, boolean withResults, String python, List<ScreenshotVariant> variants) {
            asked.addAll(variants);
            return variants.stream()
                    .map(v -> new Screenshot(
                            "checklist",
                            v.directory(directory).resolve("checklist.png").toString(),
                            (int) (v.width() * v.scale()),
                            (int) (v.height() * v.scale())))
                    .toList();
        }

        @Override
        public List<Screenshot> renderVariants(
                Path directory, String python, List<ScreenshotVariant> variants, String execCommand) {
            commands.add(execCommand);
            return renderVariants(directory, true, python, variants);
        }
    };
    private final List<String> commands = new ArrayList<>();

    private int run(String... args) {
        return CliMain.run(
                args,
                new CliServices(
                        recording,
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    @Test
    void scaleAndThemeReachTheRenderer() {
        assertThat(run("screenshots", "--out", "shots", "--size", "1280x720", "--scale", "1.5", "--theme", "dark"))
                .isEqualTo(ExitCodes.OK);

        assertThat(asked).containsExactly(new ScreenshotVariant(1280, 720, 1.5, true, ""));
        assertThat(out.toString()).contains("shots/checklist.png (1920x1080)");
    }

    @Test
    void allVariantsIsTheReadmeSetPlusBothSizesInBothThemes() {
        assertThat(run("screenshots", "--out", "shots", "--all-variants")).isEqualTo(ExitCodes.OK);

        assertThat(asked)
                .extracting(ScreenshotVariant::folder)
                .containsExactly("", "1024x700-light", "1024x700-dark", "1280x800-light", "1280x800-dark");
        assertThat(asked.get(0)).isEqualTo(new ScreenshotVariant(1280, 800, 1.0, false, ""));
    }

    @Test
    void aScaleOrThemeOutsideTheChoicesIsAUsageErrorWithASentence() {
        assertThat(run("screenshots", "--scale", "3")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(run("screenshots", "--theme", "solarized")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);

        assertThat(err.toString())
                .contains("The scale must be 1, 1.5 or 2, not '3'.")
                .contains("The theme must be light or dark, not 'solarized'.")
                .doesNotContain("Exception");
        assertThat(asked).isEmpty();
    }

    @Test
    void execRunsTheTypedCommandFirstAndOnlyWithResults() {
        assertThat(run("screenshots", "--out", "shots", "--with-results", "--exec", "python3 train.py --epochs 1"))
                .isEqualTo(ExitCodes.OK);
        assertThat(commands).containsExactly("python3 train.py --epochs 1");

        assertThat(run("screenshots", "--exec", "python3 train.py")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(run("screenshots", "--with-results", "--exec", " ")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("--exec needs --with-results and a command");
        assertThat(commands).hasSize(1);
    }
}
