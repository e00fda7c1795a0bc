package dev.gpudoctor.diagnosis;

import dev.gpudoctor.diagnosis.KnowledgeBase.KnownIssue;
import dev.gpudoctor.diagnosis.KnowledgeBase.Signature;
import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import dev.gpudoctor.model.EvidenceLine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Turns a text into findings: every signature of every known issue is tried on every line; a match
 * counts when its context conditions hold. An issue's confidence combines its matched signatures
 * (each distinct signature adds independent evidence); findings come best first.
 */
public final class Diagnoser {

    /** Below this an issue is not reported: a hint is not a finding. */
    static final double REPORT_THRESHOLD = 0.5;

    /** At most this many evidence lines per finding; repeated identical lines count once. */
    static final int MAX_EVIDENCE = 8;

    /** Signs in a text that it was produced under WSL2. */
    static final Pattern WSL2_TEXT = Pattern.compile(
            "microsoft-standard-WSL2|-microsoft-standard|/usr/lib/wsl/|\\bWSL ?2\\b|\\bWSL\\b|wsl\\.exe|\\bdxg\\b|/dev/dxg",
            Pattern.CASE_INSENSITIVE);

    private final KnowledgeBase knowledge;
    private final List<CompiledIssue> compiled;

    public Diagnoser(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        this.compiled = knowledge.issues().stream().map(CompiledIssue::new).toList();
    }

    public KnowledgeBase knowledgeBase() {
        return knowledge;
    }

    public DiagnosisReport diagnose(LogText text, DiagnosisContext context) {
        List<String> lines = text.lines();
        Scan scan = new Scan(lines, isWsl2(lines, context));
        Map<String, DiagnosisFinding> found = new LinkedHashMap<>();
        for (CompiledIssue issue : compiled) {
            DiagnosisFinding finding = issue.match(scan);
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
        findings.sort(Comparator.comparingDouble(DiagnosisFinding::confidence).reversed()
                .thenComparingInt(f -> f.evidence().isEmpty() ? Integer.MAX_VALUE : f.evidence().get(0).line()));
        return new DiagnosisReport(findings, lines.size(), text.truncated(), text.binary(), text.capBytes());
    }

    private static boolean isWsl2(List<String> lines, DiagnosisContext context) {
        return switch (context.platform()) {
            case WSL2 -> true;
            case NATIVE_LINUX -> false;
            case UNKNOWN -> lines.stream().anyMatch(line -> WSL2_TEXT.matcher(line).find());
        };
    }

    /** The text under examination with a cache of whole-text questions. */
    private static final class Scan {
        /** The cleaned lines, for evidence. */
        final List<String> lines;
        /** The same lines in lower case, for matching: lower-cased patterns then run several times faster than case-insensitive ones. */
        final List<String> lower;
        final boolean wsl2;
        private final Map<Pattern, Boolean> anywhere = new HashMap<>();

        Scan(List<String> lines, boolean wsl2) {
            this.lines = lines;
            this.lower = lines.stream().map(line -> line.toLowerCase(Locale.ROOT)).toList();
            this.wsl2 = wsl2;
        }

        boolean anywhere(Pattern pattern) {
            return anywhere.computeIfAbsent(pattern, p -> lower.stream().anyMatch(line -> p.matcher(line).find()));
        }

        /** Whether a line within {@code within} lines of {@code index}, itself included, matches. */
        boolean near(Pattern pattern, int index, int within) {
            int from = Math.max(0, index - within);
            int to = Math.min(lines.size() - 1, index + within);
            for (int i = from; i <= to; i++) {
                if (pattern.matcher(lower.get(i)).find()) {
                    return true;
                }
            }
            return false;
        }
    }

    private static final class CompiledSignature {
        private static final Pattern CASE_SENSITIVE_SYNTAX = Pattern.compile("\\\\[A-Z]|\\\\p\\{|[A-Z]-[A-Z]|\\(\\?[a-z]*i");

        final Signature source;
        final Pattern pattern;
        final Pattern near;
        final Pattern anywhere;
        final Pattern unless;
        final Pattern unlessLine;

        CompiledSignature(Signature source) {
            this.source = source;
            this.pattern = compile(source.pattern());
            this.near = compile(source.near());
            this.anywhere = compile(source.anywhere());
            this.unless = compile(source.unless());
            this.unlessLine = compile(source.unlessLine());
        }

        /**
         * Patterns match lower-cased lines. A pattern is lower-cased too unless that would change its
         * meaning (an escape such as \\S, a class such as [A-Z]); then it is matched case-insensitively.
         */
        private static Pattern compile(String regex) {
            if (regex == null) {
                return null;
            }
            return CASE_SENSITIVE_SYNTAX.matcher(regex).find()
                    ? Pattern.compile(regex, Pattern.CASE_INSENSITIVE)
                    : Pattern.compile(regex.toLowerCase(Locale.ROOT));
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

        boolean matchesAt(Scan scan, int index) {
            String line = scan.lower.get(index);
            if (!pattern.matcher(line).find()) {
                return false;
            }
            if (unlessLine != null && unlessLine.matcher(line).find()) {
                return false;
            }
            return near == null || scan.near(near, index, source.withinLines());
        }
    }

    private static final class CompiledIssue {
        final KnownIssue source;
        final List<CompiledSignature> signatures;
        final String remedy;

        CompiledIssue(KnownIssue source) {
            this.source = source;
            this.signatures = source.signatures().stream().map(CompiledSignature::new).toList();
            this.remedy = source.remedyText();
        }

        DiagnosisFinding match(Scan scan) {
            // line index -> text, in order; and the best confidence of each signature that matched
            TreeMap<Integer, String> evidence = new TreeMap<>();
            List<Double> matched = new ArrayList<>();
            for (CompiledSignature signature : signatures) {
                if (!signature.appliesTo(scan)) {
                    continue;
                }
                boolean any = false;
                for (int i = 0; i < scan.lines.size(); i++) {
                    if (signature.matchesAt(scan, i)) {
                        any = true;
                        evidence.putIfAbsent(i, scan.lines.get(i));
                    }
                }
                if (any) {
                    matched.add(signature.source.confidence());
                }
            }
            if (matched.isEmpty()) {
                return null;
            }
            return new DiagnosisFinding(source.id(), source.title(), combine(matched), evidenceLines(evidence),
                    source.explanation(), remedy, source.references(), source.confirmedBy());
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

        private static List<EvidenceLine> evidenceLines(TreeMap<Integer, String> evidence) {
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
    }
}
