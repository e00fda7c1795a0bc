package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Plays back recorded verdicts: a WSL2 laptop whose Linux driver inside WSL shadows the Windows one. */
final class FakeChecklistRunner implements ChecklistRunner {

    static final List<CheckResult> RECORDED = List.of(
            new CheckResult(
                    CheckId.GPU_VISIBLE,
                    "A GPU is visible",
                    CheckStatus.PASS,
                    "NVIDIA GeForce RTX 4070 Laptop GPU",
                    "nvidia-smi lists one GPU.",
                    null,
                    List.of("GPU 00000000:01:00.0"),
                    120),
            new CheckResult(
                    CheckId.WSL,
                    "WSL2 set-up",
                    CheckStatus.FAIL,
                    "WSL2; a Linux libcuda.so.1 in /usr/lib/x86_64-linux-gnu",
                    "A Linux NVIDIA driver installed inside WSL shadows the Windows driver's libcuda.",
                    "sudo apt-get remove --purge 'libnvidia-compute-*'",
                    List.of("/usr/lib/x86_64-linux-gnu/libcuda.so.1"),
                    3),
            new CheckResult(
                    CheckId.SHM,
                    "Shared memory (/dev/shm)",
                    CheckStatus.WARN,
                    "64 MiB",
                    "DataLoader workers die with 'Bus error' when /dev/shm is small.",
                    "sudo mount -o remount,size=8G /dev/shm",
                    List.of("shm 64M"),
                    1));

    static final HostFacts WSL2_LAPTOP = new HostFacts(
            "/",
            new HostFacts.Os(
                    "Ubuntu 22.04.4 LTS",
                    "ubuntu",
                    "22.04",
                    "Linux version 5.15.153.1-microsoft-standard-WSL2",
                    "5.15.153.1-microsoft-standard-WSL2"),
            new dev.gpudoctor.model.Platform(dev.gpudoctor.model.Platform.Kind.WSL2, List.of("kernel says WSL2")),
            new HostFacts.Wsl(true, true, true, List.of()),
            new HostFacts.Loader("", List.of(), List.of("/usr/lib/wsl/lib"), List.of(), "/usr/lib/wsl/lib"),
            new HostFacts.NvidiaSmi(
                    List.of("/usr/lib/wsl/lib/nvidia-smi"), "ran", null, "552.22", "12.4", List.of(), List.of()),
            new HostFacts.Memory(16L << 30, 12L << 30, 64L << 20, "statvfs", "8192"),
            java.util.Map.of(),
            "process",
            List.of());

    final List<ChecklistRequest> requests = new ArrayList<>();
    InterruptedException interruption;

    @Override
    public List<CheckInfo> checks() {
        return RECORDED.stream()
                .map(r -> new CheckInfo(
                        r.id(), r.title(), false, "What " + r.id() + " tests, why it matters, what to do."))
                .toList();
    }

    @Override
    public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult) throws InterruptedException {
        requests.add(request);
        List<CheckResult> done = new ArrayList<>();
        for (CheckResult result : RECORDED) {
            if (interruption != null && !done.isEmpty()) {
                throw interruption;
            }
            if (request.includes(result.id())) {
                onResult.accept(result);
                done.add(result);
            }
        }
        return new ChecklistReport(WSL2_LAPTOP, done);
    }
}
