package dev.gpudoctor.probe;

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

    private DriverLibrary() {
    }

    static Load load() {
        long start = System.nanoTime();
        try {
            // Return codes, not exceptions: every failure becomes evidence with its CUresult name.
            JCudaDriver.setExceptionsEnabled(false);
            return new Load(null, false, null, elapsed(start));
        } catch (LinkageError e) {
            return classify(String.valueOf(e.getMessage()), elapsed(start));
        }
    }

    static Load classify(String message, long millis) {
        String libcudaLine = message.lines().filter(line -> line.contains("libcuda.so")).findFirst().orElse(null);
        if (libcudaLine != null && libcudaLine.contains("cannot open shared object file")) {
            return new Load("no NVIDIA driver (libcuda.so.1 not found)", true, libcudaLine.strip(), millis);
        }
        String first = libcudaLine != null ? libcudaLine : message.lines().findFirst().orElse(message);
        return new Load("JCuda's driver binding could not load: " + first.strip(), false, first.strip(), millis);
    }

    private static long elapsed(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
