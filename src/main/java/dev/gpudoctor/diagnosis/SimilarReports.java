package dev.gpudoctor.diagnosis;

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
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;

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
     * Re-chosen when the signal lines came to be read by {@link ReportNormaliser} (0.330, 0.926, 3 negatives at score 28)
     * and the signals' terms of each report as pasted joined them ({@link #signalTerms}): over neighbours 3, 5, share
     * 0.5-0.6, score 24-40, the best recall with at most 2 negatives hit is score 30: recall 0.336, precision 0.943.
     * Then a signal term was made to weigh {@code signalBoost} words (what a report states ranks it before its wording):
     * over boost 1, 2, 3, 5 and score 24-44, boost 3 at score 32 reads recall 0.371, precision 0.948, 2 negatives hit
     * (boost 5: 0.392, 0.937). Much of that gain is from reports whose signal already names a family, which a rule finds
     * before the fallback is asked; the fallback's own share is what the held-out sets show.
     * Re-chosen when the library grew to 594 reports (train-2026-11-27c/, 24 more negatives), where score 32 at share
     * 0.6 read 0.421, 0.908 and 9 negatives hit: over score 32-52 and share 0.6-1.0 (boost 3), score 34 at share 0.7
     * reads recall 0.373, precision 0.985, 2 negatives hit (score 32 at 0.8: 0.376, 0.962, 8 hit).
     * Why so low: unthresholded, the nearest report is of the right family for 0.738 of the library's failures (0.808 within
     * the first five), and a report of the family exists in another stack for 0.985; but 30 of the 52 negatives have a
     * failure as their nearest report too, so the score threshold that keeps them quiet cuts recall in half. Two changes
     * separate them: BM25 with full length normalisation and more weight on repeated terms ({@code k1} 2.0, {@code b} 1.0:
     * a long report no longer wins by its length) and the nearest negatives as counter-evidence ({@code negativeMargin},
     * {@link #NEGATIVE_WINDOW}). Over k1 1.2-4, b 0.3-1.0, margin 0.2-0.6 or none, score 10-60 and share 0.5-0.9, at
     * precision 0.98 or more and at most 2 negatives hit, k1 2.0, b 1.0, margin 0.6, score 22, share 0.7 reads recall 0.491,
     * precision 0.985, 2 negatives hit (k1 3.0: 0.487 at the same precision; docs/diagnosis-quality.md has the steps).
     * Re-chosen when the library grew to 695 reports with its fourth batch (look-alike negatives in the families' words):
     * score 22 then read 0.492, 0.957 and 8 negatives hit. This time it was chosen where the fallback is asked, the
     * library's reports on which no rule finds anything (119: 26 failures, 93 negatives): there no setting (neighbours
     * 1-5, score 14-34, share 0.6-1.0, margin 0.4-0.8 or none) gets more than 2 right for 2 wrong, and score 34 is the
     * lowest at which it answers nothing wrongly; over the whole library it reads recall 0.359, precision 0.977, 2 hit.
     * A logistic regression over the same terms (liblinear, one class per family and one for the negatives) was measured
     * the same way and read no better at the same precision (0.396 at 0.955 against 0.416 at 0.972), so it was not kept.
     * Round seven grew the library to 992 reports: where the fallback is asked (172 reports of 794 when measured first),
     * score 34 answered 9, 6 rightly and 2 negatives; score 46 is the lowest that answers nothing wrongly there (5 of 5),
     * and over the whole library reads 0.260, 0.982, 2 hit. BM25 scores grow with the library's vocabulary, so the score
     * is chosen again whenever the library grows. Round eight grew it to 1,031 reports (train-2026-11-28l, -28n) and its
     * rules left 230 to the fallback: over score 30-70, 46 is again the lowest that answers nothing wrongly there (it
     * answers 1, rightly; score 42 answers 2, one a negative), and over the whole library it reads 0.252, 0.991, 1 hit.
     * Round nine grew it to 1,086 (train-2026-11-28o, -28p): over score 26-50, 46 is again the lowest that answers
     * nothing wrongly where it is asked (1 of 312), and over the whole library it reads 0.247, 0.991, 1 hit.
     * Round ten grew it to 1,384 (train-2026-11-28w to -28z): score 46 then answered 8 where it is asked, one a negative;
     * over score 40-62, 50 is the lowest that answers nothing wrongly there (5 of 5), and over the whole library it reads
     * 0.231, 0.992, 1 hit; at 1,472 (train-2026-11-28za to -28zc) 50 is still the lowest (3 of 3): 0.235, 0.989, 1 hit.
     * Round eleven grew it to 1,565 (train-2026-11-28zd to -28zg): 50 is still the lowest (4 of 4), and over the whole
     * library it reads 0.227, 0.976, 3 hit; at 1,612 (-28zh, 50 look-alike negatives) 50 is still the lowest (3 of 3):
     * 0.228, 0.976, 3 hit. A text whose refused kernel module is another's (DKMS and Secure Boot refuse
     * VirtualBox's or ZFS's modules in NVIDIA's words) is never said to look like NVIDIA's driver failing: the batch of
     * driver installs (-28zd) made such texts score above any threshold against its reports. Round thirteen grew it to
     * 1,767 (-28zl to -28zn: monitoring tools and hardware faults, virtual machines, GPU miners): at 50 it answered 5 where
     * asked, one a negative (a project's CMake "No CMAKE_CUDA_COMPILER", read like the reports where nvcc was missing,
     * scoring 50.0 once the new reports moved the term weights); 51 is the lowest that answers nothing wrongly there
     * (3 of 3), and over the whole library it reads 0.215, 0.966, 3 hit. Round fifteen grew it to 2,190 (-29h to -29m:
     * graph networks, simulators, video encoders, attention kernels, Stable Diffusion front ends, TensorFlow): at 51 it
     * answered 8 where asked, two negatives; over score 51-66 and margin 0.3-0.8, 62 is the lowest that answers nothing
     * wrongly there (5 of 5; 61 answers 6, one a negative), and over the whole library it reads 0.135, 0.965, 2 hit. The
     * score follows the library's vocabulary: more reports of more stacks put more near-ties above a lower line. At
     * 2,306 (-29n to -29q: simulation codes, Windows DLL loads, LLM serving, speech) a Windows bitsandbytes negative
     * scores 79.7 against a Windows libcudart report at every score up to it: 80 is the lowest that answers nothing
     * wrongly where asked (4 of 4), and over the whole library it reads 0.063, 0.964, 1 hit. Round sixteen grew it to
     * 2,656 (-29r to -29zd: multi-GPU training, RAPIDS, notebooks, upscalers, non-NVIDIA machines, older stacks, cluster
     * schedulers, protein models, Windows installs, OpenCV and DeepStream, frozen Python, LLM front ends): at 80 it
     * answered 5 where asked, one a negative; 85 is the lowest that answers nothing wrongly there (4 of 4; 90 answers 3),
     * and over the whole library it reads 0.053, 0.953, 1 hit. Round eighteen grew it to 3,237 (-29zw to -29zz: GPUs
     * too old or new for the build, old drivers, CPU-only builds, kernel modules): at 85 it answered 9 where asked, a
     * Windows bitsandbytes negative (85.6) and a CPU-only machine's "deserialize object on a CUDA device" labelled
     * no-driver (96.5, read as a CPU-only build) among them; 97 is the lowest that answers nothing wrongly there (4 of 4),
     * and over the whole library it reads 0.033, 0.950, 1 hit. Round nineteen grew it to 3,413 (-29zza to -29zzh: runtime
     * libraries, containers, out-of-memory words, no driver, toolkits at build time, cuDNN, WSL2, memory faults): the same
     * report now scores 98.8; 99 is the lowest that answers nothing wrongly there (4 of 4), and over the whole library it
     * reads 0.031, 0.949, 1 hit (the container batch's reports labelled by other families pull the precision down where
     * the rules already read them). Round twenty grew it to 3,437 (-29zzi to -29zzl: pages in Chinese and forum pages,
     * the families the library held least): 99 still answers nothing wrongly there (4 of 4), and over the whole library
     * it reads 0.030, 0.949, 1 hit. Round twenty-one grew it to 3,464 (-30: GPU access refused by security mechanisms):
     * the CPU-only machine's deserialize report now scores 99.3, so 100 is the lowest that answers nothing wrongly there
     * (4 of 4), and over the whole library it reads 0.030, 0.949, 1 hit.
     */
    public record Settings(
            int neighbours,
            double minShare,
            double minScore,
            int mustRankWithin,
            boolean wordPairs,
            float signalBoost,
            float k1,
            float b,
            double negativeMargin) {
        static final Settings STANDARD = new Settings(3, 0.7, 100.0, 1, true, 3f, 2.0f, 1.0f, 0.6);
    }

    /**
     * How far down the negatives are looked for: a negative report among the nearest {@value} that scores more than
     * {@link Settings#negativeMargin()} times the winning family's nearest report makes the text ambiguous, and the fallback
     * says nothing. The negatives are real failures that are not the GPU's and read like them (a host's out-of-memory kill,
     * a CPU allocator); a text close to one of them as well as to a family is not that family's clearly enough.
     */
    static final int NEGATIVE_WINDOW = 10;

    /** A known report near the text, with its BM25 score. */
    public record Neighbour(KnownReport report, double score) {}

    /**
     * The family the nearest reports share.
     *
     * @param share      the winning family's part of the neighbours' summed scores (0..1)
     * @param topScore   the BM25 score of its nearest report
     * @param neighbours its reports among the nearest, best first: the links the finding shows
     */
    public record Resemblance(String family, double share, double topScore, List<Neighbour> neighbours) {}

    private final List<KnownReport> reports;
    private final Settings settings;
    /** Ids of reports whose evidence another known report resolved otherwise: they vote for no family. */
    private final Set<String> contradicted;

    private final Analyzer analyzer;
    private final IndexSearcher searcher;

    public SimilarReports(List<KnownReport> reports, Settings settings) {
        this(reports, settings, KnownReportLibrary.contradicted(reports));
    }

    /**
     * @param contradicted the reports that vote for no family, as {@link KnownReportLibrary#contradicted} finds them
     *     over the whole library (an index of part of it, as leave-one-stack-out builds, keeps the whole's knowledge)
     */
    public SimilarReports(List<KnownReport> reports, Settings settings, Set<String> contradicted) {
        this.reports = List.copyOf(reports);
        this.settings = settings;
        this.contradicted = Set.copyOf(contradicted);
        this.analyzer = settings.wordPairs() ? new WordsAndPairs() : new StandardAnalyzer(CharArraySet.EMPTY_SET);
        this.searcher = index(this.reports, analyzer, new BM25Similarity(settings.k1(), settings.b()));
    }

    /** The library that ships with GPU Doctor, indexed. */
    public static SimilarReports standard() {
        return new SimilarReports(KnownReportLibrary.standard(), Settings.STANDARD);
    }

    public List<KnownReport> reports() {
        return reports;
    }

    /** The family a text looks like, by its signal lines and what it states, if its nearest known reports agree on one clearly enough. */
    public Optional<Resemblance> resemblanceOf(List<SignalLine> signals, Signals states) {
        return resemblanceOfSignals(signals.stream().map(SignalLine::words).toList(), signalTerms(states));
    }

    /** The same for signal lines and terms already taken from a text (a known report's own, when it is measured against the others). */
    Optional<Resemblance> resemblanceOfSignals(List<String> signalLines, List<String> signalTerms) {
        List<Neighbour> window = nearest(signalLines, signalTerms, Math.max(settings.neighbours(), NEGATIVE_WINDOW));
        if (window.isEmpty()) {
            return Optional.empty();
        }
        List<Neighbour> near = window.subList(0, Math.min(settings.neighbours(), window.size()));
        Map<String, Double> votes = new LinkedHashMap<>();
        double total = 0;
        for (Neighbour neighbour : near) {
            total += neighbour.score();
            if (contradicted.contains(neighbour.report().id())) {
                continue; // the same evidence was resolved otherwise elsewhere: it weighs, and says nothing
            }
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
        if (family.equals(SignalPatterns.DRIVER_FAMILY) && statesAnotherModuleRefused(signalTerms)) {
            // DKMS and Secure Boot refuse every out-of-tree module in the same words; a text whose refused module is
            // not named as NVIDIA's reads like NVIDIA's driver install failing without being one.
            return Optional.empty();
        }
        List<Neighbour> of = near.stream()
                .filter(n -> n.report().labels().contains(family))
                .filter(n -> !contradicted.contains(n.report().id()))
                .toList();
        int firstRank = near.indexOf(of.get(0));
        if (of.get(0).score() < settings.minScore() || firstRank >= settings.mustRankWithin()) {
            return Optional.empty();
        }
        double nearestNegative = window.stream()
                .filter(n -> n.report().negative())
                .mapToDouble(Neighbour::score)
                .max()
                .orElse(0);
        if (nearestNegative > settings.negativeMargin() * of.get(0).score()) {
            return Optional.empty();
        }
        return Optional.of(new Resemblance(family, best / total, of.get(0).score(), of));
    }

    private static boolean statesAnotherModuleRefused(List<String> signalTerms) {
        return signalTerms.stream().anyMatch(t -> t.startsWith("sig_driver_install_") && t.endsWith(OTHER_MODULE));
    }

    /** The {@code count} known reports nearest to these signal lines and signal terms, best first. */
    List<Neighbour> nearest(List<String> signalLines, List<String> signalTerms, int count) {
        Set<String> terms = new LinkedHashSet<>();
        for (String line : signalLines) {
            terms.addAll(tokens(line));
        }
        if (terms.isEmpty() && signalTerms.isEmpty()) {
            return List.of();
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        // What the text states counts first, then its words, within Lucene's limit on clauses.
        signalTerms.stream()
                .limit(MAX_QUERY_TERMS / 4)
                .forEach(term -> query.add(
                        new BoostQuery(new TermQuery(new Term(FIELD, term)), settings.signalBoost()),
                        BooleanClause.Occur.SHOULD));
        terms.stream()
                .filter(term -> !signalTerms.contains(term))
                .limit(MAX_QUERY_TERMS)
                .forEach(term -> query.add(new TermQuery(new Term(FIELD, term)), BooleanClause.Occur.SHOULD));
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

    /**
     * What a text states as {@link Signals} reads it, one term each ("sig_exception_xlaruntimeerror",
     * "sig_library_load_cudnn_ops_infer", "sig_error_code_win32_126"), each once: a report from another stack that names
     * the same code, library or exception class shares these terms whatever its wording. A library is named without its
     * platform's form or version (libcudnn_ops_infer.so.8 and cudnn_ops_infer64_8.dll: "cudnn_ops_infer").
     * Not the stack or versions: those say where, not what failed. Read from the text as pasted, the library's reports
     * and a text to diagnose alike (numbers and all: a normalised line has lost "126").
     */
    public static List<String> signalTerms(Signals states) {
        Set<String> terms = new LinkedHashSet<>();
        for (Signals.Signal signal : states.all()) {
            if (signal.kind() == Signals.Kind.STACK || signal.kind() == Signals.Kind.VERSION) {
                continue;
            }
            String value = signal.value().toLowerCase(Locale.ROOT);
            if (signal.kind() == Signals.Kind.LIBRARY_LOAD) {
                value = TRAILING_SEPARATORS
                        .matcher(LIBRARY_FORM.matcher(value).replaceAll(""))
                        .replaceAll("");
            }
            String term = "sig_" + signal.kind().name().toLowerCase(Locale.ROOT) + "_"
                    + NOT_A_WORD.matcher(value).replaceAll("_");
            if (signal.kind() == Signals.Kind.DRIVER_INSTALL && signal.family() == null) {
                // The signals placed the refused module out of every family: no NVIDIA module is named beside it.
                term += OTHER_MODULE;
            }
            terms.add(term);
        }
        return List.copyOf(terms);
    }

    /** What differs between one library's files on two machines: "lib", ".so.8" or ".dll", the version digits ("64_8"). */
    private static final Pattern LIBRARY_FORM = Pattern.compile("^lib|\\.so(?:\\.\\d+)*$|\\.dll$|\\d+");

    /** Ends a driver-install term whose module is another's (VirtualBox, ZFS, a wifi driver), not NVIDIA's. */
    static final String OTHER_MODULE = "_other_module";

    private static final Pattern TRAILING_SEPARATORS = Pattern.compile("[_-]+$");
    private static final Pattern NOT_A_WORD = Pattern.compile("[^a-z0-9]+");

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

    private static IndexSearcher index(List<KnownReport> reports, Analyzer analyzer, BM25Similarity bm25) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer).setSimilarity(bm25))) {
            for (KnownReport report : reports) { // document number = position in the list: one segment, added in order
                Document document = new Document();
                document.add(new TextField(
                        FIELD,
                        String.join("\n", report.lines()) + "\n" + String.join(" ", report.signals()),
                        Field.Store.NO));
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

    // --- The signal lines of a text: the lines that say something failed, as ReportNormaliser.signalLine reads them.

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
    private static final LiteralIndex SIGNAL_WORDS = new LiteralIndex(List.of(
            "error",
            "fail",
            "exception",
            "cannot",
            "can't",
            "could not",
            "couldn't",
            "unable",
            "not found",
            "no such",
            "not supported",
            "unsupported",
            "invalid",
            "illegal",
            "mismatch",
            "incompatib",
            "denied",
            "abort",
            "fatal",
            "panic",
            "killed",
            "segmentation",
            "fault",
            "out of memory",
            "oom",
            "timed out",
            "timeout",
            "xid",
            "nvrm",
            "fallen off",
            "not available",
            "no cuda",
            "no gpu",
            "no device",
            "assert",
            "not compiled",
            "too old",
            "insufficient",
            "missing",
            "refused",
            "undefined symbol",
            "traceback"));
    /** A traceback frame: "File "x.py", line 12, in f": where, not what. */
    private static final Pattern FRAME =
            Pattern.compile("^\\s*(?:file |at |\\d+\\s*[:|]\\s*)\\S.*(?:line|\\.java|\\.py|\\.cc?|\\.cpp)");

    /** A signal line of a text: where it is (0-based) and its normalised words. */
    public record SignalLine(int index, String words) {}

    /** The normalised signal lines of a text's lines, distinct, at most {@link #MAX_LINES}. */
    public static List<String> signalLines(List<String> lines) {
        return signals(lines).stream().map(SignalLine::words).toList();
    }

    /**
     * The text's signal lines, where they are: distinct after normalising; beyond {@link #MAX_LINES}, the
     * first few (a title line) and the last ones (where a log's error is).
     */
    public static List<SignalLine> signals(List<String> lines) {
        return signalsOfLowerCase(lines.stream()
                .map(line -> ReportNormaliser.forRules(line).toLowerCase(Locale.ROOT))
                .toList());
    }

    /** The same for lines {@link ReportNormaliser#forRules(String)} already read and lower-cased (a diagnosis has them so). */
    static List<SignalLine> signalsOfLowerCase(List<String> lowerLines) {
        Map<String, SignalLine> found = new LinkedHashMap<>();
        for (int i = 0; i < lowerLines.size(); i++) {
            String lower = lowerLines.get(i);
            if (SIGNAL_WORDS.find(lower).isEmpty()
                    || !SIGNAL.matcher(lower).find()
                    || FRAME.matcher(lower).find()) {
                continue;
            }
            String normal = ReportNormaliser.signalLineOfLowerCase(lower);
            if (normal.length() >= 8 && SIGNAL.matcher(normal).find()) {
                String words = normal.length() > MAX_LINE_CHARS
                        ? normal.substring(0, MAX_LINE_CHARS).strip()
                        : normal;
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
}
