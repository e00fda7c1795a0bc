package dev.gpudoctor.diagnosis;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.RecommendedAction;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
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

    /**
     * Reads strictly: an unknown key, a missing pattern, a pattern that does not compile, a condition
     * that names nothing or an entry without remedies is an error, never silently ignored.
     */
    static KnowledgeBase read(InputStream in) throws IOException {
        File file = JsonMappers.readStrict(in, File.class, RESOURCE);
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
            if (issue.remedies().isEmpty()) {
                throw new IllegalStateException("Knowledge base: " + issue.id() + " has no remedies");
            }
        }
        for (KnownIssue issue : issues) {
            for (String other : issue.suppressedBy()) {
                if (!seen.contains(other)) {
                    throw new IllegalStateException(
                            "Knowledge base: " + issue.id() + " is suppressed by unknown id " + other);
                }
            }
        }
    }

    /** The file: a description of the format for people, a version, the entries. */
    record File(
            JsonNode format,
            int version,
            @JsonProperty("issues") List<KnownIssue> issues) {
        File {
            Objects.requireNonNull(issues, "issues");
        }
    }

    /** One known failure. */
    public record KnownIssue(
            String id,
            String title,
            List<Signature> signatures,
            String explanation,
            List<Remedy> remedies,
            List<String> references,
            @JsonProperty("confirmed_by") List<CheckId> confirmedBy,
            @JsonProperty("suppressed_by") List<String> suppressedBy,
            RecommendedAction action) {

        public KnownIssue {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(title, "title of " + id);
            Objects.requireNonNull(action, "action of " + id);
            signatures = signatures == null ? List.of() : List.copyOf(signatures);
            explanation = explanation == null ? "" : explanation;
            remedies = remedies == null ? List.of() : List.copyOf(remedies);
            references = references == null ? List.of() : List.copyOf(references);
            confirmedBy = confirmedBy == null ? List.of() : List.copyOf(confirmedBy);
            suppressedBy = suppressedBy == null ? List.of() : List.copyOf(suppressedBy);
        }

        /** The remedies as numbered text for any platform, WSL2's branch first; a command goes on its own line after "$ ". */
        public String remedyText() {
            return remedyText(RemedyPlatform.UNKNOWN_LIKELY_WSL2);
        }

        /** The remedies for a platform when the text says nothing about their direction or evidence. */
        public String remedyText(RemedyPlatform platform) {
            return remedyText(platform, MismatchEvidence.none(), remedy -> false);
        }

        /**
         * The remedies as numbered text, in the order the evidence calls for. On a known platform only
         * that platform's branch is shown; otherwise every branch, labelled, the likely one first. A remedy
         * whose direction the text shows comes first and one for the opposite direction is left out; one
         * whose evidence pattern the text holds comes next; a directional remedy whose direction the text
         * does not show keeps its place, introduced by its condition.
         *
         * @param evidenceFound whether the text holds a remedy's {@code evidence} pattern
         */
        public String remedyText(RemedyPlatform platform, MismatchEvidence evidence, Predicate<Remedy> evidenceFound) {
            return remedyText(platform, evidence, evidenceFound, RemedyPins.NONE);
        }

        /** As above, with the packages a command installs pinned to the versions the text names ({@link RemedyPins}). */
        public String remedyText(
                RemedyPlatform platform, MismatchEvidence evidence, Predicate<Remedy> evidenceFound, RemedyPins pins) {
            List<Remedy> ordered = orderedRemedies(platform, evidence, evidenceFound);
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < ordered.size(); i++) {
                Remedy remedy = ordered.get(i);
                if (i > 0) {
                    text.append('\n');
                }
                text.append(i + 1).append(". ");
                if (remedy.platform() != null && !platform.known()) {
                    text.append(remedy.platform().equals(Remedy.WSL2) ? "On WSL2: " : "On native Linux: ");
                }
                if (remedy.direction() != null) {
                    text.append(
                                    evidence.decided(remedy.direction().axis())
                                            ? remedy.direction().statement()
                                            : remedy.direction().condition())
                            .append(": ");
                }
                text.append(remedy.text());
                if (remedy.command() != null && !remedy.command().isBlank()) {
                    String command = pins.apply(remedy.command()
                            .replace(
                                    MismatchEvidence.INDEX_FOR_DRIVER,
                                    evidence.indexForDriver().orElse(MismatchEvidence.DEFAULT_INDEX)));
                    command.lines().forEach(line -> text.append("\n   $ ").append(line));
                }
            }
            return text.toString();
        }

        /**
         * What the finding asks someone to do: the first remedy's own action when the evidence chose that
         * remedy and it names one (no NVIDIA device on the bus: not the entry's "update the driver"),
         * else the entry's.
         */
        public RecommendedAction action(
                RemedyPlatform platform, MismatchEvidence evidence, Predicate<Remedy> evidenceFound) {
            List<Remedy> ordered = orderedRemedies(platform, evidence, evidenceFound);
            if (ordered.isEmpty() || ordered.get(0).action() == null) {
                return action;
            }
            Remedy first = ordered.get(0);
            boolean chosen = first.direction() != null && evidence.directions().contains(first.direction())
                    || first.followsText() && evidenceFound.test(first);
            return chosen ? first.action() : action;
        }

        /** The remedies in the order the evidence calls for (see {@link #remedyText(RemedyPlatform, MismatchEvidence, Predicate)}). */
        List<Remedy> orderedRemedies(
                RemedyPlatform platform, MismatchEvidence evidence, Predicate<Remedy> evidenceFound) {
            List<Remedy> byPlatform = new ArrayList<>();
            if (platform == RemedyPlatform.UNKNOWN_LIKELY_WINDOWS) {
                // Neither Linux branch is this machine's: the steps for any platform first, then WSL2's (the Windows
                // driver), then Linux's.
                remedies.stream().filter(r -> r.platform() == null).forEach(byPlatform::add);
                remedies.stream().filter(r -> Remedy.WSL2.equals(r.platform())).forEach(byPlatform::add);
                remedies.stream()
                        .filter(r -> Remedy.NATIVE_LINUX.equals(r.platform()))
                        .forEach(byPlatform::add);
                return order(byPlatform, evidence, evidenceFound);
            }
            String likely =
                    platform == RemedyPlatform.NATIVE_LINUX || platform == RemedyPlatform.UNKNOWN_LIKELY_NATIVE_LINUX
                            ? Remedy.NATIVE_LINUX
                            : Remedy.WSL2;
            String other = likely.equals(Remedy.WSL2) ? Remedy.NATIVE_LINUX : Remedy.WSL2;
            remedies.stream().filter(r -> likely.equals(r.platform())).forEach(byPlatform::add);
            remedies.stream().filter(r -> r.platform() == null).forEach(byPlatform::add);
            if (!platform.known()) {
                remedies.stream().filter(r -> other.equals(r.platform())).forEach(byPlatform::add);
            }
            return order(byPlatform, evidence, evidenceFound);
        }

        /** The platform's remedies in the order the direction and evidence of the text call for. */
        private static List<Remedy> order(
                List<Remedy> byPlatform, MismatchEvidence evidence, Predicate<Remedy> evidenceFound) {
            List<Remedy> shown = byPlatform.stream()
                    .filter(r -> r.direction() == null
                            || evidence.applies(r.direction().axis())
                                    && (!evidence.decided(r.direction().axis())
                                            || evidence.directions().contains(r.direction())))
                    .toList();
            List<Remedy> ordered = new ArrayList<>();
            shown.stream()
                    .filter(r -> r.direction() != null && evidence.directions().contains(r.direction()))
                    .forEach(ordered::add);
            shown.stream()
                    .filter(r -> !ordered.contains(r) && r.followsText() && evidenceFound.test(r))
                    .forEach(ordered::add);
            // A shown direction that makes every other step moot (no NVIDIA hardware) stands alone.
            boolean alone = ordered.stream()
                    .anyMatch(r -> r.direction() != null && r.direction().exclusive());
            if (!alone) {
                // A step for a case the text would show (macOS, a Windows build, a DKMS failure) and does not
                // show comes after the steps for every case: otherwise it leads every finding about something else.
                shown.stream()
                        .filter(r -> !ordered.contains(r) && !r.followsText())
                        .forEach(ordered::add);
                shown.stream().filter(r -> !ordered.contains(r)).forEach(ordered::add);
            } else {
                ordered.removeIf(r -> r.direction() == null || !r.direction().exclusive());
            }
            return ordered;
        }

        /** The mismatch axes some remedy of this entry depends on. */
        Set<MismatchEvidence.Axis> axes() {
            Set<MismatchEvidence.Axis> axes = EnumSet.noneOf(MismatchEvidence.Axis.class);
            remedies.stream()
                    .filter(r -> r.direction() != null)
                    .forEach(r -> axes.add(r.direction().axis()));
            if (remedies.stream()
                    .anyMatch(r -> r.command() != null && r.command().contains(MismatchEvidence.INDEX_FOR_DRIVER))) {
                axes.add(MismatchEvidence.Axis.DRIVER);
            }
            return axes;
        }

        /** Whether some remedy applies to one platform only. */
        public boolean platformDependent() {
            return remedies.stream().anyMatch(r -> r.platform() != null);
        }
    }

    /** Which branch of platform-dependent remedies to show. */
    public enum RemedyPlatform {
        WSL2,
        NATIVE_LINUX,
        UNKNOWN_LIKELY_WSL2,
        UNKNOWN_LIKELY_NATIVE_LINUX,
        /** Not said, and the text comes from Windows itself (a drive path, a DLL, a WinError): no Linux branch first. */
        UNKNOWN_LIKELY_WINDOWS;

        boolean known() {
            return this == WSL2 || this == NATIVE_LINUX;
        }
    }

    /**
     * A step to take, with the command that takes it when there is one.
     *
     * @param platform "wsl2" or "native-linux" when the step is right on that platform only
     * @param when     the direction of a mismatch the step fits ({@link MismatchEvidence.Direction}: old-gpu,
     *                 new-gpu, nvidia-device-present, no-nvidia-device); dropped when the text shows the opposite
     * @param evidence a pattern (like a signature's) that, when some line of the text holds it, puts the step
     *                 first: the package named in the traceback gets its own fix first
     * @param action   what the finding asks for when the evidence puts this step first, if not the entry's
     *                 (no NVIDIA hardware: not "update the driver")
     * @param signal   a {@link Signals signal} value ("dkms-build-failed", "module-refused-secure-boot"...) that, when the
     *                 text states it in any wording, puts the step first, as {@code evidence} does
     */
    public record Remedy(
            String text,
            String command,
            String platform,
            String when,
            String evidence,
            RecommendedAction action,
            String signal) {

        static final String WSL2 = "wsl2";
        static final String NATIVE_LINUX = "native-linux";

        public Remedy {
            if (text == null || text.isBlank()) {
                throw new IllegalArgumentException("a remedy needs a text");
            }
            if (platform != null && !platform.equals(WSL2) && !platform.equals(NATIVE_LINUX)) {
                throw new IllegalArgumentException("a remedy's platform must be wsl2 or native-linux: " + platform);
            }
            if (when != null) {
                MismatchEvidence.Direction.of(when);
            }
            if (evidence != null) {
                if (evidence.isBlank()) {
                    throw new IllegalArgumentException("a remedy's evidence pattern names nothing: " + text);
                }
                try {
                    Pattern.compile(evidence);
                } catch (PatternSyntaxException e) {
                    throw new IllegalArgumentException("Bad evidence pattern in knowledge base: " + evidence, e);
                }
            }
        }

        /** Whether something in the text can put this step first: an evidence pattern or a signal. */
        public boolean followsText() {
            return evidence != null || signal != null;
        }

        /** The direction this step fits, or null when it fits any. */
        public MismatchEvidence.Direction direction() {
            return when == null ? null : MismatchEvidence.Direction.of(when);
        }
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
    public record Signature(
            String pattern,
            double confidence,
            String platform,
            String near,
            Integer within,
            String anywhere,
            String unless,
            @JsonProperty("unless_line") String unlessLine) {

        public Signature {
            Objects.requireNonNull(pattern, "pattern");
            if (confidence <= 0 || confidence > 1) {
                throw new IllegalArgumentException(
                        "confidence must be within (0, 1]: " + confidence + " for " + pattern);
            }
            if (platform != null && !platform.equals("wsl2") && !platform.equals("not-wsl2")) {
                throw new IllegalArgumentException("platform must be wsl2 or not-wsl2: " + platform);
            }
            if (pattern.isBlank()) {
                throw new IllegalArgumentException("a signature needs a pattern");
            }
            for (String condition : new String[] {near, anywhere, unless, unlessLine}) {
                if (condition != null && condition.isBlank()) {
                    throw new IllegalArgumentException(
                            "a condition that names nothing (empty pattern) beside " + pattern);
                }
            }
            if (within != null && near == null) {
                throw new IllegalArgumentException("'within' without 'near' beside " + pattern);
            }
            if (within != null && within < 0) {
                throw new IllegalArgumentException("'within' must not be negative beside " + pattern);
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
