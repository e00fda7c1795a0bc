package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RecommendedAction;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChecklistPythonChecksTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    /** Canned answers per op; the checklist asks them from its worker threads, so the calls list is synchronized. */
    private record FakeOps(Map<String, PythonOps.Answer> answers, List<String> calls) implements PythonOps {
        @Override
        public String python() {
            return "/fake/python";
        }

        @Override
        public Answer call(String op, JsonNode params, Duration timeout) {
            calls.add(op);
            return answers.getOrDefault(
                    op,
                    new Answer(
                            null,
                            BridgeFailure.of(
                                    FailureReason.CRASHED_BY_SIGNAL,
                                    "The Python process was killed by SIGSEGV while running '" + op + "'.",
                                    List.of("Segmentation fault")),
                            5));
        }
    }

    private static PythonOps.Answer ok(String json) throws Exception {
        return new PythonOps.Answer(JSON.readTree(json), null, 1);
    }

    private static final String ENV_CU124 = """
            {"python": {"version": "3.11.7", "executable": "/venv/bin/python"},
             "versions": {"torch": "2.5.1", "mace-torch": "0.3.10", "triton": "3.1.0"},
             "torch": {"version": "2.5.1+cu124", "cuda": "12.4", "cudnn_version": 90100, "cuda_available": true,
                       "device_count": 1, "arch_list": ["sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86", "sm_90"],
                       "devices": [{"index": 0, "name": "NVIDIA GeForce RTX 5090", "capability": "12.0"}]}}
            """;

    private ChecklistReport run(String tree, FakeOps ops, String... only) throws InterruptedException {
        Path root = HostTrees.materialise(tree, temp);
        ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> ops);
        return service.run(
                new ChecklistRequest(
                        Arrays.stream(only)
                                .map(id -> CheckId.of(id).orElseThrow())
                                .toList(),
                        null,
                        root,
                        false,
                        false),
                result -> {});
    }

    @Test
    void oldDriverAndUncoveredArchFailWithTheFix() throws Exception {
        FakeOps ops = new FakeOps(Map.of("env", ok(ENV_CU124)), Collections.synchronizedList(new ArrayList<>()));
        ChecklistReport report =
                run("wsl2-healthy", ops, "python-env", "torch-cuda-build", "driver-vs-torch", "arch-vs-wheel");
        assertThat(report.checks())
                .extracting(CheckResult::status)
                .containsExactly(CheckStatus.PASS, CheckStatus.PASS, CheckStatus.WARN, CheckStatus.FAIL);
        assertThat(ops.calls()).containsExactly("env"); // one child for the whole group
        CheckResult driver = ChecklistHostTreesTest.find(report, "driver-vs-torch");
        assertThat(driver.value()).isEqualTo("driver supports CUDA 12.2, torch built for 12.4");
        assertThat(driver.remedy())
                .contains("wsl --shutdown")
                .contains("--index-url https://download.pytorch.org/whl/cu121");
        assertThat(ChecklistHostTreesTest.find(report, "arch-vs-wheel").explanation())
                .contains("no kernel image");
    }

    private static String importChain(String env) {
        return """
                {"ok": true, "duration_s": 6.1, "timed_out": false, "signal": null, "error": null,
                 "accelerators_loaded": [], "output_tail": "", "env": %s, "env_error": %s}
                """.formatted(
                env,
                env.equals("null") ? "\"the child was killed by SIGSEGV while it collected the env report\"" : "null");
    }

    /** torch is imported once for both: the import chain's child writes the env report the env checks judge. */
    @Test
    void theEnvChecksJudgeTheReportTheImportChainsChildWrote() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of("import_chain", ok(importChain(ENV_CU124))), Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("wsl2-healthy", ops, "python-env", "torch-cuda-build", "mace-import-chain");

        assertThat(report.checks())
                .extracting(CheckResult::status)
                .containsExactly(CheckStatus.PASS, CheckStatus.PASS, CheckStatus.PASS);
        assertThat(report.checks().get(0).value()).startsWith("Python 3.11.7 (/venv/bin/python), torch 2.5.1");
        assertThat(ops.calls()).containsExactly("import_chain");
    }

    @Test
    void withoutTheImportChainsEnvReportEnvGetsAChildOfItsOwn() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of("import_chain", ok(importChain("null")), "env", ok(ENV_CU124)),
                Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("wsl2-healthy", ops, "python-env", "mace-import-chain");

        assertThat(report.checks()).extracting(CheckResult::status).containsExactly(CheckStatus.PASS, CheckStatus.PASS);
        assertThat(ops.calls()).containsExactly("import_chain", "env");
    }

    /** The H100's package list (docs/gpu-results/2026-11-23-h100/environment.txt), with {@code ops} as the ops wheel line. */
    @Test
    void anEnvAnswerThatIsNoEnvReportIsAnErrorNamingTheFieldNotAPass() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of("env", ok("{\"versions\": {\"torch\": \"2.5.1\"}, \"torch\": {\"cuda\": 12.4}}")),
                Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("wsl2-healthy", ops, "python-env", "torch-cuda-build");

        assertThat(report.checks())
                .extracting(CheckResult::status)
                .containsExactly(CheckStatus.ERROR, CheckStatus.ERROR);
        assertThat(report.checks().get(0).value())
                .startsWith(
                        "protocol-error: The bridge broke the protocol in its 'env' answer: the field 'python' is missing.");
        assertThat(ops.calls()).containsExactly("env");
    }

    private static String h100Env(String ops) {
        return """
                {"python": {"version": "3.12.3", "executable": "/opt/torch/.venv/bin/python3"},
                 "versions": {"torch": "2.11.0", "triton": "3.6.0", "mace-torch": "0.3.16", "cuequivariance": "0.13.0",
                              "cuequivariance-torch": "0.13.0", %s, "cuequivariance-ops-cu13": "0.13.0", "e3nn": "0.4.4"},
                 "torch": {"version": "2.11.0+cu130", "cuda": "13.0", "cuda_available": true, "device_count": 1}}
                """.formatted(ops);
    }

    @Test
    void cueqVersionsPassOnTheH100sSetAndFailAPlantedMismatchWithTheFix() throws Exception {
        FakeOps matching = new FakeOps(
                Map.of("env", ok(h100Env("\"cuequivariance-ops-torch-cu13\": \"0.13.0\""))),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult pass =
                run("native-driver", matching, "cueq-versions").checks().get(0);
        assertThat(pass.status()).isEqualTo(CheckStatus.PASS);
        assertThat(pass.value()).contains("cuequivariance-ops-torch-cu13 0.13.0");

        FakeOps planted = new FakeOps(
                Map.of("env", ok(h100Env("\"cuequivariance-ops-torch-cu12\": \"0.12.0\""))),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult fail =
                run("wsl2-healthy", planted, "cueq-versions").checks().get(0);
        assertThat(fail.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(fail.explanation())
                .contains("cuequivariance-ops-torch-cu12 0.12.0")
                .contains("built for CUDA 12 but torch uses CUDA 13.0");
        assertThat(fail.remedy())
                .contains(
                        "pip install cuequivariance==0.13.0 cuequivariance-torch==0.13.0 cuequivariance-ops-torch-cu13==0.13.0")
                .contains(
                        "pip uninstall -y cuequivariance-ops-torch-cu12 && pip install cuequivariance-ops-torch-cu13==0.13.0");

        FakeOps setUp = new FakeOps(Map.of("env", ok(ENV_CU124)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult skip = run("wsl1", setUp, "cueq-versions").checks().get(0);
        assertThat(skip.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(skip.value()).isEqualTo("cuEquivariance not installed");
    }

    @Test
    void ptxFallbackAndBinaryCompatibilityCount() {
        assertThat(PythonChecks.coverage("8.6", List.of("sm_80", "sm_90"))).isEqualTo("sm_80 (binary compatible)");
        assertThat(PythonChecks.coverage("12.0", List.of("sm_90", "compute_90")))
                .isEqualTo("compute_90 (PTX JIT)");
        assertThat(PythonChecks.coverage("12.0", List.of("sm_90"))).isNull();
        assertThat(PythonChecks.coverage("8.9", List.of("sm_89"))).isEqualTo("sm_89");
    }

    @Test
    void aCrashedChildIsAnErrorWithItsEvidenceAndTheOthersStillRun() throws Exception {
        FakeOps ops = new FakeOps(Map.of("env", ok(ENV_CU124)), Collections.synchronizedList(new ArrayList<>()));
        ChecklistReport report = run("wsl2-healthy", ops, "cuda-init", "memory");
        CheckResult init = report.checks().get(0);
        assertThat(init.status()).isEqualTo(CheckStatus.ERROR);
        assertThat(init.value()).startsWith("crashed-by-signal:");
        assertThat(init.evidence()).contains("stderr: Segmentation fault");
        assertThat(report.checks().get(1).status()).isEqualTo(CheckStatus.PASS);
        assertThat(report.worstStatus()).isEqualTo(CheckStatus.ERROR);
    }

    @Test
    void cudaInitUnavailableAndAStickyStepFailureReadAsTheirCause() throws Exception {
        FakeOps unavailable =
                new FakeOps(Map.of("cuda_init", ok("""
                {"ok": false, "available": false, "device_count": 0, "failed_step": "torch.cuda.is_available()",
                 "warnings": ["CUDA initialization: Found no NVIDIA driver on your system."],
                 "steps": [{"name": "import torch", "ok": true, "seconds": 1.2, "detail": "2.5.1"},
                           {"name": "torch.cuda.is_available()", "ok": false, "seconds": 0.01,
                            "error": {"type": "RuntimeError", "message": "Found no NVIDIA driver on your system."}}]}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult none =
                run("wsl2-healthy", unavailable, "cuda-init").checks().get(0);
        assertThat(none.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(none.value()).isEqualTo("torch.cuda.is_available() is False");
        assertThat(none.explanation())
                .isEqualTo("torch cannot use CUDA. CUDA initialization: Found no NVIDIA driver on your system."
                        + " RuntimeError: Found no NVIDIA driver on your system.");
        assertThat(none.evidence()).anySatisfy(line -> assertThat(line).contains("FAILED Found no NVIDIA driver"));

        FakeOps sticky = new FakeOps(Map.of("cuda_init", ok("""
                {"ok": false, "available": true, "device_count": 1, "failed_step": "matmul on cuda:0",
                 "steps": [{"name": "matmul on cuda:0", "ok": false, "seconds": 0.3,
                            "error": {"type": "RuntimeError", "message": "CUDA error: an illegal memory access was encountered"}}]}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult failed = run("wsl2-healthy", sticky, "cuda-init").checks().get(0);
        assertThat(failed.value())
                .isEqualTo(
                        "failed at matmul on cuda:0: RuntimeError: CUDA error: an illegal memory access was encountered");
        assertThat(failed.remedy()).contains("--launch-blocking");
    }

    private static final String ENV_CPU_ONLY = """
            {"python": {"version": "3.11.7", "executable": "/venv/bin/python"}, "versions": {"torch": "2.5.1"},
             "torch": {"version": "2.5.1+cu124", "cuda": "12.4", "cuda_available": false, "device_count": 0,
                       "arch_list": ["sm_90"], "devices": []}}
            """;

    /** With no NVIDIA device to bring up, the env report's is_available() is the answer: no CUDA init child starts. */
    @Test
    void withNoNvidiaHardwareCudaInitReadsTheEnvReportAndStartsNoChild() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of("import_chain", ok(importChain(ENV_CPU_ONLY))), Collections.synchronizedList(new ArrayList<>()));

        ChecklistReport report = run("native-no-nvidia-hardware", ops, "python-env", "cuda-init", "mace-import-chain");

        CheckResult init = ChecklistHostTreesTest.find(report, "cuda-init");
        assertThat(init.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(init.value()).isEqualTo("torch.cuda.is_available() is False: no NVIDIA GPU here");
        assertThat(init.evidence()).containsExactly("torch 2.5.1+cu124: cuda_available false");
        assertThat(ops.calls()).containsExactly("import_chain");

        FakeOps withDevice = new FakeOps(
                Map.of("import_chain", ok(importChain(ENV_CU124))), Collections.synchronizedList(new ArrayList<>()));
        CheckResult jetsonLike = ChecklistHostTreesTest.find(
                run("native-no-nvidia-hardware", withDevice, "python-env", "cuda-init", "mace-import-chain"),
                "cuda-init");
        assertThat(jetsonLike.status())
                .as("torch sees a device the PCI bus does not show: the child runs")
                .isEqualTo(CheckStatus.ERROR);
        assertThat(withDevice.calls()).containsExactlyInAnyOrder("import_chain", "cuda_init");
    }

    @Test
    void theMaceImportChainNamesTheAcceleratorThatBrokeIt() throws Exception {
        FakeOps fine = new FakeOps(Map.of("import_chain", ok("""
                {"ok": true, "duration_s": 5.99, "timed_out": false, "signal": null, "error": null,
                 "accelerators_loaded": ["cuequivariance", "cuequivariance_torch"], "output_tail": ""}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult pass =
                run("wsl2-healthy", fine, "mace-import-chain").checks().get(0);
        assertThat(pass.status()).isEqualTo(CheckStatus.PASS);
        assertThat(pass.value())
                .isEqualTo("import mace.calculators OK in 6.0 s; accelerators: cuequivariance, cuequivariance_torch");

        FakeOps noMace = new FakeOps(Map.of("import_chain", ok("""
                {"ok": false, "timed_out": false, "signal": null, "accelerators_loaded": [],
                 "error": {"type": "ModuleNotFoundError", "message": "No module named 'mace'"}}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult skip =
                run("wsl2-healthy", noMace, "mace-import-chain").checks().get(0);
        assertThat(skip.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(skip.value()).isEqualTo("mace-torch not installed");

        FakeOps crashing =
                new FakeOps(Map.of("import_chain", ok("""
                {"ok": false, "timed_out": false, "signal": "SIGSEGV", "accelerators_loaded": ["cuequivariance", "cuequivariance_ops_torch"],
                 "error": {"type": "ChildDied", "message": "killed by SIGSEGV"}, "output_tail": "Fatal Python error: Segmentation fault"}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult crash =
                run("wsl2-healthy", crashing, "mace-import-chain").checks().get(0);
        assertThat(crash.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(crash.value()).isEqualTo("import mace.calculators crashed with SIGSEGV");
        assertThat(crash.explanation()).endsWith("the last accelerator loaded was cuequivariance_ops_torch.");
        assertThat(crash.remedy()).contains("pip uninstall -y cuequivariance-ops-torch-cu12 cuequivariance-torch");
        assertThat(crash.evidence()).contains("Fatal Python error: Segmentation fault");

        FakeOps garbled = new FakeOps(
                Map.of("import_chain", ok("{\"ok\": \"yes\"}")), Collections.synchronizedList(new ArrayList<>()));
        CheckResult error =
                run("wsl2-healthy", garbled, "mace-import-chain").checks().get(0);
        assertThat(error.status()).isEqualTo(CheckStatus.ERROR);
        assertThat(error.value()).startsWith("protocol-error: ").contains("the field 'ok' has the wrong type or value");
    }

    /** Issue 38: a Python child or the import that ran out of time judges nothing: skipped with the load, no action. */
    @Test
    void aDeadlineReachedIsSkippedWithTheLoadNeverAFailure() throws Exception {
        FakeOps slowImport =
                new FakeOps(Map.of("import_chain", ok("""
                {"ok": false, "timed_out": true, "signal": null, "accelerators_loaded": ["cuequivariance"],
                 "error": {"type": "TimeoutExpired", "message": "did not finish in 180 s"}, "output_tail": ""}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult importChain =
                run("wsl2-healthy", slowImport, "mace-import-chain").checks().get(0);
        assertThat(importChain.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(importChain.action()).isEqualTo(RecommendedAction.NONE);
        assertThat(importChain.explanation()).contains("did not finish within its 180 s (the load was");

        FakeOps hungChild = new FakeOps(
                Map.of(
                        "cuda_init",
                        new PythonOps.Answer(
                                null,
                                BridgeFailure.of(
                                        FailureReason.TIMED_OUT,
                                        "The bridge did not answer 'cuda_init' within 180 s; the Python process was stopped.",
                                        List.of()),
                                180_000)),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult cudaInit =
                run("wsl2-healthy", hungChild, "cuda-init").checks().get(0);
        assertThat(cudaInit.status()).isEqualTo(CheckStatus.SKIP);
        assertThat(cudaInit.action()).isEqualTo(RecommendedAction.NONE);
        assertThat(cudaInit.value()).isEqualTo("did not finish in time");
        assertThat(cudaInit.explanation()).contains("within 180 s").contains("the load was");
    }

    @Test
    void cudaInitStepsAndNvmlNotSupported() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of(
                        "cuda_init", ok("""
                        {"ok": true, "available": true, "device_count": 1, "failed_step": null, "warnings": [],
                         "info_lines": ["[CUDA Info] torch.cuda.is_available(): True", "[CUDA Info] device count: 1"],
                         "steps": [{"name": "import torch", "ok": true, "seconds": 1.2, "detail": "2.5.1"},
                                   {"name": "matmul on cuda:0", "ok": true, "seconds": 0.004, "detail": "(256, 256)"}]}
                        """),
                        "nvml_calls", ok("""
                        {"init_error": null, "devices": [{"index": 0, "name": "GTX", "calls": [
                          {"query": "power limit", "function": "nvmlDeviceGetPowerManagementLimit", "status": "not-supported",
                           "error": "NVMLError_NotSupported: Not Supported"},
                          {"query": "compute capability", "function": "nvmlDeviceGetCudaComputeCapability", "status": "supported"}]}]}
                        """)),
                Collections.synchronizedList(new ArrayList<>()));
        ChecklistReport report = run("wsl2-healthy", ops, "cuda-init", "nvml-calls");
        assertThat(report.checks().get(0).status()).isEqualTo(CheckStatus.PASS);
        assertThat(report.checks().get(0).evidence()).contains("[CUDA Info] device count: 1");
        assertThat(report.checks().get(1).status()).isEqualTo(CheckStatus.WARN);
        assertThat(report.checks().get(1).remedy()).contains("--nvml-shim");
    }

    private static String nvmlWithRecovery(String recovery) {
        return """
                {"init_error": null, "devices": [{"index": 0, "name": "H100", "calls": [
                  {"query": "compute capability", "function": "nvmlDeviceGetCudaComputeCapability", "status": "supported"}],
                  "recovery_action": %s}]}
                """.formatted(recovery);
    }

    /** The driver's recovery action (NVML field 230) is shown beside ours; one that asks for a reboot fails the check. */
    @Test
    void nvmlRecoveryActionNodeRebootFailsWithOurReboot() throws Exception {
        FakeOps ops = new FakeOps(
                Map.of(
                        "nvml_calls",
                        ok(
                                nvmlWithRecovery(
                                        "{\"status\": \"reported\", \"value\": 2, \"name\": \"NODE_REBOOT\", \"detail\": null}"))),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult nvml = run("native-driver", ops, "nvml-calls").checks().get(0);
        assertThat(nvml.status()).isEqualTo(CheckStatus.FAIL);
        assertThat(nvml.action()).isEqualTo(RecommendedAction.REBOOT);
        assertThat(nvml.evidence()).contains("GPU 0 NVML recovery action: NODE_REBOOT (ours: reboot)");
        assertThat(nvml.value()).endsWith("; GPU 0 recovery action NODE_REBOOT");
        assertThat(nvml.remedy()).contains("Reboot the node");
    }

    @Test
    void nvmlRecoveryActionNonePasses() throws Exception {
        FakeOps none = new FakeOps(
                Map.of(
                        "nvml_calls",
                        ok(nvmlWithRecovery(
                                "{\"status\": \"reported\", \"value\": 0, \"name\": \"NONE\", \"detail\": null}"))),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult healthy = run("native-driver", none, "nvml-calls").checks().get(0);
        assertThat(healthy.status()).isEqualTo(CheckStatus.PASS);
        assertThat(healthy.evidence()).contains("GPU 0 NVML recovery action: NONE (ours: none)");
    }

    @Test
    void nvmlRecoveryActionNotReportedByAnOlderDriverPasses() throws Exception {
        FakeOps old = new FakeOps(
                Map.of(
                        "nvml_calls",
                        ok(nvmlWithRecovery("{\"status\": \"not-reported\", \"value\": null, \"name\": null,"
                                + " \"detail\": \"not reported by this driver (NVML return 3 for field 230)\"}"))),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult older = run("native-driver", old, "nvml-calls").checks().get(0);
        assertThat(older.status()).isEqualTo(CheckStatus.PASS);
        assertThat(older.evidence())
                .contains("GPU 0 NVML recovery action: not reported by this driver (NVML return 3 for field 230)");
    }

    /** A garbled nvml_calls answer (devices not a list) is the op's failure, not "NVML lists no device". */
    @Test
    void aGarbledNvmlAnswerIsAnErrorNotASkip() throws Exception {
        FakeOps garbled = new FakeOps(
                Map.of("nvml_calls", ok("{\"init_error\": null, \"devices\": {\"index\": 0}}")),
                Collections.synchronizedList(new ArrayList<>()));
        CheckResult nvml = run("native-driver", garbled, "nvml-calls").checks().get(0);
        assertThat(nvml.status()).isEqualTo(CheckStatus.ERROR);
        assertThat(nvml.value()).startsWith("protocol-error: The nvml_calls answer is not in its shape");
    }

    /** A device the answer gives no index reads as GPU 0 in the cell and by its place among the recovery actions. */
    @Test
    void nvmlRecoveryActionOfADeviceWithoutIndexTakesItsPlace() throws Exception {
        FakeOps ops = new FakeOps(Map.of("nvml_calls", ok("""
                {"init_error": null, "driver_version": "550.54", "devices": [{"name": "H100", "calls": [],
                  "recovery_action": {"status": "error", "detail": "NVMLError_Unknown: Unknown Error"}}]}
                """)), Collections.synchronizedList(new ArrayList<>()));
        CheckResult nvml = run("native-driver", ops, "nvml-calls").checks().get(0);
        assertThat(nvml.evidence())
                .contains(
                        "GPU 0 NVML recovery action: could not be read (NVMLError_Unknown: Unknown Error)",
                        "GPU 0 driver_version: 550.54");
    }

    @Test
    void everyNvmlRecoveryActionMapsToOneOfOurs() {
        for (String name :
                List.of("NONE", "GPU_RESET", "NODE_REBOOT", "DRAIN_P2P", "DRAIN_AND_RESET", "GPU_RESET_BUS")) {
            assertThat(NvmlRecoveryAction.ours(name)).as(name).isNotNull();
        }
        assertThat(NvmlRecoveryAction.ours("DRAIN_AND_RESET")).isEqualTo(RecommendedAction.RESET_GPU);
        assertThat(NvmlRecoveryAction.ours("UNKNOWN_9")).isNull();
    }

    @Test
    void realPythonWithoutTorchSaysSoAndNeverThrows() throws InterruptedException {
        // The machine's python3 (no torch in CI): the real bridge, a fresh child per check.
        ChecklistService service = dev.gpudoctor.parts.Parts.ofThisMachine().checklist();
        List<CheckResult> streamed = Collections.synchronizedList(new ArrayList<>());
        ChecklistReport report = service.run(
                new ChecklistRequest(
                        List.of(
                                CheckId.PYTHON_ENV,
                                CheckId.TORCH_CUDA_BUILD,
                                CheckId.DRIVER_VS_TORCH,
                                CheckId.ARCH_VS_WHEEL,
                                CheckId.CUDA_INIT,
                                CheckId.NVML_CALLS),
                        "python3",
                        null,
                        false,
                        false),
                streamed::add);
        assertThat(streamed).isEqualTo(report.checks());
        if (report.checks().get(0).evidence().contains("torch: not installed")) {
            assertThat(report.checks().get(0).status()).isEqualTo(CheckStatus.FAIL);
            assertThat(report.checks().get(0).remedy())
                    .contains("gpu-doctor setup-python")
                    .doesNotContain("./gpu-doctor");
            for (CheckResult check : report.checks().subList(1, 5)) {
                assertThat(check.status()).as(check.id().id()).isEqualTo(CheckStatus.SKIP);
                assertThat(check.remedy())
                        .as(check.id().id())
                        .contains("gpu-doctor setup-python")
                        .doesNotContain("./gpu-doctor");
            }
        }
        assertThat(report.checks()).noneMatch(check -> check.status() == CheckStatus.ERROR);
    }

    @Test
    void theRealRootCompletesWithSensibleStatuses() throws InterruptedException {
        ChecklistService service = new ChecklistService(System.getenv(), new CommandRunner(), request -> null);
        long start = System.nanoTime();
        ChecklistReport report = service.run(ChecklistRequest.all(), result -> {});
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(report.checks()).hasSize(CheckId.values().length);
        assertThat(report.checks()).noneMatch(check -> check.status() == CheckStatus.ERROR);
        assertThat(report.host().os().procVersion()).startsWith("Linux version");
        if (report.host().nvidiaSmi().locations().isEmpty()) {
            // A machine with no NVIDIA device and no expectation is a CPU machine (issue 38); else the driver is
            // missing.
            CheckResult gpu = ChecklistHostTreesTest.find(report, "gpu-visible");
            assertThat(gpu.status()).isEqualTo(report.host().noNvidiaHardware() ? CheckStatus.SKIP : CheckStatus.FAIL);
        }
        assertThat(millis).as("Python-free checks on /").isLessThan(10_000);
    }

    @Test
    void interruptingCancels() throws Exception {
        FakeOps ops = new FakeOps(Map.of(), Collections.synchronizedList(new ArrayList<>()));
        Path root = HostTrees.materialise("native-driver", temp);
        ChecklistService service = new ChecklistService(Map.of(), new CommandRunner(), request -> ops);
        Thread.currentThread().interrupt();
        try {
            service.run(new ChecklistRequest(List.of(), null, root, false, false), result -> {});
            org.junit.jupiter.api.Assertions.fail("expected InterruptedException");
        } catch (InterruptedException expected) {
            assertThat(ops.calls()).isEmpty();
        }
    }
}
