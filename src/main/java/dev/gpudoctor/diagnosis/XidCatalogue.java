package dev.gpudoctor.diagnosis;

import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What the driver's Xid numbers mean, from NVIDIA's Xid catalog ({@code xid-codes.json}), and the
 * decoding of the Xid lines of a kernel log into a sentence.
 */
public final class XidCatalogue {

    static final String RESOURCE = "xid-codes.json";

    /** "NVRM: Xid (PCI:0000:41:00): 13, ..." and the shorter "Xid 79" of other tools, in lower case. */
    private static final Pattern XID =
            Pattern.compile("\\bxid \\((?:pci:)?[0-9a-f:.]+\\): (\\d{1,3})\\b|\\bxid (\\d{1,3})\\b");

    public record Xid(int number, String description, String cause, String action) {}

    record File(String source, String note, List<Xid> xids) {}

    private final Map<Integer, Xid> byNumber;

    private XidCatalogue(File file) {
        this.byNumber = file.xids().stream().collect(Collectors.toUnmodifiableMap(Xid::number, Function.identity()));
    }

    public static XidCatalogue standard() {
        try (InputStream in = XidCatalogue.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The Xid catalogue " + RESOURCE + " is missing from the application");
            }
            return new XidCatalogue(JsonMappers.readStrict(in, File.class, RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the Xid catalogue " + RESOURCE, e);
        }
    }

    /** The catalogue's entry for an Xid number (the checklist's xid-history check decodes with it too). */
    public Optional<Xid> lookup(int number) {
        return Optional.ofNullable(byNumber.get(number));
    }

    /** The Xid numbers in lower-cased lines, in order of first appearance. */
    static Set<Integer> numbers(List<String> lower) {
        Set<Integer> found = new LinkedHashSet<>();
        for (String line : lower) {
            if (!line.contains("xid")) {
                continue;
            }
            Matcher m = XID.matcher(line);
            while (m.find()) {
                found.add(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
            }
        }
        return found;
    }

    /** "Xids in this text: 13 Graphics Engine Exception (application: ...); 45 ..." or empty when there are none. */
    String decode(List<String> lower) {
        Set<Integer> numbers = numbers(lower);
        if (numbers.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("Xids in this text, first first:");
        for (int number : numbers) {
            Xid xid = byNumber.get(number);
            text.append(' ').append(number);
            if (xid == null) {
                text.append(" (not in GPU Doctor's copy of the catalog; see NVIDIA's Xid catalog);");
            } else {
                text.append(" ")
                        .append(xid.description())
                        .append(" (")
                        .append(xid.cause())
                        .append(": ")
                        .append(xid.action())
                        .append(");");
            }
        }
        text.setLength(text.length() - 1);
        return text.append('.').toString();
    }
}
