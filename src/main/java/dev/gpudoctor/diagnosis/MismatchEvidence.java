package dev.gpudoctor.diagnosis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which way a mismatch points, read from the pasted text: is the GPU older or newer than the
 * architectures the build ships, and does lspci list an NVIDIA device at all. Remedies name the
 * direction they fit ({@link Direction}); the diagnoser puts those first and drops the opposite ones.
 * Nothing here guesses: a direction is set only when the text states both sides (or says "too old").
 */
public final class MismatchEvidence {

    /** Directions come in pairs on one axis; evidence for one rules out the other. */
    public enum Axis {
        ARCH,
        PCI,
        DRIVER
    }

    /** In a remedy's command: the torch wheel index for the CUDA the driver supports, when the text says which. */
    static final String INDEX_FOR_DRIVER = "{index-for-driver}";
    /** What the placeholder becomes when the text does not say: the oldest CUDA torch still builds for. */
    static final String DEFAULT_INDEX = "cu118";
    /** torch's wheel indexes by the CUDA version they need (major * 1000 + minor * 10, as CUDA encodes it). */
    private static final int[][] INDEXES = {
        {11080, 118}, {12010, 121}, {12040, 124}, {12060, 126}, {12080, 128}, {12090, 129}, {13000, 130}
    };

    public enum Direction {
        OLD_GPU("old-gpu", Axis.ARCH, "The GPU is older than what the build ships"),
        NEW_GPU("new-gpu", Axis.ARCH, "The GPU is newer than every architecture the build ships"),
        NVIDIA_DEVICE_PRESENT(
                "nvidia-device-present", Axis.PCI, "lspci lists an NVIDIA device, so the hardware is there"),
        NO_NVIDIA_DEVICE("no-nvidia-device", Axis.PCI, "lspci lists no NVIDIA GPU") {
            @Override
            public boolean exclusive() {
                return true;
            }
        };

        private final String jsonName;
        private final Axis axis;
        private final String statement;

        Direction(String jsonName, Axis axis, String statement) {
            this.jsonName = jsonName;
            this.axis = axis;
            this.statement = statement;
        }

        public String jsonName() {
            return jsonName;
        }

        public Axis axis() {
            return axis;
        }

        /** Whether, when the text shows it, every other remedy is moot (no hardware: no driver step helps). */
        public boolean exclusive() {
            return false;
        }

        /** The words that introduce a remedy when the text shows this direction. */
        public String statement() {
            return statement;
        }

        /** The words that introduce a remedy shown while the text shows no direction on its axis. */
        public String condition() {
            return "If " + Character.toLowerCase(statement.charAt(0)) + statement.substring(1);
        }

        static Direction of(String name) {
            for (Direction d : values()) {
                if (d.jsonName.equals(name)) {
                    return d;
                }
            }
            throw new IllegalArgumentException("unknown remedy direction '" + name
                    + "'; one of old-gpu, new-gpu, nvidia-device-present, no-nvidia-device");
        }
    }

    /** "… with CUDA capability sm_120 is not compatible", "which is of cuda capability 3.5", "compute capability 8.6". */
    private static final Pattern GPU_SM = Pattern.compile("with cuda capability sm_(\\d{2,3})\\b");

    private static final Pattern GPU_DOTTED = Pattern.compile(
            "(?:which is of cuda capability|cuda compute capability|compute capability:?) (\\d{1,2})\\.(\\d)\\b");
    /** "The current PyTorch install supports CUDA capabilities sm_50 sm_60 …", get_arch_list()'s ['sm_50', …]. */
    private static final Pattern WHEEL_LIST = Pattern.compile(
            "supports cuda capabilities ((?:(?:sm|compute)_\\d{2,3}[ ,.']*)+)|\\[((?:'(?:sm|compute)_\\d{2,3}',? ?)+)\\]");

    private static final Pattern ARCH = Pattern.compile("(?:sm|compute)_(\\d{2,3})");
    /** "The minimum cuda capability supported by this library is 3.7." / "… that we support is 3.5." */
    private static final Pattern WHEEL_MINIMUM = Pattern.compile(
            "minimum (?:required )?cuda capability (?:supported by this library |that we support )?is (\\d{1,2})\\.(\\d)");
    /** torch's "driver … is too old (found version 11040)", nvidia-smi's header "CUDA Version: 12.2". */
    private static final Pattern DRIVER_FOUND = Pattern.compile("too old \\(found version (\\d{4,5})\\)");

