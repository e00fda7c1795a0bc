package dev.gpudoctor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 42 item 2, records in as well as out: JSON GPU Doctor wrote itself is read back with the one mapper
 * into the records it was written from, never by field address ({@code JsonNode.path}, {@code get},
 * {@code at}). Reading by address is left to the editors of data we did not write and to the one place
 * that brings older shapes to today's ({@link #FOREIGN_OR_UPGRADE}). The fleet's answers from other machines
 * (check --json, capabilities --json, run --json), the import chain's env part and the run-name grammar are
 * read into records too; the list of readers not yet converted is gone.
 */
class JsonFieldReadersTest {

    /** Who may read a Jackson tree by field address for good, each with why. */
    static final Map<String, String> FOREIGN_OR_UPGRADE = Map.of(
            "dev.gpudoctor.bundle.ReportUpgrade",
                    "rewrites a report.json an older GPU Doctor wrote into today's shape before it is bound",
            "dev.gpudoctor.json.OlderShapes",
                    "renames an older file's camelCase keys to snake_case before the mapper reads it",
            "dev.gpudoctor.bundle.BundleReader",
                    "reads schema_version, the one key that says which shape the rest is in, before the upgrade",
            "dev.gpudoctor.bundle.BundleReport",
                    "removes the element a failed bind names (the exception's path) so the rest reads; reads no value",
            "dev.gpudoctor.fleet.FleetFile",
                    "finds the targets of a fleet.json of any version, to upgrade older camelCase ones (OlderShapes) before binding them");

    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.gpudoctor");
    }

    static final DescribedPredicate<JavaMethodCall> FIELD_READ =
            new DescribedPredicate<>("JsonNode.path, get or at (a read by field address)") {
                @Override
                public boolean test(JavaMethodCall call) {
                    return call.getTargetOwner().isAssignableTo(JsonNode.class)
                            && call.getName().matches("path|get|at");
                }
            };

    private static final DescribedPredicate<JavaClass> LISTED =
            new DescribedPredicate<>("a listed reader of foreign or older JSON") {
                @Override
                public boolean test(JavaClass javaClass) {
                    String top = javaClass.getName().replaceFirst("\\$.*", "");
                    return FOREIGN_OR_UPGRADE.containsKey(top);
                }
            };

    @Test
    void ourJsonIsReadIntoRecordsNotByFieldAddress() {
        noClasses()
                .that(DescribedPredicate.not(LISTED))
                .should()
                .callMethodWhere(FIELD_READ)
                .because(
                        "JSON GPU Doctor wrote is read with JsonMappers into the record it was written from "
                                + "(older shapes are upgraded first, in ReportUpgrade); a field-path reader is a second shape waiting to drift")
                .check(classes);
    }

    @Test
    void eachListedReaderStillReadsByAddress() {
        // A class converted to records leaves the list, so the list says what is left to do.
        for (String name : FOREIGN_OR_UPGRADE.keySet()) {
            assertThat(classes.contain(name))
                    .as(name + " is listed but does not exist")
                    .isTrue();
            boolean reads = classes.stream()
                    .filter(c -> c.getName().equals(name) || c.getName().startsWith(name + "$"))
                    .anyMatch(c -> c.getMethodCallsFromSelf().stream().anyMatch(FIELD_READ));
            assertThat(reads)
                    .as(name + " is listed as a field-path reader but reads no tree by address")
                    .isTrue();
        }
    }
}
