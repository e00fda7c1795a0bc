package dev.gpudoctor.diagnosis;

import dev.gpudoctor.diagnosis.ErrorCodeCatalogue.Code;
import dev.gpudoctor.diagnosis.ErrorCodeCatalogue.Hit;
import dev.gpudoctor.diagnosis.KnowledgeBase.KnownIssue;
import dev.gpudoctor.diagnosis.KnowledgeBase.RemedyPlatform;
import dev.gpudoctor.diagnosis.KnowledgeBase.Signature;
import dev.gpudoctor.host.PlatformDetector;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.FutureTask;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Turns a text into findings. Every signature of every known issue is tried on the lines that can
 * match it; a match counts when its context conditions hold. Error codes are found in any spelling
 * (enum name, number, message): a code the knowledge base explains counts as evidence for that issue;
 * when no issue is recognised at all, the codes found are reported as lower-confidence error-code
 * findings that say what the code means. Findings come best first.
 *
 * <p>The scan is linear in the text: each line is searched once for the fixed strings every
 * pattern needs ({@link RegexLiterals}, {@link LiteralIndex}) and a regular expression runs only on
 * the lines that hold them.
 */
public final class Diagnoser {

    /** Below this an issue is not reported: a hint is not a finding. */
    static final double REPORT_THRESHOLD = 0.5;

    /** At most this many evidence lines per finding; repeated identical lines count once. */
    static final int MAX_EVIDENCE = 8;

    /** At most this many error-code findings: the first codes of a log are the ones that matter. */
    static final int MAX_ERROR_CODES = 3;

    /** How sure a code makes us of the issue that explains it, by how it was written. */
    static final double CODE_NAME_CONFIDENCE = 0.8;

    static final double CODE_NUMBER_CONFIDENCE = 0.75;
    static final double CODE_MESSAGE_CONFIDENCE = 0.8;

    /** Error-code findings stay below every reported known issue. */
    static final double ERROR_CODE_CONFIDENCE = 0.4;

    /**
     * How sure a signal that belongs to a family makes us of it, by kind: a code of another catalogue
     * (a Windows loader code beside a CUDA DLL, cuFFT, XLA), a library that did not load, an exception
     * class, a failed driver install. Each is enough for a finding alone, below a signature's usual 0.85+.
     */
    static final Map<Signals.Kind, Double> SIGNAL_CONFIDENCE = Map.of(
            Signals.Kind.ERROR_CODE, 0.75,
            Signals.Kind.LIBRARY_LOAD, 0.75,
            Signals.Kind.EXCEPTION, 0.8,
            Signals.Kind.DRIVER_INSTALL, 0.7,
            Signals.Kind.BUILD_FAILURE, 0.7,
            Signals.Kind.OUT_OF_MEMORY, 0.8,
            Signals.Kind.SCHEDULING, 0.7,
            Signals.Kind.DEVICE, 0.7,
            Signals.Kind.ARCHITECTURE, 0.7,
            Signals.Kind.DRIVER_VERSION, 0.7);

    static final double COMMON_MESSAGE_CONFIDENCE = 0.3;

    /** The entry whose explanation gets the decoded Xid numbers of the text. */
    static final String XID_ISSUE = "xid-error";

    private final KnowledgeBase knowledge;
    private final ErrorCodeCatalogue codes;
    private final XidCatalogue xids = XidCatalogue.standard();
    private final PatternTable patterns = new PatternTable();
    private final List<CompiledIssue> compiled;
    /** The fallback when no rule fires, made on first use (checked against the knowledge base then); null: rules only. */
    private final Supplier<SimilarReports> similar;

    public Diagnoser(KnowledgeBase knowledge) {
        this(knowledge, ErrorCodeCatalogue.standard());
    }

    public Diagnoser(KnowledgeBase knowledge, ErrorCodeCatalogue codes) {
        this(knowledge, codes, null);
    }

