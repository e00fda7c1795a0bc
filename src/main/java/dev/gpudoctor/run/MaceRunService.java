package dev.gpudoctor.run;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.bridge.BridgeEnvironment;
import dev.gpudoctor.bridge.BridgeFailureException;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.BridgeProcess;
import dev.gpudoctor.bridge.BridgeResult;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.BridgeSpec;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Runs MACE once in a fresh bridge child: a fresh interpreter per run, so a crash, a leaked CUDA
 * context or an environment switch (CUDA_LAUNCH_BLOCKING) never carries over to the next run.
 * Blocking; interrupting the calling thread cancels the run and kills the child.
 */
public final class MaceRunService {

    private static final Logger LOG = LoggerFactory.getLogger(MaceRunService.class);
    private static final ObjectMapper JSON = JsonMappers.records();
    /** The bridge's error kind for a NaN or infinite answer (PROTOCOL.md), used here too when the answer has a blank. */
    static final String NON_FINITE_RESULT = "non-finite-result";

    private final Map<String, String> baseEnvironment;
    private final BridgeHome.Locator home;
    private final PythonInterpreters interpreters;

    public MaceRunService(Map<String, String> baseEnvironment, BridgeHome.Locator home, PythonInterpreters interpreters) {
        this.baseEnvironment = Map.copyOf(baseEnvironment);
        this.home = home;
        this.interpreters = interpreters;
    }

    /** The interpreter a spec without one runs in. */
    public String defaultPython() {
        return interpreters.defaultPython();
    }

    /**
     * @throws IllegalArgumentException when the spec has problems (check {@link MaceRunSpec#problems()} first)
     * @throws BridgeSetupException     when GPU Doctor's own python-bridge folder is missing
     */
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws BridgeSetupException {
        List<String> problems = spec.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        return request(spec, "mace_run", params(spec), progress);
    }

    /**
     * Compares the same model and structure under two set-ups ({@code consistency} op) in one child
     * started as {@code launch} says (interpreter, debugging switches, NVML shim, timeout).
     */
    public MaceRunOutcome consistency(MaceRunSpec launch, ObjectNode params, ProgressListener progress) throws BridgeSetupException {
        return request(launch, "consistency", params, progress);
    }

    /**
     * Starts one child for several runs (a sweep): the interpreter and the imports are paid once, the
     * bridge keeps the model loaded between sizes. {@code launch} says how to start it (interpreter,
     * debugging switches, NVML shim). Close the session to stop the child.
     *
     * @throws BridgeSetupException when GPU Doctor's own python-bridge folder is missing
     */
    public Session openSession(MaceRunSpec launch) throws BridgeSetupException {
        return new Session(bridgeSpec(launch, home.locate()));
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
            List<String> problems = spec.problems();
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
            BridgeResult answer = bridge.request("mace_run", params(spec), Duration.ofSeconds(spec.timeoutSeconds()), progress);
            if (answer instanceof BridgeResult.Success success) {
                return succeeded("mace_run", withStartup(success.result(), first ? bridge.startupSeconds() : 0));
            }
            MaceRunOutcome.Failed failed = new MaceRunOutcome.Failed(((BridgeResult.Failure) answer).failure());
            FailureReason reason = failed.failure().reason();
            if (reason != FailureReason.OP_ERROR && reason != FailureReason.MISSING_PACKAGE) {
                dead = failed; // the child is gone (crash, timeout, cancel, garbage)
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

    private MaceRunOutcome request(MaceRunSpec spec, String op, ObjectNode params, ProgressListener progress)
            throws BridgeSetupException {
        BridgeSpec bridgeSpec = bridgeSpec(spec, home.locate());
        try (BridgeProcess bridge = BridgeProcess.start(bridgeSpec)) {
            BridgeResult answer = bridge.request(op, params, Duration.ofSeconds(spec.timeoutSeconds()), progress);
            if (answer instanceof BridgeResult.Success success) {
                return succeeded(op, withStartup(success.result(), bridge.startupSeconds()));
            }
            return new MaceRunOutcome.Failed(((BridgeResult.Failure) answer).failure());
        } catch (BridgeFailureException e) {
            return new MaceRunOutcome.Failed(e.failure());
        }
    }

    BridgeSpec bridgeSpec(MaceRunSpec spec, Path bridgeDir) {
        Path shim = null;
        if (spec.nvmlShim()) {
            shim = bridgeDir.resolve("nvml_shim");
            if (!Files.isDirectory(shim)) {
                LOG.warn("The NVML shim folder {} is missing; running without it", shim);
                shim = null;
            }
        }
        BridgeEnvironment environment = new BridgeEnvironment(baseEnvironment, bridgeDir, shim,
                spec.cudaLaunchBlocking(), spec.torchUseCudaDsa());
        String python = spec.python() != null ? spec.python() : interpreters.defaultPython();
        return BridgeSpec.of(python, environment);
    }

    static ObjectNode params(MaceRunSpec spec) {
        ObjectNode params = JSON.createObjectNode();
        params.put("device", spec.device());
        params.put("enable_cueq", spec.enableCueq());
        params.put("dtype", spec.dtype());
        params.put("model", spec.model());
        params.put("structure", spec.structure());
        params.put("repeats", spec.repeats());
        params.put("warmup", spec.warmup());
        params.put("seed", spec.seed());
        return params;
    }

    /**
     * A mace_run answer without a finite energy or with a missing force is no measurement (JSON has no
     * NaN, so a NaN arrives as null): a failed run with the reason, never a success with a blank.
     */
    static MaceRunOutcome succeeded(String op, ObjectNode result) {
        if (!"mace_run".equals(op)) {
            return new MaceRunOutcome.Succeeded(result);
        }
        boolean energy = result.path("energy_eV").isNumber();
        long badForces = 0;
        for (JsonNode atom : result.path("forces_eV_per_A")) {
            for (JsonNode component : atom) {
                badForces += component.isNumber() ? 0 : 1;
            }
        }
        if (energy && badForces == 0) {
            return new MaceRunOutcome.Succeeded(result);
        }
        String what = !energy ? "no finite energy" : badForces + " non-finite force components";
        return new MaceRunOutcome.Failed(new BridgeFailure(FailureReason.OP_ERROR, null, null, NON_FINITE_RESULT,
                "The model gave " + what + ": atoms that overlap or sit much closer than a bond length are the usual cause; "
                        + "check the structure.", List.of(), "", Map.of()));
    }

    /** The op cannot see its own interpreter start, so the Java side adds spawn-to-hello as timings_s.startup. */
    static ObjectNode withStartup(JsonNode result, double startupSeconds) {
        ObjectNode copy = result.isObject() ? ((ObjectNode) result).deepCopy() : JSON.createObjectNode();
        JsonNode timings = copy.path("timings_s");
        ObjectNode merged = timings.isObject() ? (ObjectNode) timings : copy.putObject("timings_s");
        merged.put("startup", startupSeconds);
        return copy;
    }
}
