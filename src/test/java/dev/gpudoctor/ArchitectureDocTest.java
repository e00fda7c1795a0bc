package dev.gpudoctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md names every package of the main tree, one line each (issue 42): the README's old
 * map had left out 9 of 26. A package added without its line, or a line left for a package that is gone,
 * fails here with the names.
 */
class ArchitectureDocTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/gpudoctor");
    private static final Path DOC = Path.of("docs/architecture.md");
    /** A row of the Packages table: | `ui.shell` | … | */
    private static final Pattern ROW = Pattern.compile("^\\| `([a-z0-9.]+)` \\|");

    @Test
    void everyPackageHasExactlyOneLineInThePackageMap() throws IOException {
        List<String> rows = packageRows(Files.readString(DOC, StandardCharsets.UTF_8));
        Set<String> packages = sourcePackages();

        assertThat(packages).as("packages under " + SOURCES).hasSizeGreaterThan(30);
        assertThat(rows).as("packages named twice in " + DOC).doesNotHaveDuplicates();
        assertThat(packages)
                .as("packages without a line in the Packages table of " + DOC)
                .isSubsetOf(new TreeSet<>(rows));
        assertThat(new TreeSet<>(rows))
                .as("lines in " + DOC + " for packages that do not exist")
                .isSubsetOf(packages);
    }

    @Test
    void theRowsAreReadFromThePackagesSectionOnly() {
        String doc =
                "# A\n| `model` | before the section |\n## Packages\n| package | what |\n|---|---|\n| `app` | main |\n| `ui.shell` | window |\n\n## Next\n| `host` | after |\n";

        assertThat(packageRows(doc)).containsExactly("app", "ui.shell");
    }

    /** The first column of the table under "## Packages", up to the next heading. */
    static List<String> packageRows(String doc) {
        List<String> rows = new ArrayList<>();
        boolean inSection = false;
        for (String line : doc.split("\\R")) {
            if (line.startsWith("## ")) {
                inSection = line.strip().equals("## Packages");
                continue;
            }
            Matcher row = ROW.matcher(line);
            if (inSection && row.find()) {
                rows.add(row.group(1));
            }
        }
        return rows;
    }

    /** Every folder holding a .java file, as its package name below dev.gpudoctor ("ui.shell"). */
    private static Set<String> sourcePackages() throws IOException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(file -> file.toString().endsWith(".java"))
                    .map(Path::getParent)
                    .filter(dir -> !dir.equals(SOURCES))
                    .forEach(dir ->
                            packages.add(SOURCES.relativize(dir).toString().replace('/', '.')));
        }
        return packages;
    }
}
