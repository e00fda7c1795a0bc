package dev.gpudoctor.bundle;

import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.build.BuildInfo;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Bug-report bundles: the same findings the Checklist tab and {@code check} show, collected once,
 * redacted and zipped. Blocking; interrupting the calling thread cancels the probes.
 */
public final class BundleService {

    /** The privacy notice the Report tab and {@code bundle --help} show. */
    public static final String PRIVACY_NOTICE = "Redacted in every file: values of environment variables whose names"
            + " look secret (TOKEN, KEY, SECRET, PASSWORD, CREDENTIAL, AUTH, COOKIE, SESSION…); tokens by their shape"
            + " (hf_…, ghp_…, github_pat_…, AKIA…, sk-…, xox…-, JWTs, Bearer …) and passwords in URLs; your home folder"
            + " (root's /root too, and $HOME) becomes ~, your user name <user> (the name root is kept: it names no one),"
            + " GPU UUIDs are replaced by stand-ins and the host name by <host>."
            + " report.json counts the replacements, never the values.";

    /** One line of the preview: a section, what it includes, its files. */
    public record PreviewItem(String section, String description, List<String> files) {}

    /**
     * The bridge ops both halves of a bundle ask with the same parameters: the checklist's nvml-calls and gpu-outlier
     * checks and the capability matrix's NVML, matmul-bf16 and copy-bandwidth rows. Within one bundle each runs once.
     */
    static final Set<String> PROBES_BOTH_HALVES_ASK = Set.of("nvml_calls", "matmul_probe", "copy_bandwidth_probe");

    private final BundleProbes probes;
    private final ChildOpRunner children;
    private final List<BundleSection> sections;
    private final Map<String, String> environment;
    private final String home;
    private final String user;

    /**
     * @param extraSections sections of other features (the capability matrix), written after the standard ones
     */
    public BundleService(
            ChecklistService checklist,
            RunHistory history,
            DiagnosisService diagnosis,
            LogBuffer log,
            Supplier<String> defaultPython,
            ChildOpRunner children,
            CommandRunner runner,
            Map<String, String> environment,
            String home,
            String user,
            AppVersion app,
            List<BundleSection> extraSections) {
        this.probes = new BundleProbes(checklist, history, log, defaultPython, children, runner, environment, app);
        this.children = children;
        this.environment = Map.copyOf(environment);
        this.home = home;
        this.user = user;
        List<BundleSection> all = new ArrayList<>(List.of(
                new HostSection(),
                new ChecklistSection(),
                new PythonSection(),
                new RunsSection(),
                new LogsSection(),
                new DiagnosesSection(diagnosis),
                new ExecSection()));
        all.addAll(extraSections);
        this.sections = List.copyOf(all);
    }

    /** This machine and this user; the capability matrix is probed while the bundle is made. */
    public static BundleService forThisMachine(
            ChecklistService checklist,
            RunHistory history,
            DiagnosisService diagnosis,
            Supplier<CapabilityService> capabilities,
            Supplier<String> defaultPython,
            ChildOpRunner children,
            CommandRunner commands,
            Map<String, String> environment,
            String home) {
        return new BundleService(
                checklist,
                history,
                diagnosis,
                LogBuffer.shared(),
                defaultPython,
                children,
                commands,
                environment,
                home,
                System.getProperty("user.name"),
                BuildInfo.current(),
                List.of(new CapabilitiesSection(
                        python -> capabilities.get().probe(new CapabilityRequest(Set.of(), null, python), row -> {}),
                        true)));
    }

    /** Sections in the order they are written. */
    public List<BundleSection> sections() {
        return sections;
    }

    public List<PreviewItem> preview(BundleOptions options) {
        List<PreviewItem> items = new ArrayList<>();
        items.add(new PreviewItem(
                "summary",
                "for humans: host, verdicts, failures with their causes, what was left out",
                List.of(BundleFormat.SUMMARY, BundleFormat.REPORT, BundleFormat.MANIFEST)));
        for (BundleSection section : sections) {
            if (section.id().equals("runs") && !options.includeRuns()) {
                items.add(new PreviewItem("runs", "left out (include runs is off)", List.of()));
            } else if (section.id().equals(ExecSection.ID)
                    && options.execResults().isEmpty()) {
                continue; // only asked for: a bundle without --exec has nothing of it to say
            } else {
                items.add(new PreviewItem(section.id(), section.description(), section.files()));
            }
        }
        return items;
    }

    /** The default file name: {@code gpu-doctor-bundle-20250101-120000.zip}, {@code …-2.zip} when that exists already. */
    public static Path defaultOutput(Path folder) {
        String stem = "gpu-doctor-bundle-"
                + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").format(LocalDateTime.now());
        Path candidate = folder.resolve(stem + ".zip");
        for (int n = 2; Files.exists(candidate, LinkOption.NOFOLLOW_LINKS); n++) {
            candidate = folder.resolve(stem + "-" + n + ".zip");
        }
        return candidate;
    }

    /**
     * Probes, then writes.
     *
     * @throws OutputFolder.Unwritable before any probe, when the zip could not be written where asked
     */
    public BundleWriter.Written create(BundleOptions options, BiConsumer<Double, String> progress)
            throws IOException, InterruptedException {
        // The probes take tens of seconds: find out first that their result would have nowhere to go.
        OutputFolder.check(options.output() != null ? options.output() : defaultOutput(Path.of("")));
        BiConsumer<Double, String> report = progress == null ? (f, s) -> {} : progress;
        // One producer per fact: a probe the checklist ran is the matrix's answer too, not a second measurement.
        try (ChildOpRunner.SharedAnswers shared = children.sharing(PROBES_BOTH_HALVES_ASK)) {
            BundleInputs inputs = probes.collect(options, (f, s) -> report.accept(f * 0.7, s));
            return write(inputs, options, (f, s) -> report.accept(0.7 + f * 0.3, s));
        }
    }

    /** The writing half alone (the benchmark times it without the probes). */
    public BundleWriter.Written write(BundleInputs inputs, BundleOptions options, BiConsumer<Double, String> progress)
            throws IOException {
        Path output = options.output() != null ? options.output() : defaultOutput(Path.of(""));
        // The exec section is there only when runs of the user's command were added: not a skipped part of every
        // bundle.
        List<BundleSection> written = sections.stream()
                .filter(section -> !section.id().equals(ExecSection.ID)
                        || !inputs.execResults().isEmpty())
                .toList();
        return new BundleWriter().write(inputs, written, policy(inputs, options), output, progress);
    }

    public BundleInputs collect(BundleOptions options, BiConsumer<Double, String> progress)
            throws InterruptedException {
        return probes.collect(options, progress == null ? (f, s) -> {} : progress);
    }

    private RedactionPolicy policy(BundleInputs inputs, BundleOptions options) {
        List<String> secrets = new ArrayList<>(RedactionPolicy.secretValuesOf(environment));
        if (inputs.checklist() != null) {
            secrets.addAll(
                    RedactionPolicy.secretValuesOf(inputs.checklist().host().environment()));
        }
        String hostname = options.redactHostname() ? hostname(inputs.hostRoot()) : null;
        // $HOME too where it is not the account's home (sudo, su): both are "your home folder".
        return new RedactionPolicy(home, user, hostname, secrets, Collections.singletonList(environment.get("HOME")));
    }

    private static String hostname(HostRoot root) {
        return root.readString("/proc/sys/kernel/hostname")
                .or(() -> root.readString("/etc/hostname"))
                .map(String::strip)
                .filter(name -> !name.isEmpty() && !name.equals("localhost"))
                .orElse(null);
    }
}