    private static final Pattern DRIVER_SMI =
            Pattern.compile("driver version: [\\d.]+ +cuda version: (\\d{2})\\.(\\d)");
    private static final Pattern TOO_OLD = Pattern.compile("no longer supports this gpu because it is too old");
    /** An lspci device line: "01:00.0 VGA compatible controller [0300]: NVIDIA …", with or without a domain and [class]. */
    private static final Pattern LSPCI_DEVICE = Pattern.compile(
            "^\\s*(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7] ([a-z][a-z /-]*?)(?: \\[[0-9a-f]{4}\\])?: ");
    /** A display device class, or the host bridge that opens every full listing. */
    private static final Pattern DISPLAY_CLASS =
            Pattern.compile("vga compatible controller|3d controller|display controller");

    private static final Pattern HOST_BRIDGE = Pattern.compile("host bridge");
    private static final Pattern NVIDIA_PCI = Pattern.compile("nvidia|\\[10de:|\\b10de:[0-9a-f]{4}\\b");

    private final Set<Direction> directions;
    private final Integer gpuArch;
    private final List<Integer> wheelArchs;
    private final Integer wheelMinimum;
    private final List<String> displayDevices;
    private final boolean pciMeaningless;
    private final Integer driverCuda;

    private MismatchEvidence(
            Set<Direction> directions,
            Integer gpuArch,
            List<Integer> wheelArchs,
            Integer wheelMinimum,
            List<String> displayDevices,
            boolean pciMeaningless,
            Integer driverCuda) {
        this.pciMeaningless = pciMeaningless;
        this.driverCuda = driverCuda;
        this.directions = Collections.unmodifiableSet(directions);
        this.gpuArch = gpuArch;
        this.wheelArchs = List.copyOf(wheelArchs);
        this.wheelMinimum = wheelMinimum;
        this.displayDevices = List.copyOf(displayDevices);
    }

    static MismatchEvidence none() {
        return new MismatchEvidence(EnumSet.noneOf(Direction.class), null, List.of(), null, List.of(), false, null);
    }

    /**
     * Reads lower-cased lines. Under WSL2 lspci never lists the NVIDIA GPU (it shows a Microsoft
     * adapter), so the PCI axis is not read there.
     */
    static MismatchEvidence read(List<String> lines, List<String> lower, boolean wsl2) {
        Integer gpu = null;
        TreeSet<Integer> wheel = new TreeSet<>();
        Integer minimum = null;
        boolean tooOld = false;
        List<String> display = new ArrayList<>();
        List<String> pci = new ArrayList<>();
        boolean fullListing = false;
        Integer driver = null;
        for (int i = 0; i < lower.size(); i++) {
            String line = lower.get(i);
            if (driver == null) {
                Matcher found = DRIVER_FOUND.matcher(line);
                Matcher smi = DRIVER_SMI.matcher(line);
                if (found.find()) {
                    driver = Integer.parseInt(found.group(1));
                } else if (smi.find()) {
                    driver = Integer.parseInt(smi.group(1)) * 1000 + Integer.parseInt(smi.group(2)) * 10;
                }
            }
            if (gpu == null) {
                Matcher sm = GPU_SM.matcher(line);
                Matcher dotted = GPU_DOTTED.matcher(line);
                if (sm.find()) {
                    gpu = Integer.parseInt(sm.group(1));
                } else if (dotted.find()) {
                    gpu = Integer.parseInt(dotted.group(1)) * 10 + Integer.parseInt(dotted.group(2));
                }
            }
            Matcher list = WHEEL_LIST.matcher(line);
            if (list.find()) {
                Matcher arch = ARCH.matcher(list.group(1) != null ? list.group(1) : list.group(2));
                while (arch.find()) {
                    wheel.add(Integer.parseInt(arch.group(1)));
                }
            }
            Matcher min = WHEEL_MINIMUM.matcher(line);
            if (minimum == null && min.find()) {
                minimum = Integer.parseInt(min.group(1)) * 10 + Integer.parseInt(min.group(2));
            }
            tooOld |= TOO_OLD.matcher(line).find();
            Matcher device = LSPCI_DEVICE.matcher(line);
            if (device.find()) {
                pci.add(lines.get(i).strip());
                if (DISPLAY_CLASS.matcher(device.group(1)).find()) {
                    display.add(lines.get(i).strip());
                }
                fullListing |= HOST_BRIDGE.matcher(device.group(1)).find();
            }
        }
        Set<Direction> directions = EnumSet.noneOf(Direction.class);
        if (tooOld || (gpu != null && minimum != null && gpu < minimum)) {
            directions.add(Direction.OLD_GPU);
        } else if (gpu != null && !wheel.isEmpty() && !wheel.contains(gpu)) {
            // Above the newest the build ships: only a newer CUDA build has it. Below it (even above the
            // oldest, as sm_61 against sm_50 sm_70 …): the build dropped it, a newer one will not bring it back.
            directions.add(gpu > wheel.last() ? Direction.NEW_GPU : Direction.OLD_GPU);
        }
        // A listing that shows the display devices (lspci | grep VGA) or every device (from the host bridge on)
        // says whether an NVIDIA one is there; a few other lines of lspci say nothing about it.
        // WSL2's lspci shows a Microsoft adapter in place of the GPU, whether or not the text says WSL2 elsewhere.
        boolean wslAdapter =
                pci.stream().anyMatch(d -> d.toLowerCase(Locale.ROOT).contains("microsoft corporation"));
        if (!wsl2 && !wslAdapter && (!display.isEmpty() || fullListing)) {
            directions.add(
                    pci.stream()
                                    .anyMatch(d -> NVIDIA_PCI
                                            .matcher(d.toLowerCase(Locale.ROOT))
                                            .find())
                            ? Direction.NVIDIA_DEVICE_PRESENT
                            : Direction.NO_NVIDIA_DEVICE);
        }
        return new MismatchEvidence(
                directions,
                gpu,
                new ArrayList<>(wheel),
                minimum,
                display.isEmpty() ? pci : display,
                wsl2 || wslAdapter,
                driver);
    }

