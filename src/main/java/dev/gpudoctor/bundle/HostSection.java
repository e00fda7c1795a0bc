package dev.gpudoctor.bundle;

import dev.gpudoctor.host.CollectedOutput;
import dev.gpudoctor.host.HostCommands;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.host.WindowsHalfReader;
import dev.gpudoctor.host.XidHistoryReader;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.WindowsHalf;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Host facts into report.json, and {@code raw/} laid out as a captured host tree: the files
 * GPU Doctor reads at their own paths, the command outputs and environment under
 * {@code raw/.gpu-doctor/}, placeholders for device nodes and libraries, links in
 * {@code links.txt}. So {@code check --host-root raw/} re-runs the host checks offline.
 */
final class HostSection implements BundleSection {

    static final String RAW = HostRoot.BUNDLE_TREE + "/";
    /** Files read as they are, when present. */
    static final List<String> FILES = List.of(
            "/proc/version",
            "/proc/sys/kernel/osrelease",
            "/etc/os-release",
            "/usr/lib/os-release",
            "/etc/ld.so.conf",
            "/proc/meminfo",
            "/proc/mounts",
            "/proc/self/limits");
    /** Entries whose presence is the fact: written as empty placeholders. */
    static final List<String> MARKERS =
            List.of("/dev/dxg", "/proc/sys/fs/binfmt_misc/WSLInterop", "/proc/sys/fs/binfmt_misc/WSLInterop-late");

    private static final int MAX_FILE_BYTES = 1024 * 1024;

    @Override
    public String id() {
        return "host";
    }

    @Override
    public String description() {
        return "OS, kernel, WSL, loader, driver and GPUs; the raw files and nvidia-smi output they were read from";
    }

