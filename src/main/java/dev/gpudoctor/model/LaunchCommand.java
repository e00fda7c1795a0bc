package dev.gpudoctor.model;

/**
 * The command the user started GPU Doctor with, as they would type it again: {@code gpu-doctor} when the
 * PATH finds it (the .deb), {@code ./gpu-doctor} in a clone, {@code gpu-doctor/bin/gpu-doctor} from the
 * unpacked archive. Every text that tells a user to run a command names it through here, so the
 * installed app never says {@code ./gpu-doctor}.
 *
 * <p>The launcher scripts decide it, because only they know how they were started (their {@code $0}
 * and the PATH), and pass it as the system property {@value #PROPERTY}; without one (tests,
 * {@code java -jar}) it is {@value #DEFAULT}.
 */
public final class LaunchCommand {
    public static final String PROPERTY = "gpudoctor.command";
    public static final String DEFAULT = "gpu-doctor";

    private LaunchCommand() {}

    /** The command alone: {@code gpu-doctor}, {@code ./gpu-doctor}, … */
    public static String name() {
        String name = System.getProperty(PROPERTY, "").strip();
        return name.isEmpty() ? DEFAULT : name;
    }

    /** The command with its arguments, e.g. {@code line("setup-python")} is {@code gpu-doctor setup-python} when installed. */
    public static String line(String arguments) {
        return name() + " " + arguments;
    }
}
