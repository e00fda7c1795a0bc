package dev.gpudoctor.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
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

    private static final String NAME =
            "[A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE)[A-Z0-9_]*";
    /** NAME=value, NAME: value, export NAME="value" (environ files, logs, shell lines). */
    private static final Pattern ASSIGNMENT =
            Pattern.compile("\\b(?!(?:OLD)?PWD\\b)(" + NAME + ")(\\s*[=:]\\s*)([\"']?)([^\\s\"',;]+)");
    /** "NAME": "value" in JSON. */
    private static final Pattern JSON_MEMBER =
            Pattern.compile("\"(?!(?:OLD)?PWD\")(" + NAME + ")\"(\\s*:\\s*)\"((?:[^\"\\\\]|\\\\.)*)\"");
    /**
     * The words that mark a secret in any case (password=, Passwd:, client_secret=...): unlike the
     * upper-case NAME these are never ordinary words in a log, so their case does not matter.
     */
    private static final String STRONG_WORD =
            "[A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|api[_-]?key|access[_-]?token"
                    + "|auth[_-]?token|private[_-]?key)[A-Za-z0-9_.-]*";

    private static final Pattern STRONG_ASSIGNMENT = Pattern.compile("(?i)(?<![A-Za-z0-9_])(" + STRONG_WORD
            + ")(\\s*[=:]\\s*)(?:\"([^\"\\n]*)\"|'([^'\\n]*)'|([^\\s\"',;\\\\]+))");
    private static final Pattern STRONG_NAME = Pattern.compile("(?i)" + STRONG_WORD);
    private static final Pattern STRONG_JSON_MEMBER =
            Pattern.compile("(?i)\"(" + STRONG_WORD + ")\"(\\s*:\\s*)\"((?:[^\"\\\\]|\\\\.)*)\"");
    /** A PEM private-key block, from BEGIN to END (or to the end of the text when the END was cut off). */
    private static final Pattern PRIVATE_KEY_BLOCK = Pattern.compile(
            "(-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----)(.*?)(-----END [A-Z0-9 ]*PRIVATE KEY-----|\\z)", Pattern.DOTALL);
    /** Key material inside a block: base64 runs, but not the n of a JSON "\\n" escape. */
    private static final Pattern BASE64_RUN = Pattern.compile("(?<!\\\\)[A-Za-z0-9+/=]{16,}");
    /** A line that is nothing but 60+ base64 characters in both cases: the body of a key whose BEGIN line went elsewhere. */
    private static final Pattern KEY_BODY_LINE =
            Pattern.compile("(?m)(?<=^|\"|\\\\n)[A-Za-z0-9+/]{60,}={0,2}(?=$|\"|\\\\n|\\\\r)");
    /** Authorization: Basic|Bearer|token|Digest VALUE (HTTP headers in logs, curl -v output). */
    private static final Pattern AUTHORIZATION = Pattern.compile(
            "(?i)(\\b(?:proxy-)?authorization\\s*[:=]\\s*(?:(?:basic|bearer|token|digest|negotiate)\\s+)?)([^\\s\"',;]+)");
    /** Basic credentials outside a header: base64 of user:password. */
    private static final Pattern BASIC =
            Pattern.compile("(?i)\\b(basic\\s+)([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])");
    /** .netrc lines: machine HOST login USER password SECRET (account too), on one line or on several. */
    private static final Pattern NETRC = Pattern.compile("(?im)(\\b(?:login|password|account)\\s+)(\\S+)");

    private static final Pattern NETRC_LINE = Pattern.compile(
            "(?im)^[\\s#;]*(?:machine\\s+\\S+|default)\\b.*$|^[\\s#;]*(?:login|password|account)\\s+\\S+\\s*$");
    private static final Map<String, Pattern> TOKENS = tokens();
    private static final Pattern URL_PASSWORD =
            Pattern.compile("\\b([a-zA-Z][a-zA-Z0-9+.-]*://)([^/\\s:@]+):([^/\\s@]+)@");
    private static final Pattern BEARER = Pattern.compile("(?i)\\b(bearer\\s+)([A-Za-z0-9._~+/=-]{8,})");
    private static final Pattern GPU_UUID = Pattern.compile(
            "\\b(GPU|MIG)-([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\b");
    /** Windows user folders as WSL and Windows spell them. */
    private static final Pattern WINDOWS_USER =
            Pattern.compile("(?i)(/mnt/[a-z]/Users/|[A-Z]:\\\\{1,2}Users\\\\{1,2})([^/\\\\\\s:;\"']+)");

    private static final Set<String> NOT_PRIVATE_USERS =
            Set.of("root", "Public", "Default", "All Users", "Default User", "<user>");

    private final RedactionPolicy policy;
    private final Pattern userWord;
    private final Pattern hostWord;
    private final List<Pattern> homes;
    private final Map<String, Integer> counts = new TreeMap<>();
    private final Map<String, String> gpuNames = new LinkedHashMap<>();

    public Redactor(RedactionPolicy policy) {
        this.policy = policy;
        this.userWord = word(policy.user());
        this.hostWord = word(policy.hostname());
        this.homes = policy.homes().stream().map(Redactor::folder).toList();
    }

    /**
     * A home folder as a whole path: /root but not /rootfs or /mnt/root (a folder that merely shares the name),
     * /home/alice in file:///home/alice and PATH=...:/home/alice/bin.
     */
    private static Pattern folder(String path) {
        return Pattern.compile("(?<![A-Za-z0-9_.~-])" + Pattern.quote(path) + "(?![A-Za-z0-9_.-])");
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
        boolean xml =
                text.stripLeading().startsWith("<?xml") || text.stripLeading().startsWith("<!DOCTYPE");
        String user = xml ? "&lt;user&gt;" : USER;
        String host = xml ? "&lt;host&gt;" : HOST;
        String out = text;
        for (String secret : policy.secretValues()) {
            out = replaceLiteral(out, secret, REDACTED, "env-secret");
        }
        // Only the key material goes: the BEGIN/END lines, line breaks and JSON escapes stay, so the text keeps its
        // shape.
        out = replace(
                out,
                PRIVATE_KEY_BLOCK,
                m -> m.group(1) + BASE64_RUN.matcher(m.group(2)).replaceAll(REDACTED) + m.group(3),
                "private-key",
                m -> BASE64_RUN.matcher(m.group(2)).find());
        out = replace(out, KEY_BODY_LINE, m -> REDACTED, "private-key", m -> mixedCase(m.group()));
        out = replace(
                out,
                JSON_MEMBER,
                m -> "\"" + m.group(1) + "\"" + m.group(2) + "\"" + REDACTED + "\"",
                "env-secret",
                m -> !m.group(3).equals(REDACTED));
        if (mayHoldStrongWord(out)) {
            out = replace(
                    out,
                    STRONG_JSON_MEMBER,
                    m -> "\"" + m.group(1) + "\"" + m.group(2) + "\"" + REDACTED + "\"",
                    "password",
                    m -> !m.group(3).equals(REDACTED) && !m.group(3).isEmpty());
            out = replace(
                    out,
                    STRONG_ASSIGNMENT,
                    Redactor::strongAssignment,
                    "password",
                    m -> !alreadyRedacted(strongValue(m)));
        }
        out = replace(
                out,
                ASSIGNMENT,
                m -> m.group(1) + m.group(2) + m.group(3) + REDACTED,
                "env-secret",
                m -> !m.group(4).startsWith(REDACTED) && !m.group(4).startsWith("[REDACTED"));
        for (Map.Entry<String, Pattern> token : TOKENS.entrySet()) {
            out = replace(out, token.getValue(), m -> REDACTED, token.getKey(), m -> true);
        }
        out = replace(
                out,
                BEARER,
                m -> m.group(1) + REDACTED,
                "token:bearer",
                m -> !m.group(2).startsWith("[REDACTED"));
        out = replace(out, BASIC, m -> m.group(1) + REDACTED, "token:basic", m -> isBasicCredential(m.group(2)));
        out = replace(out, AUTHORIZATION, m -> m.group(1) + REDACTED, "auth-header", m -> !alreadyRedacted(m.group(2)));
        out = replace(
                out,
                NETRC_LINE,
                m -> NETRC.matcher(m.group())
                        .replaceAll(n -> Matcher.quoteReplacement(
                                alreadyRedacted(n.group(2)) ? n.group() : n.group(1) + REDACTED)),
                "netrc",
                m -> NETRC.matcher(m.group()).results().anyMatch(n -> !alreadyRedacted(n.group(2))));
        out = replace(
                out,
                URL_PASSWORD,
                m -> m.group(1) + m.group(2) + ":" + REDACTED + "@",
                "url-password",
                m -> !m.group(3).equals(REDACTED));
        for (Pattern home : homes) {
            out = replace(out, home, m -> "~", "home", m -> true);
        }
        out = replace(
                out,
                WINDOWS_USER,
                m -> m.group(1) + user,
                "user",
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

    /** A cheap look before the case-insensitive patterns, which backtrack over every word of a long text. */
    private static boolean mayHoldStrongWord(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return lower.contains("pass") || lower.contains("secret") || lower.contains("key") || lower.contains("token");
    }

    private static String strongValue(Matcher m) {
        return m.group(3) != null ? m.group(3) : m.group(4) != null ? m.group(4) : m.group(5);
    }

    private static String strongAssignment(Matcher m) {
        String quote = m.group(3) != null ? "\"" : m.group(4) != null ? "'" : "";
        return m.group(1) + m.group(2) + quote + REDACTED + quote;
    }

    private static boolean alreadyRedacted(String value) {
        return value == null || value.isEmpty() || value.startsWith("[REDACTED") || value.startsWith("\\\"[REDACTED");
    }

    private static boolean mixedCase(String text) {
        return text.chars().anyMatch(Character::isUpperCase) && text.chars().anyMatch(Character::isLowerCase);
    }

    /** "Basic dXNlcjpwYXNz" is user:pass in base64; "basic configuration" decodes to nothing with a colon. */
    private static boolean isBasicCredential(String value) {
        try {
            String decoded = new String(Base64.getDecoder().decode(value), StandardCharsets.UTF_8);
            return decoded.indexOf(':') > 0 && decoded.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * A JSON tree with every private part replaced: the value of a member whose name looks secret,
     * and every string through {@link #redact(String)}. An array of strings (a stderr tail) is
     * redacted as one text, so a private-key block spread over its lines is still seen as one.
     */
    public synchronized JsonNode redact(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isTextual()) {
            return TextNode.valueOf(redact(node.textValue()));
        }
        if (node.isObject()) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            node.fields().forEachRemaining(member -> {
                String name = member.getKey();
                JsonNode value = member.getValue();
                boolean secretName = RedactionPolicy.looksSecret(name)
                        || STRONG_NAME.matcher(name).matches();
                if (secretName
                        && value.isTextual()
                        && !value.textValue().isEmpty()
                        && !value.textValue().equals(REDACTED)) {
                    counts.merge("env-secret", 1, Integer::sum);
                    copy.put(redact(name), REDACTED);
                } else {
                    copy.set(redact(name), redact(value));
                }
            });
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            boolean allText = node.size() > 1;
            for (JsonNode item : node) {
                allText &= item.isTextual() && !item.textValue().contains("\n");
            }
            if (allText) {
                List<String> lines = new ArrayList<>();
                node.forEach(item -> lines.add(item.textValue()));
                List<String> redacted = redact(String.join("\n", lines)).lines().toList();
                if (redacted.size() == lines.size()) {
                    redacted.forEach(copy::add);
                    return copy;
                }
            }
            node.forEach(item -> copy.add(redact(item)));
            return copy;
        }
        return node.deepCopy();
    }

    /** Replacement counts per kind ("env-secret", "token:github", "home", "gpu-uuid"...), never the values. */
    public synchronized Map<String, Integer> counts() {
        return Map.copyOf(counts);
    }

    private String gpuName(String kind, String uuid) {
        String key = kind + "-" + uuid.toLowerCase(Locale.ROOT);
        return gpuNames.computeIfAbsent(
                key, k -> String.format(Locale.ROOT, "%s-00000000-0000-0000-0000-%012d", kind, gpuNames.size() + 1));
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

    private String replace(
            String text,
            Pattern pattern,
            Function<Matcher, String> replacement,
            String kind,
            Predicate<Matcher> applies) {
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
