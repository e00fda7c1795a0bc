package dev.gpudoctor.diagnosis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The real error reports under src/test/resources/diagnosis/fixtures. A file is named
 * {@code <expected id>--<slug>.txt} or {@code negative--<slug>.txt}; its header lines say where it
 * comes from ({@code # source: URL}) and may list the expected ids ({@code # expect: id id}, empty
 * for none). The header is not part of the diagnosed text.
 */
record Fixtures(List<Fixture> all) {

    record Fixture(String name, String source, Set<String> expected, String text) {

        boolean negative() {
            return expected.isEmpty();
        }
    }

    static Fixtures load() {
        try {
            Path dir = Path.of(Fixtures.class.getResource("/diagnosis/fixtures").toURI());
            List<Fixture> fixtures = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    fixtures.add(parse(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8)));
                }
            }
            return new Fixtures(fixtures);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Fixture parse(String name, String content) {
        String source = null;
        Set<String> expected = null;
        StringBuilder text = new StringBuilder();
        for (String line : content.split("\n", -1)) {
            if (line.startsWith("# source:")) {
                source = line.substring("# source:".length()).strip();
            } else if (line.startsWith("# expect:")) {
                expected = new LinkedHashSet<>(Arrays.stream(line.substring("# expect:".length()).strip().split("\\s+"))
                        .filter(s -> !s.isBlank()).toList());
            } else {
                text.append(line).append('\n');
            }
        }
        if (source == null) {
            throw new IllegalStateException(name + " has no '# source:' line");
        }
        if (expected == null) {
            String prefix = name.substring(0, name.indexOf("--"));
            expected = prefix.equals("negative") ? Set.of() : Set.of(prefix);
        }
        return new Fixture(name, source, expected, text.toString());
    }
}
