package dev.gpudoctor.checklist;

import static dev.gpudoctor.model.CheckStatus.FAIL;
import static dev.gpudoctor.model.CheckStatus.PASS;
import static dev.gpudoctor.model.CheckStatus.SKIP;
import static dev.gpudoctor.model.CheckStatus.WARN;
import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostFactsReader;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every Python-free check's verdict on every captured host tree. */
class ChecklistHostTreesTest {

    private static final List<String> HOST_CHECKS = List.of(
            "gpu-visible",
            "driver-version",
            "wsl",
            "loader-path",
            "cuda-launch-blocking",
            "torch-cuda-dsa",
            "debug-env-vars",
            "gpu-processes",
            "memory",
            "shm");

    @TempDir
    Path temp;

    private final ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private Map<String, CheckStatus> verdicts(String tree) throws InterruptedException {
        ChecklistReport report = run(tree);
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        return statuses;
    }

    private ChecklistReport run(String tree) throws InterruptedException {
        Path root = HostTrees.materialise(tree, temp);
        return service.run(new ChecklistRequest(List.of(), null, root, false, false), result -> {});
    }

    private static Map<String, CheckStatus> expect(CheckStatus... statuses) {
        Map<String, CheckStatus> map = new LinkedHashMap<>();
        for (int i = 0; i < statuses.length; i++) {
            map.put(HOST_CHECKS.get(i), statuses[i]);
        }
        return map;
    }

    private static Map<String, CheckStatus> hostOnly(Map<String, CheckStatus> all) {
        Map<String, CheckStatus> map = new LinkedHashMap<>();
        HOST_CHECKS.forEach(id -> map.put(id, all.get(id)));
        return map;
    }

    @Test
    void nativeLinuxWithDriver() throws InterruptedException {
        assertThat(hostOnly(verdicts("native-driver")))
                .containsExactlyEntriesOf(expect(PASS, PASS, SKIP, PASS, PASS, PASS, PASS, PASS, PASS, PASS));
    }

    @Test
    void nativeLinuxWithoutDriver() throws InterruptedException {
        assertThat(hostOnly(verdicts("native-no-driver")))
                .containsExactlyEntriesOf(expect(FAIL, SKIP, SKIP, FAIL, PASS, PASS, PASS, SKIP, PASS, WARN));
    }

    /** A GPU Operator node: the driver only under /run/nvidia/driver, where it was not looked for before (loader-path failed). */
    @Test
    void gpuOperatorNodeFindsTheDriverUnderRunNvidiaDriver() throws InterruptedException {
        ChecklistReport report = run("native-gpu-operator");
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        assertThat(hostOnly(statuses))
                .containsExactlyEntriesOf(expect(PASS, PASS, SKIP, PASS, PASS, PASS, PASS, PASS, PASS, PASS));
        CheckResult loader = find(report, "loader-path");
        assertThat(loader.value())
                .isEqualTo("libcuda.so.1 in /run/nvidia/driver/usr/lib/x86_64-linux-gnu"
                        + " (driver from the GPU Operator's container, /run/nvidia/driver)");
        assertThat(loader.evidence())
                .contains("/run/nvidia/driver/usr/lib/x86_64-linux-gnu/libcuda.so.1 -> libcuda.so.535.86.05");
        assertThat(find(report, "gpu-visible").evidence())
                .contains("nvidia-smi at /run/nvidia/driver/usr/bin/nvidia-smi");
        assertThat(find(report, "gpu-visible").explanation())
                .contains("driver from the GPU Operator's container, /run/nvidia/driver");
        assertThat(find(report, "driver-version").explanation()).contains("driver from the GPU Operator's container");
    }

    /** The same machine without the operator's driver libraries: libcuda is still missing, and says so. */
    @Test
    void nativeDriverSaysNothingOfTheOperator() throws InterruptedException {
        ChecklistReport report = run("native-driver");
        assertThat(find(report, "loader-path").value()).isEqualTo("libcuda.so.1 in /usr/lib/x86_64-linux-gnu");
        assertThat(find(report, "gpu-visible").explanation()).doesNotContain("GPU Operator");
    }

