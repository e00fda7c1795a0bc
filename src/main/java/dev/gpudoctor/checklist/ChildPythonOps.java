package dev.gpudoctor.checklist;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ResultReader;
import java.time.Duration;

/**
 * Each op in a fresh child through the {@link ChildOpRunner}: a crash, a hang or a sticky CUDA error
 * stays in that child. The toggles (CUDA_LAUNCH_BLOCKING, TORCH_USE_CUDA_DSA) go into every child's
 * environment.
 */
final class ChildPythonOps implements PythonOps {

    private final ChildOpRunner runner;
    private final ChildOpRunner.Launch launch;

    ChildPythonOps(ChildOpRunner runner, ChildOpRunner.Launch launch) {
        this.runner = runner;
        this.launch = launch;
    }

    @Override
    public String python() {
        return launch.python();
    }

    @Override
    public Answer call(String op, JsonNode params, Duration timeout) throws InterruptedException {
        long start = System.nanoTime();
        OpOutcome<JsonNode> outcome = runner.runOrFail(launch, op, params, timeout, null, ResultReader.json(op))
                .throwIfCancelled("running '" + op + "'");
        long millis = (System.nanoTime() - start) / 1_000_000;
        return outcome instanceof OpOutcome.Answered<JsonNode> answered
                ? new Answer(answered.result(), null, millis)
                : new Answer(null, ((OpOutcome.Failed<JsonNode>) outcome).failure(), millis);
    }
}
