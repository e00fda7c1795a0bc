package dev.gpudoctor;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** Keeps the layers of ../shared/STYLE.md honest. */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.gpudoctor");
    }

    @Test
    void modelIsFreeOfJavaFx() {
        noClasses().that().resideInAPackage("dev.gpudoctor.model..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void modelDoesNoInputOrOutput() {
        noClasses().that().resideInAPackage("dev.gpudoctor.model..")
                .should().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "java.net..", "org.slf4j..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileInputStream")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileOutputStream")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.ProcessBuilder")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Runtime")
                .check(classes);
    }

    @Test
    void servicesAndChildProcessCodeStayOutOfJavaFx() {
        ArchRule rule = noClasses().that().resideInAnyPackage(
                        "dev.gpudoctor.host..", "dev.gpudoctor.bridge..", "dev.gpudoctor.probe..",
                        "dev.gpudoctor.checklist..", "dev.gpudoctor.capability..", "dev.gpudoctor.run..",
                        "dev.gpudoctor.diagnosis..", "dev.gpudoctor.bundle..", "dev.gpudoctor.logging..",
                        "dev.gpudoctor.concurrent..", "dev.gpudoctor.build..", "dev.gpudoctor.cli..",
                        "dev.gpudoctor.agent..", "dev.gpudoctor.charts..", "dev.gpudoctor.bench..", "dev.gpudoctor.history..",
                        "dev.gpudoctor.speed..", "dev.gpudoctor.settings..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                // Packages of later issues may not exist yet; the rule waits for them.
                .allowEmptyShould(true);
        rule.check(classes);
    }

    @Test
    void viewModelsNeverTouchNodes() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .check(classes);
    }

    @Test
    void onlyTheProbeChildLoadsJCuda() {
        noClasses().that().resideOutsideOfPackage("dev.gpudoctor.probe..")
                .should().dependOnClassesThat().resideInAPackage("jcuda..")
                .check(classes);
    }

    @Test
    void onlyTheCliWritesToStandardStreams() {
        // ProbeMain's stdout is the probe child's protocol, as the CLI's is its output.
        noClasses().that().resideOutsideOfPackage("dev.gpudoctor.cli..")
                .and().doNotHaveFullyQualifiedName("dev.gpudoctor.probe.ProbeMain")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .check(classes);
    }

    @Test
    void nobodyPrintsStackTraces() {
        noClasses().should().callMethod(Throwable.class, "printStackTrace")
                .check(classes);
    }

    @Test
    void threadsComeOnlyFromTheThreadFactory() {
        noClasses().that().doNotHaveFullyQualifiedName(NamedDaemonThreadFactory.class.getName())
                .should().callConstructor(Thread.class)
                .orShould().callConstructor(Thread.class, Runnable.class)
                .orShould().callConstructor(Thread.class, Runnable.class, String.class)
                .orShould().callConstructor(Thread.class, String.class)
                .check(classes);
    }

    @Test
    void modelDependsOnNothingElseOfOurs() {
        noClasses().that().resideInAPackage("dev.gpudoctor.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.gpudoctor.app..", "dev.gpudoctor.cli..", "dev.gpudoctor.ui..", "dev.gpudoctor.logging..")
                .check(classes);
    }

    @Test
    void cliDoesNotReachIntoTheGui() {
        noClasses().that().resideInAPackage("dev.gpudoctor.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.gpudoctor.ui..", "dev.gpudoctor.app..")
                .check(classes);
    }
}
