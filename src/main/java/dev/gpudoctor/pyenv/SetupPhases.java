package dev.gpudoctor.pyenv;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A set-up step as a person reads it: which of the three phases it is in and what pip is doing, not
 * pip's raw line ("Step 2 of 3 · downloading torch (888.1 MB)").
 */
public final class SetupPhases {

    private static final Pattern DOWNLOADING = Pattern.compile(
            "^\\s*Downloading (\\S+?)(?:-(\\d[^-]*))?(?:-[^\\s]*)?\\.(?:whl|tar\\.gz|zip)\\s*\\(([^)]+)\\)");
    private static final Pattern COLLECTING = Pattern.compile("^\\s*Collecting ([A-Za-z0-9_.\\-]+)");

    private SetupPhases() {}

    public static String describe(SetupProgress progress) {
        String line = progress.line() == null ? "" : progress.line().trim();
        return switch (progress.step()) {
            case "check" -> "Step 1 of 3 · checking the Python it is built from";
            case "venv" -> "Step 1 of 3 · creating GPU Doctor's own environment";
            case "install" -> "Step 2 of 3 · " + install(line);
            case "done" -> "Step 3 of 3 · " + line;
            default -> line;
        };
    }

    private static String install(String line) {
        Matcher downloading = DOWNLOADING.matcher(line);
        if (downloading.find()) {
            return "downloading " + downloading.group(1) + " (" + downloading.group(3) + ")";
        }
        Matcher collecting = COLLECTING.matcher(line);
        if (collecting.find()) {
            return "finding " + collecting.group(1);
        }
        if (line.startsWith("Installing collected packages")) {
            return "installing the downloaded packages (a few minutes, no output meanwhile)";
        }
        if (line.startsWith("Successfully installed")) {
            return "installed";
        }
        return "installing mace-torch, torch and their dependencies";
    }
}
