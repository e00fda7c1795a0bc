package dev.gpudoctor.run;

import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The grammar of the names a MACE run takes (structures, models, the seed), read from the bridge's
 * own {@code gpudoctor_bridge/names.json} (packed on the classpath from python-bridge/), so Java
 * refuses a name before any child starts by the very rule the bridge applies itself. Pure: whether
 * a path names a real file is {@link RunInputs}'s question. It lives here, not in {@code model}: reading a
 * classpath file is I/O, which the model does none of.
 */
public final class RunNames {

    private static final Grammar GRAMMAR = load();
    private static final List<String> FIXED = GRAMMAR.structureFixed();
    private static final Pattern SIZED = Pattern.compile(GRAMMAR.structureSized());
    private static final Pattern SIZED_PREFIX = Pattern.compile(GRAMMAR.structureSizedPrefix(), Pattern.DOTALL);
    private static final Map<String, Integer> ATOMS_PER_UNIT = GRAMMAR.atomsPerUnit();
    private static final long MAX_SIZED_ATOMS = GRAMMAR.maxSizedAtoms();
    private static final List<String> MODEL_NAMES = GRAMMAR.modelNames();
    private static final String ARCH_PREFIX = GRAMMAR.archPrefix();
    private static final List<String> ARCH_SIZES = GRAMMAR.archSizes();
    /** The largest seed every generator the bridge seeds takes (numpy's legacy RandomState included). */
    public static final long SEED_MAX = GRAMMAR.seedMax();

    public static final int MAX_NAME_CHARS = GRAMMAR.maxNameChars();

    /**
     * names.json as the bridge reads it, bound strictly (a key this side does not know fails the load, naming it):
     * a rule the bridge gained that Java would silently skip is a second grammar.
     */
    record Grammar(
            String about,
            List<String> structureFixed,
            String structureSized,
            String structureSizedPrefix,
            Map<String, Integer> atomsPerUnit,
            Long maxSizedAtoms,
            List<String> modelNames,
            String archPrefix,
            List<String> archSizes,
            Long seedMax,
            Integer maxNameChars) {
        Grammar {
            if (structureFixed == null
                    || structureSized == null
                    || structureSizedPrefix == null
                    || atomsPerUnit == null
                    || maxSizedAtoms == null
                    || modelNames == null
                    || archPrefix == null
                    || archSizes == null
                    || seedMax == null
                    || maxNameChars == null) {
                throw new IllegalArgumentException("names.json lacks one of its keys");
            }
            structureFixed = List.copyOf(structureFixed);
            atomsPerUnit = Map.copyOf(atomsPerUnit);
            modelNames = List.copyOf(modelNames);
            archSizes = List.copyOf(archSizes);
        }
    }

    private RunNames() {}

    /** What a structure name is. */
    public enum Kind {
        BUILT_IN,
        FILE
    }

    /** BUILT_IN for h2o and water-N (N in range), FILE for anything else that may be a path; a sentence when it is neither. */
    public static Kind structureKind(String name) throws IllegalArgumentException {
        String problem = printableProblem("structure", name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (FIXED.contains(name)) {
            return Kind.BUILT_IN;
        }
        Matcher sized = SIZED.matcher(name);
        if (sized.matches()) {
            int perUnit = ATOMS_PER_UNIT.get(sized.group(1));
            long count = Long.parseLong(sized.group(2));
            if (count < 1 || count * perUnit > MAX_SIZED_ATOMS) {
                throw new IllegalArgumentException("The structure " + name + " is out of range: " + sized.group(1)
                        + "-N takes N from 1 to " + MAX_SIZED_ATOMS / perUnit + ".");
            }
            return Kind.BUILT_IN;
        }
        return Kind.FILE;
    }

    /** Whether a name that is no file reads as a built-in name gone wrong (water-1e9, water-٣): said so, not "no such file". */
    public static boolean looksBuiltIn(String name) {
        return SIZED_PREFIX.matcher(name).matches();
    }

    /** The sentence for a structure that is neither a built-in name nor a file. */
    public static String unknownStructure(String name) {
        return looksBuiltIn(name)
                ? "The structure '" + name
                        + "' is not a built-in name: water-N, si-N, cu-N and c-N take N in the digits 0-9 (for example water-32)."
                : "The structure '" + name + "' is neither a built-in name (" + String.join(", ", FIXED)
                        + ", water-N, si-N, cu-N, c-N) nor a file.";
    }

    /** BUILT_IN for small/medium/large and arch:SIZE, FILE for anything else that may be a path. */
    public static Kind modelKind(String name) throws IllegalArgumentException {
        String problem = printableProblem("model", name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (MODEL_NAMES.contains(name)) {
            return Kind.BUILT_IN;
        }
        if (name.startsWith(ARCH_PREFIX)) {
            if (!ARCH_SIZES.contains(name.substring(ARCH_PREFIX.length()))) {
                throw new IllegalArgumentException("The model '" + name + "' is not an architecture: use "
                        + String.join(
                                ", ",
                                ARCH_SIZES.stream()
                                        .map(size -> ARCH_PREFIX + size)
                                        .toList()) + " (lower case).");
            }
            return Kind.BUILT_IN;
        }
        return Kind.FILE;
    }

    /** The sentence for a model that is neither a built-in name nor a file. */
    public static String unknownModel(String name) {
        return "The model '" + name + "' is neither a MACE-MP name (" + String.join(", ", MODEL_NAMES)
                + "), an architecture (" + ARCH_PREFIX + "small…) nor a file.";
    }

    /** A control or format character (an RTL override, a zero-width joiner), a blank or an overlong name, said as a sentence. */
    static String printableProblem(String what, String name) {
        if (name == null || name.isBlank()) {
            return "The " + what + " is empty.";
        }
        if (name.length() > MAX_NAME_CHARS) {
            return "The " + what + " is longer than " + MAX_NAME_CHARS + " characters.";
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            int type = Character.getType(c);
            if (c != '\t'
                    && (type == Character.CONTROL
                            || type == Character.FORMAT
                            || type == Character.SURROGATE
                            || type == Character.PRIVATE_USE
                            || type == Character.UNASSIGNED)) {
                if (type == Character.SURROGATE
                        && Character.isSurrogatePair(c, i + 1 < name.length() ? name.charAt(i + 1) : 0)) {
                    i++;
                    continue;
                }
                return String.format(
                        "The %s has the invisible character U+%04X at position %d (a control, format or direction mark): "
                                + "type the name again.",
                        what, (int) c, i + 1);
            }
        }
        return null;
    }

    private static Grammar load() {
        try (InputStream in = RunNames.class.getResourceAsStream("/gpudoctor_bridge/names.json")) {
            if (in == null) {
                throw new IllegalStateException(
                        "gpudoctor_bridge/names.json is not on the classpath (the build packs it from python-bridge/)");
            }
            return JsonMappers.readStrict(in, Grammar.class, "gpudoctor_bridge/names.json");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
