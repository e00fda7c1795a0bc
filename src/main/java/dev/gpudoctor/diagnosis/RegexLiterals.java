package dev.gpudoctor.diagnosis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A cheap necessary condition for a regular expression: for each top-level alternative, the literals one
 * of which any match must contain, taken from its longest run of plain characters or from a required group,
 * whichever has the longest shortest literal. A line that contains none of them cannot match,
 * so the expression is not run on it. Only what is certainly required is taken: optional groups, classes and
 * characters made optional by a quantifier are skipped.
 */
final class RegexLiterals {

    /** Runs shorter than this filter too little to be worth it. */
    static final int MIN_LENGTH = 3;

    private RegexLiterals() {}

    /**
     * The lower-cased literals, one of which every match contains; empty when some alternative has no
     * literal long enough (the expression must then be tried on every line).
     */
    static Optional<List<String>> required(String regex) {
        List<String> literals = new ArrayList<>();
        for (String branch : topLevelBranches(regex)) {
            List<String> groups = new ArrayList<>();
            String longest = longestRun(branch, groups);
            // Any required part will do; the one whose shortest literal is longest lets the fewest lines through:
            // in \b(gpu|cuda)\b.{0,30}(not detected|not found) a log that names cuda on every line passes the first.
            List<String> best = longest.length() >= MIN_LENGTH ? List.of(longest) : null;
            for (String group : groups) {
                Optional<List<String>> fromGroup = required(group);
                if (fromGroup.isPresent() && (best == null || shortest(fromGroup.get()) > shortest(best))) {
                    best = fromGroup.get();
                }
            }
            if (best == null) {
                return Optional.empty();
            }
            best.forEach(literal -> literals.add(literal.toLowerCase(Locale.ROOT)));
        }
        return Optional.of(literals);
    }

    private static int shortest(List<String> literals) {
        return literals.stream().mapToInt(String::length).min().orElse(0);
    }

    private static List<String> topLevelBranches(String regex) {
        List<String> branches = new ArrayList<>();
        int depth = 0;
        boolean inClass = false;
        int start = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (inClass) {
                inClass = c != ']';
            } else if (c == '[') {
                inClass = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                branches.add(regex.substring(start, i));
                start = i + 1;
            }
        }
        branches.add(regex.substring(start));
        return branches;
    }

    /**
     * The longest required run of plain characters outside groups; {@code groups} receives the
     * contents of the top-level groups that are required (not optional, not a look-around or flag).
     */
    private static String longestRun(String branch, List<String> groups) {
        String best = "";
        StringBuilder run = new StringBuilder();
        int depth = 0;
        int groupStart = -1;
        boolean inClass = false;
        for (int i = 0; i < branch.length(); i++) {
            char c = branch.charAt(i);
            if (inClass) {
                inClass = c != ']';
                continue;
            }
            if (depth > 0) {
                if (c == '\\') {
                    i++;
                } else if (c == '[') {
                    inClass = true;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    char after = i + 1 < branch.length() ? branch.charAt(i + 1) : 0;
                    String content = branch.substring(groupStart, i);
                    boolean optional = after == '?' || after == '*' || branch.startsWith("{0", i + 1);
                    if (content.startsWith("?:")) {
                        content = content.substring(2);
                    } else if (content.startsWith("?")) {
                        optional = true; // a look-around or an inline flag: requires no characters
                    }
                    if (!optional) {
                        groups.add(content);
                    }
                }
                continue;
            }
            if (c == '{') {
                // A counted quantifier ({2}, {0,40}) of what came before: its digits are no characters of the text.
                int close = branch.indexOf('}', i);
                best = longer(best, run);
                run.setLength(0);
                i = close < 0 ? branch.length() : close;
                continue;
            }
            Character literal = null;
            int width = 1;
            if (c == '\\' && i + 1 < branch.length()) {
                char e = branch.charAt(i + 1);
                width = 2;
                if (!Character.isLetterOrDigit(e)) {
                    literal = e;
                }
            } else if (c == '[') {
                inClass = true;
            } else if (c == '(') {
                depth++;
                groupStart = i + 1;
            } else if ("^$.|".indexOf(c) < 0 && "?*+{".indexOf(c) < 0) {
                literal = c;
            }
            char after = i + width < branch.length() ? branch.charAt(i + width) : 0;
            boolean optional = after == '?' || after == '*' || (after == '{' && branch.startsWith("{0", i + width));
            if (literal != null && literal >= 128) {
                literal = null; // the index is ASCII-only; a run stops at any other character
            }
            if (literal != null && !optional) {
                run.append(literal);
                if (after == '+' || after == '{') {
                    best = longer(best, run);
                    run.setLength(0);
                }
            } else {
                best = longer(best, run);
                run.setLength(0);
            }
            i += width - 1;
        }
        return longer(best, run);
    }

    private static String longer(String best, StringBuilder run) {
        return run.length() > best.length() ? run.toString() : best;
    }
}
