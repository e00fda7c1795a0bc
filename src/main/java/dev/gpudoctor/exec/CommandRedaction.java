package dev.gpudoctor.exec;

import dev.gpudoctor.host.SecretNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The command as shown and kept, with secrets in its arguments replaced: {@code HF_TOKEN=…}, {@code --api-key=…},
 * {@code --token …} (the next argument), a password in a URL, and values in the shape of well-known tokens.
 * Which names are secret is {@link SecretNames}' one rule, the same the bundle and the kept checklist use.
 */
final class CommandRedaction {

    static final String REDACTED = "[REDACTED]";
    private static final Pattern URL_PASSWORD =
            Pattern.compile("\\b([a-zA-Z][a-zA-Z0-9+.-]*://[^/\\s:@]+):([^/\\s@]+)@");
    /** Hugging Face, GitHub, OpenAI-style and AWS access keys: secret whatever option carries them. */
    private static final Pattern TOKEN_SHAPE = Pattern.compile(
            "\\b(?:hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{30,}|sk-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16})\\b");

    private CommandRedaction() {}

    static List<String> redact(List<String> command) {
        List<String> shown = new ArrayList<>(command.size());
        boolean nextIsSecret = false;
        for (String word : command) {
            if (nextIsSecret && !word.startsWith("-")) {
                shown.add(REDACTED);
                nextIsSecret = false;
                continue;
            }
            nextIsSecret = false;
            int equals = word.indexOf('=');
            if (equals > 0 && secretName(word.substring(0, equals))) {
                shown.add(word.substring(0, equals + 1) + REDACTED);
            } else if (word.startsWith("-") && equals < 0 && secretName(word)) {
                shown.add(word);
                nextIsSecret = true;
            } else {
                String cleaned = URL_PASSWORD.matcher(word).replaceAll("$1:" + REDACTED + "@");
                shown.add(TOKEN_SHAPE.matcher(cleaned).replaceAll(REDACTED));
            }
        }
        return shown;
    }

    /** "--api-key", "-token", "HF_TOKEN", "--hf_token": the name without its dashes, as an environment name. */
    private static boolean secretName(String name) {
        String bare = name.replaceFirst("^-{1,2}", "").replace('-', '_').toUpperCase(Locale.ROOT);
        return !bare.isEmpty() && SecretNames.looksSecret(bare);
    }
}