    @Override
    public List<String> files() {
        return List.of(
                "raw/proc/version",
                "raw/etc/os-release",
                "raw/etc/ld.so.conf.d/*.conf",
                "raw/.gpu-doctor/commands/nvidia-smi.txt",
                "raw/.gpu-doctor/commands/nvidia-smi-q-x.txt",
                "raw/.gpu-doctor/environ.txt",
                "raw/.gpu-doctor/links.txt");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws SectionSkipped {
        if (inputs.checklist() == null) {
            throw new SectionSkipped("host facts could not be read: " + inputs.checklistProblem());
        }
        HostFacts host = inputs.checklist().host();
        draft.report("host", host);
        HostRoot root = inputs.hostRoot();
        List<String> paths = new ArrayList<>(FILES);
        for (String name : root.list("/etc/ld.so.conf.d")) {
            paths.add("/etc/ld.so.conf.d/" + name);
        }
        for (String path : paths) {
            copy(root, path, draft);
        }
        for (String marker : MARKERS) {
            if (root.exists(marker)) {
                draft.text(RAW + marker.substring(1), "");
            }
        }
        Map<String, String> links = new TreeMap<>();
        List<HostFacts.LibraryFile> libraries = new ArrayList<>(host.wsl().libDirFiles());
        libraries.addAll(host.loader().linuxDriverLibs());
        for (HostFacts.LibraryFile library : libraries) {
            placeholder(root, library.path(), links, draft);
        }
        for (String location : host.nvidiaSmi().locations()) {
            placeholder(root, location, links, draft);
        }
        if (!links.isEmpty()) {
            StringBuilder text =
                    new StringBuilder("# Symbolic links of the host, one a line (a zip carries no links).\n");
            links.forEach((link, target) ->
                    text.append(link).append(" -> ").append(target).append('\n'));
            draft.text(RAW + HostRoot.CAPTURE_DIR + "/" + HostRoot.LINKS_FILE, text.toString());
        }
        environment(host, draft);
        windowsAndXids(host, draft);
        command(inputs.nvidiaSmiXml(), draft);
        command(inputs.nvidiaSmiPlain(), draft);
        draft.text(RAW + "README.txt", """
                This folder stands for "/" of the machine the bundle was made on, trimmed to what GPU Doctor reads.
                Re-run the host checks offline with:  gpu-doctor check --host-root raw  (./gpu-doctor in a clone)
                .gpu-doctor/commands/ holds command output (nvidia-smi, pip freeze), .gpu-doctor/environ.txt the
                variables that matter to CUDA (secrets redacted), .gpu-doctor/links.txt the symbolic links, and
                empty files stand for device nodes and libraries whose presence is the fact.
                """);
    }

    private static void copy(HostRoot root, String path, BundleDraft draft) {
        if (root.size(path) > MAX_FILE_BYTES) {
            draft.partSkipped("raw" + path, "larger than 1 MiB");
            return;
        }
        root.readString(path).ifPresent(text -> {
            if (BundlePaths.problem(RAW + path.substring(1)) == null) {
                draft.text(RAW + path.substring(1), text);
            }
        });
    }

    /** A library or binary: a link goes to links.txt (and its target gets a placeholder), a file becomes an empty one. */
    private static void placeholder(HostRoot root, String path, Map<String, String> links, BundleDraft draft) {
        String current = path;
        for (int hops = 0; hops < 8 && current != null; hops++) {
            String target = root.linkTarget(current);
            if (target == null) {
                if (root.exists(current) && BundlePaths.problem(RAW + current.substring(1)) == null) {
                    draft.text(RAW + current.substring(1), "");
                }
                return;
            }
            links.put(current, target);
            current = target.startsWith("/")
                    ? target
                    : Path.of(current).getParent().resolve(target).normalize().toString();
        }
    }

    private static void environment(HostFacts host, BundleDraft draft) {
        if (host.environment().isEmpty() && HostCommands.NOT_COLLECTED.equals(host.environmentSource())) {
            draft.partSkipped("raw/.gpu-doctor/environ.txt", "the environment was not collected");
            return;
        }
        StringBuilder text = new StringBuilder();
        host.environment()
                .forEach((name, value) -> text.append(name)
                        .append('=')
                        .append(RedactionPolicy.looksSecret(name) ? Redactor.REDACTED : value)
                        .append('\n'));
        draft.text(RAW + ".gpu-doctor/environ.txt", text.toString());
    }

    /**
     * The Windows half's interop answers and .wslconfig, and the kernel log's Xid lines (only those), laid
     * out as captures, so the windows-half and xid-history checks re-run offline on raw/.
     */
    private static void windowsAndXids(HostFacts host, BundleDraft draft) {
        for (WindowsHalf.InteropOutput output : host.windows().outputs()) {
            if (output.problem() == null && !output.lines().isEmpty()) {
                draft.text(
                        RAW + HostRoot.CAPTURE_DIR + "/commands/" + output.name() + ".txt",
                        String.join("\n", output.lines()) + "\n");
            }
        }
        String config = host.windows().wslConfigPath();
        if (config != null) {
            StringBuilder text = new StringBuilder();
            String section = null;
            for (Map.Entry<String, String> setting : host.windows().wslConfig().entrySet()) {
                int dot = setting.getKey().indexOf('.');
                String name = setting.getKey().substring(0, dot);
                if (!name.equals(section)) {
                    text.append('[').append(name).append("]\n");
                    section = name;
                }
                text.append(setting.getKey().substring(dot + 1))
                        .append('=')
                        .append(setting.getValue())
                        .append('\n');
            }
            draft.text(RAW + HostRoot.CAPTURE_DIR + "/" + WindowsHalfReader.WSLCONFIG_CAPTURE, text.toString());
        }
        if (host.xids().source() != null) {
            StringBuilder lines = new StringBuilder();
            host.xids().events().forEach(event -> lines.append(event.line()).append('\n'));
            draft.text(
                    RAW + HostRoot.CAPTURE_DIR + "/commands/" + XidHistoryReader.DMESG_CAPTURE + ".txt",
                    lines.toString());
        }
    }

    static void command(CollectedOutput output, BundleDraft draft) {
        if (output == null) {
            return;
        }
        if (!output.hasOutput()) {
            draft.partSkipped("raw/.gpu-doctor/commands/" + output.name() + ".txt", output.problem());
            return;
        }
        draft.text(RAW + HostRoot.CAPTURE_DIR + "/commands/" + output.name() + ".txt", output.text() + "\n");
    }
}