    /**
     * @param similar the known reports to compare a text with when no rule fires, asked for only then (building
     *                their index costs more than most diagnoses); null for rules only
     */
    public Diagnoser(KnowledgeBase knowledge, ErrorCodeCatalogue codes, Supplier<SimilarReports> similar) {
        this.knowledge = knowledge;
        this.codes = codes;
        this.compiled = knowledge.issues().stream()
                .map(issue -> new CompiledIssue(issue, patterns))
                .toList();
        patterns.seal();
        Set<String> ids = new HashSet<>(knowledge.ids());
        for (Code code : codes.codes()) {
            if (code.kbId() != null && !ids.contains(code.kbId())) {
                throw new IllegalStateException(
                        "Error code " + code.name() + " names unknown knowledge-base id " + code.kbId());
            }
        }
        if (similar == null) {
            this.similar = null;
        } else {
            FutureTask<SimilarReports> checked = new FutureTask<>(() -> {
                SimilarReports reports = similar.get();
                for (KnownReport report : reports.reports()) {
                    if (!ids.containsAll(report.labels())) {
                        throw new IllegalStateException("Known report " + report.id()
                                + " names an unknown knowledge-base id: " + report.labels());
                    }
                }
                return reports;
            });
            this.similar = () -> OnceMade.await(checked);
        }
    }

    public KnowledgeBase knowledgeBase() {
        return knowledge;
    }

    public ErrorCodeCatalogue errorCodes() {
        return codes;
    }

    public DiagnosisReport diagnose(LogText text, DiagnosisContext context) {
        List<String> lines = text.lines();
        Scan scan = new Scan(lines, context, patterns, codes);
        Map<String, DiagnosisFinding> found = new LinkedHashMap<>();
        for (CompiledIssue issue : compiled) {
            DiagnosisFinding finding = issue.match(scan);
            if (finding != null && finding.id().equals(XID_ISSUE)) {
                finding = withExplanation(finding, finding.explanation() + " " + xids.decode(scan.lower));
            }
            if (finding != null && finding.confidence() >= REPORT_THRESHOLD) {
                found.put(finding.id(), finding);
            }
        }
        List<DiagnosisFinding> findings = new ArrayList<>();
        for (CompiledIssue issue : compiled) {
            DiagnosisFinding finding = found.get(issue.source.id());
            if (finding != null && issue.source.suppressedBy().stream().noneMatch(found::containsKey)) {
                findings.add(finding);
            }
        }
        if (findings.isEmpty()) {
            similarFinding(scan).ifPresent(findings::add);
            findings.addAll(errorCodeFindings(scan));
            findings.addAll(BareSymptoms.findings(scan.normalised, scan.wsl2));
        }
        findings.sort(Comparator.comparingDouble(DiagnosisFinding::confidence)
                .reversed()
                .thenComparingInt(f -> f.evidence().isEmpty()
                        ? Integer.MAX_VALUE
                        : f.evidence().get(0).line()));
        return new DiagnosisReport(findings, lines.size(), text.truncated(), text.binary(), text.capBytes());
    }

    /** When no rule fired: the family the text's nearest known reports share, if they agree clearly enough. */
    private Optional<DiagnosisFinding> similarFinding(Scan scan) {
        if (similar == null) {
            return Optional.empty();
        }
        List<SimilarReports.SignalLine> signals = SimilarReports.signalsOfLowerCase(scan.lower);
        if (signals.isEmpty()) {
            return Optional.empty(); // nothing to compare: the index is not even needed
        }
        return similar.get().resemblanceOf(signals, scan.signals()).map(resemblance -> {
            CompiledIssue issue = compiled.stream()
                    .filter(c -> c.source.id().equals(resemblance.family()))
                    .findFirst()
                    .orElseThrow();
            return SimilarFinding.of(
                    issue.source, resemblance, signals, scan.lines, issue.remedy(scan), issue.action(scan));
        });
    }