    public Set<Direction> directions() {
        return directions;
    }

    /** Whether remedies on this axis mean anything here: under WSL2 lspci never lists the GPU, so neither PCI remedy does. */
    boolean applies(Axis axis) {
        return axis != Axis.PCI || !pciMeaningless;
    }

    /** Whether the text shows a direction on this axis. */
    boolean decided(Axis axis) {
        return directions.stream().anyMatch(d -> d.axis() == axis);
    }

    /** What was read from the text on this axis, in words; empty when nothing was. */
    String describe(Axis axis) {
        if (axis == Axis.ARCH) {
            if (gpuArch == null
                    && wheelArchs.isEmpty()
                    && wheelMinimum == null
                    && !directions.contains(Direction.OLD_GPU)) {
                return "";
            }
            StringBuilder text = new StringBuilder("Read from the text:");
            if (gpuArch != null) {
                text.append(" the GPU is ")
                        .append(sm(gpuArch))
                        .append(" (compute capability ")
                        .append(gpuArch / 10)
                        .append('.')
                        .append(gpuArch % 10)
                        .append(");");
            }
            if (!wheelArchs.isEmpty()) {
                text.append(" the build ships ")
                        .append(String.join(
                                " ",
                                wheelArchs.stream().map(MismatchEvidence::sm).toList()))
                        .append(';');
            } else if (wheelMinimum != null) {
                text.append(" the build's minimum is ").append(sm(wheelMinimum)).append(';');
            }
            if (directions.contains(Direction.OLD_GPU)) {
                text.append(" the GPU is older than what the build ships: the build dropped it.");
            } else if (directions.contains(Direction.NEW_GPU)) {
                text.append(" the GPU is newer than every architecture the build ships: the build predates it.");
            } else {
                text.setLength(text.length() - 1);
                text.append('.');
            }
            return text.toString();
        }
        if (axis == Axis.DRIVER) {
            if (driverCuda == null) {
                return "";
            }
            return indexForDriver()
                    .map(index -> "Read from the text: the driver supports CUDA " + cuda(driverCuda)
                            + "; the newest torch build it runs is " + index + ".")
                    .orElse("Read from the text: the driver supports CUDA " + cuda(driverCuda)
                            + ", older than any CUDA current torch builds for: update the driver.");
        }
        if (directions.contains(Direction.NVIDIA_DEVICE_PRESENT)) {
            return "Read from the text: lspci lists an NVIDIA device, so the GPU is there and the driver side is at fault.";
        }
        if (directions.contains(Direction.NO_NVIDIA_DEVICE)) {
            return "Read from the text: lspci lists "
                    + (displayDevices.size() == 1
                            ? "1 device, not an NVIDIA one"
                            : displayDevices.size() + " devices, none of them NVIDIA")
                    + " (" + displayDevices.get(0) + (displayDevices.size() > 1 ? ", …" : "")
                    + "): this machine has no NVIDIA GPU that the system can see.";
        }
        return "";
    }

    /**
     * The newest torch wheel index whose CUDA the driver supports, e.g. "cu121" for a driver of CUDA 12.2;
     * for an 11.x driver below 11.8, cu118 (CUDA's minor-version compatibility runs it on any 11.x driver).
     * Empty when the text does not say, or the driver predates every CUDA torch builds for.
     */
    Optional<String> indexForDriver() {
        if (driverCuda == null) {
            return Optional.empty();
        }
        String best = null;
        for (int[] index : INDEXES) {
            if (index[0] <= driverCuda || index[0] / 1000 == driverCuda / 1000 && best == null) {
                best = "cu" + index[1];
            }
        }
        return Optional.ofNullable(best);
    }

    private static String cuda(int encoded) {
        return (encoded / 1000) + "." + (encoded % 1000) / 10;
    }

    private static String sm(int arch) {
        return String.format(Locale.ROOT, "sm_%d", arch);
    }
}
