package dev.gpudoctor.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.BridgeFailureException;
import dev.gpudoctor.bridge.BridgeProcess;
import dev.gpudoctor.bridge.BridgeResult;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.BridgeSpec;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import java.time.Duration;
import java.util.List;

/**
 * Runs MACE once in a fresh bridge child: a fresh interpreter per run, so a crash, a leaked CUDA
 * context or an environment switch (CUDA_LAUNCH_BLOCKING) never carries over to the next run.
 * Blocking; interrupting the calling thread cancels the run and kills the child.
 */
public final class MaceRunService {

    private final ChildOpRunner runner;
    private final PythonInterpreters interpreters;

    /** @param runner starts each run's child (the one runner of the app, with its environment and bridge folder) */
    public MaceRunService(ChildOpRunner runner, PythonInterpreters interpreters) {
        this.runner = runner;
        this.interpreters = interpreters;
    }

    /** The interpreter a spec without one runs in. */
    public String defaultPython() {
        return interpreters.defaultPython();
    }

    /**
     * @throws IllegalArgumentException when the spec has problems (check {@link MaceRunSpecProblems#of} first)
     * @throws BridgeSetupException     when GPU Doctor's own python-bridge folder is missing
     */
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws BridgeSetupException {
        List<String> problems = MaceRunSpecProblems.of(spec);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        return request(spec, params(spec), progress);
    }

    /**
     * Compares the same model and structure under two set-ups ({@code consistency} op) in one child
     * started with the request's interpreter, NVML shim and timeout.
     *
     * @throws IllegalArgumentException when the request has problems (check {@link ConsistencyRequest#problems()} first)
     * @throws BridgeSetupException     when GPU Doctor's own python-bridge folder is missing
     */
    public OpOutcome<ConsistencyResult> consistency(ConsistencyRequest request, ProgressListener progress)
            throws BridgeSetupException {
        List<String> problems = request.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        MaceRunSpec launch = request.launch();
        return runner.run(
                launch(launch),
                "consistency",
                request.params(),
                Duration.ofSeconds(launch.timeoutSeconds()),
                progress,
                ConsistencyResult.READER);
    }

    /**
     * Counts a structure's atoms and MACE graph edges at {@code rMax} ({@code structure_size} op) in a fresh child, for
     * an estimate at the user's own structure. {@code python} null: the default interpreter.
     *
     * @throws BridgeSetupException when GPU Doctor's own python-bridge folder is missing
     */
    public OpOutcome<StructureSize> structureSize(String python, String structure, double rMax, int timeoutSeconds)
            throws BridgeSetupException {
        JsonNode params = JsonMappers.records().valueToTree(new StructureParams(structure, rMax));
        return runner.run(
                ChildOpRunner.Launch.of(python != null ? python : interpreters.defaultPython()),
                "structure_size",
                params,
                Duration.ofSeconds(timeoutSeconds),
                ProgressListener.NONE,
                StructureSize.READER);
    }

    /** The structure_size op's parameters (PROTOCOL.md). */
    record StructureParams(String structure, double rMax) {}

    /**
     * Starts one child for several runs (a sweep): the interpreter and the imports are paid once, the
     * bridge keeps the model loaded between sizes. {@code launch} says how to start it (interpreter,
     * debugging switches, NVML shim). Close the session to stop the child.
     *
     * @throws BridgeSetupException when GPU Doctor's own python-bridge folder is missing
     */
    public Session openSession(MaceRunSpec launch) throws BridgeSetupException {
        return new Session(runner.spec(launch(launch)));
    }

    /**
     * Runs in one child, started on the first run. Once the child has died (crash, timeout, cancel)
     * every further run fails at once with the same failure. Not thread-safe: one caller at a time.
     */
    public static final class Session implements AutoCloseable {

        private final BridgeSpec bridgeSpec;
        private BridgeProcess bridge;
        private MaceRunOutcome.Failed dead;

