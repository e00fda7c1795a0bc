package dev.gpudoctor.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ChartFilesTest {

    /** The message a trimmed Java runtime gave on an H100 machine without the system's harfbuzz. */
    private static final String NO_HARFBUZZ =
            "/tmp/gpud/jre/lib/libfontmanager.so: libharfbuzz.so.0: cannot open shared object file:"
                    + " No such file or directory";

    @Test
    void aRuntimeWithoutFontLibrariesBecomesASentenceNamingTheLibrary() {
        assertThatThrownBy(() -> ChartFiles.draw(() -> {
                    throw new UnsatisfiedLinkError(NO_HARFBUZZ);
                }))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("cannot draw text: libharfbuzz.so.0 is missing")
                .hasMessageContaining("apt-get install");
    }

    @Test
    void theSecondAttemptAfterAFailedFontInitialisationIsExplainedToo() {
        // After the first UnsatisfiedLinkError the JVM answers NoClassDefFoundError for the same class.
        String message =
                ChartFiles.whyNoChart(new NoClassDefFoundError("Could not initialize class sun.font.SunFontManager"));
        assertThat(message).contains("cannot draw charts", "font libraries");
    }

    @Test
    void drawingThatWorksIsLeftAlone() throws IOException {
        int[] calls = {0};
        ChartFiles.draw(() -> calls[0]++);
        assertThat(calls[0]).isEqualTo(1);
    }
}
