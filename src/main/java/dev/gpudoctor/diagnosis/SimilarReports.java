package dev.gpudoctor.diagnosis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.shingle.ShingleFilter;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The fallback when no family rule fires: the known reports most like a text, by BM25 over their
 * normalised signal lines (Apache Lucene, an in-memory index built once), and the family they share.
 * Negative reports (texts that must find nothing) are in the index too: a text most like them gets
 * no family, which is what keeps ordinary text quiet besides the score threshold.
 */
public final class SimilarReports {

    /** The field every report's signal lines are indexed in. */
    private static final String FIELD = "signals";

    /** At most this many signal lines of a text: a few from its start (a title line), the rest from its end (where errors are). */
    static final int MAX_LINES = 24;
    private static final int HEAD_LINES = 8;
    /** A signal line is cut here: a long line is a dump, not a sentence. */
    static final int MAX_LINE_CHARS = 200;
    /** Lucene's own limit on the clauses of one query is 1024. */
    private static final int MAX_QUERY_TERMS = 512;

    /**
     * How the neighbours become an answer, tuned on the library's leave-one-stack-out run (never on a
     * held-out set): the nearest {@code neighbours} vote with their scores; a family wins when its share of
     * the vote is at least {@code minShare}, the nearest report of it scores at least {@code minScore}, and
     * it is among the first {@code mustRankWithin}. Chosen first on the 204-report library (recall 0.391,
     * precision 0.923, no negative hit at score 16); re-chosen when the library grew to 372 reports with
     * train-2026-11-27's real negatives (host out-of-memory kills that read like CUDA's), where score 16 hit 10 of
     * them: over neighbours 3, 5; share 0.6-1.0; score 16-34, the best recall with precision 0.93 or more and the
     * fewest negatives hit is score 28: recall 0.339, precision 0.935, 2 negatives hit (no setting reached 0).
     */
    public record Settings(int neighbours, double minShare, double minScore, int mustRankWithin, boolean wordPairs) {
        static final Settings STANDARD = new Settings(3, 0.6, 28.0, 1, true);
    }

    /** A known report near the text, with its BM25 score. */
    public record Neighbour(KnownReport report, double score) {
    }

    /**
     * The family the nearest reports share.
     *
     * @param share      the winning family's part of the neighbours' summed scores (0..1)
     * @param topScore   the BM25 score of its nearest report
     * @param neighbours its reports among the nearest, best first: the links the finding shows
     */
    public record Resemblance(String family, double share, double topScore, List<Neighbour> neighbours) {
    }

    private final List<KnownReport> reports;
    private final Settings settings;
    private final Analyzer analyzer;
    private final IndexSearcher searcher;

    public SimilarReports(List<KnownReport> reports, Settings settings) {
        this.reports = List.copyOf(reports);
        this.settings = settings;
        this.analyzer = settings.wordPairs() ? new WordsAndPairs() : new StandardAnalyzer(CharArraySet.EMPTY_SET);
        this.searcher = index(this.reports, analyzer);
    }

    /** The library that ships with GPU Doctor, indexed. */
    public static SimilarReports standard() {
        return new SimilarReports(KnownReportLibrary.standard(), Settings.STANDARD);
    }

    public List<KnownReport> reports() {
        return reports;
    }

    /** The family a text's signal lines look like, if its nearest known reports agree on one clearly enough. */
    public Optional<Resemblance> resemblanceOf(List<SignalLine> signals) {
        return resemblanceOfSignals(signals.stream().map(SignalLine::words).toList());
    }

