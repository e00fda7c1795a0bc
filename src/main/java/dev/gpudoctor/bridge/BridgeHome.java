package dev.gpudoctor.bridge;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finds {@code python-bridge/}: under the gpudoctor.home the launcher sets, else the working directory. */
public final class BridgeHome {

    public static final String HOME_PROPERTY = "gpudoctor.home";

    /** Where a service gets the folder from, when it needs it: a missing folder fails that service only. */
    @FunctionalInterface
    public interface Locator {
        Path locate() throws BridgeSetupException;
    }

    private BridgeHome() {}

    /** The python-bridge folder for this process's gpudoctor.home and working directory. */
    public static Path locate() throws BridgeSetupException {
        return locate(System.getProperty(HOME_PROPERTY), Path.of("").toAbsolutePath());
    }

    static Path locate(String home, Path workingDirectory) throws BridgeSetupException {
        List<Path> tried = new ArrayList<>();
        if (home != null && !home.isBlank()) {
            tried.add(Path.of(home).resolve("python-bridge"));
        }
        tried.add(workingDirectory.resolve("python-bridge"));
        for (Path candidate : tried) {
            if (Files.isRegularFile(candidate.resolve("gpudoctor_bridge").resolve("__main__.py"))) {
                return candidate.toAbsolutePath().normalize();
            }
        }
        throw new BridgeSetupException("GPU Doctor cannot find its python-bridge folder (looked in "
                + String.join(" and ", tried.stream().map(Path::toString).toList())
                + "). Start it with the ./gpu-doctor launcher from the checkout, or pass -D"
                + HOME_PROPERTY + "=<checkout>.");
    }
}
