package dev.gpudoctor.diagnosis;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The known failures of the CUDA / WSL2 / PyTorch / Triton / cuEquivariance / MACE stack, read from
 * {@code knowledge-base.json} next to this class: data, not code. See that file's "format" entry.
 */
public final class KnowledgeBase {

    static final String RESOURCE = "knowledge-base.json";

    private final List<KnownIssue> issues;

    KnowledgeBase(List<KnownIssue> issues) {
        this.issues = List.copyOf(issues);
        validate();
    }

    /** The knowledge base that ships with GPU Doctor. */
    public static KnowledgeBase standard() {
        try (InputStream in = KnowledgeBase.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The knowledge base " + RESOURCE + " is missing from the application");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the knowledge base " + RESOURCE, e);
        }
    }

    static KnowledgeBase read(InputStream in) throws IOException {
        ObjectMapper mapper = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        File file = mapper.readValue(in, File.class);
        return new KnowledgeBase(file.issues());
    }

    public List<KnownIssue> issues() {
        return issues;
    }

    public List<String> ids() {
        return issues.stream().map(KnownIssue::id).toList();
    }

    private void validate() {
        Set<String> seen = new HashSet<>();
        for (KnownIssue issue : issues) {
            if (!seen.add(issue.id())) {
                throw new IllegalStateException("Knowledge base: duplicate id " + issue.id());
            }
            if (issue.signatures().isEmpty()) {
                throw new IllegalStateException("Knowledge base: " + issue.id() + " has no signatures");
            }
        }
        for (KnownIssue issue : issues) {
            for (String other : issue.suppressedBy()) {
                if (!seen.contains(other)) {
                    throw new IllegalStateException("Knowledge base: " + issue.id() + " is suppressed by unknown id " + other);
                }
            }
        }
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record File(@JsonProperty("issues") List<KnownIssue> issues) {
    }

    /** One known failure. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record KnownIssue(String id, String title, List<Signature> signatures, String explanation,
                             List<Remedy> remedies, List<String> references,
                             @JsonProperty("confirmed_by") List<String> confirmedBy,
                             @JsonProperty("suppressed_by") List<String> suppressedBy) {

        public KnownIssue {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(title, "title of " + id);
            signatures = signatures == null ? List.of() : List.copyOf(signatures);
            explanation = explanation == null ? "" : explanation;
            remedies = remedies == null ? List.of() : List.copyOf(remedies);
            references = references == null ? List.of() : List.copyOf(references);
            confirmedBy = confirmedBy == null ? List.of() : List.copyOf(confirmedBy);
            suppressedBy = suppressedBy == null ? List.of() : List.copyOf(suppressedBy);
        }

        /** The remedies as numbered text; a command goes on its own line after "$ ". */
        public String remedyText() {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < remedies.size(); i++) {
                Remedy remedy = remedies.get(i);
                if (i > 0) {
                    text.append('\n');
                }
                text.append(i + 1).append(". ").append(remedy.text());
                if (remedy.command() != null && !remedy.command().isBlank()) {
                    remedy.command().lines().forEach(line -> text.append("\n   $ ").append(line));
                }
            }
            return text.toString();
        }
    }

    /** A step to take, with the command that takes it when there is one. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Remedy(String text, String command) {
    }

    /**
     * A pattern over one line plus conditions on its surroundings. Patterns are Java regular
     * expressions, matched case-insensitively anywhere in a cleaned line.
     *
     * @param pattern    what the line must contain
     * @param confidence how sure a match makes us, 0..1
     * @param platform   "wsl2": only when the text (or the caller) says WSL2; "not-wsl2": only when neither does
     * @param near       another line within {@code within} lines must match this
     * @param anywhere   some line of the text must match this
     * @param unless     the signature does not count when any line of the text matches this
     * @param unlessLine the signature does not count when the matching line itself also matches this
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Signature(String pattern, double confidence, String platform, String near, Integer within,
                            String anywhere, String unless, @JsonProperty("unless_line") String unlessLine) {

        public Signature {
            Objects.requireNonNull(pattern, "pattern");
            if (confidence <= 0 || confidence > 1) {
                throw new IllegalArgumentException("confidence must be within (0, 1]: " + confidence + " for " + pattern);
            }
            if (platform != null && !platform.equals("wsl2") && !platform.equals("not-wsl2")) {
                throw new IllegalArgumentException("platform must be wsl2 or not-wsl2: " + platform);
            }
            for (String regex : new String[] {pattern, near, anywhere, unless, unlessLine}) {
                if (regex != null) {
                    try {
                        Pattern.compile(regex);
                    } catch (PatternSyntaxException e) {
                        throw new IllegalArgumentException("Bad pattern in knowledge base: " + regex, e);
                    }
                }
            }
        }

        int withinLines() {
            return within == null ? 30 : within;
        }
    }
}