    /** The same for signal lines already taken from a text (a known report's own, when it is measured against the others). */
    Optional<Resemblance> resemblanceOfSignals(List<String> signalLines) {
        List<Neighbour> near = nearest(signalLines, settings.neighbours());
        if (near.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Double> votes = new LinkedHashMap<>();
        double total = 0;
        for (Neighbour neighbour : near) {
            total += neighbour.score();
            for (String family : neighbour.report().labels()) {
                votes.merge(family, neighbour.score(), Double::sum);
            }
        }
        String winner = null;
        double best = 0;
        for (Map.Entry<String, Double> vote : votes.entrySet()) {
            if (vote.getValue() > best) {
                winner = vote.getKey();
                best = vote.getValue();
            }
        }
        if (winner == null || best / total < settings.minShare()) {
            return Optional.empty();
        }
        String family = winner;
        List<Neighbour> of = near.stream().filter(n -> n.report().labels().contains(family)).toList();
        int firstRank = near.indexOf(of.get(0));
        if (of.get(0).score() < settings.minScore() || firstRank >= settings.mustRankWithin()) {
            return Optional.empty();
        }
        return Optional.of(new Resemblance(family, best / total, of.get(0).score(), of));
    }

    /** The {@code count} known reports nearest to these signal lines, best first. */
    List<Neighbour> nearest(List<String> signalLines, int count) {
        Set<String> terms = new LinkedHashSet<>();
        for (String line : signalLines) {
            terms.addAll(tokens(line));
        }
        if (terms.isEmpty()) {
            return List.of();
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        terms.stream().limit(MAX_QUERY_TERMS).forEach(term -> query.add(new TermQuery(new Term(FIELD, term)), BooleanClause.Occur.SHOULD));
        try {
            List<Neighbour> near = new ArrayList<>();
            for (ScoreDoc hit : searcher.search(query.build(), count).scoreDocs) {
                near.add(new Neighbour(reports.get(hit.doc), hit.score));
            }
            return near;
        } catch (IOException e) {
            throw new UncheckedIOException("Searching the in-memory index of known reports failed", e);
        }
    }

    /**
     * Words and each pair of neighbouring words ("no kernel", "kernel image"): a pair says which way the
     * words go together, so "driver not found" and "found the driver" stop looking alike.
     */
    private static final class WordsAndPairs extends Analyzer {
        @Override
        protected TokenStreamComponents createComponents(String field) {
            StandardTokenizer words = new StandardTokenizer();
            ShingleFilter pairs = new ShingleFilter(words, 2, 2);
            pairs.setOutputUnigrams(true);
            return new TokenStreamComponents(words, pairs);
        }
    }

    private List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream(FIELD, line)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                tokens.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string reader does not fail
        }
        return tokens;
    }

