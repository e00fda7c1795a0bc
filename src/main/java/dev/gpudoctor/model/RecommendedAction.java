package dev.gpudoctor.model;

import java.util.Optional;

/**
 * What a finding asks someone to do, as a word a machine can act on (a Slurm drain reason, a metric
 * label, a node condition) beside the remedy a person reads. Modelled on the recommendations DCGM and
 * NVIDIA Health Validation give per finding; ordered from the least to the most disruptive.
 */
public enum RecommendedAction {
    /** Nothing is wrong. */
    NONE("none", "Nothing to do"),
    /** Run again with a switch that says more or works around it (CUDA_LAUNCH_BLOCKING, the NVML shim, --python). */
    RERUN_WITH_SWITCH("rerun-with-switch", "Re-run with a switch"),
    /** Change a setting of this machine or job: an environment variable, the loader path, /dev/shm, WSL. */
    FIX_CONFIGURATION("fix-configuration", "Fix a setting"),
    /** Install, upgrade or remove Python packages (torch, mace-torch, cuEquivariance). */
    FIX_PYTHON_STACK("fix-python-stack", "Fix the Python stack"),
    /** End or restart a process: the one that hit a sticky error, or others holding the GPU. */
    RESTART_PROCESS("restart-process", "Restart the process"),
    /** Reset the GPU (nvidia-smi -r) with no process on it. */
    RESET_GPU("reset-gpu", "Reset the GPU"),
    /** Reboot the machine (under WSL2: wsl --shutdown). */
    REBOOT("reboot", "Reboot"),
    /** Install, repair or update the NVIDIA driver. */
    UPDATE_DRIVER("update-driver", "Update the driver"),
    /** The hardware is at fault: take the node out and replace the part. */
    REPLACE_HARDWARE("replace-hardware", "Replace hardware");

    private final String jsonName;
    private final String label;

    RecommendedAction(String jsonName, String label) {
        this.jsonName = jsonName;
        this.label = label;
    }

    /** The word in JSON, metrics and drain reasons: {@code reset-gpu}. */
    public String jsonName() {
        return jsonName;
    }

    /** A few words a person reads: "Reset the GPU". */
    public String label() {
        return label;
    }

    /** Whether the node itself needs an administrator (driver, reset, reboot, hardware), not only the job or its user. */
    public boolean needsAdministrator() {
        return this == RESET_GPU || this == REBOOT || this == UPDATE_DRIVER || this == REPLACE_HARDWARE;
    }

    public static Optional<RecommendedAction> ofJsonName(String name) {
        for (RecommendedAction action : values()) {
            if (action.jsonName.equals(name)) {
                return Optional.of(action);
            }
        }
        return Optional.empty();
    }
}
