package dev.gpudoctor.checklist;

import dev.gpudoctor.diagnosis.XidCatalogue;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.model.XidHistory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The xid-history check: the driver's Xid errors since boot, decoded with NVIDIA's Xid catalogue. */
final class XidHistoryCheck {

    static final CheckInfo INFO = new CheckInfo(
            CheckId.XID_HISTORY,
            "No GPU Xid errors since boot",
            false,
            "Reads the kernel log since boot (dmesg, which reads /dev/kmsg, or journalctl -k) for the NVIDIA driver's "
                    + "\u201cNVRM: Xid\u201d lines, and decodes each number with NVIDIA's Xid catalog: 13, 31 and 43 are usually "
                    + "the program (a bad memory access in a kernel), 48, 63, 64, 92, 94 and 95 the GPU's memory (ECC), 79 a GPU "
                    + "that fell off the bus (power, heat, seating), 119 and 120 the GSP firmware. A GPU that logged a hardware "
                    + "Xid fails again and again until it is reset or serviced. If it fails, do what the catalog says for the "
                    + "number shown; under WSL2 the driver runs on Windows, so Xids are in Windows' event log (source nvlddmkm), "
                    + "not here.",
            RecommendedAction.RESET_GPU);
    /** Xids after which the GPU needs a reset or service whatever their catalogue bucket says. */
    private static final Set<Integer> NEEDS_RESET = Set.of(79, 119, 120, 62);

    private XidHistoryCheck() {}

    static CheckResult run(HostFacts host) {
        return run(host, "since boot");
    }

    /** @param window what the events cover, in words ("since boot", "since the previous check at …") */
    static CheckResult run(HostFacts host, String window) {
        Verdict v = new Verdict(INFO);
        XidHistory history = host.xids();
        if (history.source() == null) {
            if (host.platform().wsl2()) {
                return Verdict.skip(
                        INFO,
                        "WSL2: Xids are logged on Windows",
                        "Under WSL2 the NVIDIA kernel driver runs on Windows:"
                                + " its Xid errors are in the Windows event log (Event Viewer > Windows Logs > System, source nvlddmkm),"
                                + " not in this kernel's log (" + history.problem() + ").");
            }
            return new Verdict(INFO)
                    .status(CheckStatus.SKIP)
                    .value("kernel log not readable")
                    .explain("GPU Doctor could not read the kernel log: " + history.problem() + ".")
                    .remedy(
                            "sudo dmesg | grep -i xid (or join the adm / systemd-journal group, or sysctl kernel.dmesg_restrict=0,"
                                    + " and run the check again)")
                    .result();
        }
        if (history.events().isEmpty()) {
            String where =
                    host.platform().wsl2() ? " (under WSL2 they would be in Windows' event log, source nvlddmkm)" : "";
            return v.value("none " + window + " (" + history.source() + ")")
                    .explain("The kernel log " + window + " has no NVRM Xid line" + where + ".")
                    .result();
        }
        Map<Integer, List<XidHistory.Event>> byNumber = new LinkedHashMap<>();
        history.events()
                .forEach(event -> byNumber.computeIfAbsent(event.xid(), n -> new ArrayList<>())
                        .add(event));
        XidCatalogue catalogue = XidCatalogue.standard();
        List<String> parts = new ArrayList<>();
        List<String> hardwareFirst = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Map.Entry<Integer, List<XidHistory.Event>> entry : byNumber.entrySet()) {
            int number = entry.getKey();
            Set<String> gpus = new LinkedHashSet<>();
            entry.getValue().stream()
                    .map(XidHistory.Event::pci)
                    .filter(p -> p != null)
                    .forEach(gpus::add);
            Optional<XidCatalogue.Xid> known = catalogue.lookup(number);
            String name =
                    known.map(XidCatalogue.Xid::description).orElse("not in GPU Doctor's copy of NVIDIA's Xid catalog");
            parts.add("Xid " + number + " \u00d7" + entry.getValue().size() + " (" + name + ")"
                    + (gpus.isEmpty() ? "" : " on " + String.join(", ", gpus)));
            boolean severe = NEEDS_RESET.contains(number)
                    || known.map(x -> x.cause().contains("hardware")).orElse(false);
            String action = "Xid " + number + ": "
                    + known.map(XidCatalogue.Xid::action)
                            .orElse("look it up in NVIDIA's Xid catalog (docs.nvidia.com/deploy/xid-errors)");
            (severe ? hardwareFirst : others).add(action);
            // A hardware Xid needs the GPU reset (79, off the bus: a reboot); an application one, its program
            // restarted.
            v.raise(
                    severe ? CheckStatus.FAIL : CheckStatus.WARN,
                    severe
                            ? (number == 79 ? RecommendedAction.REBOOT : RecommendedAction.RESET_GPU)
                            : RecommendedAction.RESTART_PROCESS,
                    null,
                    null);
            entry.getValue().stream().limit(5).forEach(event -> v.evidence(event.line()));
        }
        hardwareFirst.forEach(v::remedy);
        others.forEach(v::remedy);
        v.explain("The driver logged " + history.events().size() + (history.truncated() ? "+" : "") + " Xid line"
                + (history.events().size() == 1 ? "" : "s") + " " + window + " (" + history.source() + ").");
        if (!hardwareFirst.isEmpty()) {
            v.explain(
                    "At least one points at the GPU itself (or its bus or firmware): runs on it fail until it is reset"
                            + " (a reboot) or serviced.");
        } else {
            v.explain("These usually come from a program (an out-of-range access in a kernel), not from the GPU.");
        }
        return v.value(String.join("; ", parts)).result();
    }
}
