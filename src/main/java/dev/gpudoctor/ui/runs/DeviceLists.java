package dev.gpudoctor.ui.runs;

import dev.gpudoctor.bridge.EnvReport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads the device list out of the bridge's {@code env} report. */
public final class DeviceLists {

    private DeviceLists() {}

    public static DeviceList cpuOnly(String note) {
        return new DeviceList(List.of("cpu"), Map.of("cpu", "cpu"), note);
    }

    /** An interpreter without a usable torch: only "cpu" to show, and the set-up offered. */
    public static DeviceList noTorch(String why) {
        return new DeviceList(
                List.of("cpu"),
                Map.of("cpu", "cpu"),
                "No usable torch in this interpreter (" + why + "): set up the MACE environment first.",
                true);
    }

    public static DeviceList fromEnv(EnvReport env) {
        EnvReport.Torch torch = env.torch();
        String mace = env.version("mace-torch");
        String maceFound = mace == null ? "mace-torch missing" : "mace-torch " + mace;
        if (torch == null) {
            String why = env.torchError() == null ? "not installed" : env.torchError();
            DeviceList list = noTorch(why);
            return new DeviceList(
                    list.devices(),
                    list.labels(),
                    list.note(),
                    true,
                    "torch missing (" + why + "), " + maceFound,
                    false);
        }
        List<String> devices = new ArrayList<>(List.of("cpu"));
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("cpu", "cpu");
        for (EnvReport.Device device : torch.devices()) {
            String id = "cuda:" + device.index();
            devices.add(id);
            labels.put(
                    id,
                    String.format(
                            Locale.ROOT,
                            "%s — %s, sm_%s, %.0f GiB",
                            id,
                            orUnknown(device.name()),
                            orUnknown(device.capability()).replace(".", ""),
                            (device.totalMemoryBytes() == null ? 0 : device.totalMemoryBytes()) / (double) (1L << 30)));
        }
        String note = "";
        if (!torch.cudaUsable()) {
            note = torch.cuda() == null
                    ? "This torch " + torch.version() + " is a CPU-only build."
                    : "torch " + torch.version() + " (CUDA " + torch.cuda()
                            + ") sees no GPU here: the Checklist tab says why.";
        }
        String torchFound = "torch " + torch.version()
                + (torch.cuda() == null
                        ? " (CPU-only build)"
                        : " with CUDA " + torch.cuda()
                                + (torch.cudaUsable()
                                        ? ", " + torch.devices().size() + " GPU"
                                                + (torch.devices().size() == 1 ? "" : "s")
                                        : ", no GPU usable"));
        return new DeviceList(devices, labels, note, false, torchFound + ", " + maceFound, mace != null);
    }

    private static String orUnknown(String value) {
        return value == null ? "?" : value;
    }
}
