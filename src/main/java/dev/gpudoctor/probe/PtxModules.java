package dev.gpudoctor.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The hand-written PTX the probes load; a test compiles each one for sm_50 … sm_90. */
public final class PtxModules {

    /** Resource names next to this class. */
    public static final String CAPABILITY_KERNELS = "capability-kernels.ptx";

    public static final List<String> ALL = List.of(CAPABILITY_KERNELS);

    private PtxModules() {}

    public static String text(String name) {
        try (InputStream in = PtxModules.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("PTX resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read PTX resource " + name, e);
        }
    }
}