    @Test
    void wsl2Healthy() throws InterruptedException {
        assertThat(hostOnly(verdicts("wsl2-healthy")))
                .containsExactlyEntriesOf(expect(PASS, PASS, PASS, PASS, PASS, PASS, PASS, PASS, PASS, PASS));
    }

    @Test
    void wsl2WithALinuxDriverInside() throws InterruptedException {
        ChecklistReport report = run("wsl2-linux-driver");
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        assertThat(hostOnly(statuses))
                .containsExactlyEntriesOf(expect(PASS, PASS, FAIL, FAIL, PASS, PASS, PASS, PASS, PASS, PASS));
        CheckResult wsl = find(report, "wsl");
        assertThat(wsl.explanation()).contains("Linux NVIDIA driver is installed inside WSL");
        assertThat(wsl.remedy()).contains("sudo apt-get remove --purge");
        assertThat(wsl.value()).contains("nvidia-smi from /usr/bin/nvidia-smi");
    }

    @Test
    void wsl2WithoutLdWslConf() throws InterruptedException {
        ChecklistReport report = run("wsl2-no-ld-wsl-conf");
        assertThat(find(report, "loader-path").status()).isEqualTo(FAIL);
        assertThat(find(report, "loader-path").remedy())
                .isEqualTo("echo /usr/lib/wsl/lib | sudo tee /etc/ld.so.conf.d/ld.wsl.conf && sudo ldconfig");
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        assertThat(hostOnly(statuses))
                .containsExactlyEntriesOf(expect(PASS, PASS, PASS, FAIL, PASS, PASS, PASS, PASS, PASS, PASS));
    }

    @Test
    void wsl1HasNoCuda() throws InterruptedException {
        ChecklistReport report = run("wsl1");
        assertThat(find(report, "wsl").value()).isEqualTo("WSL1");
        assertThat(find(report, "wsl").remedy()).contains("wsl --set-version <distro> 2");
        Map<String, CheckStatus> statuses = new LinkedHashMap<>();
        report.checks().forEach(check -> statuses.put(check.id().id(), check.status()));
        assertThat(hostOnly(statuses))
                .containsExactlyEntriesOf(expect(FAIL, SKIP, FAIL, FAIL, PASS, PASS, PASS, SKIP, PASS, PASS));
    }

    @Test
    void pythonChecksSkipOnACapturedHost() throws InterruptedException {
        ChecklistReport report = run("wsl2-healthy");
        assertThat(report.checks()).hasSize(CheckId.values().length);
        report.checks().stream()
                .filter(check -> !HOST_CHECKS.contains(check.id().id()))
                .forEach(check -> assertThat(check.status()).as(check.id().id()).isEqualTo(SKIP));
    }

    @Test
    void aBinaryFoundThroughALinkedBinIsNamedOnce() throws Exception {
        // Merged /usr, as on the H200 of 2026-11-26: /bin -> usr/bin, so PATH's /usr/bin and /bin are one folder.
        Path root = HostTrees.materialise("wsl2-healthy", temp);
        Files.createDirectories(root.resolve("usr/bin"));
        Files.writeString(root.resolve("usr/bin/nvidia-smi"), "");
        Files.createSymbolicLink(root.resolve("bin"), Path.of("usr/bin"));

        HostFacts facts = new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of()).read();

