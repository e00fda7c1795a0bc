package dev.gpudoctor.bundle;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces private text in everything a bundle holds, counting replacements per kind (never
 * keeping the values). GPU UUIDs map to stable stand-ins for the life of one redactor, so the same
 * GPU keeps the same name across nvidia-smi, report.json and the checks of one bundle.
 * Thread-safe (one lock): the sections of a bundle may redact concurrently.
 */
public final class Redactor {

    public static final String REDACTED = "[REDACTED]";
    public static final String USER = "<user>";
    public static final String HOST = "<host>";

    private static final String NAME = "[A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE)[A-Z0-9_]*";
    /** NAME=value, NAME: value, export NAME="value" (environ files, logs, shell lines). */
    private static final Pattern ASSIGNMENT = Pattern.compile(
            "\\b(?!(?:OLD)?PWD\\b)(" + NAME + ")(\\s*[=:]\\s*)([\"']?)([^\\s\"',;]+)");
    /** "NAME": "value" in JSON. */
    private static final Pattern JSON_MEMBER = Pattern.compile(
            "\"(?!(?:OLD)?PWD\")(" + NAME + ")\"(\\s*:\\s*)\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Map<String, Pattern> TOKENS = tokens();
    private static final Pattern URL_PASSWORD = Pattern.compile("\\b([a-zA-Z][a-zA-Z0-9+.-]*://)([^/\\s:@]+):([^/\\s@]+)@");
    private static final Pattern BEARER = Pattern.compile("(?i)\\b(bearer\\s+)([A-Za-z0-9._~+/=-]{8,})");
    private static final Pattern GPU_UUID = Pattern.compile(
            "\\b(GPU|MIG)-([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\b");
    /** Windows user folders as WSL and Windows spell them. */
    private static final Pattern WINDOWS_USER = Pattern.compile("(?i)(/mnt/[a-z]/Users/|[A-Z]:\\\\{1,2}Users\\\\{1,2})([^/\\\\\\s:;\"']+)");
    private static final java.util.Set<String> NOT_PRIVATE_USERS = java.util.Set.of("root", "Public", "Default",
            "All Users", "Default User", "<user>");

    private final RedactionPolicy policy;
    private final Pattern userWord;
    private final Pattern hostWord;
    private final Map<String, Integer> counts = new TreeMap<>();
    private final Map<String, String> gpuNames = new LinkedHashMap<>();

    public Redactor(RedactionPolicy policy) {
        this.policy = policy;
        this.userWord = word(policy.user());
        this.hostWord = word(policy.hostname());
    }

    private static Pattern word(String text) {
        if (text == null || text.isBlank() || text.length() < 2 || NOT_PRIVATE_USERS.contains(text)) {
            return null;
        }
        return Pattern.compile("(?<![A-Za-z0-9_.-])" + Pattern.quote(text) + "(?![A-Za-z0-9_-])");
    }

    private static Map<String, Pattern> tokens() {
        Map<String, Pattern> tokens = new LinkedHashMap<>();
        tokens.put("token:huggingface", Pattern.compile("\\bhf_[A-Za-z0-9]{20,}"));
        tokens.put("token:github", Pattern.compile("\\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"));
        tokens.put("token:aws", Pattern.compile("\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b"));
        tokens.put("token:sk", Pattern.compile("\\bsk-[A-Za-z0-9_-]{16,}"));
        tokens.put("token:slack", Pattern.compile("\\bxox[abposr]-[A-Za-z0-9-]{10,}"));
        tokens.put("token:jwt", Pattern.compile("\\beyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"));
        return tokens;
    }

    /** The text with every private part replaced. */
    public synchronized String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        // In XML (nvidia-smi -q -x) a bare <user> would be a tag and break the file for every parser.
        boolean xml = text.stripLeading().startsWith("<?xml") || text.stripLeading().startsWith("<!DOCTYPE");
        String user = xml ? "&lt;user&gt;" : USER;
        String host = xml ? "&lt;host&gt;" : HOST;
        String out = text;
        for (String secret : policy.secretValues()) {
            out = replaceLiteral(out, secret, REDACTED, "env-secret");
        }
        out = replace(out, JSON_MEMBER, m -> "\"" + m.group(1) + "\"" + m.group(2) + "\"" + REDACTED + "\"", "env-secret",
                m -> !m.group(3).equals(REDACTED));
        out = replace(out, ASSIGNMENT, m -> m.group(1) + m.group(2) + m.group(3) + REDACTED, "env-secret",
                m -> !m.group(4).startsWith(REDACTED) && !m.group(4).startsWith("[REDACTED"));
        for (Map.Entry<String, Pattern> token : TOKENS.entrySet()) {
            out = replace(out, token.getValue(), m -> REDACTED, token.getKey(), m -> true);
        }
        out = replace(out, BEARER, m -> m.group(1) + REDACTED, "token:bearer", m -> !m.group(2).startsWith("[REDACTED"));
        out = replace(out, URL_PASSWORD, m -> m.group(1) + m.group(2) + ":" + REDACTED + "@", "url-password",
                m -> !m.group(3).equals(REDACTED));
        if (policy.home() != null && policy.home().length() > 1 && !policy.home().equals("/root")) {
            out = replaceLiteral(out, policy.home(), "~", "home");
        }
        out = replace(out, WINDOWS_USER, m -> m.group(1) + user, "user",
                m -> !NOT_PRIVATE_USERS.contains(m.group(2)) && !m.group(2).startsWith("&lt;user"));
        if (userWord != null) {
            out = replace(out, userWord, m -> user, "user", m -> true);
        }
        if (hostWord != null) {
            out = replace(out, hostWord, m -> host, "hostname", m -> true);
        }
        out = replace(out, GPU_UUID, m -> gpuName(m.group(1), m.group(2)), "gpu-uuid", m -> !isStandIn(m.group(2)));
        return out;
    }

    /** Replacement counts per kind ("env-secret", "token:github", "home", "gpu-uuid"...), never the values. */
    public synchronized Map<String, Integer> counts() {
        return Map.copyOf(counts);
    }

    private String gpuName(String kind, String uuid) {
        String key = kind + "-" + uuid.toLowerCase(Locale.ROOT);
        return gpuNames.computeIfAbsent(key, k -> String.format(Locale.ROOT, "%s-00000000-0000-0000-0000-%012d", kind,
                gpuNames.size() + 1));
    }

    private static boolean isStandIn(String uuid) {
        return uuid.startsWith("00000000-0000-0000-0000-");
    }

    private String replaceLiteral(String text, String literal, String replacement, String kind) {
        int at = text.indexOf(literal);
        if (at < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        int n = 0;
        while (at >= 0) {
            out.append(text, from, at).append(replacement);
            from = at + literal.length();
            n++;
            at = text.indexOf(literal, from);
        }
        out.append(text, from, text.length());
        counts.merge(kind, n, Integer::sum);
        return out.toString();
    }

    private String replace(String text, Pattern pattern, java.util.function.Function<Matcher, String> replacement,
                           String kind, java.util.function.Predicate<Matcher> applies) {
        Matcher m = pattern.matcher(text);
        if (!m.find()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int n = 0;
        do {
            if (applies.test(m)) {
                m.appendReplacement(out, Matcher.quoteReplacement(replacement.apply(m)));
                n++;
            }
        } while (m.find());
        m.appendTail(out);
        if (n > 0) {
            counts.merge(kind, n, Integer::sum);
        }
        return out.toString();
    }
}
