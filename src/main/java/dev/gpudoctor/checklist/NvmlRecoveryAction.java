package dev.gpudoctor.checklist;

import dev.gpudoctor.capability.NvmlCallsAnswer;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.List;

/**
 * What the driver itself says to do after an error, per GPU: NVML field NVML_FI_DEV_GET_GPU_RECOVERY_ACTION as
 * {@code nvml_calls} read it, with the action of ours it maps to. The values are nvidia-ml-py's
 * {@code _nvmlDeviceGpuRecoveryAction_t}; NVML's own words on each decide the mapping.
 *
 * @param device the NVML device index
 * @param name   NONE, GPU_RESET, NODE_REBOOT, DRAIN_P2P, DRAIN_AND_RESET, GPU_RESET_BUS (or UNKNOWN_n); null when
 *               the driver reported none
 * @param ours   our action for it; null when not reported or unknown
 * @param detail why none was reported ("not reported by this driver …"), or null
 */
record NvmlRecoveryAction(int device, String name, RecommendedAction ours, String detail) {

    static final String NOT_REPORTED = "not reported by this driver";

    /** Ours for NVML's: DRAIN_P2P asks to stop peer-to-peer traffic (the processes) and ask again. */
    static RecommendedAction ours(String nvml) {
        return switch (nvml) {
            case "NONE" -> RecommendedAction.NONE;
            case "GPU_RESET", "DRAIN_AND_RESET", "GPU_RESET_BUS" -> RecommendedAction.RESET_GPU;
            case "NODE_REBOOT" -> RecommendedAction.REBOOT;
            case "DRAIN_P2P" -> RecommendedAction.RESTART_PROCESS;
            default -> null;
        };
    }

    /** The driver's advice in a sentence, with the remedy it implies. */
    String remedy() {
        return switch (name) {
            case "GPU_RESET" ->
                "Stop every process on GPU " + device + ", then reset it: sudo nvidia-smi -r -i " + device;
            case "GPU_RESET_BUS" ->
                "Stop every process on GPU " + device + ", then reset it (a bus reset): sudo nvidia-smi -r -i "
                        + device;
            case "DRAIN_AND_RESET" ->
                "GPU " + device + " runs at reduced capacity: let its jobs finish (drain), then reset it:"
                        + " sudo nvidia-smi -r -i " + device;
            case "NODE_REBOOT" -> "Reboot the node: a GPU reset is not enough after this error";
            case "DRAIN_P2P" ->
                "Stop the peer-to-peer (NVLink/P2P) traffic on GPU " + device
                        + " (end the processes using it), then run the check again: the driver then says what else to do";
            default -> "Look up recovery action " + name + " in NVML's documentation for this driver";
        };
    }

    boolean reported() {
        return name != null;
    }

    /** For the check's evidence: "GPU 0 NVML recovery action: NODE_REBOOT (ours: reboot)". */
    String evidence() {
        String prefix = "GPU " + device + " NVML recovery action: ";
        if (!reported()) {
            return prefix + (detail == null ? NOT_REPORTED : detail);
        }
        return prefix + name + (ours == null ? "" : " (ours: " + ours.jsonName() + ")");
    }

    /** Every device's, from an {@code nvml_calls} result; a device without the entry (an older bridge) is left out. */
    static List<NvmlRecoveryAction> read(NvmlCallsAnswer result) {
        List<NvmlRecoveryAction> actions = new ArrayList<>();
        for (NvmlCallsAnswer.Device device : result.devices()) {
            NvmlCallsAnswer.RecoveryAction entry = device.recoveryAction();
            if (entry == null) {
                continue;
            }
            int index = device.index() == null ? actions.size() : device.index();
            if ("reported".equals(entry.status()) && entry.name() != null) {
                actions.add(new NvmlRecoveryAction(index, entry.name(), ours(entry.name()), null));
            } else {
                actions.add(new NvmlRecoveryAction(
                        index,
                        null,
                        null,
                        "error".equals(entry.status())
                                ? "could not be read (" + entry.detail() + ")"
                                : entry.detail()));
            }
        }
        return actions;
    }
}