    private static DiagnosisFinding withExplanation(DiagnosisFinding f, String explanation) {
        return new DiagnosisFinding(
                f.id(),
                f.title(),
                f.confidence(),
                f.evidence(),
                explanation.strip(),
                f.remedy(),
                f.references(),
                f.confirmedBy(),
                f.kind(),
                f.code(),
                f.action(),
                f.foundBy());
    }

    /** What the codes in the text mean, when no known issue explains them. */
    private static List<DiagnosisFinding> errorCodeFindings(Scan scan) {
        Map<Code, TreeMap<Integer, String>> lines = new LinkedHashMap<>();
        Map<Code, Boolean> definite = new LinkedHashMap<>();
        for (LineHit hit : scan.codeHits()) {
            lines.computeIfAbsent(hit.hit().code(), c -> new TreeMap<>())
                    .putIfAbsent(hit.line(), scan.lines.get(hit.line()));
            definite.merge(hit.hit().code(), hit.hit().spelling().definite(), Boolean::logicalOr);
        }
        List<DiagnosisFinding> findings = new ArrayList<>();
        for (Map.Entry<Code, TreeMap<Integer, String>> entry : lines.entrySet()) {
            if (findings.size() == MAX_ERROR_CODES) {
                break;
            }
            Code code = entry.getKey();
            double confidence = definite.get(code) ? ERROR_CODE_CONFIDENCE : COMMON_MESSAGE_CONFIDENCE;
            findings.add(ErrorCodeText.finding(code, confidence, evidenceLines(entry.getValue())));
        }
        return findings;
    }

