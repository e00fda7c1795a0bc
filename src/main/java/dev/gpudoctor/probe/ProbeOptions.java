package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The probe child's command line: {@code [--device N] [--only id,id] [--pinned-cap-mib M]}. The
 * parent builds it; a bad one is a programming error and ends the child with exit code 3.
 */
record ProbeOptions(Integer device, Set<Capability> capabilities, long pinnedCapMib) {

    static final long DEFAULT_PINNED_CAP_MIB = 4096;

    static ProbeOptions parse(String[] args) {
        Integer device = null;
        Set<Capability> only = EnumSet.noneOf(Capability.class);
        long cap = DEFAULT_PINNED_CAP_MIB;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--device" -> device = Integer.valueOf(required(args[i], value));
                case "--only" -> {
                    for (String id : required(args[i], value).split(",")) {
                        only.add(Capability.ofId(id.strip())
                                .orElseThrow(() -> new IllegalArgumentException("unknown capability " + id)));
                    }
                }
                case "--pinned-cap-mib" -> cap = Long.parseLong(required(args[i], value));
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
            i++;
        }
        Set<Capability> jcuda = EnumSet.noneOf(Capability.class);
        for (Capability capability : Capability.values()) {
            if (capability.source() == Capability.Source.JCUDA && (only.isEmpty() || only.contains(capability))) {
                jcuda.add(capability);
            }
        }
        return new ProbeOptions(device, jcuda, cap);
    }

    private static String required(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    List<String> toArgs() {
        List<String> args = new ArrayList<>();
        if (device != null) {
            args.add("--device");
            args.add(device.toString());
        }
        args.add("--only");
        args.add(String.join(",", capabilities.stream().map(Capability::id).toList()));
        args.add("--pinned-cap-mib");
        args.add(Long.toString(pinnedCapMib));
        return args;
    }
}
