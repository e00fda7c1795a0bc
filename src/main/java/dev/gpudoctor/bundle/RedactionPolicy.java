package dev.gpudoctor.bundle;

import dev.gpudoctor.host.SecretNames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a bundle hides: the user's home directory and name, the host name (optional), and the
 * literal values of secret-looking environment variables (so a token pasted into a log is caught
 * even when its shape is unknown).
 *
 * @param home           the home directory ("/home/alice", "/root"); null when unknown
 * @param user           the user name; null when unknown
 * @param hostname       this machine's name; null when unknown or when it is kept
 * @param secretValues   literal values to replace wherever they appear
 * @param otherHomes     more folders that become ~ as the home does: $HOME where it differs from the account's
 *                       home (sudo keeps one, su the other)
 */
public record RedactionPolicy(
        String home, String user, String hostname, List<String> secretValues, List<String> otherHomes) {

    public RedactionPolicy(String home, String user, String hostname, List<String> secretValues) {
        this(home, user, hostname, secretValues, List.of());
    }

    /** Values this short are not replaced literally: they would clobber ordinary words and digits. */
    static final int MIN_SECRET_LENGTH = 6;

    public RedactionPolicy {
        secretValues = secretValues == null
                ? List.of()
                : secretValues.stream()
                        .filter(Objects::nonNull)
                        .filter(v -> v.strip().length() >= MIN_SECRET_LENGTH)
                        .map(String::strip)
                        .distinct()
                        .sorted((a, b) -> b.length() - a.length())
                        .toList();
        otherHomes = otherHomes == null
                ? List.of()
                : otherHomes.stream().filter(Objects::nonNull).toList();
    }

    /**
     * Every folder that becomes ~, longest first (so /home/alice/x is not cut at a shorter one); "/" and
     * relative names are never a home to hide.
     */
    public List<String> homes() {
        List<String> all = new ArrayList<>();
        all.add(home);
        all.addAll(otherHomes);
        return all.stream()
                .filter(Objects::nonNull)
                .map(h -> h.endsWith("/") && h.length() > 1 ? h.substring(0, h.length() - 1) : h)
                .filter(h -> h.startsWith("/") && h.length() > 1)
                .distinct()
                .sorted((a, b) -> b.length() - a.length())
                .toList();
    }

    public static boolean looksSecret(String variableName) {
        return SecretNames.looksSecret(variableName);
    }

    /** The values of the secret-looking variables of one or more environments. */
    @SafeVarargs
    public static List<String> secretValuesOf(Map<String, String>... environments) {
        return Arrays.stream(environments)
                .filter(Objects::nonNull)
                .map(Map::entrySet)
                .flatMap(Collection::stream)
                .filter(e -> looksSecret(e.getKey()))
                .map(Map.Entry::getValue)
                .toList();
    }

    /** The user, home and host name of this process, with the secrets of its environment. */
    public static RedactionPolicy ofThisProcess(
            Map<String, String> environment, String hostname, boolean redactHostname) {
        return new RedactionPolicy(
                System.getProperty("user.home"),
                System.getProperty("user.name"),
                redactHostname ? hostname : null,
                secretValuesOf(environment));
    }
}
