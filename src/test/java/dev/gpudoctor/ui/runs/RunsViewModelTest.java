package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

class RunsViewModelTest {

    private final List<String> progressSeen = new ArrayList<>();

    private RunsViewModel viewModel(FakeMaceRunner runner) {
        Executor ui = Runnable::run;
        RunsViewModel vm = new RunsViewModel(runner, new CurrentThreadTaskExecutor(), ui);
        vm.progress().progressTextProperty().addListener((obs, old, now) -> progressSeen.add(now));
        return vm;
    }

    @Test
    void aSuccessfulRunShowsSummaryTimingsAndForcesAndSaysTheWeightsAreRandom() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        vm.form().structureProperty().set("h2o");
        vm.form().dtypeProperty().set("float64");

        vm.run();

        assertThat(runner.specs).singleElement().satisfies(spec -> {
            assertThat(spec.structure()).isEqualTo("h2o");
            assertThat(spec.dtype()).isEqualTo("float64");
            assertThat(spec.model()).isEqualTo("arch:small");
        });
        assertThat(vm.outcome().summaryProperty().get())
                .contains(
                        "Energy -14.123456 eV",
                        "3 atoms",
                        "median step 25.0 ms",
                        "120.0 atom·steps/s",
                        "Random weights")
                // 3 atoms against the nearest CPU row's 96 (issue 40): no ratio, the figures and what slows the run
                .contains(
                        "\nSpeed 8333 µs/atom/step, 3.46 ns/day at 1 fs — weak, so not compared: the closest CPU figure (")
                .contains(
                        "Slows this run: torch used 1 of 8 CPU threads (--threads N, OMP_NUM_THREADS or torch.set_num_threads).");
        assertThat(vm.outcome().timings())
                .extracting(TimingSlice::stage)
                .containsExactly("startup", "imports", "model_load", "structure", "first_call", "steps");
        assertThat(vm.outcome().timings().get(5).seconds()).isEqualTo(0.25, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(vm.outcome().forces()).hasSize(3);
        assertThat(vm.outcome().forces().get(1).fz()).isEqualTo(-0.5);
        assertThat(vm.outcome().failureTextProperty().get()).isEmpty();
        assertThat(vm.progress().runningProperty().get()).isFalse();
        assertThat(progressSeen).contains("Importing torch, ASE and MACE", "Timed step 5 of 10", "Done.");
    }