    static List<EvidenceLine> evidenceLines(TreeMap<Integer, String> evidence) {
        List<EvidenceLine> lines = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Map.Entry<Integer, String> entry : evidence.entrySet()) {
            if (lines.size() == MAX_EVIDENCE) {
                break;
            }
            if (seen.add(entry.getValue())) {
                lines.add(new EvidenceLine(entry.getKey() + 1, entry.getValue()));
            }
        }
        return lines;
    }

    /** A code found on a line (0-based). */
    record LineHit(int line, Hit hit) {}

    /**
     * Every distinct regular expression of the knowledge base, with the fixed strings a line needs to
     * be worth trying it on; one index over all those strings serves the whole scan.
     */
    static final class PatternTable {
        /** What makes a pattern more than a choice of plain strings. */
        private static final Pattern LITERAL_SYNTAX = Pattern.compile("[\\\\.\\[\\](){}?*+^$]");

        private static final Pattern CASE_SENSITIVE_SYNTAX =
                Pattern.compile("\\\\[A-Z]|\\\\p\\{|[A-Z]-[A-Z]|\\(\\?[a-z]*i");

        private final Map<String, Integer> ids = new LinkedHashMap<>();
        final List<Pattern> compiled = new ArrayList<>();
        /** For each pattern, whether it has a literal prefilter; patterns without one run on every line. */
        final List<Boolean> filtered = new ArrayList<>();
        /** For each pattern, whether it is nothing but its literals ("cuda|nvidia|gpu"): its prefilter is its match. */
        final List<Boolean> literalOnly = new ArrayList<>();

        private final List<String> literals = new ArrayList<>();
        /** Literal id -> pattern id. */
        final List<Integer> literalOwner = new ArrayList<>();

        LiteralIndex index;

        int add(String regex) {
            Integer known = ids.get(regex);
            if (known != null) {
                return known;
            }
            int id = compiled.size();
            ids.put(regex, id);
            compiled.add(compile(regex));
            var required = RegexLiterals.required(regex);
            filtered.add(required.isPresent());
            literalOnly.add(required.isPresent()
                    && !LITERAL_SYNTAX.matcher(regex).find()
                    && String.join("|", required.get()).equals(regex.toLowerCase(Locale.ROOT)));
            required.ifPresent(list -> list.forEach(literal -> {
                literals.add(literal);
                literalOwner.add(id);
            }));
            return id;
        }

        void seal() {
            index = new LiteralIndex(literals);
        }

        int size() {
            return compiled.size();
        }

        /**
         * Patterns match lower-cased lines. A pattern is lower-cased too unless that would change its
         * meaning (an escape such as \\S, a class such as [A-Z]); then it is matched case-insensitively.
         */
        static Pattern compile(String regex) {
            return CASE_SENSITIVE_SYNTAX.matcher(regex).find()
                    ? Pattern.compile(regex, Pattern.CASE_INSENSITIVE)
                    : Pattern.compile(regex.toLowerCase(Locale.ROOT));
        }
    }

    /** The text under examination, with what was found in it computed once. */
    static final class Scan {
        /** The lines as the text has them: what evidence shows. */
        final List<String> lines;
        /** The lines as the rules read them ({@link ReportNormaliser#forRules(String)}): past box drawing, non-English text, Windows paths. */
        final List<String> normalised;
        /** The normalised lines in lower case, for matching: lower-cased patterns run several times faster than case-insensitive ones. */
        final List<String> lower;
        /** What the rules' patterns match: {@link #lower}, with a line a paste wrapped read together with its continuation. */
        private final List<String> matched;

        private final WrappedLines wrapped;

        final boolean wsl2;
        private RemedyPlatform remedyPlatform;
        private final PatternTable patterns;
        private final ErrorCodeCatalogue codes;
        /** For each pattern, the lines that hold one of its literals (null: every line is a candidate). */
        private final List<List<Integer>> candidates = new ArrayList<>();
        /** For each pattern, the lines it matches, ascending; computed on first use. */
        private final int[][] matches;
        /** For each pattern, whether it matches any line, where only that was asked; computed on first use. */
        private final Boolean[] anywhere;

        private List<LineHit> codeHits;
        private Signals signals;
        private Set<String> codeHitKeys;
        private RemedyPins pins;
        private MismatchEvidence mismatch;

        Scan(List<String> lines, DiagnosisContext context, PatternTable patterns, ErrorCodeCatalogue codes) {
            this.lines = lines;
            this.normalised = lines.stream().map(ReportNormaliser::forRules).toList();
            this.lower = normalised.stream()
                    .map(line -> line.toLowerCase(Locale.ROOT))
                    .toList();
            this.wrapped = WrappedLines.of(lines, normalised, lower);
            this.matched = wrapped.matched();
            this.patterns = patterns;
            this.codes = codes;
            this.matches = new int[patterns.size()][];
            this.anywhere = new Boolean[patterns.size()];
            boolean wsl2Text = context.platform() == DiagnosisContext.Platform.UNKNOWN
                    && PlatformDetector.guessFromText(lower).wsl2();
            this.wsl2 = switch (context.platform()) {
                case WSL2 -> true;
                case NATIVE_LINUX -> false;
                case UNKNOWN -> wsl2Text;
            };
            this.remedyPlatform = switch (context.platform()) {
                case WSL2 -> RemedyPlatform.WSL2;
                case NATIVE_LINUX -> RemedyPlatform.NATIVE_LINUX;
                case UNKNOWN ->
                    wsl2Text
                            ? RemedyPlatform.UNKNOWN_LIKELY_WSL2
                            : null; // native Linux or Windows: the signals say, on first use
            };
            for (int p = 0; p < patterns.size(); p++) {
                candidates.add(patterns.filtered.get(p) ? new ArrayList<>() : null);
            }
            for (int i = 0; i < matched.size(); i++) {
                var literalIds = patterns.index.find(matched.get(i));
                for (int l = literalIds.nextSetBit(0); l >= 0; l = literalIds.nextSetBit(l + 1)) {
                    List<Integer> list = candidates.get(patterns.literalOwner.get(l));
                    if (list.isEmpty() || list.get(list.size() - 1) != i) {
                        list.add(i);
                    }
                }
            }
        }

        /** The lines pattern {@code id} matches, ascending. */
        int[] matches(int id) {
            if (matches[id] == null) {
                List<Integer> candidateLines = candidates.get(id);
                if (patterns.literalOnly.get(id)) {
                    matches[id] =
                            candidateLines.stream().mapToInt(Integer::intValue).toArray();
                    return matches[id];
                }
                Pattern pattern = patterns.compiled.get(id);
                List<Integer> hits = new ArrayList<>();
                for (int i = 0, n = lineCount(candidateLines); i < n; i++) {
                    int line = candidateLines == null ? i : candidateLines.get(i);
                    if (pattern.matcher(matched.get(line)).find()) {
                        hits.add(line);
                    }
                }
                matches[id] = hits.stream().mapToInt(Integer::intValue).toArray();
            }
            return matches[id];
        }

        /** Whether pattern {@code id} matches any line: stops at the first (a log may name cuda on every line). */
        boolean anywhere(int id) {
            if (matches[id] != null || patterns.literalOnly.get(id)) {
                return matches(id).length > 0;
            }
            if (anywhere[id] == null) {
                Pattern pattern = patterns.compiled.get(id);
                List<Integer> candidateLines = candidates.get(id);
                boolean found = false;
                for (int i = 0, n = lineCount(candidateLines); i < n && !found; i++) {
                    found = pattern.matcher(matched.get(candidateLines == null ? i : candidateLines.get(i)))
                            .find();
                }
                anywhere[id] = found;
            }
            return anywhere[id];
        }

        private int lineCount(List<Integer> candidateLines) {
            return candidateLines == null ? matched.size() : candidateLines.size();
        }

        /** Whether pattern {@code id} matches a line within {@code within} lines of {@code index}, itself included. */
        boolean near(int id, int index, int within) {
            int[] hits = matches(id);
            int at = Arrays.binarySearch(hits, index - within);
            int first = at >= 0 ? at : -at - 1;
            return first < hits.length && hits[first] <= index + within;
        }

        /** Which way the text says a mismatch points; read on first use. */
        MismatchEvidence mismatch() {
            if (mismatch == null) {
                mismatch = MismatchEvidence.read(normalised, lower, wsl2);
            }
            return mismatch;
        }

        /**
         * Which platform's remedies come first. A text from Windows itself (a drive path, a DLL, a WinError,
         * and no WSL2 sign) gets the steps for any platform first, not native Linux's LD_LIBRARY_PATH.
         */
        RemedyPlatform remedyPlatform() {
            if (remedyPlatform == null) {
                remedyPlatform = signals().values(Signals.Kind.STACK).contains("windows")
                                && !signals().values(Signals.Kind.STACK).contains("wsl")
                        ? RemedyPlatform.UNKNOWN_LIKELY_WINDOWS
                        : RemedyPlatform.UNKNOWN_LIKELY_NATIVE_LINUX;
            }
            return remedyPlatform;
        }

        /** What the text states, read once ({@link Signals}). */
        Signals signals() {
            if (signals == null) {
                Map<Integer, List<Hit>> byLine = new java.util.HashMap<>();
                codeHits()
                        .forEach(hit -> byLine.computeIfAbsent(hit.line(), l -> new ArrayList<>())
                                .add(hit.hit()));
                signals = Signals.read(lines, lower, i -> byLine.getOrDefault(i, List.of()), codes);
            }
            return signals;
        }

        /** The package versions the text's signals pin remedies to. */
        RemedyPins pins() {
            if (pins == null) {
                pins = RemedyPins.from(signals());
            }
            return pins;
        }

        /** Whether a code signal is one of {@link #codeHits()}, which a finding counts by its spelling already. */
        boolean codeCounted(Signals.Signal signal) {
            if (signal.kind() != Signals.Kind.ERROR_CODE) {
                return false;
            }
            if (codeHitKeys == null) {
                codeHitKeys = new HashSet<>();
                // Only a definite spelling was counted as a code above: a common message ("out of memory") was not,
                // so a signal that names that code from the same line is not counted twice.
                codeHits().stream()
                        .filter(hit -> hit.hit().spelling().definite())
                        .forEach(hit -> codeHitKeys.add(
                                hit.line() + ":" + hit.hit().code().name()));
            }
            return codeHitKeys.contains(signal.line() + ":" + signal.value());
        }

        /** Every error code in the text, in line order. */
        List<LineHit> codeHits() {
            if (codeHits == null) {
                codeHits = new ArrayList<>();
                for (int i = 0; i < lower.size(); i++) {
                    for (Hit hit : codes.find(lower.get(i))) {
                        codeHits.add(new LineHit(i, hit));
                    }
                }
            }
            return codeHits;
        }
    }

    private static final class CompiledSignature {
        final Signature source;
        final int pattern;
        final Integer near;
        final Integer anywhere;
        final Integer unless;
        final Pattern unlessLine;

        CompiledSignature(Signature source, PatternTable patterns) {
            this.source = source;
            this.pattern = patterns.add(source.pattern());
            this.near = source.near() == null ? null : patterns.add(source.near());
            this.anywhere = source.anywhere() == null ? null : patterns.add(source.anywhere());
            this.unless = source.unless() == null ? null : patterns.add(source.unless());
            this.unlessLine = source.unlessLine() == null ? null : PatternTable.compile(source.unlessLine());
        }

        boolean appliesTo(Scan scan) {
            if ("wsl2".equals(source.platform()) && !scan.wsl2) {
                return false;
            }
            if ("not-wsl2".equals(source.platform()) && scan.wsl2) {
                return false;
            }
            if (anywhere != null && !scan.anywhere(anywhere)) {
                return false;
            }
            return unless == null || !scan.anywhere(unless);
        }

        boolean holdsAt(Scan scan, int index) {
            // The line as matched: a wrapped line read with its continuation is vetoed by what either part says.
            if (unlessLine != null
                    && unlessLine.matcher(scan.wrapped.paragraph(index)).find()) {
                return false;
            }
            return near == null || scan.near(near, index, source.withinLines());
        }
    }

    private static final class CompiledIssue {
        final KnownIssue source;
        final List<CompiledSignature> signatures;
        /** Remedy -> the pattern id of its evidence, for remedies that have one. */
        final Map<KnowledgeBase.Remedy, Integer> remedyEvidence = new LinkedHashMap<>();

        CompiledIssue(KnownIssue source, PatternTable patterns) {
            this.source = source;
            this.signatures = source.signatures().stream()
                    .map(s -> new CompiledSignature(s, patterns))
                    .toList();
            source.remedies().stream()
                    .filter(r -> r.evidence() != null)
                    .forEach(r -> remedyEvidence.put(r, patterns.add(r.evidence())));
        }

        /** The remedies in the order this text calls for, and the explanation with what was read from the text. */
        String remedy(Scan scan) {
            return source.remedyText(scan.remedyPlatform(), mismatch(scan), evidenceFound(scan), scan.pins());
        }

        /** What the finding asks for: the first remedy's action when the text's evidence chose it. */
        RecommendedAction action(Scan scan) {
            return source.action(scan.remedyPlatform(), mismatch(scan), evidenceFound(scan));
        }

        private MismatchEvidence mismatch(Scan scan) {
            return source.axes().isEmpty() ? MismatchEvidence.none() : scan.mismatch();
        }

        private Predicate<KnowledgeBase.Remedy> evidenceFound(Scan scan) {
            return remedy -> remedyEvidence.containsKey(remedy) && scan.anywhere(remedyEvidence.get(remedy))
                    || remedy.signal() != null && scan.signals().states(remedy.signal());
        }

        String explanation(Scan scan) {
            StringBuilder text = new StringBuilder(source.explanation());
            for (MismatchEvidence.Axis axis : source.axes()) {
                String read = scan.mismatch().describe(axis);
                if (!read.isEmpty()) {
                    text.append(' ').append(read);
                }
            }
            return text.toString();
        }

        DiagnosisFinding match(Scan scan) {
            // line index -> text, in order; and the best confidence of each signature that matched
            TreeMap<Integer, String> evidence = new TreeMap<>();
            List<Double> matched = new ArrayList<>();
            for (CompiledSignature signature : signatures) {
                // The pattern first: its literals keep it off most lines, while a condition ("unless" a Mac is named)
                // may have none and would read every line of a long log for a signature that matches nowhere.
                int[] hits = scan.matches(signature.pattern);
                if (hits.length == 0 || !signature.appliesTo(scan)) {
                    continue;
                }
                boolean any = false;
                for (int i : hits) {
                    if (signature.holdsAt(scan, i)) {
                        any = true;
                        evidence.putIfAbsent(i, scan.lines.get(i));
                    }
                }
                if (any) {
                    matched.add(signature.source.confidence());
                }
            }
            // A code is independent evidence only on a line no signature already took: the same words must not count
            // twice.
            Set<ErrorCodeCatalogue.Spelling> spellings = new LinkedHashSet<>();
            Set<Integer> signatureLines = Set.copyOf(evidence.keySet());
            for (LineHit hit : scan.codeHits()) {
                if (source.id().equals(hit.hit().code().kbId())
                        && hit.hit().spelling().definite()
                        && !signatureLines.contains(hit.line())) {
                    spellings.add(hit.hit().spelling());
                    evidence.putIfAbsent(hit.line(), scan.lines.get(hit.line()));
                }
            }
            boolean byRule = !matched.isEmpty();
            boolean byCode = !spellings.isEmpty();
            // A signal of this family (a library that did not load, a failed driver install, a code of another
            // catalogue)
            // counts once per kind and value, on a line no signature took; vendor codes were counted above.
            Set<String> signalsSeen = new LinkedHashSet<>();
            for (Signals.Signal signal : scan.signals().forFamily(source.id())) {
                if (signatureLines.contains(signal.line()) || scan.codeCounted(signal)) {
                    continue;
                }
                if (signalsSeen.add(signal.kind() + ":" + signal.value())) {
                    matched.add(SIGNAL_CONFIDENCE.get(signal.kind()));
                    byRule |= !signal.code();
                    byCode |= signal.code();
                }
                evidence.putIfAbsent(signal.line(), scan.lines.get(signal.line()));
            }
            for (ErrorCodeCatalogue.Spelling spelling : spellings) {
                matched.add(
                        switch (spelling) {
                            case NAME -> CODE_NAME_CONFIDENCE;
                            case NUMBER -> CODE_NUMBER_CONFIDENCE;
                            default -> CODE_MESSAGE_CONFIDENCE;
                        });
            }
            if (matched.isEmpty()) {
                return null;
            }
            return new DiagnosisFinding(
                    source.id(),
                    source.title(),
                    combine(matched),
                    evidenceLines(evidence),
                    explanation(scan),
                    remedy(scan),
                    source.references(),
                    source.confirmedBy(),
                    DiagnosisFinding.Kind.KNOWN_ISSUE,
                    null,
                    action(scan),
                    byRule || !byCode ? DiagnosisFinding.FoundBy.RULE : DiagnosisFinding.FoundBy.CODE);
        }

        /** The strongest signature, raised a little by each further independent one; never 1. */
        private static double combine(List<Double> confidences) {
            List<Double> sorted = new ArrayList<>(confidences);
            sorted.sort(Comparator.reverseOrder());
            double doubt = 1 - sorted.get(0);
            for (int i = 1; i < sorted.size(); i++) {
                doubt *= 1 - sorted.get(i) * 0.5;
            }
            return Math.min(0.99, Math.round((1 - doubt) * 100) / 100.0);
        }
    }
}
