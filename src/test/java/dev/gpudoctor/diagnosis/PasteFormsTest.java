package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The training folders' reports pasted the ways real reports arrive, each made by a fixed script from the report as
 * pasted, read by the rules alone beside the reports themselves: a form the engine reads worse than the original is a
 * wording it cannot see past. Each form's figure is held, so an engine change that loses one shows here.
 */
class PasteFormsTest {

    static final int WIDTH = 72;

    private final DiagnosisService rulesOnly = new DiagnosisService(KnowledgeBase.standard());

    /** Every line longer than {@code width} broken at its last space before it (or at the width), as {@code fold -s}. */
    static String wrapped(String text, int width) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            String rest = line;
            while (rest.length() > width) {
                int cut = rest.lastIndexOf(' ', width);
                if (cut <= 0) {
                    cut = width;
                }
                out.append(rest, 0, cut).append('\n');
                rest = rest.substring(cut).stripLeading();
            }
            out.append(rest).append('\n');
        }
        return out.toString();
    }

    /**
     * Every line longer than {@code width} cut at the width wherever it falls, in a word or not, as a console's screen is
     * copied (Windows' console "Select All", a terminal or a multiplexer without soft wraps): the cut lines are all
     * exactly as wide; trailing spaces are dropped as copying drops them.
     */
    static String cut(String text, int width) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            String rest = line;
            while (rest.length() > width) {
                out.append(rest.substring(0, width).stripTrailing()).append('\n');
                rest = rest.substring(width);
            }
            out.append(rest.stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** Markup's escaping, as a page's source, a feed or a mail keeps it. */
    static String htmlEscaped(String text) {
        return text.replace("&", "&amp;")
                .replace("'", "&#39;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }

    static String jsonEscaped(String text) {
        return text.replace("\\", "\\\\")
                .replace("\"", "\\\"")
                .replace("\n", "\\n")
                .replace("\t", "\\t");
    }

    private static String numbered(String text) {
        List<String> lines = text.lines().toList();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            out.append(String.format(java.util.Locale.ROOT, "%3d | %s%n", i + 1, lines.get(i)));
        }
        return out.toString();
    }

    private static String lastFiveLines(String text) {
        List<String> lines = text.strip().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
    }

    private static String markdownEscaped(String text) {
        return String.join(
                "\n",
                text.lines()
                        .map(line -> line.indexOf('\\') >= 0
                                ? line
                                : line.replace("_", "\\_").replace("*", "\\*"))
                        .toList());
    }

    private static String typographic(String text) {
        return text.replaceAll("'([^'\\n]*)'", "\u2018$1\u2019").replaceAll("\"([^\"\\n]*)\"", "\u201C$1\u201D");
    }

    /** As a notebook file stores a cell's output: a JSON list, one string a line, its colours written as escapes. */
    private static String notebookOutputs(String text) {
        return "   \"output_type\": \"error\",\n   \"traceback\": [\n"
                + String.join(
                        ",\n",
                        text.lines()
                                .map(line -> "    \"\\u001b[0;31m" + jsonEscaped(line) + "\\u001b[0m\\n\"")
                                .toList())
                + "\n   ]";
    }

    private static UnaryOperator<String> everyLineAround(String before, String after) {
        return text -> String.join(
                "\n", text.lines().map(line -> before + line + after).toList());
    }

    private static UnaryOperator<String> everyLine(String prefix) {
        return text -> String.join("\n", text.lines().map(line -> prefix + line).toList());
    }

    /**
     * Each form and the recall the rules read on it when this test was written (as pasted 0.945, precision 0.980, 8 of
     * 109 negatives hit; 0.949, 8 of 108 once "CUDA_HOME ... is not set" became a signature). Before: wrapped at 72 read 0.773 until {@link WrappedLines}; HTML-escaped 0.859 until
     * {@link ReportNormaliser} decoded character references; a JSON log's message 0.922 and a Python bytes repr 0.886
     * until it read an escaped output's line breaks (0.940 each); a journal whose host is named gpu-node-7 hit 11
     * negatives (the host name read as "gpu") until the header's host name was read as "host" (8 hit, 0.940); and the
     * reports after a shell prompt of host gpu-box in ~/cuda-project hit 11 until a prompt's host and folder were read as
     * "host" and "dir" (8 hit).
     */
    private static final Map<String, Form> FORMS = new LinkedHashMap<>();

    private record Form(UnaryOperator<String> paste, double recallFloor) {}

    static {
        FORMS.put("as pasted", new Form(text -> text, 0.94));
        FORMS.put("wrapped at 72 (a mail, a forum)", new Form(text -> wrapped(text, WIDTH), 0.88));
        FORMS.put("wrapped at 100", new Form(text -> wrapped(text, 100), 0.91));
        // A console's screen cut mid-word: 0.856 at 80 and 0.907 at 120 until WrappedLines read a screen's width from
        // three
        // lines cut at it (0.877, 0.911), then from one when the width is a console's (0.927, 0.948; wrapped at 100
        // lost
        // 0.934 -> 0.926: a line wrapped at a space that ends exactly at 100 is joined inside a word).
        FORMS.put("a console's screen cut at 80", new Form(text -> cut(text, 80), 0.92));
        FORMS.put("a console's screen cut at 120", new Form(text -> cut(text, 120), 0.94));
        FORMS.put("HTML-escaped (a page's source)", new Form(PasteFormsTest::htmlEscaped, 0.94));
        FORMS.put("Compose service prefix", new Form(everyLine("worker-1  | "), 0.94));
        FORMS.put("torchrun rank prefix", new Form(everyLine("[rank0]: "), 0.94));
        FORMS.put("Ray worker prefix", new Form(everyLine("(RayWorkerWrapper pid=4121) "), 0.94));
        FORMS.put("Kubernetes timestamps", new Form(everyLine("2024-05-01T10:00:00.123456789Z "), 0.94));
        FORMS.put("Markdown list", new Form(everyLine("- "), 0.94));
        FORMS.put(
                "ANSI colours",
                new Form(
                        text -> String.join(
                                "\n",
                                text.lines()
                                        .map(line -> "\u001B[0;31m" + line + "\u001B[0m")
                                        .toList()),
                        0.94));
        FORMS.put("line breaks lost", new Form(text -> text.replace("\n", " "), 0.94));
        FORMS.put(
                "a JSON log's message",
                new Form(text -> "{\"level\": \"error\", \"msg\": \"" + jsonEscaped(text) + "\"}", 0.93));
        FORMS.put(
                "a Python bytes repr",
                new Form(
                        text -> "b'"
                                + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'",
                        0.93));
        FORMS.put(
                "after a shell prompt of host gpu-box in ~/cuda-project",
                new Form(text -> "(venv) me@gpu-box:~/cuda-project$ python train.py\n" + text, 0.94));
        FORMS.put(
                "journal lines of a host named gpu-node-7",
                new Form(everyLine("Nov 28 01:02:03 gpu-node-7 python3[12345]: "), 0.93));
        FORMS.put("Windows separators", new Form(text -> text.replace('/', '\\'), 0.93));
        FORMS.put("Chinese around it", new Form(text -> "我运行的时候出现了错误：\n" + text + "\n请问怎么解决？谢谢", 0.94));
        FORMS.put("a pastebin's line numbers", new Form(PasteFormsTest::numbered, 0.94));
        // Forms added in round thirteen (issue 37), each as the rules read it when added. Zero-width spaces and soft
        // hyphens a web page or a chat puts inside long words (after every "_" here) read 0.818 until ReportNormaliser
        // dropped them (0.956); Docker's json-file log, one JSON object per line, read 0.935 until the line's own text
        // was taken out of it (0.956). The others read as pasted already (0.953-0.956) and are held there.
        FORMS.put("zero-width spaces inside words", new Form(text -> text.replace("_", "_\u200B"), 0.95));
        FORMS.put(
                "Docker's json-file log",
                new Form(
                        text -> String.join(
                                "\n",
                                text.lines()
                                        .map(line -> "{\"log\":\"" + jsonEscaped(line)
                                                + "\\n\",\"stream\":\"stderr\",\"time\":\"2024-05-01T10:00:00.1Z\"}")
                                        .toList()),
                        0.95));
        FORMS.put(
                "a CRI log (a node's container log file)",
                new Form(everyLine("2024-05-01T10:00:00.123456789Z stderr F "), 0.94));
        FORMS.put(
                "a GitHub e-mail reply, quoted",
                new Form(
                        text -> "On Tue, 3 May 2022 someone wrote:\n"
                                + everyLine("> ").apply(text)
                                + "\n\n--\nReply to this email directly, view it on GitHub",
                        0.94));
        FORMS.put(
                "a rich traceback's box", new Form(text -> everyLine("\u2502 ").apply(text), 0.94));
        FORMS.put("typographic quotes (a word processor, a chat)", new Form(PasteFormsTest::typographic, 0.94));
        FORMS.put("Windows line ends", new Form(text -> text.replace("\n", "\r\n"), 0.94));
        // Round fourteen (issue 37): a post's Markdown source, where a writer escapes "_" and "*" outside code
        // ("CUDA\\_ERROR\\_NO\\_DEVICE"); a line holding a Windows path is left as it is, as such a line sits in a code
        // block.
        // 0.824 until ReportNormaliser read a line whose every backslash escapes a Markdown character as the characters
        // (0.959, as pasted).
        FORMS.put("Markdown source, _ and * escaped", new Form(PasteFormsTest::markdownEscaped, 0.95));
        // Round fifteen (issue 37): a notebook's coloured output whose escape character was lost
        // ("[0;31mRuntimeError[0m"),
        // a notebook file's output list pasted as it is stored (each line one JSON string, its colours written
        // "\\u001b[0;31m"), and typographic quotes read by a console set to a Western code page ("\u00E2\u20AC\u2122").
        // Over every training folder the rules read 0.820, 0.834 and 0.849 on these until LogText removed colour codes
        // without their escape, ReportNormaliser read a notebook's JSON string lines and those code-page sequences
        // (0.850 each, as pasted).
        FORMS.put("a notebook's colours, the escape lost", new Form(everyLineAround("[0;31m", "[0m"), 0.94));
        FORMS.put("a notebook file's output list", new Form(PasteFormsTest::notebookOutputs, 0.94));
        FORMS.put(
                "typographic quotes read in a Western code page",
                new Form(
                        text -> new String(
                                typographic(text).getBytes(StandardCharsets.UTF_8), Charset.forName("windows-1252")),
                        0.94));
        // Lossy on purpose: a report's cause is often above its last lines (0.878 when this was written).
        FORMS.put("the last five lines only", new Form(PasteFormsTest::lastFiveLines, 0.87));
    }

    static List<Fixtures.Fixture> trainingReports() {
        List<Fixtures.Fixture> all = new ArrayList<>(Fixtures.load().all().stream()
                .filter(f -> f.split() == Fixtures.Split.TRAIN)
                .toList());
        all.addAll(Fixtures.library2026());
        all.addAll(Fixtures.library2026c());
        all.addAll(Fixtures.library2026f());
        all.addAll(Fixtures.library2026_11_28());
        return all;
    }

    @Test
    void theTrainingReportsReadInEveryPasteFormAsTheyDoAsPasted() {
        List<Fixtures.Fixture> pasted = trainingReports();
        StringBuilder table = new StringBuilder("\nThe training reports in each paste form, rules alone:\n");
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, Form> form : FORMS.entrySet()) {
            List<Fixtures.Fixture> reports = pasted.stream()
                    .map(f -> f.withText(form.getValue().paste().apply(f.text())))
                    .toList();
            FixtureScore score = FixtureScore.of(form.getKey(), reports, rulesOnly);
            table.append("  ").append(score.summary()).append('\n');
            if (score.recall() < form.getValue().recallFloor()) {
                failures.add(form.getKey() + ": recall below " + form.getValue().recallFloor());
            }
            // Precision and negatives as pasted: 0.980, 8 hit. Wrapping adds one negative: a cuDNN plan warning whose
            // "UserWarning: ... :" line ends where the wrap puts the status on a line of its own, away from what marks
            // it a warning; the line breaks lost add two wrong families (one line holds every message).
            if (score.precision() < 0.97 || score.negativesHit() > 9) {
                failures.add(form.getKey() + ": precision below 0.97 or more than 9 negatives hit");
            }
        }
        System.out.println(table);
        assertThat(failures).as(table.toString()).isEmpty();
    }
}
