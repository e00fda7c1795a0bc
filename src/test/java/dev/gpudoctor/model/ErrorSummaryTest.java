package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ErrorSummaryTest {

    @Test
    void messageNamesTheRootCauseInWordsAndDetailsHoldTheTrace() {
        Exception error = new IllegalStateException("wrapper", new IOException("disk full"));

        ErrorSummary summary = ErrorSummary.of(error);

        assertThat(summary.message()).isEqualTo("IOException: disk full");
        assertThat(summary.details())
                .contains("IllegalStateException: wrapper", "Caused by: java.io.IOException: disk full", "\tat ");
    }

    @Test
    void messageNeverContainsAStackTraceEvenWhenTheExceptionMessageIsMultiLine() {
        String text = "first line\n\tat some.Frame(Frame.java:1)\n\tat other.Frame(Frame.java:2)";

        ErrorSummary summary = ErrorSummary.of(new RuntimeException(text));

        assertThat(summary.message()).isEqualTo("Runtime exception: first line").doesNotContain("\n", "\tat ");
    }

    @Test
    void missingMessageFallsBackToTheKindInWords() {
        assertThat(ErrorSummary.of(new NullPointerException()).message()).isEqualTo("Null pointer exception.");
        assertThat(ErrorSummary.of(null).message()).isEqualTo("An unknown error occurred.");
    }

    @Test
    void overlongMessagesAreCut() {
        ErrorSummary summary = ErrorSummary.of(new RuntimeException("x".repeat(5_000)));

        assertThat(summary.message()).hasSizeLessThanOrEqualTo(300).endsWith("…");
    }

    @Test
    void causeCyclesDoNotHang() {
        Exception a = new Exception("a");
        Exception b = new Exception("b", a);
        a.initCause(b);

        assertThat(ErrorSummary.of(a).message()).startsWith("Exception: ");
    }
}
