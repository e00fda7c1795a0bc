package dev.gpudoctor.host;

import dev.gpudoctor.model.XidHistory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The NVIDIA driver's Xid lines since boot. On "/" the kernel log is read by {@code dmesg} (which reads
 * {@code /dev/kmsg}; reading that device here would block at its end) and, when that is refused, by
 * {@code journalctl -k -b}; each with a timeout, and only matching lines are kept (at most a few
 * hundred), so a huge log costs no memory. A captured tree gives {@code .gpu-doctor/commands/dmesg.txt}
 * or {@code journalctl-k.txt}. An unprivileged journalctl prints nothing but a hint: that is "not
 * readable", never "no Xids".
 */
public final class XidHistoryReader {

    public static final String DMESG_CAPTURE = "dmesg";
    public static final String JOURNAL_CAPTURE = "journalctl-k";
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final int MAX_KEPT_LINES = XidHistory.MAX_EVENTS * 2;
    private static final int MAX_LINE = 300;
    /** "NVRM: Xid (PCI:0000:41:00): 79, pid=…" and the older "NVRM: Xid (0000:01:00): 13, …". */
    private static final Pattern XID = Pattern.compile("NVRM: Xid \\((?:PCI:)?([0-9A-Fa-f:.]+)\\): (\\d{1,3})\\b");

    private static final Pattern FELL_OFF = Pattern.compile("NVRM:.*fallen off the bus");
    /** What journalctl and dmesg say instead of the log when the user may not read it. */
    private static final List<String> REFUSALS = List.of(
            "not seeing messages",
            "no journal files",
            "operation not permitted",
            "permission denied",
            "read kernel buffer failed");

    private final HostRoot root;
    private final HostCommands commands;
    private final UnaryOperator<String> programs;
    private final Duration timeout;

    public XidHistoryReader(HostRoot root, HostCommands commands) {
        this(root, commands, null, TIMEOUT);
    }

    /** With where each program is ({@code "dmesg"} → a path), for tests; null looks in the usual folders. */
    XidHistoryReader(HostRoot root, HostCommands commands, UnaryOperator<String> programs, Duration timeout) {
        this.root = root;
        this.commands = commands;
        this.programs = programs;
        this.timeout = timeout;
    }

    public XidHistory read() throws InterruptedException {
        List<String> problems = new ArrayList<>();
        List<Source> sources = List.of(
                new Source(DMESG_CAPTURE, "dmesg", program("dmesg"), List.of()),
                new Source(
                        JOURNAL_CAPTURE,
                        "journalctl -k -b",
                        program("journalctl"),
                        List.of("-k", "-b", "--no-pager", "-q")));
        for (Source source : sources) {
            if (root.isReal() && source.program() == null) {
                problems.add(source.label() + ": not installed");
                continue;
            }
            List<String> command = new ArrayList<>();
            command.add(source.program() == null ? source.label() : source.program());
            command.addAll(source.args());
            CollectedOutput output =
                    commands.output(source.capture(), command, timeout, XidHistoryReader::worthKeeping, MAX_KEPT_LINES);
            String refusal = output.lines().stream()
                    .filter(XidHistoryReader::refusal)
                    .findFirst()
                    .orElse(null);
            if (!output.hasOutput() && refusal == null) {
                // Cut by its time limit after it had printed Xid lines: those were read, and they are kept.
                XidHistory partial = parse(source.label() + ", cut: " + output.problem(), output.lines());
                if (!partial.events().isEmpty()) {
                    return new XidHistory(partial.source(), null, partial.events(), true);
                }
            }
            if (!output.hasOutput() || output.problem() != null || refusal != null) {
                String why = refusal != null ? refusal.strip() : output.problem();
                problems.add(source.label() + ": " + why);
                continue;
            }
            return parse(root.isReal() ? source.label() : "captured " + source.capture(), output.lines());
        }
        return XidHistory.unreadable(String.join("; ", problems));
    }

    private String program(String name) {
        if (programs != null) {
            return programs.apply(name);
        }
        for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
            if (root.exists(dir + "/" + name)) {
                return dir + "/" + name;
            }
        }
        return null;
    }

    static boolean worthKeeping(String line) {
        return line.contains("NVRM") && (line.contains("Xid") || line.contains("fallen off the bus")) || refusal(line);
    }

    private static boolean refusal(String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        return !lower.contains("nvrm") && REFUSALS.stream().anyMatch(lower::contains);
    }

    /** The Xid events of kept lines; a "fallen off the bus" line without an Xid number counts as Xid 79. */
    static XidHistory parse(String source, List<String> lines) {
        List<XidHistory.Event> events = new ArrayList<>();
        int seen = 0;
        for (String line : lines) {
            Matcher m = XID.matcher(line);
            XidHistory.Event event = null;
            if (m.find()) {
                event = new XidHistory.Event(Integer.parseInt(m.group(2)), m.group(1), cut(line));
            } else if (FELL_OFF.matcher(line).find()) {
                event = new XidHistory.Event(79, null, cut(line));
            }
            if (event != null) {
                seen++;
                if (events.size() < XidHistory.MAX_EVENTS) {
                    events.add(event);
                }
            }
        }
        return new XidHistory(source, null, events, seen > events.size() || lines.size() >= MAX_KEPT_LINES);
    }

    private static String cut(String line) {
        String clean = line.strip().replaceAll("\\p{Cntrl}", "?");
        return clean.length() > MAX_LINE ? clean.substring(0, MAX_LINE) + "…" : clean;
    }

    private record Source(String capture, String label, String program, List<String> args) {}
}