        assertThat(facts.nvidiaSmi().locations()).containsExactly("/usr/bin/nvidia-smi", "/usr/lib/wsl/lib/nvidia-smi");
    }

    @Test
    void hostFactsOfWsl2AreReadFromTheTree() throws InterruptedException {
        Path root = HostTrees.materialise("wsl2-healthy", temp);
        HostFacts facts =
                new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of("CUDA_LAUNCH_BLOCKING", "1")).read();
        assertThat(facts.platform().kind()).isEqualTo(dev.gpudoctor.model.Platform.Kind.WSL2);
        assertThat(facts.os().kernelRelease()).isEqualTo("5.15.153.1-microsoft-standard-WSL2");
        assertThat(facts.os().prettyName()).isEqualTo("Ubuntu 22.04.3 LTS");
        assertThat(facts.nvidiaSmi().source()).isEqualTo("captured");
        assertThat(facts.nvidiaSmi().driverVersion()).isEqualTo("537.58");
        assertThat(facts.nvidiaSmi().cudaVersion()).isEqualTo("12.2");
        HostFacts.Gpu gpu = facts.nvidiaSmi().gpus().get(0);
        assertThat(gpu.driverModel()).isEqualTo("WDDM");
        assertThat(gpu.utilizationPercent()).isNull(); // ERR! is n/a, not an error
        assertThat(gpu.processes().get(0).usedMemoryMib()).isNull(); // Not available in WDDM driver model
        assertThat(gpu.memoryTotalMib()).isEqualTo(4096);
        assertThat(facts.wsl().libDirFiles())
                .extracting(HostFacts.LibraryFile::path)
                .contains("/usr/lib/wsl/lib/libcuda.so.1.1");
        assertThat(facts.loader().libcudaDir()).isEqualTo("/usr/lib/wsl/lib");
        assertThat(facts.nvidiaSmi().locations()).containsExactly("/usr/lib/wsl/lib/nvidia-smi");
        // under a captured root the environment is environ.txt's, never this process's
        assertThat(facts.environmentSource()).isEqualTo("environ.txt");
        assertThat(facts.environment()).containsKey("WSL_DISTRO_NAME").doesNotContainKey("CUDA_LAUNCH_BLOCKING");
        assertThat(facts.memory().memlockLimit()).isEqualTo("8388608 bytes");
    }

    @Test
    void linuxDriverLinksAreSeen() throws InterruptedException {
        Path root = HostTrees.materialise("native-driver", temp);
        HostFacts facts = new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of()).read();
        assertThat(facts.loader().libcudaDir()).isEqualTo("/usr/lib/x86_64-linux-gnu");
        assertThat(facts.loader().linuxDriverLibs()).anySatisfy(file -> {
            assertThat(file.path()).isEqualTo("/usr/lib/x86_64-linux-gnu/libcuda.so.1");
            assertThat(file.symlink()).isTrue();
            assertThat(file.linkTarget()).isEqualTo("libcuda.so.535.86.05");
            assertThat(file.targetExists()).isTrue();
        });
        assertThat(facts.platform().kind()).isEqualTo(dev.gpudoctor.model.Platform.Kind.NATIVE_LINUX);
    }

    @Test
    void aMissingCaptureIsNotCollectedAndSkips(@TempDir Path empty) throws InterruptedException {
        Path root = HostTrees.materialise("wsl2-healthy", temp);
        java.nio.file.Path capture = root.resolve(".gpu-doctor/commands/nvidia-smi-q-x.txt");
        capture.toFile().delete();
        ChecklistReport report = service.run(
                new ChecklistRequest(List.of(CheckId.GPU_VISIBLE, CheckId.DEBUG_ENV_VARS), null, root, false, false),
                result -> {});
        assertThat(report.checks()).extracting(CheckResult::status).containsExactly(SKIP, PASS);
        assertThat(report.host().nvidiaSmi().problem()).isEqualTo("not collected");
    }

    @Test
    void debugVariablesFromEnvironTxtWarn() throws Exception {
        Path root = HostTrees.materialise("native-driver", temp);
        java.nio.file.Files.writeString(
                root.resolve(".gpu-doctor/environ.txt"),
                "PATH=/usr/bin:/bin\nCUDA_LAUNCH_BLOCKING=1\nCUDA_INJECTION64_PATH=/opt/nsight/libinj.so\n");
        ChecklistReport report = service.run(
                new ChecklistRequest(
                        List.of(CheckId.CUDA_LAUNCH_BLOCKING, CheckId.DEBUG_ENV_VARS), null, root, true, false),
                result -> {});
        assertThat(report.checks()).extracting(CheckResult::status).containsExactly(WARN, WARN);
        assertThat(find(report, "debug-env-vars").remedy())
                .startsWith("unset CUDA_LAUNCH_BLOCKING CUDA_INJECTION64_PATH");
        assertThat(find(report, "cuda-launch-blocking").value()).contains("GPU Doctor's runs: on");
    }

    static CheckResult find(ChecklistReport report, String id) {
        return report.checks().stream()
                .filter(check -> check.id().id().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