    @Test
    void theThreadsFieldReachesTheRunEmptyIsTorchsDefaultAndAWordIsRefusedInItsOwnWords() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);

        vm.run();
        vm.form().threadsProperty().set(" 1 ");
        vm.run();
        vm.form().threadsProperty().set("two");
        vm.run();

        assertThat(runner.specs)
                .extracting(dev.gpudoctor.model.MaceRunSpec::threads)
                .containsExactly(null, 1);
        assertThat(vm.outcome().failureTextProperty().get())
                .isEqualTo("Threads must be a whole number from 1 to 1024, or empty for torch's default, not 'two'.");
        vm.form().threadsProperty().set("0");
        vm.run();
        assertThat(vm.outcome().failureTextProperty().get()).isEqualTo("Threads must be between 1 and 1024, not 0.");
        assertThat(runner.specs).hasSize(2);
    }

    @Test
    void aTypedSizeGetsItsEstimateFromTheRunShownAndAWordGetsASentence() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        SizeEstimateViewModel estimate = vm.sizeEstimate();
        assertThat(estimate.availableProperty().get()).isFalse();

        vm.run();
        estimate.atomsProperty().set("300");

        assertThat(estimate.availableProperty().get()).isTrue();
        // the fake run: 3 atoms, 25 ms a step; 300 atoms at its cost per atom (no edges recorded), said to be far
        // outside
        assertThat(estimate.estimateProperty().get())
                .startsWith(
                        "300 atoms: about 2.5 s a step, 0.0346 ns/day at 1 fs (8333 "
                                + "µs/atom/step) — extrapolated 100× above the largest measured size (3 atoms) at its cost per edge;");
        estimate.atomsProperty().set("3");
        assertThat(estimate.estimateProperty().get())
                .startsWith("3 atoms: about 25.0 ms a step")
                .contains("measured at this very size");
        estimate.atomsProperty().set("lots");
        assertThat(estimate.estimateProperty().get())
                .isEqualTo("Type the size in atoms, a whole number such as 10000.");
        estimate.atomsProperty().set("0");
        assertThat(estimate.estimateProperty().get())
                .isEqualTo("The size must be between 1 and 100,000,000 atoms, not 0.");

        runner.outcome = new dev.gpudoctor.run.MaceRunOutcome.Failed(dev.gpudoctor.model.BridgeFailure.of(
                dev.gpudoctor.model.FailureReason.CRASHED_BY_SIGNAL, "crashed", List.of()));
        vm.run();
        assertThat(estimate.availableProperty().get()).isFalse();
        assertThat(estimate.estimateProperty().get()).isEmpty();
    }

    @Test
    void aCancelledRunReadsCancelledNotFailed() {
        FakeMaceRunner runner = new FakeMaceRunner();
        runner.outcome = new dev.gpudoctor.run.MaceRunOutcome.Failed(dev.gpudoctor.model.BridgeFailure.of(
                dev.gpudoctor.model.FailureReason.CANCELLED, "Cancelled; the Python process was stopped.", List.of()));
        RunsViewModel vm = viewModel(runner);

        vm.run();

        assertThat(vm.outcome().summaryProperty().get()).isEqualTo("Cancelled. The Python child was stopped.");
        assertThat(vm.outcome().failureTextProperty().get()).isEmpty();
        assertThat(progressSeen).last().isEqualTo("Cancelled.");
    }

    @Test
    void aChildAnswerWithoutEnergyOrTimingsIsAFailureNeverAResult(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String marker = dev.gpudoctor.bridge.FakePythons.newMarker();
        String complete = dev.gpudoctor.cli.RunCommandFixtures.COMPLETE_RESULT;
        for (String broken : List.of(
                complete.replace("\"energy_eV\":-12.345678,", ""),
                complete.replaceAll("\"timings_s\":\\{.*\\}\\},", ""))) {
            FakeMaceRunner runner = new FakeMaceRunner();
            runner.service = new dev.gpudoctor.run.MaceRunService(
                    new dev.gpudoctor.bridge.ChildOpRunner(
                            dev.gpudoctor.bridge.FakePythons.environment(
                                    marker, java.util.Map.of("FAKE_RESULT", broken)),
                            dev.gpudoctor.bridge.BridgeHome::locate),
                    new dev.gpudoctor.bridge.PythonInterpreters(java.util.Map.of(), dir));
            RunsViewModel vm = viewModel(runner);
            vm.interpreter()
                    .pythonProperty()
                    .set(dev.gpudoctor.bridge.FakePythons.install(dir, "mace-answer")
                            .toString());

            vm.run();

            assertThat(vm.outcome().failureTextProperty().get())
                    .startsWith("Garbled answer: The bridge broke the protocol in its 'mace_run' answer: the field '")
                    .contains(broken.contains("energy_eV") ? "'timings_s' is missing" : "'energy_eV' is missing");
            assertThat(vm.outcome().summaryProperty().get()).isEqualTo("The run failed.");
            assertThat(vm.outcome().timings()).isEmpty();
            assertThat(vm.outcome().forces()).isEmpty();
            assertThat(progressSeen).last().isEqualTo("Failed.");
        }
        dev.gpudoctor.bridge.LeakCheck.assertNothingLeft(marker);
    }

    @Test
    void theWindowsTimeoutReachesTheRunAndARunCutByItKeepsAndShowsWhatItMeasured(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String marker = dev.gpudoctor.bridge.FakePythons.newMarker();
        FakeMaceRunner runner = new FakeMaceRunner();
        runner.service = new dev.gpudoctor.run.MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(
                        dev.gpudoctor.bridge.FakePythons.environment(marker, java.util.Map.of()),
                        dev.gpudoctor.bridge.BridgeHome::locate),
                new dev.gpudoctor.bridge.PythonInterpreters(java.util.Map.of(), dir));
        dev.gpudoctor.history.RunHistory kept = new dev.gpudoctor.history.RunHistory(dir.resolve("runs"));
        RunHistoryViewModel history = new RunHistoryViewModel(kept, new CurrentThreadTaskExecutor());
        RunsViewModel vm =
                new RunsViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles(), history);
        vm.progress().progressTextProperty().addListener((obs, old, now) -> progressSeen.add(now));
        vm.interpreter()
                .pythonProperty()
                .set(dev.gpudoctor.bridge.FakePythons.install(dir, "steps-then-hang")
                        .toString());
        assertThat(vm.form().timeoutSecondsProperty().get()).isEqualTo(600);
        vm.form().timeoutSecondsProperty().set(2);

        vm.run();

        assertThat(runner.specs)
                .singleElement()
                .extracting(dev.gpudoctor.model.MaceRunSpec::timeoutSeconds)
                .isEqualTo(2);
        assertThat(vm.outcome().summaryProperty().get())
                .startsWith("The run did not finish within its 2 s timeout")
                .contains("\nPartial: 3 of 20 timed steps finished, median 200 ms per step");
        assertThat(vm.outcome().failureTextProperty().get()).startsWith("Timed out: ");
        assertThat(progressSeen).last().isEqualTo("Did not finish in time.");
        assertThat(kept.list().runs()).singleElement().satisfies(run -> {
            assertThat(run.partial().stepsDone()).isEqualTo(3);
            vm.showRecord(run);
        });
        assertThat(vm.outcome().summaryProperty().get())
                .contains("did not finish: Timed out: ", "\nPartial: 3 of 20 timed steps finished");
        dev.gpudoctor.bridge.LeakCheck.assertNothingLeft(marker);
    }

    @Test
    void aTimeoutTheSpecRefusesIsExplainedAndNeverStarted() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        vm.form().timeoutSecondsProperty().set(0);

        vm.run();

        assertThat(runner.specs).isEmpty();
        assertThat(vm.outcome().failureTextProperty().get())
                .contains("The timeout must be between 1 and 86400 seconds, not 0.");
    }

    @Test
    void aCrashShowsTheReasonAndTheStderrTail() {
        RunsViewModel vm = viewModel(FakeMaceRunner.crashing());

        vm.run();

        assertThat(vm.outcome().failureTextProperty().get())
                .isEqualTo("Crashed: The Python child was killed by SIGBUS (bus error).");
        assertThat(vm.outcome().failureEvidenceProperty().get()).contains("Bus error (core dumped)");
        assertThat(vm.outcome().timings()).isEmpty();
        assertThat(vm.outcome().summaryProperty().get()).isEqualTo("The run failed.");
    }

    @Test
    void aRecognisedCrashShowsItsLikelyCauseAndANewRunClearsIt() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.crashing();
        RunsViewModel vm = new RunsViewModel(
                runner,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new dev.gpudoctor.ui.common.DebugToggles(),
                null,
                dev.gpudoctor.diagnosis.FailureDiagnoser.standard()::diagnose);

        vm.run();
        assertThat(vm.outcome().diagnosisProperty().get())
                .startsWith("Likely cause (60 %): SIGBUS in a process using the GPU. First: ");

        runner.outcome = FakeMaceRunner.succeeding().outcome;
        vm.run();
        assertThat(vm.outcome().diagnosisProperty().get()).isEmpty();
    }

    @Test
    void anInvalidSpecIsExplainedAndNeverStarted() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        vm.deviceChoice().deviceProperty().set("gpu0");

        vm.run();

        assertThat(runner.specs).isEmpty();
        assertThat(vm.outcome().failureTextProperty().get()).contains("cpu, cuda or cuda:N", "gpu0");
    }

    @Test
    void anExceptionFromTheServiceBecomesASentence() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        runner.thrown = new IllegalStateException("python-bridge folder not found under /opt/gpu-doctor");
        RunsViewModel vm = viewModel(runner);

        vm.run();

        assertThat(vm.outcome().failureTextProperty().get())
                .isEqualTo("Illegal state exception: python-bridge folder not found under /opt/gpu-doctor");
        assertThat(vm.progress().runningProperty().get()).isFalse();
    }

    @Test
    void theDebugTogglesAndTheShimReachTheSpec() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        dev.gpudoctor.ui.common.DebugToggles toggles = new dev.gpudoctor.ui.common.DebugToggles();
        RunsViewModel vm = new RunsViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, toggles);
        toggles.cudaLaunchBlockingProperty().set(true);
        vm.form().nvmlShimProperty().set(true);

        vm.run();

        assertThat(runner.specs.get(0).cudaLaunchBlocking()).isTrue();
        assertThat(runner.specs.get(0).torchUseCudaDsa()).isFalse();
        assertThat(runner.specs.get(0).nvmlShim()).isTrue();
    }

    @Test
    void settingUpTheEnvironmentSwitchesRunsToIt() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);

        vm.setUp().setUpEnvironment();

        assertThat(vm.interpreter().pythonProperty().get())
                .isEqualTo("/home/u/.local/share/gpu-doctor/python-env/bin/python");
        assertThat(vm.interpreter().interpreters()).contains("/home/u/.local/share/gpu-doctor/python-env/bin/python");
        assertThat(progressSeen).contains("Step 2 of 3 · finding torch");

        runner.setupOutcome = new dev.gpudoctor.pyenv.SetupOutcome(
                false,
                false,
                null,
                "installing the requirements failed (pip exited with code 1)",
                List.of("ERROR: No matching distribution found for torch==2.8.0"),
                10);
        vm.setUp().setUpEnvironment();
        assertThat(vm.outcome().failureTextProperty().get()).startsWith("installing the requirements failed");
        assertThat(vm.outcome().failureEvidenceProperty().get()).contains("No matching distribution");
        assertThat(vm.progress().runningProperty().get()).isFalse();
    }

    @Test
    void probedInterpretersAreDescribedWithTheirPackages() throws Exception {
        RunsViewModel vm = viewModel(FakeMaceRunner.succeeding());
        vm.interpreter().loadInterpreters();

        assertThat(vm.interpreter().describeInterpreter("/home/u/.venvs/mace/bin/python"))
                .isEqualTo("/home/u/.venvs/mace/bin/python   (Python 3.11.7, torch 2.8.0, mace-torch 0.3.16)");
        assertThat(vm.interpreter().describeInterpreter("/usr/bin/python3"))
                .endsWith("(Python 3.11.7, no torch, no mace-torch)");
        assertThat(vm.interpreter().describeInterpreter("/elsewhere/python")).isEqualTo("/elsewhere/python");
    }

    @Test
    void devicesComeFromTheChosenInterpretersTorch() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        vm.interpreter().loadInterpreters();

        assertThat(runner.devicesAskedOf).containsExactly("/usr/bin/python3");
        assertThat(vm.deviceChoice().devices()).containsExactly("cpu");
        assertThat(vm.deviceChoice().deviceNoteProperty().get()).contains("set up the MACE environment");

        vm.interpreter().pythonProperty().set("/home/u/.venvs/mace/bin/python");

        assertThat(vm.deviceChoice().devices()).containsExactly("cpu", "cuda:0");
        assertThat(vm.deviceChoice().describeDevice("cuda:0")).contains("H100", "sm_90");
        assertThat(vm.deviceChoice().deviceNoteProperty().get()).isEmpty();
    }

    @Test
    void aGpuTheInterpreterCanUseIsTheDefaultUntilTheUserPicksADevice() throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = viewModel(runner);
        vm.interpreter().loadInterpreters();
        assertThat(vm.deviceChoice().deviceProperty().get()).isEqualTo("cpu");

        vm.interpreter().pythonProperty().set("/home/u/.venvs/mace/bin/python");
        assertThat(vm.deviceChoice().deviceProperty().get())
                .as("the H200 screenshot showed cpu chosen beside a working GPU")
                .isEqualTo("cuda:0");

        vm.deviceChoice().deviceProperty().set("cpu");
        vm.interpreter().pythonProperty().set("/home/u/.venvs/mace2/bin/python");
        assertThat(vm.deviceChoice().deviceProperty().get())
                .as("the user's own choice stays")
                .isEqualTo("cpu");
    }

    @Test
    void theEnvReportBecomesADeviceList() throws Exception {
        dev.gpudoctor.bridge.EnvReport env = env("""
                {"python": {"version": "3.12.3", "executable": "/venv/bin/python"}, "versions": {}, "torch": {"version": "2.8.0+cu128", "cuda": "12.8", "cuda_available": true, "devices": [
                  {"index": 0, "name": "NVIDIA H200", "capability": "9.0", "total_memory_bytes": 150754820096}]}}""");

        DeviceList list = DeviceLists.fromEnv(env);

        assertThat(list.devices()).containsExactly("cpu", "cuda:0");
        assertThat(list.label("cuda:0")).isEqualTo("cuda:0 — NVIDIA H200, sm_90, 140 GiB");
        assertThat(DeviceLists.fromEnv(
                                env(
                                        "{\"python\": {}, \"versions\": {}, \"torch\": {\"version\": \"2.8.0+cu128\", \"cuda\": \"12.8\", \"cuda_available\": false, \"devices\": []}}"))
                        .note())
                .contains("sees no GPU");
        DeviceList noTorch = DeviceLists.fromEnv(
                env(
                        "{\"python\": {}, \"versions\": {\"torch\": null}, \"torch\": null, \"torch_error\": \"torch is not installed\"}"));
        assertThat(noTorch.devices()).containsExactly("cpu");
        assertThat(noTorch.needsSetUp()).isTrue();
        assertThat(list.needsSetUp()).isFalse();
    }

    private static dev.gpudoctor.bridge.EnvReport env(String json) throws Exception {
        return dev.gpudoctor.bridge.EnvReport.READER.read(
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(json));
    }

    @Test
    void interpreterDiscoveryListsUsableOnesAndPicksTheDefault() throws Exception {
        RunsViewModel vm = viewModel(FakeMaceRunner.succeeding());

        vm.interpreter().loadInterpreters();

        assertThat(vm.interpreter().interpreters())
                .containsExactly("/usr/bin/python3", "/home/u/.venvs/mace/bin/python");
        assertThat(vm.interpreter().pythonProperty().get()).isEqualTo("/usr/bin/python3");
    }

    /** Seen on the installed package: a typed interpreter (never probed) kept "Set up MACE…" after a MACE run worked in it. */
    @Test
    void aRunThatWorkedInATypedInterpreterMeansNothingToSetUp() throws Exception {
        RunsViewModel vm = new RunsViewModel(
                FakeMaceRunner.succeeding(), new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
        vm.interpreter().pythonProperty().set("/opt/typed/venv/bin/python");
        assertThat(vm.interpreter().chosenInterpreterWorksProperty().get()).isFalse();

        vm.run();

        assertThat(vm.outcome().summaryProperty().get()).startsWith("Energy");
        assertThat(vm.interpreter().chosenInterpreterWorksProperty().get()).isTrue();
        vm.interpreter().pythonProperty().set("python3");
        assertThat(vm.interpreter().chosenInterpreterWorksProperty().get())
                .as("another interpreter")
                .isFalse();
    }
}