    private static IndexSearcher index(List<KnownReport> reports, Analyzer analyzer) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        BM25Similarity bm25 = new BM25Similarity();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer).setSimilarity(bm25))) {
            for (KnownReport report : reports) { // document number = position in the list: one segment, added in order
                Document document = new Document();
                document.add(new TextField(FIELD, String.join("\n", report.lines()), Field.Store.NO));
                writer.addDocument(document);
            }
            writer.forceMerge(1);
        } catch (IOException e) {
            throw new UncheckedIOException("Indexing the known reports in memory failed", e);
        }
        try {
            IndexSearcher searcher = new IndexSearcher(DirectoryReader.open(directory));
            searcher.setSimilarity(bm25);
            return searcher;
        } catch (IOException e) {
            throw new UncheckedIOException("Opening the in-memory index of known reports failed", e);
        }
    }

    // --- The signal lines of a text. A minimal normaliser of its own until the shared one lands
    // (issue 37 item 1); then signalLines() calls that and the patterns below go.

    private static final Pattern ANSI = Pattern.compile("\u001B\\[[;\\d?]*[ -/]*[@-~]");
    private static final Pattern BOX_DRAWING = Pattern.compile("[\u2500-\u259F]");
    private static final Pattern URL = Pattern.compile("(?:https?|file)://\\S+");
    /** A path: its folders go, its file name stays (libcudnn.so.8, cuda.h, tcc.exe say something; /home/alice does not). */
    private static final Pattern PATH = Pattern.compile("(?:[a-z]:|~|\\.{1,2})?(?:[\\\\/][\\w.+@$-]+)+[\\\\/]?");
    /** 0x-numbers, and hashes and ids: six or more hex digits with a digit and a letter among them (not "a100"). */
    private static final Pattern HEX = Pattern.compile("\\b0x[0-9a-f]+\\b|\\b(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\\b");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    /** Anything but ASCII letters, digits, and the punctuation error text is made of: non-English text around the error goes. */
    private static final Pattern OTHER = Pattern.compile("[^a-z0-9_.:;,=()\\[\\]<>!?+\\-/\\\\ ]");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** Words that make a line a signal line: something failed, or was not there. */
    private static final Pattern SIGNAL = Pattern.compile(
            "error|fail|exception|cannot|can't|could not|couldn't|unable|not found|no such|not supported|unsupported|"
                    + "invalid|illegal|mismatch|incompatib|denied|abort|fatal|panic|killed|segmentation|fault|out of memory|"
                    + "\\boom\\b|timed out|timeout|\\bxid\\b|nvrm|fallen off|not available|no cuda|no gpu|no devices?\\b|"
                    + "assert|not compiled|too old|insufficient|missing|refused|undefined symbol|traceback");
    /**
     * Fixed strings one of which every line {@link #SIGNAL} matches holds: one pass of an automaton over
     * a line decides most lines of a long log, and the regular expression runs only on the rest.
     */
    private static final LiteralIndex SIGNAL_WORDS = new LiteralIndex(List.of("error", "fail", "exception", "cannot", "can't",
            "could not", "couldn't", "unable", "not found", "no such", "not supported", "unsupported", "invalid", "illegal",
            "mismatch", "incompatib", "denied", "abort", "fatal", "panic", "killed", "segmentation", "fault", "out of memory",
            "oom", "timed out", "timeout", "xid", "nvrm", "fallen off", "not available", "no cuda", "no gpu", "no device",
            "assert", "not compiled", "too old", "insufficient", "missing", "refused", "undefined symbol", "traceback"));
    /** A traceback frame: "File "x.py", line 12, in f": where, not what. */
    private static final Pattern FRAME = Pattern.compile("^\\s*(?:file |at |\\d+\\s*[:|]\\s*)\\S.*(?:line|\\.java|\\.py|\\.cc?|\\.cpp)");

    /** A signal line of a text: where it is (0-based) and its normalised words. */
    public record SignalLine(int index, String words) {
    }

    /** The normalised signal lines of a text's lines, distinct, at most {@link #MAX_LINES}. */
    public static List<String> signalLines(List<String> lines) {
        return signals(lines).stream().map(SignalLine::words).toList();
    }

    /**
     * The text's signal lines, where they are: distinct after normalising; beyond {@link #MAX_LINES}, the
     * first few (a title line) and the last ones (where a log's error is).
     */
    public static List<SignalLine> signals(List<String> lines) {
        return signalsOfLowerCase(lines.stream().map(line -> line.toLowerCase(Locale.ROOT)).toList());
    }

    /** The same for lines already lower-cased (a diagnosis has them so). */
    static List<SignalLine> signalsOfLowerCase(List<String> lowerLines) {
        Map<String, SignalLine> found = new LinkedHashMap<>();
        for (int i = 0; i < lowerLines.size(); i++) {
            String lower = lowerLines.get(i);
            if (SIGNAL_WORDS.find(lower).isEmpty() || !SIGNAL.matcher(lower).find() || FRAME.matcher(lower).find()) {
                continue;
            }
            String normal = normalise(lower);
            if (normal.length() >= 8 && SIGNAL.matcher(normal).find()) {
                String words = normal.length() > MAX_LINE_CHARS ? normal.substring(0, MAX_LINE_CHARS).strip() : normal;
                found.putIfAbsent(words, new SignalLine(i, words));
            }
        }
        List<SignalLine> all = new ArrayList<>(found.values());
        if (all.size() <= MAX_LINES) {
            return all;
        }
        List<SignalLine> kept = new ArrayList<>(all.subList(0, HEAD_LINES));
        kept.addAll(all.subList(all.size() - (MAX_LINES - HEAD_LINES), all.size()));
        return kept;
    }

    /** A lower-cased line without colours, box drawing, links, folders, hex, numbers, quotes or non-English text. */
    static String normalise(String lower) {
        String text = ANSI.matcher(lower).replaceAll(" ");
        text = BOX_DRAWING.matcher(text).replaceAll(" ");
        text = URL.matcher(text).replaceAll(" ");
        text = PATH.matcher(text).replaceAll(m -> {
            String path = m.group().replaceAll("[\\\\/]+$", "");
            int cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
            return " " + java.util.regex.Matcher.quoteReplacement(path.substring(cut + 1)) + " ";
        });
        text = HEX.matcher(text).replaceAll(" ");
        text = DIGITS.matcher(text).replaceAll("");
        text = OTHER.matcher(text).replaceAll(" ");
        return SPACES.matcher(text).replaceAll(" ").strip();
    }
}