        private Session(BridgeSpec bridgeSpec) {
            this.bridgeSpec = bridgeSpec;
        }

        /** Blocking; interrupting the calling thread cancels the run and kills the child. */
        public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) {
            List<String> problems = MaceRunSpecProblems.of(spec);
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException(String.join(" ", problems));
            }
            if (dead != null) {
                return dead;
            }
            boolean first = bridge == null;
            if (first) {
                try {
                    bridge = BridgeProcess.start(bridgeSpec);
                } catch (BridgeFailureException e) {
                    dead = new MaceRunOutcome.Failed(e.failure());
                    return dead;
                }
            }
            PartialRunRecorder recorder = new PartialRunRecorder(progress);
            BridgeResult answer =
                    bridge.request("mace_run", params(spec), Duration.ofSeconds(spec.timeoutSeconds()), recorder);
            if (answer instanceof BridgeResult.Success success) {
                return MaceRunResults.read(success.result(), first ? bridge.startupSeconds() : 0);
            }
            BridgeFailure failure = ((BridgeResult.Failure) answer).failure();
            MaceRunOutcome.Failed failed = new MaceRunOutcome.Failed(failure, recorder.partial(failure.reason(), spec));
            FailureReason reason = failed.failure().reason();
            if (reason != FailureReason.OP_ERROR
                    && reason != FailureReason.OUT_OF_MEMORY
                    && reason != FailureReason.MISSING_PACKAGE) {
                dead = new MaceRunOutcome.Failed(
                        failure); // the child is gone (crash, timeout, cancel, garbage); later runs measured nothing
            }
            return failed;
        }

        @Override
        public void close() {
            if (bridge != null) {
                bridge.close();
            }
        }
    }

    private MaceRunOutcome request(MaceRunSpec spec, JsonNode params, ProgressListener progress)
            throws BridgeSetupException {
        PartialRunRecorder recorder = new PartialRunRecorder(progress);
        OpOutcome<MaceRunResult> outcome = runner.run(
                launch(spec),
                "mace_run",
                params,
                Duration.ofSeconds(spec.timeoutSeconds()),
                recorder,
                MaceRunResults.READER);
        if (outcome instanceof OpOutcome.Answered<MaceRunResult> answered) {
            return MaceRunResults.checked(answered.result().withStartup(answered.startupSeconds()));
        }
        BridgeFailure failure = ((OpOutcome.Failed<MaceRunResult>) outcome).failure();
        return new MaceRunOutcome.Failed(failure, recorder.partial(failure.reason(), spec));
    }

    ChildOpRunner.Launch launch(MaceRunSpec spec) {
        return new ChildOpRunner.Launch(
                spec.python() != null ? spec.python() : interpreters.defaultPython(),
                spec.nvmlShim(),
                spec.cudaLaunchBlocking(),
                spec.torchUseCudaDsa(),
                spec.threads());
    }

    /**
     * The mace_run op's parameters (PROTOCOL.md); "trust_model" only when the user trusts the model file. "timeout_s" is
     * the limit this side keeps: the bridge fits its extra figures inside it. "threads" only when asked: the op then
     * calls torch.set_num_threads (the child's environment already carries OMP_NUM_THREADS).
     */
    record RunParams(
            String device,
            boolean enableCueq,
            String dtype,
            String model,
            String structure,
            int repeats,
            int warmup,
            long seed,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean trustModel,
            int timeoutS,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer threads) {}

    static JsonNode params(MaceRunSpec spec) {
        return JsonMappers.records()
                .valueToTree(new RunParams(
                        spec.device(),
                        spec.enableCueq(),
                        spec.dtype(),
                        spec.model(),
                        spec.structure(),
                        spec.repeats(),
                        spec.warmup(),
                        spec.seed(),
                        spec.trustModel() ? Boolean.TRUE : null,
                        spec.timeoutSeconds(),
                        spec.threads()));
    }
}
