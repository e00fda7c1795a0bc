package dev.gpudoctor.ui.start;

import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.ui.capabilities.CapabilityProber;
import dev.gpudoctor.ui.checklist.ChecklistRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A laptop without an NVIDIA GPU whose only Python has no torch, as the checklist and the probes
 * report it (values and remedies as PythonChecks and HostChecks write them).
 */
final class NoTorchMachine implements ChecklistRunner, CapabilityProber {

    static final String PYTHON = "/usr/bin/python3";

    static final List<CheckResult> RESULTS = List.of(
            new CheckResult(
                    CheckId.GPU_VISIBLE,
                    "A GPU is visible to the driver",
                    CheckStatus.FAIL,
                    "no GPU: nvidia-smi not found",
                    "nvidia-smi gave no GPU (nvidia-smi not found): no NVIDIA driver is talking to a GPU.",
                    "Install the NVIDIA driver, e.g. on Ubuntu: sudo ubuntu-drivers install (then reboot)",
                    List.of(),
                    40),
            new CheckResult(
                    CheckId.DRIVER_VERSION,
                    "Driver version and its CUDA version",
                    CheckStatus.SKIP,
                    "unknown",
                    "No driver version: nvidia-smi gave none (nvidia-smi not found).",
                    null,
                    List.of(),
                    1),
            new CheckResult(
                    CheckId.PYTHON_ENV,
                    "Python interpreter and packages",
                    CheckStatus.FAIL,
                    "torch not installed; Python 3.12.3 (" + PYTHON + ")",
                    "The interpreter the checks below run in. torch is not installed in " + PYTHON
                            + ": no CUDA check can run there.",
                    "./gpu-doctor setup-python (or " + PYTHON
                            + " -m pip install torch --index-url https://download.pytorch.org/whl/cu128)\n"
                            + "./gpu-doctor setup-python (or " + PYTHON + " -m pip install mace-torch)",
                    List.of("torch: not installed", "mace-torch: not installed"),
                    900),
            new CheckResult(
                    CheckId.SHM, "Shared memory (/dev/shm)", CheckStatus.PASS, "7.8 GiB", "", null, List.of(), 1));

    /** python-env once MACE is set up: the same machine, now with torch and mace-torch in GPU Doctor's environment. */
    static CheckResult pythonEnvWithTorch(String python) {
        return new CheckResult(
                CheckId.PYTHON_ENV,
                "Python interpreter and packages",
                CheckStatus.PASS,
                "Python 3.12.3 (" + python + "), torch 2.8.0, mace-torch 0.3.16",
                "The interpreter the checks below run in.",
                null,
                List.of("torch: 2.8.0", "mace-torch: 0.3.16"),
                700);
    }

    final List<ChecklistRequest> checklistRuns = new ArrayList<>();
    /** When set, the checklist stops after its first result as a cancel does. */
    boolean cancelChecklist;

    final List<CapabilityRequest> probes = new ArrayList<>();

    @Override
    public List<CheckInfo> checks() {
        return RESULTS.stream()
                .map(r -> new CheckInfo(r.id(), r.title(), r.id() == CheckId.PYTHON_ENV))
                .toList();
    }

    @Override
    public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) throws InterruptedException {
        checklistRuns.add(request);
        if (cancelChecklist) {
            onResult.accept(RESULTS.get(0));
            throw new InterruptedException("cancelled");
        }
        boolean managed = request.python() != null && !request.python().equals(PYTHON);
        List<CheckResult> results = RESULTS.stream()
                .filter(r -> request.includes(r.id()))
                .map(r -> managed && r.id() == CheckId.PYTHON_ENV ? pythonEnvWithTorch(request.python()) : r)
                .toList();
        results.forEach(onResult);
        return new ChecklistReport(
                new HostFacts(
                        "/",
                        null,
                        dev.gpudoctor.model.Platform.unknown("not collected"),
                        null,
                        null,
                        null,
                        null,
                        java.util.Map.of(),
                        "not collected",
                        List.of()),
                results);
    }

    @Override
    public CapabilityMatrix probe(CapabilityRequest request, Consumer<CapabilityRow> onRow) {
        probes.add(request);
        List<CapabilityRow> rows = request.capabilities().stream()
                .map(c -> new CapabilityRow(
                        c, List.of(CapabilityCell.notProbed(null, "no driver: libcuda.so.1 was not found"))))
                .toList();
        rows.forEach(onRow);
        return new CapabilityMatrix(List.of(), rows);
    }
}
