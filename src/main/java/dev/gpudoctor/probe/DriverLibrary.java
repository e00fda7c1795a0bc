package dev.gpudoctor.probe;

import java.nio.file.Files;
import java.nio.file.Path;
import jcuda.driver.JCudaDriver;

/**
 * Loads JCuda's driver binding. Its native library links against libcuda.so.1, so on a machine
 * without the NVIDIA driver the class fails to initialise with an UnsatisfiedLinkError whose
 * (long, nested) message contains "libcuda.so.1: cannot open shared object file". That is not a
 * crash but the most common answer of all: no driver.
 */
final class DriverLibrary {

    /** What loading found: {@code problem} null when the binding is usable. */
    record Load(String problem, boolean driverMissing, String loaderLine, long millis) {
        boolean ok() {
            return problem == null;
        }
    }

    private DriverLibrary() {}

    static Load load() {
        long start = System.nanoTime();
        try {
            // Return codes, not exceptions: every failure becomes evidence with its CUresult name.
            JCudaDriver.setExceptionsEnabled(false);
            return new Load(null, false, null, elapsed(start));
        } catch (LinkageError e) {
            return classify(String.valueOf(e.getMessage()), Files.exists(Path.of(WSL_LIBCUDA)), elapsed(start));
        }
    }

    /** Where WSL2 keeps the Windows driver's libcuda; the loader finds it only through ld.wsl.conf or LD_LIBRARY_PATH. */
    static final String WSL_LIBCUDA = "/usr/lib/wsl/lib/libcuda.so.1";

    /**
     * @param wslLibcudaExists whether {@link #WSL_LIBCUDA} is there: then a libcuda the loader cannot
     *                         find is a broken set-up (a failure), not a machine without a driver
     */
    static Load classify(String message, boolean wslLibcudaExists, long millis) {
        // The Java class name tells a user nothing; the loader's own words and the file it tried do.
        String libcudaLine = message.lines()
                .filter(line -> line.contains("libcuda.so"))
                .findFirst()
                .map(line -> line.replaceFirst("^\\s*java\\.lang\\.UnsatisfiedLinkError:\\s*", ""))
                .orElse(null);
        if (libcudaLine != null && libcudaLine.contains("cannot open shared object file")) {
            if (wslLibcudaExists) {
                return new Load(
                        "libcuda.so.1 is in /usr/lib/wsl/lib but the loader cannot find it (WSL2's "
                                + "/etc/ld.so.conf.d/ld.wsl.conf missing, or ldconfig not run): every CUDA program here fails the same way. "
                                + "Restore ld.wsl.conf and run sudo ldconfig, or export LD_LIBRARY_PATH=/usr/lib/wsl/lib",
                        false,
                        libcudaLine.strip(),
                        millis);
            }
            return new Load("no NVIDIA driver (libcuda.so.1 not found)", true, libcudaLine.strip(), millis);
        }
        String first =
                libcudaLine != null ? libcudaLine : message.lines().findFirst().orElse(message);
        return new Load("JCuda's driver binding could not load: " + first.strip(), false, first.strip(), millis);
    }

    private static long elapsed(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
