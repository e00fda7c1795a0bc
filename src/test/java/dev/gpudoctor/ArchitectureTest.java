package dev.gpudoctor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.model.CheckInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps the layers honest: data flows one way (host facts, probe children and the Python bridge →
 * services → view models → views, the CLI and bundles), and each way of doing a thing has one home.
 */
class ArchitectureTest {

    /**
     * The floor plan, bottom up (docs/architecture.md): each floor may use the floors below it, never one above.
     * The ways of doing one thing (reading the machine, starting a process, the mapper, our files, threads, logs).
     */
    static final String[] FOUNDATIONS = {
        "dev.gpudoctor.host..",
        "dev.gpudoctor.json..",
        "dev.gpudoctor.files..",
        "dev.gpudoctor.concurrent..",
        "dev.gpudoctor.logging..",
        "dev.gpudoctor.build..",
        "dev.gpudoctor.settings.."
    };
    /** The children GPU Doctor speaks to: the Python bridge and the probe JVM. */
    static final String[] CHILDREN = {"dev.gpudoctor.bridge..", "dev.gpudoctor.probe.."};
    /** The use cases and the judges, one package per part of the mission. */
    static final String[] USE_CASES = {
        "dev.gpudoctor.checklist..", "dev.gpudoctor.capability..", "dev.gpudoctor.run..", "dev.gpudoctor.diagnosis..",
        "dev.gpudoctor.bundle..", "dev.gpudoctor.charts..", "dev.gpudoctor.bench..", "dev.gpudoctor.history..",
        "dev.gpudoctor.speed..", "dev.gpudoctor.pyenv..", "dev.gpudoctor.fleet..", "dev.gpudoctor.metrics..",
        "dev.gpudoctor.exec..", "dev.gpudoctor.sniff.."
    };
    /** The one composition root. */
    static final String PARTS = "dev.gpudoctor.parts..";
    /** Every package below the view models: each of them is named in each rule that concerns services. */
    static final String[] SERVICES = Stream.of(
                    Stream.of(FOUNDATIONS), Stream.of(CHILDREN), Stream.of(USE_CASES), Stream.of(PARTS))
            .flatMap(s -> s)
            .toArray(String[]::new);
    /** The packages above them: the composition root, the CLI, the fleet agent's entry point, the window. */
    static final String[] FRONTS = {
        "dev.gpudoctor.app..", "dev.gpudoctor.cli..", "dev.gpudoctor.agent..", "dev.gpudoctor.ui.."
    };

    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.gpudoctor");
    }

    @Test
    void modelIsFreeOfJavaFx() {
        noClasses()
                .that()
                .resideInAPackage("dev.gpudoctor.model..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void modelDoesNoInputOrOutput() {
        noClasses()
                .that()
                .resideInAPackage("dev.gpudoctor.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.nio.file..", "java.net..", "org.slf4j..")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.io.File")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.io.FileInputStream")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.io.FileOutputStream")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.lang.ProcessBuilder")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.lang.Runtime")
                .orShould()
                .callMethodWhere(CLASSPATH_READ)
                .check(classes);
    }

    /**
     * Reading a file from the classpath is I/O too (the run-name grammar was read in the model, through
     * the json package: issue 42); it belongs to a service that says what happens when the file is missing.
     */
    private static final DescribedPredicate<JavaMethodCall> CLASSPATH_READ =
            new DescribedPredicate<>("a read from the classpath (getResource…)") {
                @Override
                public boolean test(JavaMethodCall call) {
                    String owner = call.getTargetOwner().getName();
                    return (call.getName().startsWith("getResource")
                                    || call.getName().startsWith("getSystemResource"))
                            && (owner.equals("java.lang.Class")
                                    || owner.equals("java.lang.ClassLoader")
                                    || owner.equals("java.lang.Module"));
                }
            };

    @Test
    void thePackagesFormNoCycles() {
        // One arrow back up (json <-> model, from the run-name grammar) once crept in unnoticed.
        slices().matching("dev.gpudoctor.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void eachFloorUsesOnlyTheFloorsBelowIt() {
        // The floor plan of docs/architecture.md as one rule: a class never imports from a floor above its own
        // (the json <-> model arrow was one such import). The command line and the window are beside each other,
        // and only the mains (Launcher, AgentMain) stand on both.
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("Model")
                .definedBy("dev.gpudoctor.model..")
                .layer("Foundations")
                .definedBy(FOUNDATIONS)
                .layer("Children")
                .definedBy(CHILDREN)
                .layer("Use cases")
                .definedBy(USE_CASES)
                .layer("Composition root")
                .definedBy(PARTS)
                .layer("Command line")
                .definedBy("dev.gpudoctor.cli..")
                .layer("Window")
                .definedBy("dev.gpudoctor.ui..")
                .layer("Mains")
                .definedBy("dev.gpudoctor.app..", "dev.gpudoctor.agent..")
                .whereLayer("Model")
                .mayNotAccessAnyLayer()
                .whereLayer("Foundations")
                .mayOnlyAccessLayers("Model")
                .whereLayer("Children")
                .mayOnlyAccessLayers("Model", "Foundations")
                .whereLayer("Use cases")
                .mayOnlyAccessLayers("Model", "Foundations", "Children")
                .whereLayer("Composition root")
                .mayOnlyAccessLayers("Model", "Foundations", "Children", "Use cases")
                .whereLayer("Command line")
                .mayOnlyAccessLayers("Model", "Foundations", "Children", "Use cases", "Composition root")
                .whereLayer("Window")
                .mayOnlyAccessLayers("Model", "Foundations", "Children", "Use cases")
                .because("data flows one way: findings up to the services, the services up to the fronts")
                .check(classes);
    }

    @Test
    void everyPackageIsNamedInTheLayers() {
        // A new package must be placed in SERVICES or FRONTS (or be the model), so no rule misses it.
        List<String> known = new ArrayList<>(List.of("dev.gpudoctor.model.."));
        known.addAll(List.of(SERVICES));
        known.addAll(List.of(FRONTS));
        classes().should().resideInAnyPackage(known.toArray(String[]::new)).check(classes);
    }

    @Test
    void servicesStayOutOfJavaFx() {
        noClasses()
                .that()
                .resideInAnyPackage(SERVICES)
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void theHeadlessFrontsStayOutOfJavaFx() {
        // The CLI and the fleet agent run where there is no display (and no JavaFX on a server's JVM).
        noClasses()
                .that()
                .resideInAnyPackage("dev.gpudoctor.cli..", "dev.gpudoctor.agent..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void servicesNeverReachUpIntoTheCliTheWindowOrTheCompositionRoot() {
        noClasses()
                .that()
                .resideInAnyPackage(SERVICES)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(FRONTS)
                .check(classes);
    }

    @Test
    void jsonMappersAreMadeOnlyInTheJsonPackage() {
        DescribedPredicate<JavaConstructorCall> newMapper = new DescribedPredicate<>("construct an ObjectMapper") {
            @Override
            public boolean test(JavaConstructorCall call) {
                return call.getTargetOwner().isAssignableTo(ObjectMapper.class);
            }
        };
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.json..")
                .should()
                .callConstructorWhere(newMapper)
                .orShould()
                .callMethod(JsonMapper.class, "builder")
                .because("one configured mapper (JsonMappers) gives every record one JSON shape")
                .check(classes);
    }

    @Test
    void processesAreStartedOnlyInTheHostPackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.host..")
                .should()
                .callConstructorWhere(new DescribedPredicate<>("construct a ProcessBuilder") {
                    @Override
                    public boolean test(JavaConstructorCall call) {
                        return call.getTargetOwner().isEquivalentTo(ProcessBuilder.class);
                    }
                })
                .orShould()
                .callMethod(Runtime.class, "exec", String.class)
                .orShould()
                .callMethod(Runtime.class, "exec", String[].class)
                .because("host's CommandRunner and ChildProcess give every child a timeout and a tree kill")
                .check(classes);
    }

    @Test
    void everyChildIsStartedThroughChildProcess() {
        // ChildProcess gives each child the token its descendants inherit: how a tree is ended and how the tests'
        // LeakCheck finds what is left. Only ProcessTrees' kill(1), waited for and killed on its limit, starts bare.
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName("dev.gpudoctor.host.ChildProcess")
                .and()
                .doNotHaveFullyQualifiedName("dev.gpudoctor.host.ProcessTrees")
                .should()
                .callMethod(ProcessBuilder.class, "start")
                .orShould()
                .callMethod(ProcessBuilder.class, "startPipeline", List.class)
                .because("a child without ChildProcess's token escapes the tree kill and the leak check")
                .check(classes);
    }

    @Test
    void viewModelsNeverTouchNodes() {
        noClasses()
                .that()
                .haveSimpleNameEndingWith("ViewModel")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .check(classes);
    }

    @Test
    void onlyTheProbeChildLoadsJCuda() {
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.probe..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("jcuda..")
                .check(classes);
    }

    @Test
    void onlyTheCliWritesToStandardStreams() {
        // ProbeMain's stdout is the probe child's protocol, as the CLI's is its output.
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.cli..")
                .and()
                .doNotHaveFullyQualifiedName("dev.gpudoctor.probe.ProbeMain")
                .should()
                .accessField(System.class, "out")
                .orShould()
                .accessField(System.class, "err")
                .check(classes);
    }

    @Test
    void nobodyPrintsStackTraces() {
        noClasses().should().callMethod(Throwable.class, "printStackTrace").check(classes);
    }

    @Test
    void threadsComeOnlyFromTheThreadFactory() {
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName(NamedDaemonThreadFactory.class.getName())
                .should()
                .callConstructor(Thread.class)
                .orShould()
                .callConstructor(Thread.class, Runnable.class)
                .orShould()
                .callConstructor(Thread.class, Runnable.class, String.class)
                .orShould()
                .callConstructor(Thread.class, String.class)
                .check(classes);
    }

    @Test
    void modelDependsOnNothingElseOfOurs() {
        noClasses()
                .that()
                .resideInAPackage("dev.gpudoctor.model..")
                .should()
                .dependOnClassesThat(JavaClass.Predicates.resideInAPackage("dev.gpudoctor..")
                        .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("dev.gpudoctor.model.."))))
                .check(classes);
    }

    @Test
    void cliDoesNotReachIntoTheGui() {
        noClasses()
                .that()
                .resideInAPackage("dev.gpudoctor.cli..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.gpudoctor.ui..", "dev.gpudoctor.app..")
                .check(classes);
    }

    /** What only {@code parts.Parts} constructs: the services, readers and runners the window and the CLI share. */
    static final java.util.Set<String> ASSEMBLED_PARTS = java.util.Set.of(
            "dev.gpudoctor.checklist.ChecklistService",
            "dev.gpudoctor.capability.CapabilityService",
            "dev.gpudoctor.bundle.BundleService",
            "dev.gpudoctor.bundle.BundleReader",
            "dev.gpudoctor.bundle.DiagnosisInput",
            "dev.gpudoctor.run.MaceRunService",
            "dev.gpudoctor.diagnosis.DiagnosisService",
            "dev.gpudoctor.bridge.ChildOpRunner",
            "dev.gpudoctor.bridge.PythonInterpreters",
            "dev.gpudoctor.history.RunHistory",
            "dev.gpudoctor.pyenv.ManagedPythonSetup",
            "dev.gpudoctor.pyenv.ManagedEnvironment",
            "dev.gpudoctor.fleet.SshFleet",
            "dev.gpudoctor.fleet.SlurmFleet");

    @Test
    void theFrontsTakeTheirServicesFromTheOneCompositionRoot() {
        // The window (AppContext), the CLI (CliServices) and the agent get services, readers and runners
        // from Parts, so both are built from the same interpreters, platform and knowledge base.
        noClasses()
                .that()
                .resideInAnyPackage(FRONTS)
                .should()
                .callConstructorWhere(new DescribedPredicate<>("construct a service, reader or runner") {
                    @Override
                    public boolean test(JavaConstructorCall call) {
                        return ASSEMBLED_PARTS.contains(call.getTargetOwner().getName());
                    }
                })
                .because("Parts is the one composition root: a second one drifts from it")
                .check(classes);
    }

    @Test
    void thisMachinesFactoriesAreCalledOnlyByTheCompositionRoot() {
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.parts..")
                .should()
                .callMethodWhere(new DescribedPredicate<>("call a forThisMachine/ofThisMachine/ofThisUser factory") {
                    @Override
                    public boolean test(com.tngtech.archunit.core.domain.JavaMethodCall call) {
                        String name = call.getName();
                        return (name.equals("forThisMachine")
                                        || name.equals("ofThisMachine")
                                        || name.equals("ofThisUser"))
                                && ASSEMBLED_PARTS.contains(
                                        call.getTargetOwner().getName());
                    }
                })
                .because("each part of this machine is made once, in Parts")
                .check(classes);
    }

    @Test
    void onlyTheFrontsUseTheCompositionRoot() {
        noClasses()
                .that()
                .resideInAnyPackage(SERVICES)
                .and()
                .resideOutsideOfPackage("dev.gpudoctor.parts..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.gpudoctor.parts..")
                .check(classes);
    }

    @Test
    void theFleetFrontsGoThroughTheOneFleetService() {
        // The CLI and the window build a FleetRequest and call FleetService; a front that reached the
        // transports itself would restate the defaults, the validation and the file layout (issue 26).
        noClasses()
                .that()
                .resideInAnyPackage("dev.gpudoctor.cli..", "dev.gpudoctor.ui..")
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("dev.gpudoctor.fleet.SshFleet")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("dev.gpudoctor.fleet.SlurmFleet")
                .because("FleetService is the fleet's one use case")
                .check(classes);
    }

    @Test
    void checksAreDescribedOnlyInTheCatalogue() {
        // Each check carries its id (a CheckId) and its run function in the checklist's catalogue; a CheckInfo
        // made outside the checklist would be a second catalogue that a renamed id silently drops out of.
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.checklist..")
                .and()
                .doNotHaveFullyQualifiedName("dev.gpudoctor.model.CheckInfo")
                .should()
                .callConstructorWhere(new DescribedPredicate<>("construct a CheckInfo") {
                    @Override
                    public boolean test(JavaConstructorCall call) {
                        return call.getTargetOwner().getName().equals("dev.gpudoctor.model.CheckInfo");
                    }
                })
                .because("the typed catalogue is the one list of checks")
                .check(classes);
    }

    @Test
    void theChecklistLevelIsDecidedOnlyByCheckLevel() {
        // "quick" was decided in three places (check, bundle, the fleet's script), each filtering on needsPython;
        // the checklist itself asks it only to know whether to start Python at all (issue 26).
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.gpudoctor.checklist..")
                .and()
                .doNotHaveFullyQualifiedName("dev.gpudoctor.model.CheckLevel")
                .should()
                .callMethod(CheckInfo.class, "needsPython")
                .because("CheckLevel.includes is the one definition of a level")
                .check(classes);
    }

    /**
     * Where a Jackson tree may still be built or changed by hand, each with why. Everything else GPU Doctor
     * writes is a record written by the one mapper, so it has one shape wherever it appears (issue 26).
     */
    static final Map<String, String> TREE_EDITORS = Map.of(
            "dev.gpudoctor.bundle.Redactor",
                    "copies any tree (nvidia-smi, the env op's answer: data we did not write) with private strings replaced",
            "dev.gpudoctor.bundle.ReportUpgrade",
                    "rewrites a report.json an older GPU Doctor wrote into today's shape before it is read",
            "dev.gpudoctor.json.OlderShapes",
                    "renames an older file's camelCase keys to snake_case before the mapper reads it");

    private static final DescribedPredicate<JavaMethodCall> TREE_EDIT =
            new DescribedPredicate<>("put, set or add on a Jackson ObjectNode/ArrayNode") {
                @Override
                public boolean test(JavaMethodCall call) {
                    return call.getTargetOwner().isAssignableTo(ContainerNode.class)
                            && call.getName().matches("put.*|set.*|add.*|insert.*|replace");
                }
            };

    private static final DescribedPredicate<JavaClass> TREE_EDITOR =
            new DescribedPredicate<>("one of the listed tree editors") {
                @Override
                public boolean test(JavaClass javaClass) {
                    String top = javaClass.getName().replaceFirst("\\$.*", "");
                    return TREE_EDITORS.containsKey(top);
                }
            };

    @Test
    void ourRecordsAreWrittenByTheMapperNotBuiltByHand() {
        noClasses()
                .that(DescribedPredicate.not(TREE_EDITOR))
                .should()
                .callMethodWhere(TREE_EDIT)
                .because(
                        "a hand-built ObjectNode for our own record is a second JSON shape waiting to happen; write a record")
                .check(classes);
    }

    @Test
    void eachListedTreeEditorStillEditsTrees() {
        // An exception nobody needs any more is removed, so the list stays the list of real reasons.
        for (String name : TREE_EDITORS.keySet()) {
            JavaClass editor = classes.get(name);
            boolean edits = editor.getMethodCallsFromSelf().stream().anyMatch(TREE_EDIT)
                    || classes.stream()
                            .filter(c -> c.getName().startsWith(name + "$"))
                            .anyMatch(c -> c.getMethodCallsFromSelf().stream().anyMatch(TREE_EDIT));
            assertThat(edits)
                    .as(name + " is listed as a tree editor but edits no tree")
                    .isTrue();
        }
    }
}
