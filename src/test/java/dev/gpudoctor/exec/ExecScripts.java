package dev.gpudoctor.exec;

import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.DiagnosisContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/** Real programs for the exec tests: Python scripts run by the system's python3 (they need no torch), and the service over them. */
public final class ExecScripts {

    private static final DiagnosisService DIAGNOSIS = DiagnosisService.standard();

    private ExecScripts() {}

    /** The system's python3: the scripts need nothing but the standard library. */
    public static String python() {
        Path system = Path.of("/usr/bin/python3");
        if (Files.isExecutable(system)) {
            return system.toString();
        }
        return ProgramCheck.onPath("python3", System.getenv("PATH"))
                .orElseThrow(() -> new AssertionError("these tests need a python3"))
                .toString();
    }

    public static Path script(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** An executable file: a stand-in for nvidia-smi or compute-sanitizer, written in Python. */
    static Path tool(Path dir, String name, String pythonBody) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(name);
        Files.writeString(file, "#!" + python() + "\n" + pythonBody);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /** The service with programs looked for on {@code path}, results kept in {@code history} (or none). */
    public static ExecService service(String path, ExecHistory history) {
        return new ExecService(
                new CommandRunner(),
                new ChildOpRunner(Map.of(), BridgeHome::locate),
                DIAGNOSIS,
                DiagnosisContext.UNKNOWN,
                HostRoot.real(),
                Map.of("PATH", path),
                history);
    }
}
