package dev.gpudoctor.fleet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Machine names written as one Slurm hostlist expression, as {@code sbatch --exclude=} and {@code scontrol show
 * hostnames} read it: names that differ only in a trailing number share a bracket of ranges ({@code gpu[1-3,7]}); a
 * zero-padded number keeps its width ({@code node[007-009]}), so a padded and an unpadded name are never merged.
 * Names without a trailing number stay as they are. Groups keep the order their first name came in.
 */
public final class SlurmHostlist {

    private static final Pattern TRAILING_NUMBER = Pattern.compile("^(.*?)(\\d+)$");

    private SlurmHostlist() {}

    /** A prefix and the width its numbers are written with (0: not padded). */
    private record Group(String prefix, int width) {}

    public static String of(List<String> names) {
        Map<Group, TreeSet<Long>> groups = new LinkedHashMap<>();
        Map<String, Boolean> plain = new LinkedHashMap<>();
        List<Object> order = new ArrayList<>();
        for (String name : names) {
            Matcher m = TRAILING_NUMBER.matcher(name);
            if (!m.matches() || m.group(2).length() > 18) {
                if (plain.putIfAbsent(name, true) == null) {
                    order.add(name);
                }
                continue;
            }
            String digits = m.group(2);
            Group group = new Group(m.group(1), digits.length() > 1 && digits.startsWith("0") ? digits.length() : 0);
            if (!groups.containsKey(group)) {
                order.add(group);
            }
            groups.computeIfAbsent(group, g -> new TreeSet<>()).add(Long.parseLong(digits));
        }
        List<String> parts = new ArrayList<>();
        for (Object item : order) {
            if (item instanceof Group group) {
                parts.add(expression(group, groups.get(group)));
            } else {
                parts.add((String) item);
            }
        }
        return String.join(",", parts);
    }

    private static String expression(Group group, TreeSet<Long> numbers) {
        String format = group.width() == 0 ? "%d" : "%0" + group.width() + "d";
        if (numbers.size() == 1) {
            return group.prefix() + String.format(Locale.ROOT, format, numbers.first());
        }
        List<String> ranges = new ArrayList<>();
        long start = -1;
        long previous = -1;
        for (long number : numbers) {
            if (start >= 0 && number == previous + 1) {
                previous = number;
                continue;
            }
            if (start >= 0) {
                ranges.add(range(format, start, previous));
            }
            start = number;
            previous = number;
        }
        ranges.add(range(format, start, previous));
        return group.prefix() + "[" + String.join(",", ranges) + "]";
    }

    private static String range(String format, long from, long to) {
        return from == to
                ? String.format(Locale.ROOT, format, from)
                : String.format(Locale.ROOT, format, from) + "-" + String.format(Locale.ROOT, format, to);
    }
}
