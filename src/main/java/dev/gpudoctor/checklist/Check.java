package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.HostFacts;

import java.util.function.Function;

/**
 * One check that runs itself: what it is ({@link CheckInfo}) and how it judges (as Cryptomator's
 * {@code Check} wraps a {@code HealthCheck} with its id and run function). The catalogue is a list of
 * these; nothing dispatches on id strings.
 */
record Check(CheckInfo info, Run run) {

    /** How a check judges the host it is given; a Python check gets the Python ops, never null when it runs. */
    @FunctionalInterface
    interface Run {
        CheckResult judge(HostFacts host, ChecklistRequest request, PythonChecks python) throws InterruptedException;
    }

    static Check onHost(CheckInfo info, Function<HostFacts, CheckResult> judge) {
        return new Check(info, (host, request, python) -> judge.apply(host));
    }

    static Check inPython(CheckInfo info, PythonJudge judge) {
        return new Check(info, (host, request, python) -> judge.judge(python));
    }

    /** A Python check's judgement, made by one of {@link PythonChecks}' methods. */
    @FunctionalInterface
    interface PythonJudge {
        CheckResult judge(PythonChecks python) throws InterruptedException;
    }
}
