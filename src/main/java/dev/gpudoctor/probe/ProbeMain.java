package dev.gpudoctor.probe;

import java.io.PrintStream;

/**
 * The probe child JVM: {@code java -cp <gpu-doctor jar> dev.gpudoctor.probe.ProbeMain [options]}.
 * It is the only process that loads JCuda and libcuda, so a driver that crashes takes this child
 * down, never the window. Answers on stdout as {@link ProbeOutput} lines; exit code 0 when it
 * answered, 3 on a bad command line.
 */
public final class ProbeMain {

    private ProbeMain() {}

    public static void main(String[] args) {
        // stdout carries the answer; anything Java code prints by accident goes to stderr instead.
        PrintStream protocol = System.out;
        System.setOut(System.err);
        ProbeOptions options;
        try {
            options = ProbeOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("gpu-doctor probe: " + e.getMessage());
            System.exit(3);
            return;
        }
        new ProbeRun(options, new ProbeOutput(protocol)).run();
        protocol.flush();
        System.exit(0);
    }
}
